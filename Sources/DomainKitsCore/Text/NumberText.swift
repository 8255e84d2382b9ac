/// Number formatting that never depends on the device locale.
///
/// A Korean screen shows "6,252,827" on every device; a locale-dependent formatter would show "6.252.827" on a
/// phone set to German. These helpers insert a fixed separator into plain digits instead. They work on text, so
/// exact decimals and integers of any width format the same way.
public enum NumberText {
  /// Groups the integer digits of a number in threes: "1234567" → "1,234,567", "-1234.5" → "-1,234.5".
  ///
  /// The text is a plain decimal: an optional sign, digits, and an optional fraction that is left as is.
  /// Text of any other shape is returned unchanged.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func grouped(_ decimalText: String, separator: Character = ",") -> String {
    let bytes = decimalText.utf8
    var start = bytes.startIndex
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      start = bytes.index(after: start)
    }
    let point = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
    let integerDigits = bytes[start..<point]
    let fractionDigits = point == bytes.endIndex ? bytes[point...] : bytes[bytes.index(after: point)...]
    guard !integerDigits.isEmpty, integerDigits.allSatisfy(isDigit), fractionDigits.allSatisfy(isDigit) else {
      return decimalText
    }
    let count = integerDigits.count
    guard count > 3 else { return decimalText }

    // Built byte by byte: labels and table rows format many numbers, and Character appends are slow.
    let separatorBytes = Array(String(separator).utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + (count - 1) / 3 * separatorBytes.count)
    result.append(contentsOf: bytes[bytes.startIndex..<start])
    for (offset, digit) in integerDigits.enumerated() {
      if offset > 0, (count - offset) % 3 == 0 { result.append(contentsOf: separatorBytes) }
      result.append(digit)
    }
    result.append(contentsOf: bytes[point...])
    return String(decoding: result, as: UTF8.self)
  }

  /// Groups the digits of an integer in threes: `1234567` → "1,234,567", `-1000` → "-1,000".
  ///
  /// Works for every value of every integer type, including `Int.min`.
  public static func grouped(_ value: some BinaryInteger, separator: Character = ",") -> String {
    grouped(String(value), separator: separator)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
