extension House {
  /// Records that a member is away; rotations skip them for every week in which the absence covers a duty day.
  ///
  /// - Throws: ``HouseRulesError/unknownMember(_:)`` or ``HouseRulesError/invalidDateRange(from:through:)``; the
  ///   house is unchanged.
  /// - Complexity: replans every rotation, O(*w* × *m*) each.
  public mutating func addAbsence(_ absence: Absence) throws(HouseRulesError) {
    _ = try memberPosition(absence.member)
    guard absence.from <= absence.through else {
      throw .invalidDateRange(from: absence.from, through: absence.through)
    }
    absences.append(absence)
    record(day: absence.through)
    refreshSchedules()
  }

  /// Removes a recorded absence; returns whether there was one to remove.
  @discardableResult
  public mutating func removeAbsence(_ absence: Absence) -> Bool {
    guard let index = absences.firstIndex(of: absence) else { return false }
    absences.remove(at: index)
    refreshSchedules()
    return true
  }

  /// Whether a member is away on a day.
  public func isAway(_ member: HomieID, on day: CalendarDay) -> Bool {
    absences.contains { $0.member == member && $0.contains(day) }
  }

  /// The turns of a rotating rule for `weeks` weeks from the week containing `day`, as the house decides them:
  /// skipping absent members, and for least-completed rotations counting the checks on record before each week.
  /// Weeks before the rotation's first week are left out.
  ///
  /// - Parameters:
  ///   - rule: A rule with a rotation.
  ///   - day: A day of the first week listed.
  ///   - weeks: The number of weeks; clamped to 0...``Rotation/maximumPlannedWeeks``.
  /// - Throws: ``HouseRulesError/unknownRule(_:)``, or ``HouseRulesError/ruleHasNoAssignees(rule:)`` for a rule
  ///   without a rotation.
  /// - Complexity: O(*w*) within the computed schedule (a year ahead of the latest record), O(*w* × *m*) past it.
  public func rotationTurns(for rule: RuleID, from day: CalendarDay, weeks: Int) throws(HouseRulesError)
    -> [RotationTurn]
  {
    let position = try rulePosition(rule)
    guard let schedule = schedules[position] else { throw .ruleHasNoAssignees(rule: rules[position].name) }
    let rotation = schedule.rotation
    let first = max(rotation.turnIndex(of: day), 0)
    let count = min(max(weeks, 0), Rotation.maximumPlannedWeeks)
    let indices = turnIndices(schedule: schedule, position: position, weeks: first..<(first + count))
    var turns: [RotationTurn] = []
    turns.reserveCapacity(indices.count)
    for (offset, turn) in indices.enumerated() {
      let member = turn >= 0 && Int(turn) < rotation.members.count ? rotation.members[Int(turn)] : nil
      turns.append(RotationTurn(week: rotation.firstWeek.adding(days: (first + offset) * 7), member: member))
    }
    return turns
  }
}

extension House {
  /// The rotation index of each week in `weeks` (-1 where everyone is away): read from the schedule, then
  /// continued week by week past it.
  func turnIndices(schedule: RotationSchedule, position: Int, weeks: Range<Int>) -> [Int8] {
    var indices: [Int8] = []
    indices.reserveCapacity(weeks.count)
    var planner = schedule.planner
    for week in weeks {
      if week < 0 {
        indices.append(-1)
      } else if week < schedule.turns.count {
        indices.append(schedule.turns[week])
      } else {
        var decided: Int?
        while planner.week <= week {
          decided = step(
            &planner, rotation: schedule.rotation, memberPositions: schedule.memberPositions, position: position)
        }
        indices.append(Int8(clamping: decided ?? -1))
      }
    }
    return indices
  }
}
