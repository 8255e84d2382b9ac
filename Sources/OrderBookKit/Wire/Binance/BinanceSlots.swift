/// Where the one-pass frame reader (DomainKitsCore's `JSONFrameScanner`) puts each field of a Binance diff-depth event
/// (bare, or the `data` of a combined stream's `{"stream": …, "data": …}`) and of a REST depth snapshot. A level is
/// an array (`["0.0024", "10"]`), read by visiting its elements. The names are the JSON keys; the error paths are
/// spelled as the `Decodable` path spells them (`b[3][0]`, `bids[3][1]`).
enum BinanceSlots {
  /// `e`: the event type, `depthUpdate`.
  static let eventType = 0
  /// `E`: the event time, milliseconds since 1970.
  static let eventTime = 1
  /// `s`: the symbol.
  static let symbol = 2
  /// `U`: the first update id.
  static let firstUpdateID = 3
  /// `u`: the final update id.
  static let finalUpdateID = 4
  /// `b`: the bid changes.
  static let bidChanges = 5
  /// `a`: the ask changes.
  static let askChanges = 6
  /// `stream`: a combined stream's name.
  static let stream = 7
  /// `data`: a combined stream's event.
  static let data = 8
  /// The key table of an event, and of the combined stream's wrapper around it.
  static let eventKeys = JSONKeyTable(["e", "E", "s", "U", "u", "b", "a", "stream", "data"])

  /// `lastUpdateId`: the snapshot's sequence.
  static let lastUpdateID = 0
  /// `bids`: the bid levels.
  static let bids = 1
  /// `asks`: the ask levels.
  static let asks = 2
  /// The key table of a REST depth snapshot.
  static let snapshotKeys = JSONKeyTable(["lastUpdateId", "bids", "asks"])
}
