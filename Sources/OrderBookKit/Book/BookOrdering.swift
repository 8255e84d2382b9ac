/// The ordering of one side's storage: which of two prices is further from the touch.
@usableFromInline
protocol BookOrdering {
  /// The side this ordering stores.
  static var side: Side { get }
  /// Whether a level at price units `lhs` is worse (further from the touch) than one at `rhs`.
  static func isWorse(_ lhs: Int64, than rhs: Int64) -> Bool
  /// ``isWorse(_:than:)`` as 1 or 0, computed from the sign of the difference so that the searches below compile
  /// to straight-line code. Valid for positive prices, whose difference cannot overflow.
  static func worseBit(_ lhs: Int64, than rhs: Int64) -> Int
  /// How far `price` is from `origin` towards the touch, wrapping on overflow: the ladder's slot offset, negative
  /// (or wrapped past `Int64.max`) for a price on the worse side of `origin`.
  static func offset(_ price: Int64, from origin: Int64) -> Int64
  /// The price `steps` ticks worse than `price`, or `nil` when it leaves `Int64`.
  static func price(_ price: Int64, worsenedBy steps: Int64, tick: Int64) -> Int64?
}

/// Bids: a higher price is better.
@usableFromInline
enum BidOrdering: BookOrdering {
  @usableFromInline static var side: Side { .bid }
  @usableFromInline @inline(__always) static func isWorse(_ lhs: Int64, than rhs: Int64) -> Bool { lhs < rhs }
  @usableFromInline @inline(__always) static func worseBit(_ lhs: Int64, than rhs: Int64) -> Int {
    Int(truncatingIfNeeded: UInt64(bitPattern: lhs &- rhs) >> 63)
  }
  @usableFromInline @inline(__always) static func offset(_ price: Int64, from origin: Int64) -> Int64 {
    price &- origin
  }
  @usableFromInline static func price(_ price: Int64, worsenedBy steps: Int64, tick: Int64) -> Int64? {
    let (distance, overflow) = steps.multipliedReportingOverflow(by: tick)
    let (result, underflow) = price.subtractingReportingOverflow(distance)
    return overflow || underflow ? nil : result
  }
}

/// Asks: a lower price is better.
@usableFromInline
enum AskOrdering: BookOrdering {
  @usableFromInline static var side: Side { .ask }
  @usableFromInline @inline(__always) static func isWorse(_ lhs: Int64, than rhs: Int64) -> Bool { lhs > rhs }
  @usableFromInline @inline(__always) static func worseBit(_ lhs: Int64, than rhs: Int64) -> Int {
    Int(truncatingIfNeeded: UInt64(bitPattern: rhs &- lhs) >> 63)
  }
  @usableFromInline @inline(__always) static func offset(_ price: Int64, from origin: Int64) -> Int64 {
    origin &- price
  }
  @usableFromInline static func price(_ price: Int64, worsenedBy steps: Int64, tick: Int64) -> Int64? {
    let (distance, overflow) = steps.multipliedReportingOverflow(by: tick)
    let (result, carry) = price.addingReportingOverflow(distance)
    return overflow || carry ? nil : result
  }
}
