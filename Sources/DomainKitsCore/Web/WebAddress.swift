import Foundation

/// Web addresses from text that a server or a user wrote, read the same way on every platform.
///
/// `URL(string:)` does not agree with itself across platforms. Before iOS 17 and macOS 14 it returns `nil` for text
/// holding a space or a Hangul letter; on Linux (and on iOS 17 and later) it percent-encodes such characters, and when
/// the text also holds an escape already it encodes that escape's `%` again, so `/%ED%95%9C 한` becomes
/// `/%25ED%2595%259C%20%ED%95%9C`, another address. A poster or a picture then shows on one device and not on
/// another.
///
/// `WebAddress` percent-encodes exactly the characters that RFC 3986 does not allow where they stand (as their UTF-8
/// bytes), keeps valid `%XX` escapes as they are, and only then parses. The text it hands to `URL(string:)` is
/// already a valid URI reference, which every platform parses the same way and none rewrites.
///
/// ```swift
/// WebAddress.url("https://img.example.com/포스터 1.jpg")?.absoluteString
/// // "https://img.example.com/%ED%8F%AC%EC%8A%A4%ED%84%B0%201.jpg", on every device
/// WebAddress.encoded("https://img.example.com/%ED%95%9C 한.jpg")
/// // "https://img.example.com/%ED%95%9C%20%ED%95%9C.jpg": the existing escape is kept
/// ```
///
/// What it does not do: convert an international host name to Punycode (a non-ASCII host is percent-encoded, which
/// RFC 3986 allows but DNS does not resolve), or guess what a malformed address meant (an invalid port still gives
/// `nil`).
public enum WebAddress: Sendable {
  /// `text` as a URL, or `nil` when it is empty or not a URI reference even after encoding.
  ///
  /// Spaces, tabs and line breaks around the text are dropped (servers pad fields); the rest goes through
  /// ``encoded(_:)`` and then `URL(string:)`. A relative reference ("poster.jpg") gives a relative URL: callers that
  /// need a web address check its scheme and host.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func url(_ text: String) -> URL? {
    let valid = encoded(text)
    guard !valid.isEmpty else { return nil }
    return URL(string: valid)
  }

  /// `text` with every character that RFC 3986 does not allow at its position percent-encoded, and with the ASCII
  /// whitespace around it removed.
  ///
  /// Encoded: spaces, control characters, non-ASCII characters (as their UTF-8 bytes, upper-case hex), `"`, `<`,
  /// `>`, `\`, `^`, the backtick, `{`, `|`, `}`, a `%` not followed by two hex digits, a `#` after the first, `[` and
  /// `]` outside the host, and a `:` in the first segment of a relative path. Everything else, valid `%XX` escapes
  /// included, is kept byte for byte, so text that is already a valid URI reference comes back unchanged and
  /// encoding twice changes nothing.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func encoded(_ text: String) -> String {
    let all = Array(text.utf8)
    var start = 0
    var end = all.count
    while start < end, isWhitespace(all[start]) { start += 1 }
    while end > start, isWhitespace(all[end - 1]) { end -= 1 }
    let bytes = Array(all[start..<end])
    let layout = Layout(bytes)
    guard bytes.indices.contains(where: { !keeps(bytes, at: $0, layout) }) else {
      return start == 0 && end == all.count ? text : String(decoding: bytes, as: UTF8.self)
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + bytes.count / 2)
    for index in bytes.indices {
      let byte = bytes[index]
      if keeps(bytes, at: index, layout) {
        result.append(byte)
      } else {
        result.append(UInt8(ascii: "%"))
        result.append(hexDigits[Int(byte >> 4)])
        result.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Where the parts of a URI reference (RFC 3986, section 3) start and end; each part allows other characters.
  private struct Layout {
    /// The index after the scheme's `:`, or 0 without a scheme.
    var pathStart = 0
    /// The index after the first segment of a relative path (no scheme, no authority), where a `:` would read as
    /// the end of a scheme; equal to ``pathStart`` otherwise.
    var firstSegmentEnd = 0
    /// The `//host` part, its two slashes included.
    var authority: Range<Int>?
    /// The index of the `?` or `#` that ends the path, or the end.
    var pathEnd = 0
    /// The index of the `#` that starts the fragment, or the end.
    var fragmentMark = 0

    init(_ bytes: [UInt8]) {
      if let colon = Self.schemeColon(bytes) { pathStart = colon + 1 }
      if pathStart + 1 < bytes.count, bytes[pathStart] == UInt8(ascii: "/"), bytes[pathStart + 1] == UInt8(ascii: "/") {
        var end = pathStart + 2
        while end < bytes.count, !Self.endsAuthority(bytes[end]) { end += 1 }
        authority = pathStart..<end
        pathStart = end
      }
      pathEnd = pathStart
      while pathEnd < bytes.count, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") {
        pathEnd += 1
      }
      firstSegmentEnd = pathStart
      if pathStart == 0 {
        while firstSegmentEnd < pathEnd, bytes[firstSegmentEnd] != UInt8(ascii: "/") { firstSegmentEnd += 1 }
      }
      fragmentMark = pathEnd
      while fragmentMark < bytes.count, bytes[fragmentMark] != UInt8(ascii: "#") { fragmentMark += 1 }
    }

    /// The index of the `:` that ends a scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"`), if any.
    private static func schemeColon(_ bytes: [UInt8]) -> Int? {
      guard let first = bytes.first, isLetter(first) else { return nil }
      for index in bytes.indices.dropFirst() {
        let byte = bytes[index]
        if byte == UInt8(ascii: ":") { return index }
        guard
          isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
        else { return nil }
      }
      return nil
    }

    private static func endsAuthority(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }
  }

  /// Whether the byte at `index` stays as it is.
  private static func keeps(_ bytes: [UInt8], at index: Int, _ layout: Layout) -> Bool {
    let byte = bytes[index]
    if byte == UInt8(ascii: "%") {
      return index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
    }
    if isUnreserved(byte) || isSubDelimiter(byte) { return true }
    if let authority = layout.authority, authority.contains(index) {
      // Two slashes open it; brackets hold an IP literal; `:` and `@` separate port and user.
      switch byte {
      case UInt8(ascii: "/"): return index < authority.lowerBound + 2
      case UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "]"): return true
      default: return false
      }
    }
    if index < layout.pathStart { return true }  // the scheme, checked by its grammar
    switch byte {
    case UInt8(ascii: "@"), UInt8(ascii: "/"): return true
    case UInt8(ascii: ":"): return index >= layout.firstSegmentEnd
    case UInt8(ascii: "?"): return index >= layout.pathEnd
    case UInt8(ascii: "#"): return index == layout.fragmentMark
    default: return false
    }
  }

  /// ALPHA / DIGIT / "-" / "." / "_" / "~".
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
  }

  /// "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=".
  private static func isSubDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
      UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: "="):
      true
    default:
      false
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }
}
