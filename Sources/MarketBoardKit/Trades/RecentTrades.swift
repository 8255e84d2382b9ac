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
