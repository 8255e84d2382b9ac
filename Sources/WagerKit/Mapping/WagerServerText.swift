import Foundation

/// The couple server's texts for times, days and pictures, read without a `DateFormatter`, a locale or the
/// machine's zone.
enum WagerServerText {
  /// A Java `LocalDateTime` as the server writes it ("2023-12-27T20:58:03.123"; seconds and a fraction of up to
  /// nine digits are optional), a wall-clock time in Seoul, read in Seoul.
  ///
  /// - Throws: ``WagerError/malformedPayload(field:reason:)`` naming `field` for any other text or an impossible
  ///   time.
  static func date(_ text: String, field: String) throws(WagerError) -> Date {
    let malformed = WagerError.malformedPayload(
      field: field, reason: "expected a Seoul time \"yyyy-MM-dd'T'HH:mm:ss.SSS\", got \"\(text.prefix(48))\"")
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    var fraction = 0.0
    if parts.count == 2 {
      let digits = parts[1]
      guard (1...9).contains(digits.utf8.count), digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let value = Double("0." + String(digits))
      else { throw malformed }
      fraction = value
    }
    let clock = String(parts[0])
    let pattern = clock.utf8.count == 16 ? "yyyy-MM-ddTHH:mm" : "yyyy-MM-ddTHH:mm:ss"
    guard let fields = CivilTime.fields(clock, pattern: pattern), let year = fields["y"], let month = fields["M"],
      let day = fields["d"], let hour = fields["H"], let minute = fields["m"],
      let utcGuess = CivilTime.secondsSince1970(
        year: year, month: month, day: day, hour: hour, minute: minute, second: fields["s"] ?? 0, offsetSeconds: 0)
    else { throw malformed }
    // Seoul's offset at that wall-clock time (+9 h since 1988), from the zone rather than a constant.
    let offset = Int64(TimeZone.seoul.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utcGuess - 32_400))))
    return Date(timeIntervalSince1970: Double(utcGuess - offset) + fraction)
  }

  /// A day as the server writes it ("2022-12-28").
  ///
  /// - Throws: ``WagerError/malformedPayload(field:reason:)`` naming `field`.
  static func day(_ text: String, field: String) throws(WagerError) -> CalendarDay {
    do {
      return try CalendarDay(parsing: text, format: .extended)
    } catch {
      throw .malformedPayload(field: field, reason: error.description)
    }
  }

  /// A picture's URL, or `nil` for none, an empty text or a text that is not a URL (read as the history reads
  /// its images, with `WebAddress`).
  static func url(_ text: String?) -> URL? {
    guard let text, !text.isEmpty else { return nil }
    return WebAddress.url(text)
  }
}
