extension House {
  /// Walks the whole house and returns every broken invariant (empty when sound). Tests call it after each
  /// mutation; it costs O(*r* × *m* + recorded days).
  func invariantViolations() -> [String] {
    var problems: [String] = []
    func expect(_ condition: Bool, _ problem: @autoclosure () -> String) {
      if !condition { problems.append(problem()) }
    }
    expect(members.count <= limits.members, "more members than the limit")
    expect(roster == members.map(\.id), "roster out of step with members")
    expect(memberPositions.count == members.count, "duplicate member identifiers")
    for (position, member) in members.enumerated() {
      expect(memberPositions[member.id] == position, "member \(member.id) indexed at the wrong position")
      expect((try? validate(member)) == member, "member \(member.id) is not valid and trimmed")
    }
    expect(categories.count <= limits.categories, "more categories than the limit")
    expect(Set(categories.map(\.id)).count == categories.count, "duplicate category identifiers")
    expect(rulePositions.count == rules.count, "duplicate rule identifiers")
    expect(weekdayMasks.count == rules.count * 7, "weekday masks out of step with rules")
    expect(schedules.count == rules.count, "schedules out of step with rules")
    for (position, rule) in rules.enumerated() {
      expect(rulePositions[rule.id] == position, "rule \(rule.id) indexed at the wrong position")
      expect((try? validate(rule)) == rule, "rule \(rule.id) is not valid and trimmed")
      expect((schedules[safe: position] ?? nil)?.rotation == rule.rotation, "rule \(rule.id) has a stale schedule")
      for weekday in Weekday.allCases where weekdayMasks.count == rules.count * 7 {
        let expected = mask(of: rule.assignments.filter { $0.weekdays.contains(weekday) }.map(\.member))
        expect(weekdayMasks[position * 7 + weekday.isoNumber - 1] == expected, "rule \(rule.id) has stale masks")
      }
    }
    let memberBits: UInt64 = members.count == 64 ? .max : (1 << UInt64(members.count)) - 1
    for entry in checkTable.entries {
      expect(entry.position < rules.count, "a check of a removed rule")
      expect(entry.mask & ~memberBits == 0, "a check by a removed member")
    }
    for entry in temporaryTable.entries {
      expect(entry.position < rules.count && !rules[entry.position].isKeyRule, "temporary assignees of a key rule")
      expect(entry.mask & ~memberBits == 0, "a temporary assignee who left")
    }
    expect(events.count <= limits.events, "more events than the limit")
    for event in events {
      expect((try? validate(event)) == event, "event \(event.id) is not valid and trimmed")
    }
    for absence in absences {
      expect(memberPositions[absence.member] != nil && absence.from <= absence.through, "invalid absence")
    }
    return problems
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
