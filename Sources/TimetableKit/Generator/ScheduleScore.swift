/// How good a generated timetable is; smaller is better.
///
/// Timetables compare by the number of days with classes (fewer first), then the number of free periods between
/// classes on the same day (fewer first), then the period of the earliest class of the week (later first).
/// Online and unscheduled courses count for nothing; clock-time meetings count for the periods they overlap.
public struct ScheduleScore: Hashable, Comparable, Sendable {
  /// The days with at least one class.
  public let daysUsed: Int
  /// The free periods between the first and last class of each day, summed over the week.
  public let gapPeriods: Int
  /// The earliest period any class starts in (16 when there is no class).
  public let earliestStart: Int

  /// Creates a score.
  public init(daysUsed: Int, gapPeriods: Int, earliestStart: Int) {
    self.daysUsed = daysUsed
    self.gapPeriods = gapPeriods
    self.earliestStart = earliestStart
  }

  /// Scores a week of occupied periods.
  init(_ mask: WeekMask) {
    var days = 0
    var gaps = 0
    var earliest = 16
    for day in Weekday.allCases {
      let bits = mask[day]
      guard bits != 0 else { continue }
      days += 1
      let first = bits.trailingZeroBitCount
      let last = 15 - bits.leadingZeroBitCount
      gaps += (last - first + 1) - bits.nonzeroBitCount
      earliest = min(earliest, first + 1)
    }
    self.init(daysUsed: days, gapPeriods: gaps, earliestStart: earliest)
  }

  /// Whether `lhs` is the better timetable.
  public static func < (lhs: ScheduleScore, rhs: ScheduleScore) -> Bool {
    (lhs.daysUsed, lhs.gapPeriods, -lhs.earliestStart) < (rhs.daysUsed, rhs.gapPeriods, -rhs.earliestStart)
  }
}
