// ASCII helpers the kits share inside the package (`package` access: never part of the public API).

extension UInt8 {
  /// Whether the byte is an ASCII digit 0...9.
  package var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
}

extension String {
  /// The text without leading and trailing ASCII spaces, tabs and line breaks; the same string (no copy) when
  /// there are none.
  ///
  /// Works on UTF-8 bytes: these spaces are single bytes that never occur inside a multi-byte character.
  package func trimmingASCIISpaces() -> String {
    let bytes = utf8
    guard let first = bytes.first, let last = bytes.last else { return "" }
    if !first.isASCIISpace, !last.isASCIISpace { return self }
    guard let start = bytes.firstIndex(where: { !$0.isASCIISpace }),
      let end = bytes.lastIndex(where: { !$0.isASCIISpace })
    else { return "" }
    return String(self[start...end])
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII space, tab, line feed or carriage return.
  package var isASCIISpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
