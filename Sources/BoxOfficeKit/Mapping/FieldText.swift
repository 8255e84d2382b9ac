/// Reading the values KOBIS sends as strings: integers, days, and text with stray whitespace.
///
/// Field paths for errors are built only when a value fails, so the common path allocates nothing extra.
enum FieldText {
  /// A whole number written as plain ASCII digits with an optional leading `-` or `+`.
  ///
  /// - Throws: ``BoxOfficeError/malformedField(field:value:expected:)`` for anything else, including values
  ///   that do not fit an `Int`.
  static func integer(_ text: String, field: @autoclosure () -> String) throws(BoxOfficeError) -> Int {
    guard let value = parseInteger(text) else {
      throw .malformedField(field: field(), value: text, expected: "a whole number")
    }
    return value
  }

  /// The integer value of `text`, or `nil`; never traps.
  static func parseInteger(_ text: String) -> Int? {
    var utf8 = Substring(text).utf8
    guard let first = utf8.first else { return nil }
    let negative = first == UInt8(ascii: "-")
    if negative || first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
    guard !utf8.isEmpty, utf8.count <= 19 else { return nil }
    var value = 0
    for byte in utf8 {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      // Accumulate downwards so that Int.min reads too; 19 digits may still overflow, hence the checks.
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = times10.subtractingReportingOverflow(Int(digit))
      guard !overflow1, !overflow2 else { return nil }
      value = next
    }
    if negative { return value }
    let (positive, overflow) = (0).subtractingReportingOverflow(value)
    return overflow ? nil : positive
  }

  /// A day written `yyyy-MM-dd` or `yyyyMMdd` (KOBIS uses the first in rankings and the second in movie
  /// info); `nil` when the text is blank.
  static func day(_ text: String, field: @autoclosure () -> String) throws(BoxOfficeError) -> CalendarDay? {
    let trimmed = trimmed(text)
    if trimmed.isEmpty { return nil }
    guard let (year, month, day) = dayNumbers(trimmed.utf8),
      let value = try? CalendarDay(year: year, month: month, day: day)
    else { throw .malformedField(field: field(), value: text, expected: "a day as yyyy-MM-dd or yyyyMMdd") }
    return value
  }

  /// Year, month and day of `yyyy-MM-dd` or `yyyyMMdd`, read straight from the bytes.
  ///
  /// `CalendarDay(parsing:format:)` reads the same forms but copies the text into arrays; ranking rows carry
  /// a date each, so this allocation-free reading keeps the mapping of a day's list within its budget.
  static func dayNumbers(_ utf8: String.UTF8View) -> (year: Int, month: Int, day: Int)? {
    let dashed = utf8.count == 10
    guard dashed || utf8.count == 8 else { return nil }
    var digits = 0
    var numbers = (year: 0, month: 0, day: 0)
    for (offset, byte) in utf8.enumerated() {
      if dashed, offset == 4 || offset == 7 {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      let digit = Int(byte &- UInt8(ascii: "0"))
      guard digit < 10 else { return nil }
      switch digits {
      case 0..<4: numbers.year = numbers.year * 10 + digit
      case 4..<6: numbers.month = numbers.month * 10 + digit
      default: numbers.day = numbers.day * 10 + digit
      }
      digits += 1
    }
    return numbers
  }

  /// `text` without leading and trailing whitespace (Unicode White_Space: spaces, tabs, NBSP, U+3000...).
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return text }
    if !isWhitespace(first), !isWhitespace(last) { return text }
    guard let start = scalars.firstIndex(where: { !isWhitespace($0) }),
      let end = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(scalars[start...end])
  }

  /// The trimmed text, or `nil` when nothing is left.
  static func nonBlank(_ text: String?) -> String? {
    guard let text else { return nil }
    let result = trimmed(text)
    return result.isEmpty ? nil : result
  }

  /// Unicode's White_Space property, with an ASCII fast path.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0x09...0x0D: true
    case 0x21...0x7F: false
    case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// `"start~end"` of two `yyyyMMdd` days (KOBIS `showRange`).
  static func dayRange(_ text: String, field: String) throws(BoxOfficeError) -> ClosedRange<CalendarDay> {
    let parts = text.split(separator: "~", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = try? CalendarDay(parsing: parts[0], format: .basic),
      let end = try? CalendarDay(parsing: parts[1], format: .basic), start <= end
    else { throw .malformedField(field: field, value: text, expected: "yyyyMMdd~yyyyMMdd with start <= end") }
    return start...end
  }
}
