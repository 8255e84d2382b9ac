/// The one-pass frame reader of the market kits: reads a JSON object from its bytes once, validating all of it as
/// strictly as ``JSONValue`` does, and keeps only where the members a decoder wants lie (``JSONToken``s in the slots
/// of a ``JSONKeyTable``). Unknown members are checked and skipped, never built; nothing is decoded, copied or
/// allocated (the key records live on the stack).
///
/// It never contradicts the tree reader: when it answers, `JSONValue.parse` would have accepted the same bytes and
/// given the same members. Whatever it does not vouch for (invalid JSON, a top level that is not an object,
/// a key with an escape or UTF-8, a key given twice, more than ``keyCapacity`` keys open at once), it answers `nil`,
/// and the decoder reads the frame with the tree reader, which decides and names the error.
///
/// Every index is checked against the end before it is read, so any bytes are safe.
package struct JSONFrameScanner {
  /// The keys of the objects being read, from the top one to the innermost (each object's are dropped when it
  /// closes), for the duplicate check; each is `start << 32 | length << 16 | hash & 0xFFFF`.
  package static let keyCapacity = 128

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  private let keys: JSONKeyTable
  private let slots: UnsafeMutableBufferPointer<JSONToken>
  let records: UnsafeMutableBufferPointer<UInt64>
  var recordCount = 0

  init(
    bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable, slots: UnsafeMutableBufferPointer<JSONToken>,
    records: UnsafeMutableBufferPointer<UInt64>
  ) {
    self.bytes = bytes
    self.keys = keys
    self.slots = slots
    self.records = records
  }

  /// Reads the object that `bytes` must be (whitespace around it allowed) and puts the value of each member `keys`
  /// names in its slot (``JSONToken/absent`` for a member the object lacks).
  ///
  /// - Parameter slots: one token per key of `keys`, initialized or not; every one is written.
  /// - Returns: the number of members of the object, or `nil` when the reader does not vouch for the bytes (see the
  ///   type's description): read them with ``JSONValue``.
  /// - Complexity: O(*n*) in the length of the bytes.
  package static func scanObject(
    _ bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable, into slots: UnsafeMutableBufferPointer<JSONToken>
  ) -> Int? {
    precondition(slots.count >= keys.count, "one slot per key")
    slots.initialize(repeating: .absent)
    // Offsets are kept in 32 bits.
    guard bytes.count < Int(UInt32.max) else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: keyCapacity) { records in
      var scanner = JSONFrameScanner(bytes: bytes, keys: keys, slots: slots, records: records)
      scanner.skipWhitespace()
      guard scanner.index < bytes.count, bytes[scanner.index] == UInt8(ascii: "{"),
        let members = scanner.object(depth: 0, isTop: true)
      else { return nil }
      scanner.skipWhitespace()
      guard scanner.index == bytes.count else { return nil }
      return members
    }
  }

  // MARK: Values

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// One value after optional whitespace, as ``JSONValue``'s parser reads it at `depth`.
  mutating func value(depth: Int) -> JSONToken? {
    guard depth < JSONValue.maximumDepth else { return nil }
    skipWhitespace()
    guard index < bytes.count else { return nil }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"):
      guard let members = object(depth: depth, isTop: false) else { return nil }
      return JSONToken(kind: .object, range: start..<index, count: members)
    case UInt8(ascii: "["):
      guard let elements = array(depth: depth) else { return nil }
      return JSONToken(kind: .array, range: start..<index, count: elements)
    case UInt8(ascii: "\""):
      guard let string = readString() else { return nil }
      return JSONToken(kind: .string, isPlain: string.isPlain, range: string.contents)
    case UInt8(ascii: "t"):
      return literal("true", .trueLiteral)
    case UInt8(ascii: "f"):
      return literal("false", .falseLiteral)
    case UInt8(ascii: "n"):
      return literal("null", .null)
    default:
      guard let end = Self.numberEnd(in: bytes, from: start) else { return nil }
      index = end
      return JSONToken(kind: .number, range: start..<end)
    }
  }

  private mutating func literal(_ text: StaticString, _ kind: JSONTokenKind) -> JSONToken? {
    let start = index
    guard let end = Self.literalEnd(text, in: bytes, at: start) else { return nil }
    index = end
    return JSONToken(kind: kind, range: start..<end)
  }

  /// An object at its `{`; the top one (`isTop`) also fills the slots. Returns its member count.
  private mutating func object(depth: Int, isTop: Bool) -> Int? {
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
      guard let key = memberKey(&objectKeys), let member = value(depth: depth + 1) else { return nil }
      if isTop, let slot = keys.slot(of: key.range, in: bytes, hash: key.hash) { slots[slot] = member }
      members += 1
      guard let isAnother = next(closing: UInt8(ascii: "}")) else { return nil }
      if !isAnother { return members }
    }
  }

  /// The keys of the object being read, for the duplicate check: where its records start, and which of 128 hash
  /// classes its keys fall in (only a key whose class is taken is compared with the earlier keys).
  struct ObjectKeys {
    let firstRecord: Int
    var seenLow: UInt64 = 0
    var seenHigh: UInt64 = 0

    init(firstRecord: Int) {
      self.firstRecord = firstRecord
    }
  }

  /// A member's key and its `:`, after optional whitespace, recorded among `object`'s keys; `nil` when the reader
  /// does not vouch for it (not a key, escaped, UTF-8, given twice in the object, or too many keys open at once).
  @inline(__always)
  mutating func memberKey(_ object: inout ObjectKeys) -> (range: Range<Int>, hash: UInt32)? {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = readKey() else { return nil }
    let hashClass = key.hash >> 25
    let bit: UInt64 = 1 << UInt64(hashClass & 63)
    let seen = hashClass < 64 ? object.seenLow & bit != 0 : object.seenHigh & bit != 0
    if seen, isRepeated(key, since: object.firstRecord) { return nil }
    if hashClass < 64 { object.seenLow |= bit } else { object.seenHigh |= bit }
    guard recordCount < records.count, key.range.count <= 0xFFFF else { return nil }
    records[recordCount] =
      UInt64(key.range.lowerBound) << 32 | UInt64(key.range.count) << 16 | UInt64(key.hash & 0xFFFF)
    recordCount += 1
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    return key
  }

  /// After a member or an element, past optional whitespace: `true` past a `,` (another follows), `false` past
  /// `closing` (the container ends), `nil` for anything else.
  @inline(__always)
  mutating func next(closing: UInt8) -> Bool? {
    skipWhitespace()
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: ",") {
      index += 1
      return true
    }
    guard bytes[index] == closing else { return nil }
    index += 1
    return false
  }

  /// Whether the object's keys recorded from `firstRecord` on already hold `key`.
  func isRepeated(_ key: (range: Range<Int>, hash: UInt32), since firstRecord: Int) -> Bool {
    for position in firstRecord..<recordCount {
      let record = records[position]
      guard record & 0xFFFF == UInt64(key.hash & 0xFFFF), Int((record >> 16) & 0xFFFF) == key.range.count else {
        continue
      }
      let start = Int(record >> 32)
      var offset = 0
      while offset < key.range.count, bytes[start + offset] == bytes[key.range.lowerBound + offset] { offset += 1 }
      if offset == key.range.count { return true }
    }
    return false
  }

  /// An array at its `[`. Returns its element count.
  private mutating func array(depth: Int) -> Int? {
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return 0
    }
    var elements = 0
    while true {
      guard value(depth: depth + 1) != nil else { return nil }
      elements += 1
      guard let isAnother = next(closing: UInt8(ascii: "]")) else { return nil }
      if !isAnother { return elements }
    }
  }

  // MARK: Strings

  /// A key at its opening quote: printable ASCII without escapes (what the reader compares byte for byte; a key
  /// with an escape or UTF-8 is the tree reader's, which compares keys as Swift strings), with its
  /// ``JSONKeyTable/hash(_:)-(UnsafeRawBufferPointer)``.
  mutating func readKey() -> (range: Range<Int>, hash: UInt32)? {
    index += 1
    let start = index
    skipPlain()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let base = bytes.baseAddress else { return nil }
    index += 1
    let range = start..<index - 1
    let hash = JSONKeyTable.hash(UnsafeRawBufferPointer(start: base + start, count: range.count))
    return (range, hash)
  }

  /// A string value at its opening quote, checked as ``JSONValue`` checks strings: no control character, valid
  /// escapes (surrogates in pairs), well-formed UTF-8. Returns the range of its contents and whether they are plain
  /// (printable ASCII without an escape).
  private mutating func readString() -> (contents: Range<Int>, isPlain: Bool)? {
    index += 1
    let start = index
    var isPlain = true
    while true {
      skipPlain()
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return (start..<index - 1, isPlain)
      }
      if byte == UInt8(ascii: "\\") {
        isPlain = false
        guard escape() else { return nil }
      } else if byte >= 0x80 {
        isPlain = false
        guard utf8Scalar() else { return nil }
      } else {
        // A control character.
        return nil
      }
    }
  }

  /// Moves past printable ASCII other than `"` and `\`, eight bytes at a time while none of the eight is special,
  /// and stops at the first byte that is (or at the end).
  @inline(__always)
  private mutating func skipPlain() {
    if let base = bytes.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        // A byte's high bit is set here if it is a quote, a backslash, below 0x20 or above 0x7F (or, after such a
        // byte, by a borrow: the byte loop below then decides).
        let special =
          ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (word &- ones &* 0x20) | word
        if special & highs != 0 { break }
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return }
      index += 1
    }
  }

  /// An escape at its backslash: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, or `\u` and four hex digits, a
  /// surrogate only as a high and low pair.
  private mutating func escape() -> Bool {
    guard index + 1 < bytes.count else { return false }
    switch bytes[index + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      index += 2
      return true
    case UInt8(ascii: "u"):
      guard let scalar = hexQuad(at: index + 2) else { return false }
      index += 6
      if (0xDC00...0xDFFF).contains(scalar) { return false }
      guard (0xD800...0xDBFF).contains(scalar) else { return true }
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
        let low = hexQuad(at: index + 2), (0xDC00...0xDFFF).contains(low)
      else { return false }
      index += 6
      return true
    default:
      return false
    }
  }

  /// The four hex digits at `position`.
  private func hexQuad(at position: Int) -> UInt32? {
    guard position + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for offset in position..<position + 4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// One scalar of two to four bytes at its lead byte, well-formed UTF-8 (The Unicode Standard, table 3-7): no
  /// overlong form, no surrogate, nothing above U+10FFFF. What Swift's UTF-8 decoding accepts, which ``JSONValue``
  /// checks strings with.
  private mutating func utf8Scalar() -> Bool {
    let length: Int
    // The bounds of the second byte; the others are any continuation byte.
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch bytes[index] {
    case 0xC2...0xDF:
      length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF:
      length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3:
      length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default:
      return false
    }
    guard index + length <= bytes.count, bytes[index + 1] >= low, bytes[index + 1] <= high else { return false }
    var offset = 2
    while offset < length {
      guard bytes[index + offset] & 0xC0 == 0x80 else { return false }
      offset += 1
    }
    index += length
    return true
  }
}

extension JSONFrameScanner {
  /// Reads the object `bytes` must be in one pass and runs `read` over the members `keys` names. Returns whether the
  /// frame was read: `false` when the one-pass reader does not vouch for the bytes (or `read` says so by returning
  /// `false`), and the caller reads them with the tree.
  ///
  /// `read` runs only once the whole frame has been checked, so a syntax error always wins over a field error, as
  /// with the tree reader. The slots, the key records and the object's context live on the stack: a frame that
  /// decodes allocates nothing here. Not generic, so a decoder in another module calls it without looking up type
  /// metadata; `read` hands its value out through what it captures.
  package static func readObject(
    _ bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable, path: JSONFramePath = .root,
    _ read: (JSONFrameObject) throws(MarketDecodingError) -> Bool
  ) throws(MarketDecodingError) -> Bool {
    try withUnsafeTemporaryAllocation(of: JSONToken.self, capacity: keys.count) {
      slots throws(MarketDecodingError) -> Bool in
      guard let members = scanObject(bytes, keys: keys, into: slots) else { return false }
      return try withUnsafeTemporaryAllocation(of: JSONFrameContext.self, capacity: 1) {
        context throws(MarketDecodingError) -> Bool in
        context.initialize(repeating: JSONFrameContext(keys: keys, path: path))
        defer { context.deinitialize() }
        return try read(
          JSONFrameObject(
            bytes: bytes, slots: UnsafeBufferPointer(slots), context: UnsafePointer(context.baseAddress!),
            memberCount: members))
      }
    }
  }

  /// ``readObject(_:keys:path:_:)`` with the value `read` makes: `.unsure` when the frame is left to the tree.
  package static func withObject<Value>(
    _ bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable, path: JSONFramePath = .root,
    _ read: (JSONFrameObject) throws(MarketDecodingError) -> JSONFrameRead<Value>
  ) throws(MarketDecodingError) -> JSONFrameRead<Value> {
    var outcome = JSONFrameRead<Value>.unsure
    let isRead = try readObject(bytes, keys: keys, path: path) { object throws(MarketDecodingError) -> Bool in
      outcome = try read(object)
      if case .unsure = outcome { return false }
      return true
    }
    return isRead ? outcome : .unsure
  }
}

extension JSONFrameScanner {
  /// Reads again, one element at a time, an array that ``scanObject(_:keys:into:)`` located in `bytes` (a token of
  /// kind ``JSONTokenKind/array``), and calls `visit` with each element's index and token; an object element's
  /// members that `keys` names are put in `slots` first (every slot reset to ``JSONToken/absent`` per element), and
  /// its member count is passed along (0 for an element that is not an object).
  ///
  /// This is how a decoder reads a nested array of objects in a wanted member (`orderbook_units`): the whole frame
  /// has been validated by the first pass, so each element is read again with the same code and the same checks,
  /// with its own small key table, into stack slots that are reused, and nothing is allocated.
  ///
  /// - Returns: the number of elements, or `nil` when the reader does not vouch for the array (not reached for a
  ///   token of a frame the scan accepted): read the frame with the tree.
  package static func forEachElement(
    of array: JSONToken, in bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable,
    into slots: UnsafeMutableBufferPointer<JSONToken>, depth: Int = 0,
    _ visit: (_ index: Int, _ element: JSONToken, _ memberCount: Int) throws(MarketDecodingError) -> Void
  ) throws(MarketDecodingError) -> Int? {
    precondition(slots.count >= keys.count, "one slot per key")
    let range = array.range
    guard array.kind == .array, range.count >= 2, range.upperBound <= bytes.count,
      bytes[range.lowerBound] == UInt8(ascii: "["), bytes[range.upperBound - 1] == UInt8(ascii: "]")
    else { return nil }
    return try withUnsafeTemporaryAllocation(of: UInt64.self, capacity: keyCapacity) {
      records throws(MarketDecodingError) -> Int? in
      var scanner = JSONFrameScanner(bytes: bytes, keys: keys, slots: slots, records: records)
      // The `]`: every element lies before it.
      let close = range.upperBound - 1
      scanner.index = range.lowerBound + 1
      scanner.skipWhitespace()
      if scanner.index == close { return 0 }
      var count = 0
      while true {
        scanner.skipWhitespace()
        guard scanner.index < close else { return nil }
        slots.initialize(repeating: .absent)
        let start = scanner.index
        let element: JSONToken
        var members = 0
        if bytes[start] == UInt8(ascii: "{") {
          // At `depth`: 0 when a first pass already checked the element's nesting against the frame's, 1 for the
          // elements of a top-level array read in this pass (the tree counts them one level down).
          guard let objectMembers = scanner.object(depth: depth, isTop: true) else { return nil }
          members = objectMembers
          element = JSONToken(kind: .object, range: start..<scanner.index, count: objectMembers)
        } else {
          guard let value = scanner.value(depth: depth) else { return nil }
          element = value
        }
        guard scanner.index <= close else { return nil }
        try visit(count, element, members)
        count += 1
        scanner.skipWhitespace()
        if scanner.index == close { return count }
        guard scanner.index < close, bytes[scanner.index] == UInt8(ascii: ",") else { return nil }
        scanner.index += 1
      }
    }
  }
}

extension JSONFrameScanner {
  /// The key table of a pass that fills no slot: ``scanArray(_:)`` validates the array, it reads no member.
  private static let noKeys = JSONKeyTable([])

  /// Validates the array that `bytes` must be (whitespace around it allowed) exactly as ``JSONValue`` reads it,
  /// elements and all, without reading any member: the first pass of ``readArray(_:keys:reserve:_:)``, so that a
  /// syntax error anywhere wins over a field error, as with the tree reader.
  ///
  /// - Returns: the array's token (its brackets' span and element count), or `nil` when the reader does not vouch
  ///   for the bytes (not JSON, a top level that is not an array, a key it leaves to the tree): read them with
  ///   ``JSONValue``.
  /// - Complexity: O(*n*) in the length of the bytes.
  package static func scanArray(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONToken? {
    // Offsets are kept in 32 bits.
    guard bytes.count < Int(UInt32.max) else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.keyCapacity) { records -> JSONToken? in
      var scanner = JSONFrameScanner(
        bytes: bytes, keys: Self.noKeys, slots: UnsafeMutableBufferPointer(start: nil, count: 0), records: records)
      scanner.skipWhitespace()
      guard scanner.index < bytes.count, bytes[scanner.index] == UInt8(ascii: "["),
        let array = scanner.value(depth: 0)
      else { return nil }
      scanner.skipWhitespace()
      guard scanner.index == bytes.count else { return nil }
      return array
    }
  }

  /// Reads the top-level array of objects that `bytes` must be (a REST response: `[ {...}, {...} ]`) in one pass and
  /// runs `visit` over each element in order, with the members `keys` names, as ``JSONObjectReader`` would read
  /// element `i` at path `[i]`: a field error reads `[3].trade_price`, and an element that is not an object is
  /// `wrongType(field: "[3]", expected: "an object")`. Returns whether the array was read: `false` when the one-pass
  /// reader does not vouch for the bytes (a top-level object, an exchange's error frame, invalid JSON, escaped or
  /// repeated keys), and the caller reads them with the tree.
  ///
  /// A syntax error anywhere still wins over a field error, as with the tree reader: after the first error `visit`
  /// throws, no element is visited, the rest of the array is only validated, and the error is thrown once the whole
  /// array proved valid. Each element is read into the same stack slots (reset per element) with its context on the
  /// stack, so nothing is allocated here unless an error names a field. Not generic, so a decoder in another module
  /// calls it without looking up type metadata; a visited object is valid only during its visit.
  package static func readArray(
    _ bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable,
    _ visit: (JSONFrameObject) throws(MarketDecodingError) -> Void
  ) throws(MarketDecodingError) -> Bool {
    // Offsets are kept in 32 bits.
    guard bytes.count < Int(UInt32.max) else { return false }
    // The array's span, from its `[` to its `]`, whitespace around it allowed.
    var start = 0
    while start < bytes.count, isWhitespace(bytes[start]) { start += 1 }
    var end = bytes.count
    while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
    guard end - start >= 2, bytes[start] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "]") else {
      return false
    }
    let array = JSONToken(kind: .array, range: start..<end)
    var firstError: MarketDecodingError?
    let walked = withUnsafeTemporaryAllocation(of: JSONToken.self, capacity: keys.count) { slots -> Int? in
      withUnsafeTemporaryAllocation(of: JSONFrameContext.self, capacity: 1) { context -> Int? in
        context.initialize(repeating: JSONFrameContext(keys: keys, path: JSONFramePath(base: "", index: 0)))
        defer { context.deinitialize() }
        do throws(MarketDecodingError) {
          return try Self.forEachElement(of: array, in: bytes, keys: keys, into: slots, depth: 1) {
            (index: Int, element: JSONToken, memberCount: Int) throws(MarketDecodingError) -> Void in
            guard firstError == nil else { return }
            do throws(MarketDecodingError) {
              // `[3]`: nothing is built until an error spells it.
              guard element.kind == .object else {
                throw .wrongType(field: JSONFramePath(base: "", index: index).text, expected: "an object")
              }
              context[0].moveTo(index: index)
              try visit(
                JSONFrameObject(
                  bytes: bytes, slots: UnsafeBufferPointer(slots), context: UnsafePointer(context.baseAddress!),
                  memberCount: memberCount))
            } catch {
              firstError = error
            }
          }
        } catch {
          // Not reached: the visit above keeps its errors.
          return nil
        }
      }
    }
    guard walked != nil else { return false }
    if let firstError { throw firstError }
    return true
  }

  /// JSON's whitespace: space, tab, line feed, carriage return.
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
