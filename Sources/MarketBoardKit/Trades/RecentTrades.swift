/// The 체결 tab's list: the latest trades of one market, newest first, at most ``capacity`` of them.
///
/// Trades may arrive out of order and twice (a WebSocket snapshot repeats what REST returned): each goes to its
/// place by time, a trade already listed (same id) is ignored, and the oldest falls off when the list is full.
///
/// ```swift
/// var trades = RecentTrades(capacity: 30)
/// trades.insert(trade)
/// trades.rows().first?.time   // "16:48:55", Seoul time
/// ```
public struct RecentTrades: Sendable {
  /// The most trades kept.
  public let capacity: Int
  /// The trades, newest first.
  public private(set) var trades: [RecentTrade] = []
  private var ids: Set<String> = []

  /// An empty list keeping at most `capacity` trades (at least one).
  public init(capacity: Int = 50) {
    self.capacity = max(capacity, 1)
  }

  /// Inserts `trade` at its place.
  ///
  /// - Returns: whether it was listed: `false` for a trade already listed or older than every trade of a full list.
  /// - Complexity: O(log *n*) to find the place, O(*n*) to insert it.
  @discardableResult
  public mutating func insert(_ trade: RecentTrade) -> Bool {
    guard !ids.contains(trade.id) else { return false }
    var low = 0
    var high = trades.count
    while low < high {
      let middle = (low + high) / 2
      if trades[middle].isNewer(than: trade) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < capacity else { return false }
    trades.insert(trade, at: low)
    ids.insert(trade.id)
    if trades.count > capacity, let dropped = trades.popLast() { ids.remove(dropped.id) }
    return true
  }

  /// The rows to show, newest first, with the time in Seoul.
  public func rows() -> [RecentTradeRow] { trades.map(RecentTradeRow.init) }
}

/// One row of the 체결 tab, formatted the same way on every device.
public struct RecentTradeRow: Sendable, Hashable, Identifiable {
  /// The trade's id.
  public let id: String
  /// The time in Seoul, "HH:mm:ss".
  public let time: String
  /// The price, grouped ("91,196,000").
  public let price: String
  /// The quantity as exact as sent ("0.00021931").
  public let quantity: String
  /// The taker's side: what the app colours the row by (buy red, sell blue in Korea).
  public let side: RecentTrade.Side

  /// The row of `trade`.
  public init(_ trade: RecentTrade) {
    id = trade.id
    time = Self.seoulClock(milliseconds: trade.timestamp)
    price = NumberText.grouped(trade.price.description)
    quantity = NumberText.grouped(trade.quantity.description)
    side = trade.side
  }

  /// "HH:mm:ss" in Seoul (UTC+9 all year) of a UTC epoch in milliseconds.
  static func seoulClock(milliseconds: Int64) -> String {
    let seconds = (milliseconds.dividedReportingOverflow(by: 1_000).partialValue + 9 * 3_600)
    var secondOfDay = seconds % 86_400
    if secondOfDay < 0 { secondOfDay += 86_400 }
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return two(secondOfDay / 3_600) + ":" + two(secondOfDay / 60 % 60) + ":" + two(secondOfDay % 60)
  }
}
