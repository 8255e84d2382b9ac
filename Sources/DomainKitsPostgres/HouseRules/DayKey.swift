#if Postgres
  import HouseRulesKit

  /// A row of `house_check` or `house_temporary_assignee` without its house: a member's check of a rule on a day,
  /// or a member assigned a rule for one day.
  struct DayKey: Hashable, Sendable {
    let day: Int
    let rule: String
    let member: String

    init(_ check: RuleCheck) {
      day = check.day.dayNumber
      rule = check.rule.rawValue
      member = check.member.rawValue
    }

    init(day: Int, rule: String, member: String) {
      self.day = day
      self.rule = rule
      self.member = member
    }

    /// One key per member of each assignment.
    static func keys(of assignments: [TemporaryAssignment]) -> Set<DayKey> {
      Set(
        assignments.flatMap { assignment in
          assignment.members.map {
            DayKey(day: assignment.day.dayNumber, rule: assignment.rule.rawValue, member: $0.rawValue)
          }
        })
    }
  }
#endif
