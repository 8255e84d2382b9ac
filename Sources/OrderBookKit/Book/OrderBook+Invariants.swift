extension OrderBook {
  /// Every broken structural invariant of the book, empty when it is sound: each side strictly ordered from best to
  /// worst, every level at a positive price with a positive quantity.
  ///
  /// A failure is a bug in the kit, never a consequence of input. Tests (`@testable import`) and the fuzz targets
  /// call it after every mutation; the library never does.
  ///
  /// - Complexity: O(*n*).
  func invariantViolations() -> [String] {
    Self.violations(bidSide.levels, side: .bid) + Self.violations(askSide.levels, side: .ask)
  }

  private static func violations(_ levels: ContiguousArray<Level>, side: Side) -> [String] {
    var problems: [String] = []
    for (index, level) in levels.enumerated() {
      let position = levels.count - 1 - index
      if level.price.units <= 0 { problems.append("\(side) level \(position) has price \(level.price)") }
      if level.quantity.units <= 0 { problems.append("\(side) level \(position) has quantity \(level.quantity)") }
      guard index > 0 else { continue }
      let worse = levels[index - 1].price.units
      let ordered = side == .bid ? worse < level.price.units : worse > level.price.units
      if !ordered {
        problems.append(
          "\(side) level \(position) at \(level.price) is not better than the next at \(levels[index - 1].price)")
      }
    }
    return problems
  }
}
