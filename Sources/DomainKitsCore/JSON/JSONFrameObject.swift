import Foundation

/// The members a decoder asked for, as ``JSONFrameScanner`` found them in one pass over a frame, read as the kits'
/// types with exactly the checks and errors of ``JSONObjectReader`` (the same cases, the same field names, the same
/// values quoted), so a decoder moved from the tree onto the frame reader throws what it threw before.
///
/// A member is named by its slot in the ``JSONKeyTable`` the frame was read with. Numbers are converted from their
/// text only when asked for (exponent form included, never through `Double`); a string is decoded only when it
/// holds an escape or UTF-8, otherwise its bytes are its text.
///
/// Valid only inside ``JSONFrameScanner/readObject(_:keys:path:_:)``, which owns the bytes and the slots.
package struct JSONFrameObject {
  /// The frame.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// One token per key of ``keys``.
  package let slots: UnsafeBufferPointer<JSONToken>
  /// The keys and the path, behind a pointer so that the object is a few plain words: every reader copies it, and a
  /// copy then costs no reference counting.
  private let context: UnsafePointer<JSONFrameContext>
  /// The number of members of the object (all of them, wanted or not).
  package let memberCount: Int

  /// An object over `bytes` whose members are in `slots`, named by `context`'s keys; `context` must outlive it.
  package init(
    bytes: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<JSONToken>, context: UnsafePointer<JSONFrameContext>,
    memberCount: Int
  ) {
    self.bytes = bytes
    self.slots = slots
    self.context = context
    self.memberCount = memberCount
  }

  /// The keys the slots belong to.
  package var keys: JSONKeyTable { context.pointee.keys }

  /// The object's place in its message.
  package var path: JSONFramePath { context.pointee.path }

  // MARK: Members

  /// The token of `slot`.
  @inline(__always)
  package func token(_ slot: Int) -> JSONToken { slots[slot] }

  /// The kind of value in `slot` (``JSONTokenKind/absent`` when the object lacks it).
  @inline(__always)
  package func kind(_ slot: Int) -> JSONTokenKind { slots[slot].kind }

  /// Whether the member is there and not null (`JSONObjectReader.optional(_:) != nil`).
  @inline(__always)
  package func isPresent(_ slot: Int) -> Bool { slots[slot].isPresent }

  /// The member's path for errors (`trade_price`, `[0].trade_price`).
  package func field(_ slot: Int) -> String { path.field(keys.names[slot]) }

  /// The bytes of `token`'s text.
  @inline(__always)
  package func slice(_ token: JSONToken) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[token.range])
  }

  /// The text of a string token: its bytes when it holds no escape (plain, or UTF-8 the pass checked as well-formed:
  /// what ``JSONValue`` returns for such a string), else decoded as ``JSONValue`` decodes escapes.
  package func text(_ token: JSONToken) -> String {
    let contents = slice(token)
    if token.isPlain || !contents.contains(UInt8(ascii: "\\")) { return String(decoding: contents, as: UTF8.self) }
    // The string with its quotes, read again by the tree reader's string parser (escapes, surrogate pairs).
    let quoted = UnsafeBufferPointer(rebasing: bytes[(token.range.lowerBound - 1)..<(token.range.upperBound + 1)])
    if case .success(.string(let text)) = JSONValue.parse(quoted) { return text }
    // Not reached: the scanner checked the string as the tree reader does.
    return String(decoding: contents, as: UTF8.self)
  }

  /// The token of a member that must be there; absent or null is `missingField`.
  private func member(_ slot: Int) throws(MarketDecodingError) -> JSONToken {
    let token = slots[slot]
    guard token.isPresent else { throw .missingField(field(slot)) }
    return token
  }

  // MARK: Strings and choices

  /// A string.
  package func string(_ slot: Int) throws(MarketDecodingError) -> String {
    let token = try member(slot)
    guard token.kind == .string else { throw .wrongType(field: field(slot), expected: "a string") }
    return text(token)
  }

  /// A string, or `nil` when absent, null or empty.
  package func optionalString(_ slot: Int) throws(MarketDecodingError) -> String? {
    let token = slots[slot]
    guard token.isPresent else { return nil }
    guard token.kind == .string else { throw .wrongType(field: field(slot), expected: "a string") }
    let value = text(token)
    return value.isEmpty ? nil : value
  }

  /// A boolean.
  package func bool(_ slot: Int) throws(MarketDecodingError) -> Bool {
    switch try member(slot).kind {
    case .trueLiteral: return true
    case .falseLiteral: return false
    default: throw .wrongType(field: field(slot), expected: "a boolean")
    }
  }

  /// One of `Choice`'s raw values.
  package func choice<Choice: RawRepresentable & CaseIterable>(_ slot: Int, as _: Choice.Type)
    throws(MarketDecodingError) -> Choice where Choice.RawValue == String
  {
    let text = try string(slot)
    guard let choice = Choice(rawValue: text) else {
      throw .invalidValue(
        field: field(slot), value: String(text.prefix(48)),
        expected: Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))
    }
    return choice
  }

  // MARK: Numbers

  /// Runs `read` over the plain numeral of a number or numeric string (exponent moved into place by
  /// ``JSONNumberText``): the frame's own bytes unless the member has an exponent or an escape.
  package func withNumeral<Value>(
    _ slot: Int, _ read: (UnsafeBufferPointer<UInt8>) throws(MarketDecodingError) -> Value
  ) throws(MarketDecodingError) -> Value {
    var value: Value?
    try readNumeral(slot) { numeral throws(MarketDecodingError) in value = try read(numeral) }
    // `readNumeral` runs `read` once unless it throws.
    return value!
  }

  /// ``withNumeral(_:_:)`` without a generic result, for callers in other modules: a generic function they cannot
  /// specialize looks its types' metadata up on every call.
  package func readNumeral(
    _ slot: Int, _ read: (UnsafeBufferPointer<UInt8>) throws(MarketDecodingError) -> Void
  ) throws(MarketDecodingError) {
    let token = try member(slot)
    switch token.kind {
    case .number:
      try plainNumeral(slice(token), slot: slot, read)
    case .string where token.isPlain:
      try plainNumeral(slice(token), slot: slot, read)
    case .string:
      let decoded = Array(text(token).utf8)
      let result: Result<Void, MarketDecodingError> = decoded.withUnsafeBufferPointer { buffer in
        do throws(MarketDecodingError) {
          return .success(try plainNumeral(buffer, slot: slot, read))
        } catch {
          return .failure(error)
        }
      }
      try result.get()
    default:
      throw .wrongType(field: field(slot), expected: "a number")
    }
  }

  private func plainNumeral(
    _ numeral: UnsafeBufferPointer<UInt8>, slot: Int,
    _ read: (UnsafeBufferPointer<UInt8>) throws(MarketDecodingError) -> Void
  ) throws(MarketDecodingError) {
    // Without an exponent the numeral is plain already (what `JSONNumberText.plainNumeral` answers with `nil`).
    guard numeral.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) else { return try read(numeral) }
    try JSONNumberText.withPlainNumeral(
      numeral, failure: { error in MarketDecodingError.invalidDecimal(field: field(slot), error) }, read)
  }

  /// An exact price (any sign).
  package func price(_ slot: Int) throws(MarketDecodingError) -> Price {
    try withNumeral(slot) { numeral throws(MarketDecodingError) in
      do throws(DecimalParseError) {
        return try Price.parse(utf8: numeral)
      } catch {
        throw .invalidDecimal(field: field(slot), error)
      }
    }
  }

  /// An exact quantity (zero or more).
  package func quantity(_ slot: Int) throws(MarketDecodingError) -> Quantity {
    try withNumeral(slot) { numeral throws(MarketDecodingError) in
      do throws(DecimalParseError) {
        return try Quantity.parse(utf8: numeral)
      } catch {
        throw .invalidDecimal(field: field(slot), error)
      }
    }
  }

  /// A statistic (a traded value, a rate) as a Foundation `Decimal`, exact: at most 38 significant digits, built
  /// without allocating (``ExactDecimalText/decimal(_:)``).
  package func decimal(_ slot: Int) throws(MarketDecodingError) -> Decimal {
    try withNumeral(slot) { numeral throws(MarketDecodingError) in
      do throws(DecimalParseError) {
        return try ExactDecimalText.decimal(numeral)
      } catch {
        throw .invalidDecimal(field: field(slot), error)
      }
    }
  }

  /// A chart value as a `Double`, as `JSONObjectReader.double(_:)` reads it: the plain numeral of a number or
  /// numeric string, refused with `invalidValue(… expected: "a finite number")` (its first 48 bytes quoted) unless
  /// `Double(_:)` reads it as a finite number. Charts draw in `Double`; money stays in the exact readers above.
  ///
  /// A numeral of plain digits whose significand is at most 2⁵³ and whose fraction has at most 22 digits is
  /// converted without making a string (``exactDouble(_:)``); any other text goes through `Double(_:)` itself.
  package func double(_ slot: Int) throws(MarketDecodingError) -> Double {
    var value = 0.0
    try readNumeral(slot) { numeral throws(MarketDecodingError) in
      if let exact = Self.exactDouble(numeral) {
        value = exact
        return
      }
      guard let parsed = Double(String(decoding: numeral, as: UTF8.self)), parsed.isFinite else {
        throw .invalidValue(
          field: field(slot), value: String(decoding: numeral.prefix(48), as: UTF8.self), expected: "a finite number")
      }
      value = parsed
    }
    return value
  }

  /// The powers of ten that are exact doubles, 10⁰ to 10²² (5²² is below 2⁵³).
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    1e20, 1e21, 1e22,
  ]

  /// `Double(text)` without a string, for a numeral `-?digits(.digits)?` whose digits (leading zeros aside) make a
  /// significand of at most 2⁵³ and whose fraction has at most 22 digits; `nil` for any other text. The significand
  /// and the power of ten are then both exact doubles, so their quotient, rounded once by the division, is the
  /// correctly rounded value of the text, which is what `Double(_:)` gives (Clinger's fast path).
  package static func exactDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    let isNegative = !text.isEmpty && text[0] == UInt8(ascii: "-")
    if isNegative { index = 1 }
    var significand: UInt64 = 0
    var integerDigits = 0
    var fractionDigits = 0
    var isFraction = false
    while index < text.count {
      let byte = text[index]
      index += 1
      if byte == UInt8(ascii: "."), !isFraction, integerDigits > 0 {
        isFraction = true
        continue
      }
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      // At most 2⁵³ before this step, so ten times it plus nine stays far below 2⁶⁴.
      significand = significand * 10 + UInt64(digit)
      guard significand <= 1 << 53 else { return nil }
      if isFraction { fractionDigits += 1 } else { integerDigits += 1 }
    }
    guard integerDigits > 0, !isFraction || fractionDigits > 0, fractionDigits < Self.exactPowersOfTen.count else {
      return nil
    }
    let magnitude = Double(significand) / Self.exactPowersOfTen[fractionDigits]
    return isNegative ? -magnitude : magnitude
  }

  /// An integer written as plain digits, as a JSON number or a string, never through `Double`: what `Int64(text)`
  /// reads, without a leading `+`.
  package func integer(_ slot: Int) throws(MarketDecodingError) -> Int64 {
    let token = try member(slot)
    switch token.kind {
    case .number:
      return try plainInteger(slice(token), slot: slot)
    case .string where token.isPlain:
      return try plainInteger(slice(token), slot: slot)
    case .string:
      let decoded = text(token)
      guard let value = Int64(decoded), !decoded.hasPrefix("+") else {
        throw .invalidValue(
          field: field(slot), value: String(decoded.prefix(48)), expected: "an integer in plain digits")
      }
      return value
    default:
      throw .wrongType(field: field(slot), expected: "an integer")
    }
  }

  private func plainInteger(_ digits: UnsafeBufferPointer<UInt8>, slot: Int) throws(MarketDecodingError) -> Int64 {
    guard let value = Self.int64(digits) else {
      // Plain text is ASCII without line breaks: its first 48 bytes are its first 48 characters.
      let shown = UnsafeBufferPointer(rebasing: digits[0..<min(digits.count, 48)])
      throw .invalidValue(
        field: field(slot), value: String(decoding: shown, as: UTF8.self), expected: "an integer in plain digits")
    }
    return value
  }

  /// The value of ASCII `text` as `Int64(_:)` reads it (an optional `-`, then decimal digits, within range), except
  /// that a leading `+` is refused, as the decoders refuse it.
  package static func int64(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
    var index = 0
    let isNegative = !text.isEmpty && text[0] == UInt8(ascii: "-")
    if isNegative { index = 1 }
    guard index < text.count else { return nil }
    var magnitude: UInt64 = 0
    while index < text.count {
      let digit = text[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
      guard !overflow, !carry else { return nil }
      magnitude = sum
      index += 1
    }
    let limit = UInt64(Int64.max)
    if isNegative {
      guard magnitude <= limit + 1 else { return nil }
      return magnitude == limit + 1 ? Int64.min : -Int64(magnitude)
    }
    guard magnitude <= limit else { return nil }
    return Int64(magnitude)
  }
}

/// What a ``JSONFrameObject``'s errors need, kept apart from the object: the names of its slots and its place.
package struct JSONFrameContext {
  /// The keys the slots belong to.
  package let keys: JSONKeyTable
  /// The object's place in its message.
  package private(set) var path: JSONFramePath

  /// The context of an object read with `keys` at `path`.
  package init(keys: JSONKeyTable, path: JSONFramePath) {
    self.keys = keys
    self.path = path
  }

  /// Points the context at element `index` of its list, in place: a visit per element then costs a store, where a
  /// new context would copy the key table's arrays (retaining each) and release the old one's.
  package mutating func moveTo(index: Int) {
    path.index = index
  }
}
