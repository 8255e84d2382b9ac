/// A rule's weekly rotation: each week one member keeps the rule on its weekdays, and the turn moves on.
///
/// Weeks run Monday to Sunday, as Korean calendars show them. The first turn is the week that contains
/// ``start``; there are no duties before ``start``. A member who is away (an ``Absence`` covering one of the
/// week's duty days) is skipped that week. Who takes each week is decided by the ``strategy``:
///
/// - ``RotationStrategy/roundRobin``: the turn passes in ``members`` order to the next member who is not away.
///   A skipped member does not owe the turn later.
/// - ``RotationStrategy/leastCompleted``: the member (not away) who has completed the fewest duties of this
///   rule before the week starts takes it; ties go to the one with fewer turns, then the one whose last turn is
///   longer ago (never first), then ``members`` order. Completed duties are the checks on the house's record, so
///   a week's turn depends only on what happened before that week.
public struct Rotation: Hashable, Sendable, Codable {
  /// The members who take turns, in turn order (also the last tie-break); at least one, no repeats.
  public var members: [HomieID]
  /// The weekdays on which the week's member keeps the rule; at least one.
  public var weekdays: WeekdaySet
  /// How the next member is chosen.
  public var strategy: RotationStrategy
  /// The first day with a duty; the first turn is the week (Monday to Sunday) containing it.
  public var start: CalendarDay

  /// Creates a rotation.
  public init(members: [HomieID], weekdays: WeekdaySet, strategy: RotationStrategy = .roundRobin, start: CalendarDay) {
    self.members = members
    self.weekdays = weekdays
    self.strategy = strategy
    self.start = start
  }

  /// The Monday of the first turn's week.
  public var firstWeek: CalendarDay { start.mondayOfWeek }

  /// The turn number (0 for the first week) of the week containing `day`; negative before ``firstWeek``.
  public func turnIndex(of day: CalendarDay) -> Int {
    day.mondayOfWeek.days(since: firstWeek) / 7
  }
}

extension CalendarDay {
  /// The Monday of the week (Monday to Sunday) containing this day.
  var mondayOfWeek: CalendarDay { adding(days: 1 - weekday.isoNumber) }
}
