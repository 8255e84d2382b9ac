/// Wall-clock date and time fields to seconds since 1970, with a fixed offset from UTC: how the exchange decoders
/// read `20260730` `164855` (Seoul) or `2026-07-30T07:48:00` (UTC) without a `DateFormatter`, a locale or the
/// machine's zone.
package enum CivilTime {
  /// Seconds since 1970 UTC of a valid wall-clock time `offsetSeconds` ahead of UTC, or `nil` for an impossible one.
  package static func secondsSince1970(
    year: Int64, month: Int64, day: Int64, hour: Int64, minute: Int64, second: Int64, offsetSeconds: Int64
  ) -> Int64? {
    // The day's arithmetic is CalendarDay's (years 1...9999, proleptic Gregorian); the bounds keep Int conversions safe.
    guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
      (0...59).contains(minute), (0...59).contains(second),
      let calendarDay = try? CalendarDay(year: Int(year), month: Int(month), day: Int(day))
    else { return nil }
    return Int64(calendarDay.dayNumber) * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
  }

  /// Reads digits and separators: `pattern` holds `y`, `M`, `d`, `H`, `m`, `s` for digits and any other character
  /// literally ("yyyyMMdd", "yyyy-MM-dd'T'HH:mm:ss" is written "yyyy-MM-ddTHH:mm:ss").
  package static func fields(_ text: String, pattern: String) -> [Character: Int64]? {
    let characters = Array(text.utf8)
    let template = Array(pattern.utf8)
    guard characters.count == template.count else { return nil }
    var values: [Character: Int64] = [:]
    for (byte, slot) in zip(characters, template) {
      if "yMdHms".utf8.contains(slot) {
        let digit = byte &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        values[Character(Unicode.Scalar(slot)), default: 0] =
          values[Character(Unicode.Scalar(slot)), default: 0] * 10
          + Int64(digit)
      } else if byte != slot {
        return nil
      }
    }
    return values
  }

  /// Seconds since 1970 of `date` and `time` texts read with their patterns, `offsetSeconds` ahead of UTC.
  package static func seconds(
    date: String, datePattern: String, time: String, timePattern: String, offsetSeconds: Int64
  )
    -> Int64?
  {
    guard let day = fields(date, pattern: datePattern), let clock = fields(time, pattern: timePattern),
      let year = day["y"], let month = day["M"], let dayOfMonth = day["d"], let hour = clock["H"],
      let minute = clock["m"], let second = clock["s"]
    else { return nil }
    return secondsSince1970(
      year: year, month: month, day: dayOfMonth, hour: hour, minute: minute, second: second,
      offsetSeconds: offsetSeconds)
  }
}
