/// A list read as the `JSONDecoder`-checked reference decoders read it: `JSONDecoder` first checks the shape of every
/// element (its words for a shape error), then the mapping reads the fields element by element.
extension JSONFrameObject {
  /// Visits the objects of the array in `slot` with `keys`: `.unsure` (the frame left to the reference) when an
  /// element is not an object or `isShaped` refuses one, since `JSONDecoder` would name that itself; otherwise
  /// `map` runs on each element in order until the first error it throws, after which the rest are only checked for
  /// their shape, and that first error comes back as the value for the caller to throw where the reference would.
  func forEachShapedObject(
    in slot: Int, keys: JSONKeyTable, isShaped: (JSONFrameObject) -> Bool,
    _ map: (JSONFrameObject) throws(FeedDecodingError) -> Void
  ) -> JSONFrameRead<FeedDecodingError?> {
    var isEveryShaped = true
    var firstError: FeedDecodingError?
    do throws(FeedDecodingError) {
      let walked = try forEachObject(in: slot, keys: keys) { (element: JSONFrameObject) throws(FeedDecodingError) in
        guard isEveryShaped else { return }
        guard isShaped(element) else {
          isEveryShaped = false
          return
        }
        guard firstError == nil else { return }
        do throws(FeedDecodingError) {
          try map(element)
        } catch {
          firstError = error
        }
      }
      guard case .value = walked, isEveryShaped else { return .unsure }
    } catch {
      // An element that is not an object (or the member not an array): `JSONDecoder`'s `typeMismatch`.
      return .unsure
    }
    return .value(firstError)
  }
}
