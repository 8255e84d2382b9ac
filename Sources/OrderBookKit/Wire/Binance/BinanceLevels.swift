import Foundation

/// Reads Binance's `[price, quantity]` pairs.
enum BinanceLevels {
  static func read<Value>(
    _ levels: [BinanceLevelDTO],
    field: String,
    _ make: (Price, Quantity) -> Value
  ) throws(FeedDecodingError) -> [Value] {
    var values: [Value] = []
    values.reserveCapacity(levels.count)
    for (index, level) in levels.enumerated() {
      let (price, quantity) = try WireValue.level(
        price: level.price,
        quantity: level.quantity,
        priceField: { "\(field)[\(index)][0]" },
        quantityField: { "\(field)[\(index)][1]" }
      )
      values.append(make(price, quantity))
    }
    return values
  }
}
