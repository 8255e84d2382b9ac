#if Server
  /// A Hous room's invite code (`roomCode`): eight characters of `A-Z0-9`, as the Hous server makes them
  /// (`RoomServiceUtils.createRoomCode`).
  enum HousInviteCode {
    /// The characters a code is made of.
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    /// A code's length.
    static let length = 8

    /// A new random code.
    static func make() -> String {
      var generator = SystemRandomNumberGenerator()
      return String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }

    /// Whether `text` is a code's shape (the document's `^[A-Z0-9]{8}$`).
    static func isValid(_ text: String) -> Bool {
      let letters = UInt8(ascii: "A")...UInt8(ascii: "Z")
      let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
      return text.utf8.count == length && text.utf8.allSatisfy { letters.contains($0) || digits.contains($0) }
    }
  }
#endif
