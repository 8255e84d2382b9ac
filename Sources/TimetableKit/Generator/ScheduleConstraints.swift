/// A group of interchangeable sections: the student wants one of them (any section of 데이터베이스).
public struct CourseGroup: Hashable, Sendable {
  /// A label for the group, such as the course name.
  public let name: String
  /// The sections to choose from.
  public let sections: [Course]

  /// Creates a group.
  public init(name: String, sections: [Course]) {
    self.name = name
    self.sections = sections
  }
}

/// What every generated timetable must respect.
public struct ScheduleConstraints: Hashable, Sendable {
  /// No class may start before this period (1 allows all). Clock-time meetings may not start before it either.
  public var earliestPeriod: Int
  /// Days that must stay free.
  public var daysOff: WeekdaySet
  /// The most credits the timetable may hold, base courses included; `nil` for no limit beyond the base
  /// timetable's own.
  public var maxCredits: Credits?

  /// Creates constraints; with no arguments there are none.
  public init(earliestPeriod: Int = 1, daysOff: WeekdaySet = [], maxCredits: Credits? = nil) {
    self.earliestPeriod = earliestPeriod
    self.daysOff = daysOff
    self.maxCredits = maxCredits
  }
}

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

/// One conflict-free choice of a section from every group.
public struct GeneratedSchedule: Hashable, Sendable {
  /// The chosen sections, one per group, in group order (the base timetable's courses are not repeated).
  public let courses: [Course]
  /// The score of the whole week, base courses included.
  public let score: ScheduleScore

  /// The base timetable with the chosen sections added.
  ///
  /// - Throws: ``TimetableError`` only if `base` is not the generator's base (its courses were checked against
  ///   that one).
  public func timetable(addingTo base: Timetable) throws(TimetableError) -> Timetable {
    var timetable = base
    for course in courses { try timetable.add(course) }
    return timetable
  }
}
