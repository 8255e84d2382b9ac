import Foundation

/// A wall-clock time in some zone, to the second, broken into the fields that display patterns print.
package struct LocalDateTime: Equatable, Sendable {
  /// The local day.
  package let day: CalendarDay
  /// Seconds since local midnight, 0..<86,400.
  package let secondOfDay: Int

  /// The local time of `date` with the zone's offset `offset` (seconds east of UTC) at that instant.
  ///
  /// Instants outside years 1...9999 stop at the first or last second of that range.
  package init(_ date: Date, offset: Int) {
    let seconds = Self.clampedSeconds(date) + offset
    let (days, second) = seconds.quotientAndRemainder(dividingBy: 86_400)
    // Floor division: a negative remainder belongs to the previous day.
    day = CalendarDay(dayNumber: second < 0 ? days - 1 : days)
    secondOfDay = second < 0 ? second + 86_400 : second
  }

  package var year: Int { day.year }
  package var month: Int { day.month }
  package var dayOfMonth: Int { day.day }
  package var hour: Int { secondOfDay / 3_600 }
  package var minute: Int { secondOfDay / 60 % 60 }
  package var second: Int { secondOfDay % 60 }
  package var weekday: Weekday { day.weekday }

  /// Whole seconds since 1970 of `date`, rounded down and clamped to years 1...9999 so the arithmetic never traps.
  package static func clampedSeconds(_ date: Date) -> Int {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard seconds > minimumSeconds else { return Int(minimumSeconds) }  // also NaN
    guard seconds < maximumSeconds else { return Int(maximumSeconds) }
    return Int(seconds)
  }

  /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
  package static let minimumSeconds: Double = -62_135_596_800
  package static let maximumSeconds: Double = 253_402_300_799
}
