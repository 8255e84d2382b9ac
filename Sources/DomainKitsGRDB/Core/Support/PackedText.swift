#if SQLite
  /// A list of strings as one TEXT value: each string as its UTF-8 length, a colon and the string ("15:컴퓨터학부"),
  /// concatenated. Unlike a separator, the form is unambiguous whatever the strings hold, and it is far cheaper to
  /// write and read than JSON for the short lists it stores (a course's departments).
  package enum PackedText {
    /// The strings packed; `[]` packs to "".
    package static func pack(_ fields: some Sequence<String>) -> String {
      var text = ""
      for field in fields {
        text += String(field.utf8.count)
        text += ":"
        text += field
      }
      return text
    }

    /// The strings of a packed text, or `nil` when the text is not one (a length that is not a number, runs past
    /// the end or cuts a character).
    package static func unpack(_ text: String) -> [String]? {
      var fields: [String] = []
      let bytes = Array(text.utf8)
      var index = 0
      while index < bytes.count {
        var length = 0
        var digits = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
          let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
          guard (0...9).contains(digit), digits < 9 else { return nil }
          length = length * 10 + digit
          digits += 1
          index += 1
        }
        guard digits > 0, index < bytes.count, bytes.count - index - 1 >= length else { return nil }
        let field = bytes[(index + 1)..<(index + 1 + length)]
        guard let string = String(validating: field) else { return nil }
        fields.append(string)
        index += 1 + length
      }
      return fields
    }
  }

  extension String {
    /// The string of `bytes` when they are valid UTF-8, else `nil` (`String(validating:)` needs iOS 18).
    fileprivate init?(validating bytes: ArraySlice<UInt8>) {
      let string = String(decoding: bytes, as: UTF8.self)
      guard string.utf8.elementsEqual(bytes) else { return nil }
      self = string
    }
  }
#endif
