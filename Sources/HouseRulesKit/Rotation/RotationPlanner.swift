/// Decides a rotation's turns one week at a time; the state needed to continue is the planner itself.
///
/// Members are rotation indices (positions in ``Rotation/members``). For each week, call ``nextTurn(isAway:)``
/// and then, for least-completed rotations, ``addCompleted(_:for:)`` with that week's completed duties.
struct RotationPlanner: Hashable, Sendable {
  let strategy: RotationStrategy
  /// The week the next call to ``nextTurn(isAway:)`` decides (0 for the first week).
  private(set) var week = 0
  /// Round robin: the rotation index first in line.
  private var next = 0
  /// Least completed: completed duties per rotation index, before ``week``.
  private var completed: [Int]
  /// Turns taken per rotation index.
  private var turnsTaken: [Int]
  /// The week of each rotation index's last turn; -1 for never, which sorts first.
  private var lastTurn: [Int]

  init(strategy: RotationStrategy, memberCount: Int) {
    self.strategy = strategy
    completed = Array(repeating: 0, count: memberCount)
    turnsTaken = Array(repeating: 0, count: memberCount)
    lastTurn = Array(repeating: -1, count: memberCount)
  }

  /// Decides the turn of ``week`` and moves to the next week: the rotation index of the member, or `nil` when
  /// every member is away.
  ///
  /// - Complexity: O(*m*) for *m* rotation members.
  mutating func nextTurn(isAway: (Int) -> Bool) -> Int? {
    defer { week += 1 }
    let count = turnsTaken.count
    guard count > 0 else { return nil }
    var chosen: Int?
    switch strategy {
    case .roundRobin:
      for offset in 0..<count where !isAway((next + offset) % count) {
        chosen = (next + offset) % count
        break
      }
      if let chosen { next = (chosen + 1) % count }
    case .leastCompleted:
      for index in 0..<count where !isAway(index) {
        if let best = chosen, !comesFirst(index, best) { continue }
        chosen = index
      }
    }
    if let chosen {
      turnsTaken[chosen] += 1
      lastTurn[chosen] = week
    }
    return chosen
  }

  /// Credits duties completed in the week just decided (least-completed rotations only use it).
  mutating func addCompleted(_ duties: Int, for index: Int) {
    guard completed.indices.contains(index) else { return }
    let (sum, overflow) = completed[index].addingReportingOverflow(duties)
    completed[index] = overflow ? .max : sum
  }

  /// The least-completed order: fewer completed duties, fewer turns, older last turn, list order.
  private func comesFirst(_ lhs: Int, _ rhs: Int) -> Bool {
    (completed[lhs], turnsTaken[lhs], lastTurn[lhs], lhs) < (completed[rhs], turnsTaken[rhs], lastTurn[rhs], rhs)
  }
}

extension Rotation {
  /// Whether the week starting on `monday` has a duty day (from ``start``) that the absence covers.
  func hasDuty(inWeekStarting monday: CalendarDay, during absence: Absence) -> Bool {
    weekdays.contains { weekday in
      let day = monday.adding(days: weekday.isoNumber - 1)
      return day >= start && absence.contains(day)
    }
  }

  /// The days of the week starting on `monday` on which the rotation has a duty (its weekdays, from ``start``).
  public func dutyDays(inWeekStarting monday: CalendarDay) -> [CalendarDay] {
    weekdays.map { monday.adding(days: $0.isoNumber - 1) }.filter { $0 >= start }
  }

  /// The turns of the first `count` weeks, from ``firstWeek``, for planning without a house.
  ///
  /// - Parameters:
  ///   - count: The number of weeks; clamped to 0...5_300 (about a century).
  ///   - isAway: Whether a member is away in the week starting on the given Monday (skipped that week).
  ///   - completedDuties: For least-completed rotations, the duties a member completed in the week starting
  ///     on the given Monday. `nil` projects the plan as if each week's member completed every duty of their turn.
  /// - Complexity: O(*w* × *m*) for *w* weeks and *m* rotation members.
  public func turns(
    count: Int, isAway: (HomieID, CalendarDay) -> Bool = { _, _ in false },
    completedDuties: ((HomieID, CalendarDay) -> Int)? = nil
  ) -> [RotationTurn] {
    var planner = RotationPlanner(strategy: strategy, memberCount: members.count)
    var turns: [RotationTurn] = []
    for week in 0..<min(max(count, 0), Self.maximumPlannedWeeks) {
      let monday = firstWeek.adding(days: week * 7)
      let chosen = planner.nextTurn { isAway(members[$0], monday) }
      turns.append(RotationTurn(week: monday, member: chosen.map { members[$0] }))
      guard strategy == .leastCompleted else { continue }
      if let completedDuties {
        for (index, member) in members.enumerated() {
          planner.addCompleted(max(completedDuties(member, monday), 0), for: index)
        }
      } else if let chosen {
        planner.addCompleted(dutyDays(inWeekStarting: monday).count, for: chosen)
      }
    }
    return turns
  }

  /// The most weeks ``turns(count:isAway:completedDuties:)`` plans: about a century.
  public static let maximumPlannedWeeks = 5_300
}
