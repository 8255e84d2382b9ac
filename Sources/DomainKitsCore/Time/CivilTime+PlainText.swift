extension CivilTime {
  /// ``secondsSince1970(year:month:day:hour:minute:second:offsetSeconds:)`` of a wall-clock time spelled exactly
  /// `yyyy-MM-dd` `separator` `HH:mm:ss` in printable ASCII, read from its bytes without splitting or making strings;
  /// `nil` for any other spelling (which the caller's string path then decides) or an impossible time.
  ///
  /// The one-pass market decoders' fast path for the exchanges' plain times (`2026-07-31 09:00:59`,
  /// `2024-08-08T16:37:17`).
  package static func plainSeconds(
    _ text: UnsafeBufferPointer<UInt8>, separator: UInt8, offsetSeconds: Int64
  ) -> Int64? {
    guard text.count == 19, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"), text[10] == separator,
      text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":")
    else { return nil }
    /// The value of the decimal digits at `range`, or `nil` if one is not a digit.
    func number(_ range: Range<Int>) -> Int64? {
      var value: Int64 = 0
      for position in range {
        let digit = text[position] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int64(digit)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
      let minute = number(14..<16), let second = number(17..<19)
    else { return nil }
    return secondsSince1970(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: offsetSeconds)
  }
}
