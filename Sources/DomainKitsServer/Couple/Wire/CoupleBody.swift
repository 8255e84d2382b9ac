#if Server
  import DomainKitsCore
  import Foundation

  /// A couple-app request body read strictly, as `docs/openapi/domainkits-server.yaml` describes it: one JSON
  /// object (not `null`, an array or a scalar) with no key outside the documented ones, each value of its documented
  /// type and within its documented bounds; anything else is ``CoupleFailure/badRequest`` (UE1001).
  ///
  /// DomainKitsCore's `JSONValue` reads the bytes (RFC 8259, repeated keys and nesting past 32 refused) and keeps a
  /// number's text, so an integer field refuses `1.0` and `1e0` (JSON Schema draft 4 does not count them as
  /// integers). Lengths count Unicode code points, as JSON Schema does; the kit's own counts (user-visible
  /// characters: a nickname, a wish) come after, in the kit. The same reading as SUWIKI's `SuwikiBody`, with the
  /// couple app's refusal.
  struct CoupleBody {
    /// The object's members.
    let members: [String: JSONValue]

    /// Reads `data` as an object whose keys are all in `allowed`.
    init(_ data: Data, allowed: Set<String>) throws(CoupleFailure) {
      guard case .success(.object(let members)) = JSONValue.parse(data),
        members.keys.allSatisfy({ allowed.contains($0) })
      else { throw .badRequest }
      self.members = members
    }

    /// The string `key`, required, of `length` code points, none of them U+0000 (``StorableText``).
    func string(_ key: String, length: ClosedRange<Int>) throws(CoupleFailure) -> String {
      guard case .string(let text)? = members[key], length.contains(text.unicodeScalars.count),
        StorableText.accepts(text)
      else {
        throw .badRequest
      }
      return text
    }

    /// The string `key` when present and not `null`, of at most `maximumLength` code points, none of them U+0000;
    /// `nil` when missing or `null`.
    func optionalString(_ key: String, maximumLength: Int) throws(CoupleFailure) -> String? {
      switch members[key] {
      case nil, .null?:
        return nil
      case .string(let text)? where text.unicodeScalars.count <= maximumLength && StorableText.accepts(text):
        return text
      default:
        throw .badRequest
      }
    }

    /// The integer `key`, required: a JSON integer (no fraction, no exponent) within `range`.
    func integer(_ key: String, in range: ClosedRange<Int64>) throws(CoupleFailure) -> Int64 {
      guard case .number(let text)? = members[key], let value = CouplePathID.integer(text), range.contains(value)
      else { throw .badRequest }
      return value
    }

    /// The boolean `key`, required.
    func boolean(_ key: String) throws(CoupleFailure) -> Bool {
      guard case .bool(let value)? = members[key] else { throw .badRequest }
      return value
    }
  }
#endif
