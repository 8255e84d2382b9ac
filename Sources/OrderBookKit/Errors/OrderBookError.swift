/// Why the book refused an operation. A refused operation leaves the book exactly as it was.
public enum OrderBookError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A level, change or trade at a price of zero or below.
  case nonPositivePrice(side: Side, price: Price)
  /// Two levels at one price on one side of a snapshot.
  case duplicatePrice(side: Side, price: Price)
  /// A grouping step of zero or below.
  case nonPositiveGrouping(Price)
  /// A level whose price, rounded to the grouping step, leaves the range of `Price`.
  case groupedPriceOutOfRange(side: Side, price: Price, grouping: Price)

  /// The reason, naming the side and price.
  public var description: String {
    switch self {
    case .nonPositivePrice(let side, let price):
      "\(side) price must be above zero, got \(price)"
    case .duplicatePrice(let side, let price):
      "two \(side) levels at price \(price) in one snapshot"
    case .nonPositiveGrouping(let step):
      "grouping step must be above zero, got \(step)"
    case .groupedPriceOutOfRange(let side, let price, let grouping):
      "\(side) price \(price) rounded to a multiple of \(grouping) is out of range"
    }
  }
}
