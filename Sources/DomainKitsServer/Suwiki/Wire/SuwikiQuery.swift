#if Server
  import Foundation

  /// A SUWIKI request's query read strictly: each name once (a repeated one is ``SuwikiFailure/badParameter``),
  /// names and values percent-decoded as UTF-8 (`+` is a space, as in a form; `%00` is refused), integers as ASCII
  /// digits within the document's bounds. Names the document does not list are ignored.
  struct SuwikiQuery {
    /// The values by name, decoded.
    let values: [String: String]

    /// The largest `page` (the document's `int32`).
    static let maximumPage: Int64 = 2_147_483_647

    /// Reads the raw query (the part after `?`, or `nil` for none).
    init(_ raw: String?) throws(SuwikiFailure) {
      var values: [String: String] = [:]
      for pair in (raw ?? "").split(separator: "&", omittingEmptySubsequences: true) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = Self.decoded(parts[0]), !name.isEmpty,
          let value = Self.decoded(parts.count > 1 ? parts[1] : "")
        else { throw .badParameter }
        guard values.updateValue(value, forKey: name) == nil else { throw .badParameter }
      }
      self.values = values
    }

    /// The text of `name`, or `nil` when the query has none.
    func text(_ name: String) -> String? { values[name] }

    /// The text of `name`, required, of `length` code points.
    func text(_ name: String, length: ClosedRange<Int>) throws(SuwikiFailure) -> String {
      guard let text = values[name], length.contains(text.unicodeScalars.count) else { throw .badParameter }
      return text
    }

    /// The integer `name`, required, within `range`.
    func integer(_ name: String, in range: ClosedRange<Int64>) throws(SuwikiFailure) -> Int64 {
      guard let text = values[name], let value = SuwikiBody.integer(text), range.contains(value) else {
        throw .badParameter
      }
      return value
    }

    /// An id (`lectureId`, `evaluateIdx`, `examIdx`): required, 1 to `Int64.max`, and an `Int` on this platform.
    func id(_ name: String) throws(SuwikiFailure) -> Int {
      let value = try integer(name, in: 1...Int64.max)
      guard let id = Int(exactly: value) else { throw .badParameter }
      return id
    }

    /// `page`, 1 when missing, else 1 to ``maximumPage``.
    func page() throws(SuwikiFailure) -> Int {
      guard values["page"] != nil else { return 1 }
      let page = try integer("page", in: 1...Self.maximumPage)
      return Int(page)
    }

    /// `text` percent-decoded (`+` as a space) as UTF-8, or `nil` for a broken escape, bytes that are not UTF-8 or
    /// a U+0000 (``StorableText``: a search text reaches the store).
    static func decoded(_ text: Substring) -> String? {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      var iterator = text.utf8.makeIterator()
      while let byte = iterator.next() {
        switch byte {
        case UInt8(ascii: "+"):
          bytes.append(UInt8(ascii: " "))
        case UInt8(ascii: "%"):
          guard let high = iterator.next().flatMap(Self.hexValue),
            let low = iterator.next().flatMap(Self.hexValue)
          else { return nil }
          bytes.append(high << 4 | low)
        default:
          bytes.append(byte)
        }
      }
      guard !bytes.contains(0) else { return nil }
      return String(bytes: bytes, encoding: .utf8)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
  }
#endif
