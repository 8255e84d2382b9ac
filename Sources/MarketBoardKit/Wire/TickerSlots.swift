/// Where the one-pass frame reader (DomainKitsCore's `JSONFrameScanner`) puts each ticker field: the slot of each
/// of ``TickerKeys``' names in one key table that holds the DEFAULT names, then the SIMPLE abbreviations, then the
/// envelope's `error` and `status`, so one pass over a frame fills whichever spelling it uses.
struct TickerSlots {
  let type, code, tradePrice, openingPrice, highPrice, lowPrice, previousClosingPrice, change: Int
  let signedChangePrice, signedChangeRate, tradeValue24h, tradeVolume24h, sessionTradeValue: Int
  let tradeDate, tradeTime, tradeTimestamp, timestamp: Int

  /// The number of fields of one spelling.
  static let fieldCount = 17

  /// The DEFAULT names' slots.
  static let standard = TickerSlots(first: 0)
  /// The SIMPLE abbreviations' slots.
  static let simple = TickerSlots(first: fieldCount)
  /// The envelope's `error` (an error frame when it holds an object).
  static let error = 2 * fieldCount
  /// The envelope's `status` (a status frame when it is the only member and a string).
  static let status = 2 * fieldCount + 1

  /// The key table of a WebSocket ticker frame.
  static let table = JSONKeyTable(names(TickerKeys.standard) + names(TickerKeys.simple) + ["error", "status"])

  /// A REST ticker's `market` (its code; REST says `market` where the WebSocket says `code`) in ``restTable``.
  static let market = fieldCount
  /// The key table of one element of a REST `/v1/ticker` response: the DEFAULT names at ``standard``'s slots, then
  /// `market`.
  static let restTable = JSONKeyTable(names(TickerKeys.standard) + ["market"])

  private init(first: Int) {
    type = first
    code = first + 1
    tradePrice = first + 2
    openingPrice = first + 3
    highPrice = first + 4
    lowPrice = first + 5
    previousClosingPrice = first + 6
    change = first + 7
    signedChangePrice = first + 8
    signedChangeRate = first + 9
    tradeValue24h = first + 10
    tradeVolume24h = first + 11
    sessionTradeValue = first + 12
    tradeDate = first + 13
    tradeTime = first + 14
    tradeTimestamp = first + 15
    timestamp = first + 16
  }

  /// `keys`' names in slot order (`marketWarning`, which the ticker does not read, is left out).
  private static func names(_ keys: TickerKeys) -> [String] {
    [
      keys.type, keys.code, keys.tradePrice, keys.openingPrice, keys.highPrice, keys.lowPrice,
      keys.previousClosingPrice, keys.change, keys.signedChangePrice, keys.signedChangeRate, keys.tradeValue24h,
      keys.tradeVolume24h, keys.sessionTradeValue, keys.tradeDate, keys.tradeTime, keys.tradeTimestamp, keys.timestamp,
    ]
  }
}
