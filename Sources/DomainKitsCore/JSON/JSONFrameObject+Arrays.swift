/// A member that holds an array of objects (`orderbook_units`), read on the frame reader: each element is read again
/// with its own small ``JSONKeyTable`` into stack slots and handed over as a ``JSONFrameObject`` whose path names
/// it (`orderbook_units[3]`), so a field error reads `orderbook_units[3].ask_size` as ``JSONObjectReader`` spells it.
extension JSONFrameObject {
  /// The number of elements of the array in `slot` (0 when the slot holds no array), as the pass that validated it
  /// counted them: what a decoder reserves before ``forEachObject(in:keys:_:)``, so the arrays it fills allocate once.
  package func elementCount(_ slot: Int) -> Int {
    let token = slots[slot]
    return token.kind == .array ? Int(token.count) : 0
  }

  /// Visits the elements of the array in `slot` in order, each an object read with `keys`, with the checks and
  /// errors of `JSONObjectReader.array(_:)` followed, per element, by `JSONObjectReader(element, path:)`: absent
  /// or null is `missingField`, another kind `wrongType(… "an array")`, and an element that is not an object is
  /// `wrongType(field: "orderbook_units[3]", expected: "an object")` when the visit reaches it (after the earlier
  /// elements' fields, as on the tree).
  ///
  /// The elements' slots and key records live on the stack and are reused from one element to the next; a visited
  /// object is valid only during its visit. Nothing is allocated unless an error names a field.
  ///
  /// - Returns: the number of elements, or `.unsure` when the reader does not vouch for the array (not reached for
  ///   a frame ``JSONFrameScanner/withObject(_:keys:path:_:)`` accepted): read the frame with the tree.
  package func forEachObject(
    in slot: Int, keys elementKeys: JSONKeyTable, _ visit: (JSONFrameObject) throws(MarketDecodingError) -> Void
  ) throws(MarketDecodingError) -> JSONFrameRead<Int> {
    let token = slots[slot]
    guard token.isPresent else { throw .missingField(field(slot)) }
    guard token.kind == .array else { throw .wrongType(field: field(slot), expected: "an array") }
    // The member's path, `orderbook_units` (a name of the key table at the top: nothing is built).
    let base = field(slot)
    let frame = bytes
    return try withUnsafeTemporaryAllocation(of: JSONToken.self, capacity: elementKeys.count) {
      elementSlots throws(MarketDecodingError) -> JSONFrameRead<Int> in
      try withUnsafeTemporaryAllocation(of: JSONFrameContext.self, capacity: 1) {
        context throws(MarketDecodingError) -> JSONFrameRead<Int> in
        context.initialize(repeating: JSONFrameContext(keys: elementKeys, path: JSONFramePath(base: base, index: 0)))
        defer { context.deinitialize() }
        let walked = try JSONFrameScanner.forEachElement(of: token, in: frame, keys: elementKeys, into: elementSlots) {
          (index: Int, element: JSONToken, memberCount: Int) throws(MarketDecodingError) -> Void in
          guard element.kind == .object else {
            throw .wrongType(field: JSONFramePath(base: base, index: index).text, expected: "an object")
          }
          context[0].moveTo(index: index)
          try visit(
            JSONFrameObject(
              bytes: frame, slots: UnsafeBufferPointer(elementSlots), context: UnsafePointer(context.baseAddress!),
              memberCount: memberCount))
        }
        guard let count = walked else { return .unsure }
        return .value(count)
      }
    }
  }
}

/// An array whose elements are not objects (Binance's levels, `[["0.0024","10"],["0.0023","0"]]`), read on the frame
/// reader: each element is handed over as its token, whatever its kind, so a decoder reads an array of arrays by
/// visiting each element's own elements the same way.
extension JSONFrameObject {
  /// The key table of a visit that fills no slot.
  private static let noKeys = JSONKeyTable([])

  /// Visits the elements of `array` (a token of this object's frame, of kind ``JSONTokenKind/array``: a member's
  /// value or an element visited before) in order, whatever their kind, with their tokens; the caller checks each
  /// kind. The tokens are those of the frame (a string's contents, a container's brackets), read with ``text(_:)``,
  /// ``slice(_:)`` or another visit.
  ///
  /// The pass that found the array validated its bytes, so reading them again finds nothing new; nothing is
  /// allocated.
  ///
  /// - Returns: the number of elements, or `.unsure` when the reader does not vouch for the array (a token that is
  ///   not an array of this frame; not reached for a token of a frame the pass accepted): read the frame with the
  ///   tree.
  package func forEachElement(
    of array: JSONToken, _ visit: (_ index: Int, _ element: JSONToken) throws(MarketDecodingError) -> Void
  ) throws(MarketDecodingError) -> JSONFrameRead<Int> {
    let frame = bytes
    return try withUnsafeTemporaryAllocation(of: JSONToken.self, capacity: 1) {
      slots throws(MarketDecodingError) -> JSONFrameRead<Int> in
      let walked = try JSONFrameScanner.forEachElement(of: array, in: frame, keys: Self.noKeys, into: slots) {
        (index: Int, element: JSONToken, _: Int) throws(MarketDecodingError) -> Void in
        try visit(index, element)
      }
      guard let count = walked else { return .unsure }
      return .value(count)
    }
  }
}
