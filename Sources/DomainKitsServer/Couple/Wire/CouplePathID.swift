#if Server
  /// An id in a couple-app path (`roundGameId`, `userId`, `wishCouponId`) read as the document's `Int64Id`: ASCII
  /// digits (an optional `-` before them is read, then refused by the range), 1 to `Int64.max`; anything else is
  /// ``CoupleFailure/badRequest`` (UE1001). The kit's id is the number's decimal text, so `0753` and `753` name the
  /// same battle.
  enum CouplePathID {
    /// The id in `text` (a path parameter as the router captured it; `nil` when it captured none).
    static func read(_ text: String?) throws(CoupleFailure) -> Int64 {
      guard let text, let value = integer(text), value >= 1 else { throw .badRequest }
      return value
    }

    /// The value of `text` when it is an integer (`-?[0-9]+`) that fits in `Int64`.
    static func integer(_ text: String) -> Int64? {
      let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
      guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
        return nil
      }
      return Int64(text)
    }
  }
#endif
