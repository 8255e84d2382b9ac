/// A member that holds an object (a market list's `market_event`), read on the frame reader: the object's bytes are
/// read again with its own small ``JSONKeyTable`` into stack slots and handed over as a ``JSONFrameObject`` whose path
/// is the member's (`[3].market_event`), so a field error reads `[3].market_event.warning` as ``JSONObjectReader``
/// spells it.
extension JSONFrameObject {
  /// Reads the object in `slot` with `keys` and runs `read` over it, with the checks and errors of
  /// `JSONObjectReader(value, path: field)` on the member's value: absent or null is `missingField`, another kind is
  /// `wrongType(field: "[3].market_event", expected: "an object")`.
  ///
  /// The pass that found the member validated its bytes, so reading them again finds nothing new; the nested object's
  /// slots, key records and context live on the stack, and it is valid only during `read`. Nothing is allocated
  /// unless an error names a field.
  ///
  /// - Returns: whether the object was read: `false` when the reader does not vouch for it (not reached for a frame
  ///   the pass accepted): read the frame with the tree.
  package func readObject(
    in slot: Int, keys objectKeys: JSONKeyTable, _ read: (JSONFrameObject) throws(MarketDecodingError) -> Void
  ) throws(MarketDecodingError) -> Bool {
    let token = slots[slot]
    guard token.isPresent else { throw .missingField(field(slot)) }
    guard token.kind == .object else { throw .wrongType(field: field(slot), expected: "an object") }
    // The object's own bytes, braces included: its tokens' offsets are counted from its `{`.
    let path = JSONFramePath(base: field(slot), index: nil)
    return try JSONFrameScanner.readObject(slice(token), keys: objectKeys, path: path) {
      object throws(MarketDecodingError) -> Bool in
      try read(object)
      return true
    }
  }
}
