/// One `name=value` pair of a URL's query, in the order an ``Endpoint`` sends them.
///
/// Unlike Foundation's `URLQueryItem`, whose percent-encoding of `+` and `;` differs between Apple platforms and
/// swift-corelibs-foundation, an endpoint encodes names and values itself: everything but the unreserved characters
/// of RFC 3986 (`A–Z a–z 0–9 - . _ ~`) is percent-encoded as UTF-8, so `"a+b c"` is sent as `a%2Bb%20c` everywhere.
public struct QueryItem: Hashable, Sendable {
  /// The name, unencoded.
  public var name: String
  /// The value, unencoded.
  public var value: String

  /// Creates a pair.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// Creates a pair from an integer value: `QueryItem("page", 2)`.
  public init(_ name: String, _ value: Int) {
    self.init(name, String(value))
  }

  /// `name=value`, both percent-encoded.
  var encoded: String {
    "\(Self.percentEncoded(name))=\(Self.percentEncoded(value))"
  }

  /// `text` with every byte outside RFC 3986's unreserved set percent-encoded (upper-case hex).
  static func percentEncoded(_ text: String, keeping extra: Set<UInt8> = []) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isUnreserved(byte) || extra.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    return out
  }

  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }
}
