/// Number formatting that never depends on the device locale.
///
/// The original apps formatted counts with `NumberFormatter` in the device locale, so a German phone showed
/// "6.252.827" where the design asked for "6,252,827". These helpers insert a fixed separator into plain
/// digits instead. They work on text, so exact decimals and integers of any width format the same way.
public enum NumberText {
  /// Groups the integer digits of a number in threes: "1234567" → "1,234,567", "-1234.5" → "-1,234.5".
  ///
  /// The text is a plain decimal: an optional sign, digits, and an optional fraction that is left as is.
  /// Text of any other shape is returned unchanged.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func grouped(_ decimalText: String, separator: Character = ",") -> String {
    var integerPart = Substring(decimalText)
    var sign = ""
    if let first = integerPart.first, first == "-" || first == "+" {
      sign = String(first)
      integerPart = integerPart.dropFirst()
    }
    var fraction = Substring("")
    if let dot = integerPart.firstIndex(of: ".") {
      fraction = integerPart[dot...]
      integerPart = integerPart[..<dot]
    }
    guard !integerPart.isEmpty, integerPart.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      fraction.utf8.dropFirst().allSatisfy({ $0 >= 48 && $0 <= 57 })
    else { return decimalText }

    var result = sign
    result.reserveCapacity(decimalText.utf8.count + integerPart.utf8.count / 3)
    let count = integerPart.count
    for (offset, digit) in integerPart.enumerated() {
      if offset > 0, (count - offset) % 3 == 0 { result.append(separator) }
      result.append(digit)
    }
    result += fraction
    return result
  }

  /// Groups the digits of an integer in threes: `1234567` → "1,234,567", `-1000` → "-1,000".
  ///
  /// Works for every value of every integer type, including `Int.min`.
  public static func grouped(_ value: some BinaryInteger, separator: Character = ",") -> String {
    grouped(String(value), separator: separator)
  }
}
