/// One pass over a frame whose rows lie two levels down (`{"type":…,"content":{"list":[{…},{…}],…}}`): the top
/// object's members, one member object's members and that object's array of objects are all read as the frame is
/// validated, instead of validating the frame, then reading the member object again, then each element again.
extension JSONFrameScanner {
  /// Where a nested pass puts what it finds below the top object.
  struct NestedTargets {
    /// The top object's member whose object value is read with ``innerKeys``.
    let innerSlot: Int
    /// The key table of that object.
    let innerKeys: JSONKeyTable
    /// Its slots.
    let innerSlots: UnsafeMutableBufferPointer<JSONToken>
    /// The inner object's member whose array's object elements are read with ``elementKeys``.
    let listSlot: Int
    /// The key table of an element.
    let elementKeys: JSONKeyTable
    /// An element's slots, reset for each element.
    let elementSlots: UnsafeMutableBufferPointer<JSONToken>
  }

  /// Reads the object `bytes` must be in one pass, with the checks of ``scanObject(_:keys:into:)``, and besides the
  /// members `keys` names: the members `innerKeys` names of the object in the top member `innerSlot`, and, for each
  /// element of the array in that object's member `listSlot`, the members `elementKeys` names, handed to `visit`
  /// as soon as the element is read (`nil` for an element that is not an object). Then runs `read` over the top and
  /// inner objects. Returns whether the frame was read: `false` when the reader does not vouch for the bytes (or
  /// `read` returns `false`), and the caller reads them another way.
  ///
  /// `visit` runs while the frame is being read, so before it is known to be valid, and sees the top object's
  /// members only as far as the pass has come (a member after the inner object is still absent); it cannot throw:
  /// a decoder keeps what it finds (its first error included) and decides in `read`, which runs only once the whole
  /// frame has been checked, so a syntax error still wins over a field error. When a member is not where the
  /// nesting expects it (the inner member not an object, the list not an array), `visit` is not called and `read`
  /// sees the member's token. Paths are those of ``JSONFrameObject/readObject(in:keys:_:)`` and
  /// ``JSONFrameObject/forEachObject(in:keys:_:)``: `content`, `content.list[3]`.
  ///
  /// Slots, key records and contexts live on the stack; nothing is allocated here unless an error names a field.
  package static func readNested(
    _ bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable, path: JSONFramePath = .root,
    inner innerSlot: Int, keys innerKeys: JSONKeyTable, list listSlot: Int, elementKeys: JSONKeyTable,
    visit: (_ top: JSONFrameObject, _ element: JSONFrameObject?) -> Void,
    _ read: (_ top: JSONFrameObject, _ inner: JSONFrameObject) throws(MarketDecodingError) -> Bool
  ) throws(MarketDecodingError) -> Bool {
    // Offsets are kept in 32 bits.
    guard bytes.count < Int(UInt32.max) else { return false }
    let innerPath = JSONFramePath(base: path.field(keys.names[innerSlot]), index: nil)
    let elementBase = innerPath.field(innerKeys.names[listSlot])
    let slotCount = keys.count + innerKeys.count + elementKeys.count
    return try withUnsafeTemporaryAllocation(of: JSONToken.self, capacity: slotCount) {
      all throws(MarketDecodingError) -> Bool in
      all.initialize(repeating: .absent)
      let topSlots = UnsafeMutableBufferPointer(rebasing: all[0..<keys.count])
      let innerSlots = UnsafeMutableBufferPointer(rebasing: all[keys.count..<(keys.count + innerKeys.count)])
      let elementSlots = UnsafeMutableBufferPointer(rebasing: all[(keys.count + innerKeys.count)...])
      let targets = NestedTargets(
        innerSlot: innerSlot, innerKeys: innerKeys, innerSlots: innerSlots, listSlot: listSlot,
        elementKeys: elementKeys, elementSlots: elementSlots)
      return try withUnsafeTemporaryAllocation(of: JSONFrameContext.self, capacity: 3) {
        contexts throws(MarketDecodingError) -> Bool in
        contexts.initialize(repeating: JSONFrameContext(keys: keys, path: path))
        defer { contexts.deinitialize() }
        contexts[1] = JSONFrameContext(keys: innerKeys, path: innerPath)
        contexts[2] = JSONFrameContext(keys: elementKeys, path: JSONFramePath(base: elementBase, index: 0))
        let base = contexts.baseAddress!
        let top = JSONFrameObject(
          bytes: bytes, slots: UnsafeBufferPointer(topSlots), context: UnsafePointer(base), memberCount: 0)
        let scanned = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: keyCapacity) { records -> Int? in
          var scanner = JSONFrameScanner(bytes: bytes, keys: keys, slots: topSlots, records: records)
          scanner.skipWhitespace()
          guard scanner.index < bytes.count, bytes[scanner.index] == UInt8(ascii: "{") else { return nil }
          let members = scanner.nestedObject(depth: 0, keys: keys, into: topSlots, level: 0, targets) {
            index, element, memberCount in
            guard element != nil else {
              visit(top, nil)
              return
            }
            contexts[2].moveTo(index: index)
            visit(
              top,
              JSONFrameObject(
                bytes: bytes, slots: UnsafeBufferPointer(elementSlots), context: UnsafePointer(base + 2),
                memberCount: memberCount))
          }
          guard let members else { return nil }
          scanner.skipWhitespace()
          guard scanner.index == bytes.count else { return nil }
          return members
        }
        guard let scanned else { return false }
        let innerToken = topSlots[innerSlot]
        return try read(
          JSONFrameObject(
            bytes: bytes, slots: UnsafeBufferPointer(topSlots), context: UnsafePointer(base), memberCount: scanned),
          JSONFrameObject(
            bytes: bytes, slots: UnsafeBufferPointer(innerSlots), context: UnsafePointer(base + 1),
            memberCount: innerToken.kind == .object ? Int(innerToken.count) : 0))
      }
    }
  }

  /// An object at its `{`, read as `object(depth:isTop:)` reads it, its wanted members put in `slots` by `keys`; at
  /// `level` 0 (the top) the member `targets.innerSlot` holding an object is read at level 1, and at level 1 the
  /// member `targets.listSlot` holding an array has its elements read by ``nestedArray(depth:_:_:)``. Returns its
  /// member count.
  mutating func nestedObject(
    depth: Int, keys: JSONKeyTable, into slots: UnsafeMutableBufferPointer<JSONToken>, level: Int,
    _ targets: NestedTargets, _ element: (_ index: Int, _ element: JSONToken?, _ memberCount: Int) -> Void
  ) -> Int? {
    index += 1
    var objectKeys = ObjectKeys(firstRecord: recordCount)
    defer { recordCount = objectKeys.firstRecord }
    var members = 0
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return 0
    }
    while true {
      guard let key = memberKey(&objectKeys) else { return nil }
      let slot = keys.slot(of: key.range, in: bytes, hash: key.hash)
      skipWhitespace()
      let member: JSONToken
      // The member's value is read at `depth + 1`, as `value(depth:)` would read it.
      if let slot, level < 2, depth + 1 < JSONValue.maximumDepth, index < bytes.count,
        level == 0
          ? slot == targets.innerSlot && bytes[index] == UInt8(ascii: "{")
          : slot == targets.listSlot && bytes[index] == UInt8(ascii: "[")
      {
        let start = index
        if level == 0 {
          guard
            let count = nestedObject(
              depth: depth + 1, keys: targets.innerKeys, into: targets.innerSlots, level: 1, targets, element)
          else { return nil }
          member = JSONToken(kind: .object, range: start..<index, count: count)
        } else {
          guard let count = nestedArray(depth: depth + 1, targets, element) else { return nil }
          member = JSONToken(kind: .array, range: start..<index, count: count)
        }
      } else {
        guard let value = value(depth: depth + 1) else { return nil }
        member = value
      }
      if let slot { slots[slot] = member }
      members += 1
      guard let isAnother = next(closing: UInt8(ascii: "}")) else { return nil }
      if !isAnother { return members }
    }
  }

  /// An array at its `[`, read as `array(depth:)` reads it, each object element read with `targets.elementKeys`
  /// into `targets.elementSlots` and handed to `element` with its index and member count (any other element as
  /// `nil`). Returns its element count.
  mutating func nestedArray(
    depth: Int, _ targets: NestedTargets,
    _ element: (_ index: Int, _ element: JSONToken?, _ memberCount: Int) -> Void
  ) -> Int? {
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return 0
    }
    var elements = 0
    while true {
      skipWhitespace()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "{") {
        // As `value(depth: depth + 1)` would read it.
        guard depth + 1 < JSONValue.maximumDepth else { return nil }
        let start = index
        targets.elementSlots.update(repeating: .absent)
        guard
          let members = nestedObject(
            depth: depth + 1, keys: targets.elementKeys, into: targets.elementSlots, level: 2, targets, element)
        else { return nil }
        element(elements, JSONToken(kind: .object, range: start..<index, count: members), members)
      } else {
        guard value(depth: depth + 1) != nil else { return nil }
        element(elements, nil, 0)
      }
      elements += 1
      guard let isAnother = next(closing: UInt8(ascii: "]")) else { return nil }
      if !isAnother { return elements }
    }
  }
}
