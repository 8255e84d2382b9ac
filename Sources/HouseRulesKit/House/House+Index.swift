/// A rotating rule's turns, computed ahead so that a day's assignee is one array read.
struct RotationSchedule: Hashable, Sendable {
  /// The rotation it schedules.
  let rotation: Rotation
  /// The house position of each rotation member, in rotation order.
  let memberPositions: [Int]
  /// The rotation index of each week's member from the first week; -1 where everyone was away.
  var turns: [Int8]
  /// The planner's state after the last computed week, to continue past ``turns`` on demand.
  var planner: RotationPlanner

  /// The house member bit of the week's member, or zero.
  func bit(forTurn turn: Int8) -> UInt64 {
    guard turn >= 0, Int(turn) < memberPositions.count else { return 0 }
    return 1 << UInt64(memberPositions[Int(turn)])
  }
}

extension House {
  /// How many weeks past the first week a schedule is computed at least (a year), and at most (ten years).
  static let minimumScheduledWeeks = 53
  static let maximumScheduledWeeks = 530

  /// Recomputes every index from members and rules: positions, weekday masks and rotation schedules.
  ///
  /// - Complexity: O(*r* × *m* + *s*) for *r* rules, *m* members and *s* the work of the rotation schedules.
  mutating func rebuildIndexes() {
    roster = members.map(\.id)
    memberPositions = Dictionary(members.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    rulePositions = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    weekdayMasks = Array(repeating: 0, count: rules.count * 7)
    for (position, rule) in rules.enumerated() {
      for assignment in rule.assignments {
        guard let bit = memberPositions[assignment.member] else { continue }
        for weekday in assignment.weekdays {
          weekdayMasks[position * 7 + weekday.isoNumber - 1] |= 1 << UInt64(bit)
        }
      }
    }
    schedules = rules.indices.map { makeSchedule(position: $0) }
  }

  /// Recomputes the schedules of the rotating rules for which `shouldRefresh` is true (all by default).
  mutating func refreshSchedules(where shouldRefresh: (Rotation) -> Bool = { _ in true }) {
    let positions = rules.indices.filter { rules[$0].rotation.map(shouldRefresh) ?? false }
    for position in positions {
      schedules[position] = makeSchedule(position: position)
    }
  }

  /// Notes that a check, temporary assignment or absence refers to `day`, extending schedules that end earlier.
  mutating func record(day: CalendarDay) {
    guard latestRecordedDay.map({ day > $0 }) ?? true else { return }
    latestRecordedDay = day
    let shortSchedules = rules.indices.filter { position in
      guard let rotation = rules[position].rotation else { return false }
      return (schedules[position]?.turns.count ?? 0) < scheduledWeeks(for: rotation)
    }
    for position in shortSchedules {
      schedules[position] = makeSchedule(position: position)
    }
  }

  /// The number of weeks a schedule of `rotation` covers: a year, or to the week after the latest recorded day,
  /// at most ten years.
  func scheduledWeeks(for rotation: Rotation) -> Int {
    let recorded = latestRecordedDay.map { rotation.turnIndex(of: $0) + 2 } ?? 0
    return min(max(Self.minimumScheduledWeeks, recorded), Self.maximumScheduledWeeks)
  }

  func makeSchedule(position: Int) -> RotationSchedule? {
    guard let rotation = rules[position].rotation else { return nil }
    let positions = rotation.members.compactMap { memberPositions[$0] }
    // The planner is a local value so that stepping it never shares (and copies) its arrays.
    var planner = RotationPlanner(strategy: rotation.strategy, memberCount: rotation.members.count)
    let weeks = scheduledWeeks(for: rotation)
    var turns: [Int8] = []
    turns.reserveCapacity(weeks)
    for _ in 0..<weeks {
      let turn = step(&planner, rotation: rotation, memberPositions: positions, position: position)
      turns.append(Int8(clamping: turn ?? -1))
    }
    return RotationSchedule(rotation: rotation, memberPositions: positions, turns: turns, planner: planner)
  }

  /// Decides the next week of a schedule from the house's absences and, for least-completed rotations, credits
  /// that week's checks of the rule.
  ///
  /// - Complexity: O(*m* × *a* + 7) for *m* rotation members and *a* absences; allocates nothing.
  func step(
    _ planner: inout RotationPlanner, rotation: Rotation, memberPositions: [Int], position: Int
  ) -> Int? {
    let monday = rotation.firstWeek.adding(days: planner.week * 7)
    let absences = self.absences
    let chosen = planner.nextTurn { index in
      guard !absences.isEmpty else { return false }
      let member = rotation.members[index]
      return absences.contains { $0.member == member && rotation.hasDuty(inWeekStarting: monday, during: $0) }
    }
    if rotation.strategy == .leastCompleted {
      for offset in 0..<7 {
        var mask = checkTable.mask(day: monday.dayNumber + offset, position: position)
        while mask != 0 {
          let bit = mask.trailingZeroBitCount
          mask &= mask &- 1
          if let index = memberPositions.firstIndex(of: bit) { planner.addCompleted(1, for: index) }
        }
      }
    }
    return chosen
  }

  /// The member bit of a rotating rule on a day: the schedule's turn, continued past the schedule if needed.
  func rotationBit(position: Int, schedule: RotationSchedule, on day: CalendarDay) -> UInt64 {
    let rotation = schedule.rotation
    guard day >= rotation.start, rotation.weekdays.contains(day.weekday) else { return 0 }
    let week = rotation.turnIndex(of: day)
    if week < schedule.turns.count { return schedule.bit(forTurn: schedule.turns[week]) }
    var planner = schedule.planner
    var turn: Int?
    while planner.week <= week {
      turn = step(
        &planner, rotation: schedule.rotation, memberPositions: schedule.memberPositions, position: position)
    }
    return schedule.bit(forTurn: Int8(clamping: turn ?? -1))
  }

  /// Who is assigned a rule on a day, as member bits, and whether temporary assignees replaced the usual ones.
  ///
  /// - Complexity: O(1) within the schedule of a rotating rule; beyond it, O(weeks past the schedule).
  func assigneeMask(position: Int, on day: CalendarDay) -> (mask: UInt64, isTemporary: Bool) {
    let temporary = temporaryTable.mask(day: day.dayNumber, position: position)
    if temporary != 0 { return (temporary, true) }
    if let schedule = schedules[position] {
      return (rotationBit(position: position, schedule: schedule, on: day), false)
    }
    return (weekdayMasks[position * 7 + day.weekday.isoNumber - 1], false)
  }

  /// The members of a mask, in join order.
  func memberIDs(in mask: UInt64) -> [HomieID] { HomieMask.ids(in: mask, roster: roster) }

  /// The mask of a list of members (unknown members are ignored).
  func mask(of ids: some Sequence<HomieID>) -> UInt64 {
    ids.reduce(0) { mask, id in memberPositions[id].map { mask | 1 << UInt64($0) } ?? mask }
  }
}
