/// A broken structural invariant of an ``OrderBook``: a bug in the kit, never a consequence of input.
public struct OrderBookInvariantViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the side and position.
  public let message: String

  /// What is wrong, for a test failure message.
  public var description: String { "order book invariant violated: \(message)" }
}

extension OrderBook {
  /// Walks both sides and checks the book's invariants: each side strictly ordered from best to worst, every level
  /// at a positive price with a positive quantity.
  ///
  /// For tests and fuzzers, which call it after every mutation; apps have no need to.
  ///
  /// - Complexity: O(*n*).
  public func _checkInvariants() throws(OrderBookInvariantViolation) {
    try Self.check(bidSide.levels, side: .bid)
    try Self.check(askSide.levels, side: .ask)
  }

  private static func check(_ levels: ContiguousArray<Level>, side: Side) throws(OrderBookInvariantViolation) {
    for (index, level) in levels.enumerated() {
      let position = levels.count - 1 - index
      guard level.price.units > 0 else {
        throw OrderBookInvariantViolation(message: "\(side) level \(position) has price \(level.price)")
      }
      guard level.quantity.units > 0 else {
        throw OrderBookInvariantViolation(message: "\(side) level \(position) has quantity \(level.quantity)")
      }
      guard index > 0 else { continue }
      let worse = levels[index - 1].price.units
      let ordered = side == .bid ? worse < level.price.units : worse > level.price.units
      guard ordered else {
        throw OrderBookInvariantViolation(
          message:
            "\(side) level \(position) at \(level.price) is not better than the next at \(levels[index - 1].price)"
        )
      }
    }
  }
}
