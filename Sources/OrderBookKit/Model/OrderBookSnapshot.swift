/// A whole book at one moment: every level of both sides, as a REST snapshot or a full-book message carries it.
///
/// Levels may come in any order; levels with a zero quantity are ignored when applied. Codable, so a repository can
/// store the last good one.
public struct OrderBookSnapshot: Sendable, Hashable, Codable {
  /// Buy levels (any order; an ``OrderBook`` hands them back best first).
  public var bids: [Level]
  /// Sell levels (any order).
  public var asks: [Level]
  /// The exchange's sequence number of the book (Binance `lastUpdateId`), when it sends one.
  public var sequence: UInt64?
  /// When the exchange took the snapshot, when it says.
  public var time: ExchangeTimestamp?

  /// A snapshot of `bids` and `asks`, optionally stamped with a sequence number and a time.
  public init(bids: [Level], asks: [Level], sequence: UInt64? = nil, time: ExchangeTimestamp? = nil) {
    self.bids = bids
    self.asks = asks
    self.sequence = sequence
    self.time = time
  }
}
