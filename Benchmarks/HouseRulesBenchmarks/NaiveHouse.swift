import HouseRulesKit

/// The original app's approach, in memory: rules and checks in flat lists, every query scanning them all
/// (TeamHous/Hous-Server `getRuleInfoAtRuleHome` ran `Check.find` per rule and assignee, then scanned the
/// results for today's date).
struct NaiveHouse: Sendable {
  struct Todo: Equatable {
    let rule: RuleID
    let assignees: [HomieID]
    let checked: [HomieID]
  }

  let members: [HomieID]
  let rules: [Rule]
  let checks: [RuleCheck]

  func assignees(of rule: Rule, on day: CalendarDay) -> [HomieID] {
    members.filter { member in rule.assignments.contains { $0.member == member && $0.weekdays.contains(day.weekday) } }
  }

  /// Today's todos: for every rule and assignee, a scan of every check.
  func todos(on day: CalendarDay) -> [Todo] {
    var todos: [Todo] = []
    for rule in rules where !rule.isKeyRule {
      let assigned = assignees(of: rule, on: day)
      let checked = assigned.filter { member in
        checks.contains { $0.rule == rule.id && $0.member == member && $0.day == day }
      }
      todos.append(Todo(rule: rule.id, assignees: assigned, checked: checked))
    }
    return todos.filter(\.assignees.isEmpty) + todos.filter { !$0.assignees.isEmpty }
  }

  /// Completion per member and rule: every day and rule for the duties, every check (with a scan of the rules
  /// to find its rule) for the completions.
  func statistics(from: CalendarDay, through: CalendarDay) -> [String: (assigned: Int, completed: Int)] {
    var counts: [String: (assigned: Int, completed: Int)] = [:]
    for day in from...through {
      for rule in rules where !rule.isKeyRule {
        for member in assignees(of: rule, on: day) {
          counts[rule.id.rawValue, default: (0, 0)].assigned += 1
          counts[member.rawValue, default: (0, 0)].assigned += 1
        }
      }
    }
    for check in checks where from <= check.day && check.day <= through {
      guard let rule = rules.first(where: { $0.id == check.rule }),
        assignees(of: rule, on: check.day).contains(check.member)
      else { continue }
      counts[rule.id.rawValue, default: (0, 0)].completed += 1
      counts[check.member.rawValue, default: (0, 0)].completed += 1
    }
    return counts
  }

  /// A year of least-completed turns: before each week, every member's completions counted by scanning all checks.
  func leastCompletedTurns(of rule: RuleID, members rotation: [HomieID], from start: CalendarDay, weeks: Int)
    -> [HomieID?]
  {
    var turns: [HomieID?] = []
    var turnCounts = Array(repeating: 0, count: rotation.count)
    for week in 0..<weeks {
      let monday = start.adding(days: week * 7)
      let done = rotation.map { member in
        checks.lazy.filter { $0.rule == rule && $0.member == member && $0.day < monday }.count
      }
      let chosen = rotation.indices.min { (done[$0], turnCounts[$0], $0) < (done[$1], turnCounts[$1], $1) }
      if let chosen { turnCounts[chosen] += 1 }
      turns.append(chosen.map { rotation[$0] })
    }
    return turns
  }
}
