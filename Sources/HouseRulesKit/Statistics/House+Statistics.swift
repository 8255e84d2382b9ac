extension House {
  /// Completion of every member and every rule from `from` through `through` (empty when `from > through`).
  ///
  /// Fixed assignments are counted per weekday (how many Mondays the range holds, times the Monday assignees),
  /// rotations week by week, temporary assignees as corrections on their days, and checks from the days on
  /// record only, so a year costs about as much as the checks in it.
  ///
  /// - Complexity: O(*r* × 7 + *w* × *q* + *d* × *r*) for *r* rules, *w* weeks, *q* rotating rules and *d* days
  ///   with checks in the range.
  public func completionStatistics(from: CalendarDay, through: CalendarDay) -> CompletionStatistics {
    var tally = Tally(members: members.count, rules: rules.count)
    if from <= through {
      let plan = DutyPlan(house: self, from: from, through: through)
      tally.countFixedDuties(of: self, plan: plan)
      tally.countRotationDuties(of: self, plan: plan)
      tally.correctForTemporaryAssignees(of: self, plan: plan)
      tally.countChecks(of: self, plan: plan)
    }
    return CompletionStatistics(
      from: from, through: through,
      members: members.indices.map {
        MemberCompletion(
          member: members[$0].id,
          completion: Completion(assigned: tally.memberAssigned[$0], completed: tally.memberCompleted[$0]))
      },
      rules: rules.indices.filter { !rules[$0].isKeyRule }.map {
        RuleCompletion(
          rule: rules[$0].id,
          completion: Completion(assigned: tally.ruleAssigned[$0], completed: tally.ruleCompleted[$0]))
      })
  }
}

/// The usual assignees of every rule over a range, without temporary assignees.
private struct DutyPlan {
  let from: CalendarDay
  let through: CalendarDay
  /// How many of each weekday (Monday first) the range holds.
  let weekdayCounts: [Int]
  /// For rotating rules: the first week index of the range and each week's member bit.
  let rotationBits: [Int: (firstWeek: Int, bits: [UInt64])]

  init(house: House, from: CalendarDay, through: CalendarDay) {
    self.from = from
    self.through = through
    let dayCount = through.days(since: from) + 1
    var counts = Array(repeating: dayCount / 7, count: 7)
    for extra in 0..<(dayCount % 7) {
      counts[(from.weekday.isoNumber - 1 + extra) % 7] += 1
    }
    weekdayCounts = counts
    var rotationBits: [Int: (firstWeek: Int, bits: [UInt64])] = [:]
    for (position, schedule) in house.schedules.enumerated() {
      guard let schedule else { continue }
      let firstWeek = schedule.rotation.turnIndex(of: from)
      let lastWeek = schedule.rotation.turnIndex(of: through)
      let turns = house.turnIndices(schedule: schedule, position: position, weeks: firstWeek..<(lastWeek + 1))
      rotationBits[position] = (firstWeek, turns.map { schedule.bit(forTurn: $0) })
    }
    self.rotationBits = rotationBits
  }

  /// The usual assignees of a rule on a day of the range.
  func mask(of house: House, position: Int, on day: CalendarDay) -> UInt64 {
    guard let rotation = house.schedules[position]?.rotation else {
      return house.weekdayMasks[position * 7 + day.weekday.isoNumber - 1]
    }
    guard day >= rotation.start, rotation.weekdays.contains(day.weekday),
      let weeks = rotationBits[position]
    else { return 0 }
    let offset = rotation.turnIndex(of: day) - weeks.firstWeek
    return weeks.bits.indices.contains(offset) ? weeks.bits[offset] : 0
  }
}

/// Running counts of duties and checks.
private struct Tally {
  var memberAssigned: [Int]
  var memberCompleted: [Int]
  var ruleAssigned: [Int]
  var ruleCompleted: [Int]

  init(members: Int, rules: Int) {
    memberAssigned = Array(repeating: 0, count: members)
    memberCompleted = memberAssigned
    ruleAssigned = Array(repeating: 0, count: rules)
    ruleCompleted = ruleAssigned
  }

  /// Adds (or, with a negative weight, removes) `weight` duties for every member of `mask`.
  mutating func assign(_ mask: UInt64, rule position: Int, weight: Int = 1) {
    ruleAssigned[position] += mask.nonzeroBitCount * weight
    forEachBit(mask) { memberAssigned[$0] += weight }
  }

  mutating func complete(_ mask: UInt64, rule position: Int) {
    ruleCompleted[position] += mask.nonzeroBitCount
    forEachBit(mask) { memberCompleted[$0] += 1 }
  }

  private func forEachBit(_ mask: UInt64, _ body: (Int) -> Void) {
    var remaining = mask
    while remaining != 0 {
      let bit = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      if bit < memberAssigned.count { body(bit) }
    }
  }

  mutating func countFixedDuties(of house: House, plan: DutyPlan) {
    for position in house.rules.indices where !house.rules[position].isKeyRule && house.schedules[position] == nil {
      for weekday in 0..<7 where plan.weekdayCounts[weekday] > 0 {
        assign(house.weekdayMasks[position * 7 + weekday], rule: position, weight: plan.weekdayCounts[weekday])
      }
    }
  }

  mutating func countRotationDuties(of house: House, plan: DutyPlan) {
    for (position, weeks) in plan.rotationBits {
      guard let rotation = house.schedules[position]?.rotation else { continue }
      for (offset, bit) in weeks.bits.enumerated() where bit != 0 {
        let monday = rotation.firstWeek.adding(days: (weeks.firstWeek + offset) * 7)
        let duties = rotation.dutyDays(inWeekStarting: monday).lazy.filter { plan.from <= $0 && $0 <= plan.through }
        assign(bit, rule: position, weight: duties.count)
      }
    }
  }

  mutating func correctForTemporaryAssignees(of house: House, plan: DutyPlan) {
    for entry in house.temporaryTable.entries {
      let day = CalendarDay(dayNumber: entry.day)
      guard plan.from <= day, day <= plan.through, !house.rules[entry.position].isKeyRule else { continue }
      assign(plan.mask(of: house, position: entry.position, on: day), rule: entry.position, weight: -1)
      assign(entry.mask, rule: entry.position)
    }
  }

  mutating func countChecks(of house: House, plan: DutyPlan) {
    let dayCount = plan.through.days(since: plan.from) + 1
    let days: [Int] =
      dayCount <= house.checkTable.days.count
      ? (0..<dayCount).map { plan.from.dayNumber + $0 }
      : house.checkTable.days.keys.filter { plan.from.dayNumber <= $0 && $0 <= plan.through.dayNumber }
    for dayNumber in days {
      guard let masks = house.checkTable.masks(day: dayNumber) else { continue }
      let day = CalendarDay(dayNumber: dayNumber)
      let temporary = house.temporaryTable.masks(day: dayNumber) ?? []
      for position in masks.indices where masks[position] != 0 && !house.rules[position].isKeyRule {
        let override = position < temporary.count ? temporary[position] : 0
        let assignees = override != 0 ? override : plan.mask(of: house, position: position, on: day)
        complete(masks[position] & assignees, rule: position)
      }
    }
  }
}
