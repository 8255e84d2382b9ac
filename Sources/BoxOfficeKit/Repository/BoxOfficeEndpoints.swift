import Foundation

/// The base addresses of the two services, replaceable for tests against a local server.
public struct BoxOfficeEndpoints: Hashable, Sendable {
  /// The KOBIS REST root; calls append `boxoffice/searchDailyBoxOfficeList.json` and the like.
  public var kobis: URL
  /// Kakao image search.
  public var kakaoImageSearch: URL

  /// Creates endpoints.
  public init(kobis: URL, kakaoImageSearch: URL) {
    self.kobis = kobis
    self.kakaoImageSearch = kakaoImageSearch
  }

  /// `https://kobis.or.kr/kobisopenapi/webservice/rest` and `https://dapi.kakao.com/v2/search/image`.
  public static let production = BoxOfficeEndpoints(
    kobis: webURL("https://kobis.or.kr/kobisopenapi/webservice/rest"),
    kakaoImageSearch: webURL("https://dapi.kakao.com/v2/search/image")
  )

  /// A URL from a literal known to be valid; the fallback only avoids a force unwrap.
  private static func webURL(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/")
  }

  /// The URL of a KOBIS call: `path` under ``kobis`` with the query, percent-encoded.
  func kobisURL(_ path: String, query: [(name: String, value: String)]) -> URL {
    Self.url(kobis.appendingPathComponent(path), query: query)
  }

  /// The URL of an image search.
  func kakaoURL(query: [(name: String, value: String)]) -> URL {
    Self.url(kakaoImageSearch, query: query)
  }

  /// `base?name=value&...`, escaping everything but RFC 3986 unreserved characters (so `+`, `&` and Hangul in
  /// a title are encoded).
  static func url(_ base: URL, query: [(name: String, value: String)]) -> URL {
    let encoded = query.map { escape($0.name) + "=" + escape($0.value) }.joined(separator: "&")
    return URL(string: base.absoluteString + (base.query == nil ? "?" : "&") + encoded) ?? base
  }

  private static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result.unicodeScalars.append("%")
        result.unicodeScalars.append(hexDigit(byte >> 4))
        result.unicodeScalars.append(hexDigit(byte & 0x0F))
      }
    }
    return result
  }

  private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
  }
}
