#if Server
  import Foundation

  /// Hous's ids on the wire: 24 lowercase hexadecimal digits, like the MongoDB object ids of the Hous server (its
  /// rooms, users, rules, categories and events). A new one is the second it was made (8 digits, so ids sort by
  /// time) and 8 random bytes (16 digits).
  enum HousObjectID {
    /// A new id made at `date`.
    static func make(at date: Date) -> String {
      let seconds = UInt32(clamping: Int64(date.timeIntervalSince1970.rounded(.down)))
      var generator = SystemRandomNumberGenerator()
      var bytes: [UInt8] = [
        UInt8(truncatingIfNeeded: seconds >> 24), UInt8(truncatingIfNeeded: seconds >> 16),
        UInt8(truncatingIfNeeded: seconds >> 8), UInt8(truncatingIfNeeded: seconds),
      ]
      bytes += (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
      return bytes.map { hexDigits[Int($0 >> 4)] + hexDigits[Int($0 & 0x0F)] }.joined()
    }

    /// Whether `text` is an id: exactly 24 of `0-9a-f` (the document's `^[0-9a-f]{24}$`).
    static func isValid(_ text: some StringProtocol) -> Bool {
      let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
      let letters = UInt8(ascii: "a")...UInt8(ascii: "f")
      return text.utf8.count == 24 && text.utf8.allSatisfy { digits.contains($0) || letters.contains($0) }
    }

    private static let hexDigits = "0123456789abcdef".map { String($0) }
  }
#endif
