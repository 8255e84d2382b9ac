/// Where the one-pass frame reader (DomainKitsCore's `JSONFrameScanner`) puts each field of an API 2.0 `orderbook`
/// or `trade` frame: the slot of each of ``QuotationKeys``' names in one key table that holds the DEFAULT names,
/// then the SIMPLE abbreviations, then the envelope's `error` and `status`, so one pass over a frame fills
/// whichever spelling it uses; the slots of a unit's fields (`orderbook_units[i]`) in a key table of their own; and
/// the key table of a REST response's elements.
struct QuotationSlots {
  let type, code, units, timestamp, tradePrice, tradeVolume, askBid, tradeDate, tradeTime, tradeTimestamp: Int
  let sequentialID: Int
  /// A unit's fields, slots of ``unitTable``.
  let askPrice, bidPrice, askSize, bidSize: Int

  /// The number of top-level fields of one spelling.
  static let fieldCount = 11
  /// The number of a unit's fields in one spelling.
  static let unitFieldCount = 4

  /// The DEFAULT names' slots.
  static let standard = QuotationSlots(first: 0, firstUnit: 0)
  /// The SIMPLE abbreviations' slots.
  static let simple = QuotationSlots(first: fieldCount, firstUnit: unitFieldCount)
  /// The envelope's `error` (an error frame when it holds an object).
  static let error = 2 * fieldCount
  /// The envelope's `status` (a status frame when it is the only member and a string).
  static let status = 2 * fieldCount + 1

  /// The key table of a WebSocket `orderbook` or `trade` frame.
  static let table = JSONKeyTable(names(QuotationKeys.standard) + names(QuotationKeys.simple) + ["error", "status"])
  /// The key table of one element of `orderbook_units` (`obu`), DEFAULT then SIMPLE.
  static let unitTable = JSONKeyTable(unitNames(QuotationKeys.standard) + unitNames(QuotationKeys.simple))

  /// A REST element's `market` (REST says `market` where the WebSocket says `code`) in ``restTable``.
  static let market = fieldCount
  /// A REST trade's `trade_date_utc` (the WebSocket's `trade_date` is the exchange's zone) in ``restTable``.
  static let tradeDateUTC = fieldCount + 1
  /// A REST trade's `trade_time_utc` in ``restTable``.
  static let tradeTimeUTC = fieldCount + 2
  /// The key table of one element of a REST `/v1/orderbook` or `/v1/trades/ticks` response: the DEFAULT names at
  /// ``standard``'s slots, then `market`, `trade_date_utc` and `trade_time_utc`; a unit is read with ``unitTable``.
  static let restTable = JSONKeyTable(names(QuotationKeys.standard) + ["market", "trade_date_utc", "trade_time_utc"])

  private init(first: Int, firstUnit: Int) {
    type = first
    code = first + 1
    units = first + 2
    timestamp = first + 3
    tradePrice = first + 4
    tradeVolume = first + 5
    askBid = first + 6
    tradeDate = first + 7
    tradeTime = first + 8
    tradeTimestamp = first + 9
    sequentialID = first + 10
    askPrice = firstUnit
    bidPrice = firstUnit + 1
    askSize = firstUnit + 2
    bidSize = firstUnit + 3
  }

  /// `keys`' top-level names in slot order.
  private static func names(_ keys: QuotationKeys) -> [String] {
    [
      keys.type, keys.code, keys.units, keys.timestamp, keys.tradePrice, keys.tradeVolume, keys.askBid,
      keys.tradeDate, keys.tradeTime, keys.tradeTimestamp, keys.sequentialID,
    ]
  }

  /// `keys`' unit names in slot order.
  private static func unitNames(_ keys: QuotationKeys) -> [String] {
    [keys.askPrice, keys.bidPrice, keys.askSize, keys.bidSize]
  }
}
