/// Where the one-pass frame reader (DomainKitsCore's `JSONFrameScanner`) puts each field of an Upbit WebSocket
/// `orderbook` message (default format): the top-level members in one key table, a unit's (`orderbook_units[i]`) in
/// another. The names are the JSON keys, so a slot's field path is spelled as before (`orderbook_units[3].ask_size`).
enum UpbitSlots {
  /// `type`: `orderbook`.
  static let type = 0
  /// `code`: the market code (`KRW-BTC`).
  static let code = 1
  /// `timestamp`: milliseconds since 1970.
  static let timestamp = 2
  /// `orderbook_units`: the book's units, best first.
  static let units = 3
  /// The key table of the message.
  static let messageKeys = JSONKeyTable(["type", "code", "timestamp", "orderbook_units"])

  /// A unit's ask price.
  static let askPrice = 0
  /// A unit's bid price.
  static let bidPrice = 1
  /// A unit's ask size (0 pads a thin book).
  static let askSize = 2
  /// A unit's bid size.
  static let bidSize = 3
  /// The key table of one unit.
  static let unitKeys = JSONKeyTable(["ask_price", "bid_price", "ask_size", "bid_size"])
}
