/// A batch of level changes that an exchange sent as one message, applied all-or-nothing.
public struct OrderBookUpdate: Sendable, Hashable, Codable {
  /// The changes, applied in order (a later change to the same price wins).
  public var changes: [LevelChange]
  /// The exchange's update ids covered by this message (Binance `U...u`), when it sends them.
  public var sequence: ClosedRange<UInt64>?
  /// When the exchange produced the update (Bithumb `datetime`, Binance `E`), when it says.
  public var time: ExchangeTimestamp?

  /// An update made of `changes`, optionally stamped with the sequence numbers it covers and a time.
  public init(changes: [LevelChange], sequence: ClosedRange<UInt64>? = nil, time: ExchangeTimestamp? = nil) {
    self.changes = changes
    self.sequence = sequence
    self.time = time
  }
}
