extension Timetable {
  /// The courses of the timetable that clash with `course`, each with every overlap; empty when it fits.
  ///
  /// Online and unscheduled courses clash with nothing. A scheduled course that is already in the timetable is
  /// listed as clashing with itself (its periods are taken); use ``contains(_:)`` (or `add`, which throws
  /// ``TimetableError/alreadyAdded(_:)`` first) to tell a duplicate from a clash.
  ///
  /// - Complexity: O(1) when the course misses every occupied period; otherwise O(*n*) in the number of
  ///   courses, each pair checked with two AND operations (or, for clock-time courses, by comparing intervals).
  public func conflicts(with course: Course) -> [Conflict] {
    guard hasConflict(with: course) else { return [] }
    var conflicts: [Conflict] = []
    for entry in entries {
      let overlaps = Self.overlaps(between: entry.course, and: course, periodClock: periodClock)
      if !overlaps.isEmpty { conflicts.append(Conflict(course: entry.course, overlaps: overlaps)) }
    }
    return conflicts
  }

  /// Whether any course of the timetable clashes with `course`; allocates nothing on the period path.
  ///
  /// - Complexity: O(1) while neither side has clock-time meetings (one mask test against the union of the
  ///   timetable's periods); O(*n*) otherwise.
  public func hasConflict(with course: Course) -> Bool {
    guard course.delivery == .scheduled else { return false }
    if clockCourseCount == 0, !course.hasClockMeetings {
      return occupied.intersects(course.periodMask)
    }
    for entry in entries where Self.clashes(entry.course, course, periodClock: periodClock) {
      return true
    }
    return false
  }

  /// Whether two courses meet at the same time.
  ///
  /// - Complexity: O(1) for two period courses (the mask test); O(*a* × *b*) meetings otherwise, without
  ///   allocating.
  static func clashes(_ first: Course, _ second: Course, periodClock: PeriodClock) -> Bool {
    if !first.hasClockMeetings, !second.hasClockMeetings {
      return first.periodMask.intersects(second.periodMask)
    }
    guard first.delivery == .scheduled, second.delivery == .scheduled, !first.days.isDisjoint(with: second.days)
    else { return false }
    return first.anyMeeting(on: periodClock) { day, interval in
      second.anyMeeting(on: periodClock) { otherDay, other in day == otherDay && interval.overlaps(other) }
    }
  }

  /// Every overlap between two courses, by day and then time.
  static func overlaps(between first: Course, and second: Course, periodClock: PeriodClock) -> [Overlap] {
    var overlaps: [Overlap] = []
    if !first.hasClockMeetings, !second.hasClockMeetings {
      guard first.periodMask.intersects(second.periodMask) else { return [] }
      let shared = first.periodMask.intersection(second.periodMask)
      for day in Weekday.allCases {
        WeekMask.forEachRun(shared[day]) { run in
          guard let interval = periodClock.interval(ofPeriods: run) else { return }
          overlaps.append(Overlap(day: day, interval: interval, periods: run))
        }
      }
      return overlaps
    }
    for a in first.meetings(on: periodClock) {
      for b in second.meetings(on: periodClock) where a.day == b.day {
        guard let shared = a.interval.intersection(b.interval) else { continue }
        overlaps.append(Overlap(day: a.day, interval: shared, periods: periodClock.periods(overlapping: shared)))
      }
    }
    overlaps.sort { ($0.day, $0.interval.startMinute) < ($1.day, $1.interval.startMinute) }
    return merged(overlaps, periodClock: periodClock)
  }

  /// Joins sorted overlaps of one day that share minutes (a course meeting in two rooms at once would
  /// otherwise report the same clash twice).
  private static func merged(_ sorted: [Overlap], periodClock: PeriodClock) -> [Overlap] {
    var result: [Overlap] = []
    for overlap in sorted {
      if let last = result.last, last.day == overlap.day, overlap.interval.startMinute < last.interval.endMinute {
        let joined = ClockInterval(
          validStart: last.interval.startMinute, validEnd: max(last.interval.endMinute, overlap.interval.endMinute))
        result[result.count - 1] = Overlap(
          day: last.day, interval: joined, periods: periodClock.periods(overlapping: joined))
      } else {
        result.append(overlap)
      }
    }
    return result
  }
}
