import Foundation

/// Enumerates conflict-free timetables from the courses a student wants.
///
/// Each wanted course is a ``CourseGroup`` of interchangeable sections; a timetable takes one section from every
/// group. The generator drops sections that break the ``ScheduleConstraints`` or clash with the base timetable,
/// precomputes which sections clash with which as bit rows, then backtracks: choosing a section ORs its row into
/// the set of excluded sections, so each step is a few word operations however many sections there are.
///
/// ```swift
/// let generator = ScheduleGenerator(groups: wanted, constraints: .init(earliestPeriod: 2, daysOff: [.friday]))
/// for schedule in generator.schedules(limit: 100) { ... }   // lazily, in search order
/// generator.best(5)                                          // the 5 best by ScheduleScore
/// ```
public struct ScheduleGenerator: Sendable {
  /// The wanted courses.
  public let groups: [CourseGroup]
  /// The constraints every timetable respects.
  public let constraints: ScheduleConstraints
  /// The timetable the chosen sections are added to.
  public let base: Timetable

  /// Every section of every group, flattened.
  let sections: [Course]
  /// For each group, the indices into `sections` that survive the constraints.
  let candidates: [[Int]]
  /// Row *i* has bit *j* set when sections *i* and *j* clash; `words` words per row.
  let conflictRows: [UInt64]
  let words: Int
  /// The periods each section occupies (clock meetings mapped to the periods they overlap), for scoring.
  let displayMasks: [WeekMask]
  let baseMask: WeekMask
  let creditLimit: Credits?

  /// Prepares the search over an empty base timetable (whose id is all zeros; the schedules carry no id).
  ///
  /// - Complexity: O(*s*²) pair checks for *s* sections, each O(1) for period courses.
  public init(groups: [CourseGroup], constraints: ScheduleConstraints = ScheduleConstraints()) {
    let emptyID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    self.init(groups: groups, constraints: constraints, base: Timetable(id: emptyID))
  }

  /// Prepares the search: filters sections and computes every pairwise clash once.
  ///
  /// - Complexity: O(*s*²) pair checks for *s* sections, each O(1) for period courses.
  public init(groups: [CourseGroup], constraints: ScheduleConstraints = ScheduleConstraints(), base: Timetable) {
    self.groups = groups
    self.constraints = constraints
    self.base = base
    let sections = groups.flatMap(\.sections)
    self.sections = sections
    let periodClock = base.periodClock
    let earliestMinute =
      constraints.earliestPeriod <= ScheduleParser.periodRange.lowerBound
      ? 0 : periodClock.interval(ofPeriod: constraints.earliestPeriod)?.startMinute ?? Int.max

    var candidates: [[Int]] = []
    var offset = 0
    for group in groups {
      let indices = offset..<(offset + group.sections.count)
      candidates.append(
        indices.filter { index in
          let course = sections[index]
          if !course.days.isDisjoint(with: constraints.daysOff) { return false }
          if course.slots.contains(where: { $0.startPeriod < constraints.earliestPeriod }) { return false }
          if course.clockMeetings.contains(where: { $0.interval.startMinute < earliestMinute }) { return false }
          return !base.contains(course.id) && !base.hasConflict(with: course)
        })
      offset += group.sections.count
    }
    self.candidates = candidates

    let words = max(1, (sections.count + 63) / 64)
    self.words = words
    var rows = [UInt64](repeating: 0, count: sections.count * words)
    for i in sections.indices {
      for j in sections.indices where i < j {
        let clash =
          sections[i].id == sections[j].id || Timetable.clashes(sections[i], sections[j], periodClock: periodClock)
        guard clash else { continue }
        rows[i * words + j / 64] |= 1 << UInt64(j % 64)
        rows[j * words + i / 64] |= 1 << UInt64(i % 64)
      }
    }
    conflictRows = rows
    displayMasks = sections.map { Self.displayMask(of: $0, periodClock: periodClock) }
    baseMask = base.courses.reduce(WeekMask.empty) { $0.union(Self.displayMask(of: $1, periodClock: periodClock)) }
    switch (constraints.maxCredits, base.creditLimit) {
    case (let limit?, let other?): creditLimit = min(limit, other)
    case (let limit?, nil), (nil, let limit?): creditLimit = limit
    case (nil, nil): creditLimit = nil
    }
  }

  /// The conflict-free timetables, lazily, in search order (sections in the order given), at most `limit`.
  public func schedules(limit: Int = 10_000) -> ScheduleSequence {
    ScheduleSequence(generator: self, limit: max(0, limit))
  }

  /// The `count` best timetables by ``ScheduleScore`` among the first `limit` found, best first; ties keep
  /// search order.
  ///
  /// - Complexity: O(`limit` × (*g* + `count`)) for *g* groups.
  public func best(_ count: Int, examining limit: Int = 10_000) -> [GeneratedSchedule] {
    guard count > 0 else { return [] }
    var best: [GeneratedSchedule] = []
    for schedule in schedules(limit: limit) {
      if best.count == count, let last = best.last, !(schedule.score < last.score) { continue }
      let position = best.firstIndex { schedule.score < $0.score } ?? best.count
      best.insert(schedule, at: position)
      if best.count > count { best.removeLast() }
    }
    return best
  }

  /// The periods a course occupies for scoring and display: its slots, and its clock meetings' periods.
  static func displayMask(of course: Course, periodClock: PeriodClock) -> WeekMask {
    var mask = course.periodMask
    for meeting in course.clockMeetings {
      mask.insert(periodClock.displayPeriods(for: meeting.interval), on: meeting.day)
    }
    return mask
  }
}
