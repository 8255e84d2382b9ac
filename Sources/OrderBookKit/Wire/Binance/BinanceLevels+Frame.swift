/// Binance's `[price, quantity]` pairs on the one-pass frame reader, as ``BinanceLevels/read(_:field:_:)`` reads them
/// from `BinanceLevelDTO`s: each level an array whose first two elements are strings (more are ignored), its price
/// above zero, then its quantity, named `b[3][0]`, `b[3][1]`.
extension BinanceLevels {
  /// Appends the levels of the array in `slot` to `values`, made by `make`, in order; the first error is kept and
  /// returned, and after it (or with `converting` false, after an earlier array's error) the levels are only checked
  /// for the shape `JSONDecoder` checks first (`BinanceLevelDTO`: an array of at least two strings).
  ///
  /// - Returns: the first error (`nil` for none), or `.unsure` when the member or a level does not have that shape.
  static func read<Value>(
    _ object: JSONFrameObject, _ slot: Int, field: String, converting: Bool, into values: inout [Value],
    _ make: (Price, Quantity) -> Value
  ) -> JSONFrameRead<FeedDecodingError?> {
    let array = object.token(slot)
    guard array.kind == .array else { return .unsure }
    var isShaped = true
    var firstError: FeedDecodingError?
    do throws(FeedDecodingError) {
      let walked = try object.forEachElement(of: array) {
        (index: Int, level: JSONToken) throws(FeedDecodingError) -> Void in
        guard isShaped else { return }
        guard let pair = Self.pair(object, level) else {
          isShaped = false
          return
        }
        guard converting, firstError == nil else { return }
        do throws(FeedDecodingError) {
          let price = try object.withWireBytes(of: pair.price) {
            (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Price in
            try WireValue.positivePrice(bytes) { "\(field)[\(index)][0]" }
          }
          let quantity = try object.withWireBytes(of: pair.quantity) {
            (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Quantity in
            try WireValue.quantity(bytes) { "\(field)[\(index)][1]" }
          }
          values.append(make(price, quantity))
        } catch {
          firstError = error
        }
      }
      guard case .value = walked else { return .unsure }
    } catch {
      return .unsure
    }
    guard isShaped else { return .unsure }
    return .value(firstError)
  }

  /// The first two elements of a level, when it is an array and they are strings.
  private static func pair(_ object: JSONFrameObject, _ level: JSONToken) -> (price: JSONToken, quantity: JSONToken)? {
    guard level.kind == .array, level.count >= 2 else { return nil }
    var price = JSONToken.absent
    var quantity = JSONToken.absent
    do throws(FeedDecodingError) {
      let walked = try object.forEachElement(of: level) {
        (index: Int, element: JSONToken) throws(FeedDecodingError) -> Void in
        if index == 0 {
          price = element
        } else if index == 1 {
          quantity = element
        }
      }
      guard case .value = walked else { return nil }
    } catch {
      return nil
    }
    guard price.kind == .string, quantity.kind == .string else { return nil }
    return (price: price, quantity: quantity)
  }
}
