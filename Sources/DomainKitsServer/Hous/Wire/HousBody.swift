#if Server
  import DomainKitsCore
  import Foundation

  /// A Hous request body read as the server's Hous document describes it: one JSON object (not `null`, an array or
  /// a scalar), each documented value of its documented type and within its documented bounds. Keys the document
  /// does not name are ignored, as the Hous server (Express) ignores them.
  ///
  /// DomainKitsCore's `JSONValue` reads the bytes (RFC 8259, repeated keys and nesting past 32 refused) and keeps a
  /// number's text, so an integer refuses `1.0` and `1e0`. Lengths count Unicode code points, as JSON Schema does;
  /// the kit's own counts (user-visible characters) come after, in the kit. A missing or empty body, or a missing
  /// required value, is ``HousFailure/missingValue``; anything else malformed ``HousFailure/badRequest``.
  struct HousBody {
    /// The object's members.
    let members: [String: JSONValue]

    /// Reads `data` as an object.
    init(_ data: Data) throws(HousFailure) {
      guard !data.isEmpty else { throw .missingValue }
      guard case .success(.object(let members)) = JSONValue.parse(data) else { throw .badRequest }
      self.members = members
    }

    /// An object already read (an item of an array of objects).
    init(members: [String: JSONValue]) {
      self.members = members
    }

    /// The value of a required `key`: missing is ``HousFailure/missingValue``.
    func required(_ key: String) throws(HousFailure) -> JSONValue {
      guard let value = members[key] else { throw .missingValue }
      return value
    }

    /// The string `key`, required, of `length` code points: shorter is ``HousFailure/missingValue``, longer
    /// ``HousFailure/tooLong``.
    func string(_ key: String, length: ClosedRange<Int>) throws(HousFailure) -> String {
      try Self.string(try required(key), length: length)
    }

    /// The string `key` when present (`null` is not a string), of `length` code points.
    func optionalString(_ key: String, length: ClosedRange<Int>) throws(HousFailure) -> String? {
      guard let value = members[key] else { return nil }
      return try Self.string(value, length: length)
    }

    /// The boolean `key`, required: `true` or `false`, not the text `"true"`.
    func bool(_ key: String) throws(HousFailure) -> Bool {
      guard case .bool(let value) = try required(key) else { throw .badRequest }
      return value
    }

    /// The array `key`, required, of `count` items.
    func array(_ key: String, count: ClosedRange<Int>) throws(HousFailure) -> [JSONValue] {
      try Self.array(try required(key), count: count)
    }

    /// The array `key` when present, of `count` items.
    func optionalArray(_ key: String, count: ClosedRange<Int>) throws(HousFailure) -> [JSONValue]? {
      guard let value = members[key] else { return nil }
      return try Self.array(value, count: count)
    }

    /// The array `key`, required, of `count` strings of `length` code points each.
    func strings(_ key: String, count: ClosedRange<Int>, length: ClosedRange<Int>) throws(HousFailure) -> [String] {
      var strings: [String] = []
      for item in try array(key, count: count) {
        strings.append(try Self.string(item, length: length))
      }
      return strings
    }

    /// The array `key`, required, of `count` integers (no fraction, no exponent) each within `range`; an integer
    /// outside it is `outside`.
    func integers(
      _ key: String, count: ClosedRange<Int>, range: ClosedRange<Int>, outside: HousFailure
    ) throws(HousFailure) -> [Int] {
      var integers: [Int] = []
      for item in try array(key, count: count) {
        guard case .number(let text) = item, let value = Self.integer(text) else { throw .badRequest }
        guard range.contains(value) else { throw outside }
        integers.append(value)
      }
      return integers
    }

    /// `value` as a string of `length` code points; one holding U+0000 (``StorableText``) is
    /// ``HousFailure/badRequest``.
    static func string(_ value: JSONValue, length: ClosedRange<Int>) throws(HousFailure) -> String {
      guard case .string(let text) = value, StorableText.accepts(text) else { throw .badRequest }
      let count = text.unicodeScalars.count
      if count < length.lowerBound { throw .missingValue }
      if count > length.upperBound { throw .tooLong }
      return text
    }

    /// `value` as an array of `count` items: fewer or more is ``HousFailure/badRequest`` (or
    /// ``HousFailure/tooMany`` past the most).
    static func array(_ value: JSONValue, count: ClosedRange<Int>) throws(HousFailure) -> [JSONValue] {
      guard case .array(let items) = value else { throw .badRequest }
      if items.count > count.upperBound { throw .tooMany }
      guard count.contains(items.count) else { throw .badRequest }
      return items
    }

    /// The value of a JSON number's text when it is an integer (`-?[0-9]+`) that fits in `Int`.
    static func integer(_ text: String) -> Int? {
      let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
      guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
        return nil
      }
      return Int(text)
    }
  }
#endif
