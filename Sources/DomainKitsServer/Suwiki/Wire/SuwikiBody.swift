#if Server
  import DomainKitsCore
  import Foundation

  /// A SUWIKI request body read strictly, as `docs/openapi/domainkits-server.yaml` describes it: one JSON object
  /// (not `null`, an array or a scalar) with no key outside the documented ones, each value of its documented type
  /// and within its documented bounds; anything else is ``SuwikiFailure/badParameter``.
  ///
  /// DomainKitsCore's `JSONValue` reads the bytes (RFC 8259, repeated keys and nesting past 32 refused) and keeps a
  /// number's text, so an integer field refuses `1.0` and `1e0` (JSON Schema draft 4, which OpenAPI 3.0 uses, does
  /// not count them as integers). Lengths count Unicode code points, as JSON Schema does; the kit's own counts
  /// (user-visible characters) come after, in the kit.
  struct SuwikiBody {
    /// The object's members.
    let members: [String: JSONValue]

    /// Reads `data` as an object whose keys are all in `allowed`.
    init(_ data: Data, allowed: Set<String>) throws(SuwikiFailure) {
      guard case .success(.object(let members)) = JSONValue.parse(data),
        members.keys.allSatisfy({ allowed.contains($0) })
      else { throw .badParameter }
      self.members = members
    }

    /// The string `key`, required, of `length` code points, none of them U+0000 (``StorableText``).
    func string(_ key: String, length: ClosedRange<Int>) throws(SuwikiFailure) -> String {
      guard case .string(let text)? = members[key], length.contains(text.unicodeScalars.count),
        StorableText.accepts(text)
      else {
        throw .badParameter
      }
      return text
    }

    /// The integer `key`, required: a JSON integer (no fraction, no exponent) within `range`.
    func integer(_ key: String, in range: ClosedRange<Int64>) throws(SuwikiFailure) -> Int64 {
      guard case .number(let text)? = members[key], let value = SuwikiBody.integer(text), range.contains(value) else {
        throw .badParameter
      }
      return value
    }

    /// The rating `key`, required: a JSON number from 0.5 to 5.0 that is a multiple of 0.5 (the document's
    /// `Rating`).
    func rating(_ key: String) throws(SuwikiFailure) -> Double {
      guard case .number(let text)? = members[key], let value = Double(text), value.isFinite, value >= 0.5,
        value <= 5.0, (value * 2).rounded() == value * 2
      else { throw .badParameter }
      return value
    }

    /// The value of a JSON number's text when it is an integer (`-?[0-9]+`) that fits in `Int64`.
    static func integer(_ text: String) -> Int64? {
      let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
      guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
        return nil
      }
      return Int64(text)
    }
  }
#endif
