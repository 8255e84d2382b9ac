import Foundation

/// A notification an app should schedule, as a plain value: the kit never talks to a notification centre.
///
/// Identifiers are stable for the same member, day and kind, so an app can replace a pending request when the
/// house changes (a check makes the evening reminder unnecessary: recompute and remove what disappeared).
public struct Reminder: Identifiable, Hashable, Sendable, Codable {
  /// What a reminder is about.
  public enum Kind: Hashable, Sendable, Codable {
    /// The morning list of the member's todos of the day.
    case todayTodos
    /// The evening reminder of the member's todos not yet checked.
    case undoneTodos
    /// An event of the day.
    case event(EventID)
  }

  /// A stable identifier, such as `"todo-morning-2026-03-02-minjae"`.
  public let id: String
  /// What the reminder is about.
  public let kind: Kind
  /// The member to notify.
  public let recipient: HomieID
  /// When to deliver it.
  public let fireDate: Date
  /// The notification's title.
  public let title: String
  /// The notification's body.
  public let body: String
  /// The rules the reminder lists (empty for events).
  public let rules: [RuleID]

  /// Creates a reminder.
  public init(
    id: String, kind: Kind, recipient: HomieID, fireDate: Date, title: String, body: String, rules: [RuleID] = []
  ) {
    self.id = id
    self.kind = kind
    self.recipient = recipient
    self.fireDate = fireDate
    self.title = title
    self.body = body
    self.rules = rules
  }
}

extension House {
  /// The reminders of one day: for each member who wants notifications, the morning list of their todos of
  /// rules with notifications on, the evening reminder of those still unchecked, and a reminder of each event
  /// of the day they take part in.
  ///
  /// The evening reminder reflects the checks recorded when this is called; recompute after a check.
  ///
  /// - Complexity: O(*r* × *m*) for *r* rules and *m* members.
  public func reminders(
    on day: CalendarDay, settings: ReminderSettings = ReminderSettings(), strings: HouseRulesStrings = .korean
  ) -> [Reminder] {
    var reminders: [Reminder] = []
    let todos = todos(on: day).filter { $0.rule.notificationsEnabled && $0.hasAssignees }
    let dayEvents = events.filter { $0.date == day }
    for member in members where member.notificationsEnabled {
      let mine = todos.filter { $0.isAssigned(member.id) }
      let lists: [(Reminder.Kind, String, TimeOfDay, [Todo], String, ([String]) -> String)] = [
        (
          .todayTodos, "morning", settings.morningTime, mine, strings.todayTodosTitle,
          strings.morningReminderBody
        ),
        (
          .undoneTodos, "evening", settings.eveningTime, mine.filter { !$0.isChecked(by: member.id) },
          strings.undoneTodosTitle, strings.eveningReminderBody
        ),
      ]
      for (kind, slot, time, listed, title, body) in lists where !listed.isEmpty {
        reminders.append(
          Reminder(
            id: "todo-\(slot)-\(day)-\(member.id)", kind: kind, recipient: member.id, fireDate: fireDate(day, time),
            title: title, body: body(listed.map(\.rule.name)), rules: listed.map(\.id)))
      }
      for event in dayEvents where participants(of: event).contains(member.id) {
        reminders.append(
          Reminder(
            id: "event-\(event.id)-\(member.id)", kind: .event(event.id), recipient: member.id,
            fireDate: fireDate(day, settings.eventTime), title: strings.eventReminderTitle(event.name),
            body: strings.eventReminderBody(event.name)))
      }
    }
    return reminders.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
  }

  /// The reminders of every day from `from` through `through`, in firing order (at most 366 days are planned;
  /// an app schedules ahead a week or so and refreshes).
  public func reminders(
    from: CalendarDay, through: CalendarDay, settings: ReminderSettings = ReminderSettings(),
    strings: HouseRulesStrings = .korean
  ) -> [Reminder] {
    guard from <= through else { return [] }
    let last = min(through, from.adding(days: 365))
    return (from...last).flatMap { reminders(on: $0, settings: settings, strings: strings) }
  }

  private func fireDate(_ day: CalendarDay, _ time: TimeOfDay) -> Date {
    day.date(hour: time.hour, minute: time.minute, in: timeZone)
  }
}
