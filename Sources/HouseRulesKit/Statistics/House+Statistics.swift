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
    var remaining = mask
    while remaining != 0 {
      let bit = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      if bit < memberAssigned.count { memberAssigned[bit] += weight }
    }
  }

  /// Counts one completed duty for every member of `mask`.
  mutating func complete(_ mask: UInt64, rule position: Int) {
    ruleCompleted[position] += mask.nonzeroBitCount
    var remaining = mask
    while remaining != 0 {
      let bit = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      if bit < memberCompleted.count { memberCompleted[bit] += 1 }
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
        let duties = rotation.weekdays.reduce(0) { count, weekday in
          let day = monday.adding(days: weekday.isoNumber - 1)
          return day >= rotation.start && plan.from <= day && day <= plan.through ? count + 1 : count
        }
        assign(bit, rule: position, weight: duties)
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
    let isKeyRule = house.rules.map(\.isKeyRule)
    let isRotating = house.schedules.map { $0 != nil }
    let weekdayMasks = house.weekdayMasks
    var completedByMember = BitCounters()
    var completedByRule = Array(repeating: 0, count: isKeyRule.count)
    for dayNumber in days {
      guard let masks = house.checkTable.masks(day: dayNumber) else { continue }
      let day = CalendarDay(dayNumber: dayNumber)
      let temporary = house.temporaryTable.masks(day: dayNumber) ?? []
      let weekdayOffset = day.weekday.isoNumber - 1
      for position in masks.indices {
        let checked = masks[position]
        guard checked != 0, !isKeyRule[position] else { continue }
        let override = position < temporary.count ? temporary[position] : 0
        let assignees: UInt64
        if override != 0 {
          assignees = override
        } else if isRotating[position] {
          assignees = plan.mask(of: house, position: position, on: day)
        } else {
          assignees = weekdayMasks[position &* 7 &+ weekdayOffset]
        }
        let completed = checked & assignees
        completedByRule[position] &+= completed.nonzeroBitCount
        completedByMember.add(completed)
      }
    }
    for position in completedByRule.indices {
      ruleCompleted[position] += completedByRule[position]
    }
    for member in memberCompleted.indices {
      memberCompleted[member] += completedByMember.count(ofBit: member)
    }
  }
}

/// One counter per bit of a 64-bit mask, kept as binary digit planes (bit-sliced): adding a mask costs a few
/// word operations whatever its number of bits, where counting bit by bit would branch on each.
struct BitCounters {
  /// `planes[i]` holds digit `i` (value 2^i) of every bit's counter; 64 digits hold any count an `Int` can.
  private var planes = [UInt64](repeating: 0, count: 64)

  /// Adds one to the counter of every bit set in `mask`.
  mutating func add(_ mask: UInt64) {
    var carry = mask
    var index = 0
    while carry != 0, index < 64 {
      let overflow = planes[index] & carry
      planes[index] ^= carry
      carry = overflow
      index &+= 1
    }
  }

  /// The counter of one bit (0...63).
  func count(ofBit bit: Int) -> Int {
    guard (0..<64).contains(bit) else { return 0 }
    var count = 0
    for digit in 0..<63 where planes[digit] >> UInt64(bit) & 1 == 1 {
      count |= 1 << digit
    }
    return count
  }
}
