extension OrderBook {
  /// Every broken structural invariant of the book, empty when it is sound: each side strictly ordered from best to
  /// worst, every level at a positive price with a positive quantity, and each side's ladder consistent (see
  /// `BookSide.structureViolations()`).
  ///
  /// A failure is a bug in the kit, never a consequence of input. Tests (`@testable import`) and the fuzz targets
  /// call it after every mutation; the library never does.
  ///
  /// - Complexity: O(*n* + slots).
  func invariantViolations() -> [String] {
    Self.violations(Array(bidSide), side: .bid) + Self.violations(Array(askSide), side: .ask)
      + bidSide.structureViolations() + askSide.structureViolations()
  }

  private static func violations(_ levels: [Level], side: Side) -> [String] {
    var problems: [String] = []
    for (position, level) in levels.enumerated() {
      if level.price.units <= 0 { problems.append("\(side) level \(position) has price \(level.price)") }
      if level.quantity.units <= 0 { problems.append("\(side) level \(position) has quantity \(level.quantity)") }
      guard position > 0 else { continue }
      let better = levels[position - 1].price.units
      let ordered = side == .bid ? better > level.price.units : better < level.price.units
      if !ordered {
        let previous = levels[position - 1].price
        problems.append("\(side) level \(position) at \(level.price) is not worse than the one before at \(previous)")
      }
    }
    return problems
  }
}
