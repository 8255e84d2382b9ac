#if Server
  import Foundation

  /// Base64 with the URL alphabet (`-` and `_`) and no padding, as a compact JWS spells its three parts (RFC 7515).
  enum Base64URL {
    /// `data` in the URL alphabet, unpadded.
    static func encode(_ data: Data) -> String {
      var text = data.base64EncodedString()
      text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      while text.hasSuffix("=") { text.removeLast() }
      return text
    }

    /// The bytes of `text`, or `nil` when it is not unpadded base64 in the URL alphabet.
    static func decode(_ text: Substring) -> Data? {
      guard text.utf8.allSatisfy(isAlphabet), text.utf8.count % 4 != 1 else { return nil }
      var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
      while standard.utf8.count % 4 != 0 { standard += "=" }
      return Data(base64Encoded: standard)
    }

    private static func isAlphabet(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
        return true
      default:
        return false
      }
    }
  }
#endif
