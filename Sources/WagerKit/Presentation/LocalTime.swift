import Foundation

/// A wall-clock time in some zone, broken into the fields a ``DisplayPattern`` prints.
struct LocalTime: Equatable {
  /// The local day.
  let day: CalendarDay
  /// Seconds since local midnight, 0..<86,400.
  let secondOfDay: Int

  /// The local time of `date` with the zone's offset `offset` (seconds east of UTC) at that instant.
  ///
  /// Instants outside years 1...9999 stop at the first or last second of that range.
  init(_ date: Date, offset: Int) {
    let seconds = Self.clampedSeconds(date) + offset
    let (days, second) = seconds.quotientAndRemainder(dividingBy: 86_400)
    // Floor division: a negative remainder belongs to the previous day.
    day = CalendarDay(dayNumber: second < 0 ? days - 1 : days)
    secondOfDay = second < 0 ? second + 86_400 : second
  }

  var year: Int { day.year }
  var month: Int { day.month }
  var dayOfMonth: Int { day.day }
  var hour: Int { secondOfDay / 3_600 }
  var minute: Int { secondOfDay / 60 % 60 }
  var second: Int { secondOfDay % 60 }
  var weekday: Weekday { day.weekday }

  /// Whole seconds since 1970 of `date`, rounded down and clamped to years 1...9999 so the arithmetic never traps.
  static func clampedSeconds(_ date: Date) -> Int {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard seconds > minimumSeconds else { return Int(minimumSeconds) }  // also NaN
    guard seconds < maximumSeconds else { return Int(maximumSeconds) }
    return Int(seconds)
  }

  /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
  static let minimumSeconds: Double = -62_135_596_800
  static let maximumSeconds: Double = 253_402_300_799
}

/// A zone's UTC offsets over a span of instants, read from the zone once so each lookup is a search in a short array.
///
/// `TimeZone.secondsFromGMT(for:)` costs a lock and a database query per call; a history of 10,000 battles needs
/// 30,000 of them. Over the span of a couple's history a zone changes its offset a handful of times (Asia/Seoul
/// never since 1988), so the table holds the offset at the start of the span and every transition within it.
struct UTCOffsetTable {
  private let timeZone: TimeZone
  /// Instants (whole seconds since 1970) at which the offset changes, ascending.
  private var transitions: [Int] = []
  /// `offsets[i]` holds from `transitions[i - 1]` (or the start) up to `transitions[i]`.
  private var offsets: [Int]
  private let lowerBound: Int
  private var upperBound: Int

  /// At most this many transitions are read; instants past the last one read ask the zone directly.
  static let transitionLimit = 1_024

  /// A table for the instants from `lower` through `upper`; outside that span lookups ask the zone directly.
  init(_ timeZone: TimeZone, from lower: Date, through upper: Date) {
    self.timeZone = timeZone
    lowerBound = LocalTime.clampedSeconds(lower)
    upperBound = LocalTime.clampedSeconds(upper)
    let start = Date(timeIntervalSince1970: Double(lowerBound))
    offsets = [timeZone.secondsFromGMT(for: start)]
    var cursor = start
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next <= upper {
      guard transitions.count < Self.transitionLimit, next > cursor else {
        upperBound = LocalTime.clampedSeconds(cursor)
        break
      }
      transitions.append(LocalTime.clampedSeconds(next))
      offsets.append(timeZone.secondsFromGMT(for: next))
      cursor = next
    }
  }

  /// The zone's offset at `date`, in seconds east of UTC.
  ///
  /// - Complexity: O(log *t*) in the number of transitions in the span; O(1) for a zone without any.
  func offset(at date: Date) -> Int {
    let seconds = LocalTime.clampedSeconds(date)
    guard seconds >= lowerBound, seconds <= upperBound else { return timeZone.secondsFromGMT(for: date) }
    if transitions.isEmpty { return offsets[0] }
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
    }
    return offsets[low]
  }

  /// The local time of `date` in the table's zone.
  func localTime(_ date: Date) -> LocalTime {
    LocalTime(date, offset: offset(at: date))
  }
}
