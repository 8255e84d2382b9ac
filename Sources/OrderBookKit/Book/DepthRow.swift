/// One row of an ``OrderBookDepth``: a level with the running totals from the touch through it.
public struct DepthRow: Sendable, Hashable {
  /// The level's price.
  public let price: Price
  /// The quantity at ``price``.
  public let quantity: Quantity
  /// The running quantity in 10⁻⁸ units: a sum of `Int64`s fits 128 bits for any number of levels.
  let quantityTotalLow: UInt64
  let quantityTotalHigh: UInt64
  /// The running notional in 10⁻¹⁶ units, as the three words of a 192-bit number (low first).
  let notionalTotalLow: UInt64
  let notionalTotalMiddle: UInt64
  let notionalTotalHigh: UInt64
  let storedOrderCount: UInt32

  /// The row of `level`, the next one past the rows `totals` has counted, which it then counts.
  @inline(__always)
  init(_ level: Level, adding totals: inout DepthTotals) {
    totals.add(level)
    price = level.price
    quantity = level.quantity
    quantityTotalLow = totals.quantityLow
    quantityTotalHigh = totals.quantityHigh
    notionalTotalLow = totals.notionalLow
    notionalTotalMiddle = totals.notionalMiddle
    notionalTotalHigh = totals.notionalHigh
    storedOrderCount = level.storedOrderCount
  }

  /// How many orders rest at the price, when the exchange sent it.
  public var orderCount: Int? { storedOrderCount == 0 ? nil : Int(storedOrderCount - 1) }

  /// Total quantity from the best level through this one.
  public var cumulativeQuantity: WideDecimal {
    let units = UInt192(low: quantityTotalLow, middle: quantityTotalHigh, high: 0)
    return WideDecimal(magnitude: units.multipliedReportingOverflow(by: WideDecimal.fixedPointScale).partialValue)
  }

  /// Total price × quantity from the best level through this one: what sweeping the book to here costs.
  public var cumulativeNotional: WideDecimal {
    WideDecimal(magnitude: UInt192(low: notionalTotalLow, middle: notionalTotalMiddle, high: notionalTotalHigh))
  }

  /// This row's price × quantity.
  public var notional: WideDecimal { .product(price, quantity) }
}
