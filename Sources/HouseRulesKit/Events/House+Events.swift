import Foundation

extension House {
  /// Checks an event's name and participants and returns it with its name trimmed. Does not look at the other
  /// events (see ``addEvent(_:)`` for identity and count).
  ///
  /// - Throws: a ``NameField/event`` name error, ``HouseRulesError/unknownMember(_:)`` or
  ///   ``HouseRulesError/duplicateParticipant(event:member:)``.
  /// - Complexity: O(*p* + *n*) for *p* participants and *n* characters of the name.
  public func validate(_ event: HouseEvent) throws(HouseRulesError) -> HouseEvent {
    var event = event
    event.name = try NameText.validated(event.name, field: .event, limit: limits.eventName)
    var seen: Set<HomieID> = []
    for member in event.participants {
      guard memberPositions[member] != nil else { throw .unknownMember(member) }
      guard seen.insert(member).inserted else { throw .duplicateParticipant(event: event.name, member: member) }
    }
    return event
  }

  /// Adds an event.
  ///
  /// - Throws: ``HouseRulesError/duplicateID(_:)``, ``HouseRulesError/tooManyEvents(limit:)`` (past events count
  ///   until they are removed) or any error of ``validate(_:)-(HouseEvent)``; the house is unchanged.
  public mutating func addEvent(_ event: HouseEvent) throws(HouseRulesError) {
    guard !isUsed(event.id.rawValue, by: .event) else { throw .duplicateID(event.id.rawValue) }
    guard events.count < limits.events else { throw .tooManyEvents(limit: limits.events) }
    events.append(try validate(event))
  }

  /// Replaces an event (matched by identifier).
  ///
  /// - Throws: ``HouseRulesError/unknownEvent(_:)`` or any error of ``validate(_:)-(HouseEvent)``.
  public mutating func updateEvent(_ event: HouseEvent) throws(HouseRulesError) {
    guard let index = events.firstIndex(where: { $0.id == event.id }) else { throw .unknownEvent(event.id) }
    events[index] = try validate(event)
  }

  /// Removes an event.
  ///
  /// - Throws: ``HouseRulesError/unknownEvent(_:)``.
  public mutating func removeEvent(_ id: EventID) throws(HouseRulesError) {
    guard let index = events.firstIndex(where: { $0.id == id }) else { throw .unknownEvent(id) }
    events.remove(at: index)
  }

  /// The events on `today` or later, soonest first (events of one day in the order they were added), each with
  /// its D-day counted from `today`.
  ///
  /// - Complexity: O(*e* log *e*) for *e* events.
  public func upcomingEvents(from today: CalendarDay) -> [UpcomingEvent] {
    events.enumerated()
      .filter { $0.element.date >= today }
      .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
      .map { UpcomingEvent(event: $0.element, dDay: DDay(from: today, to: $0.element.date)) }
  }

  /// The members an event concerns: its participants, or everyone when it lists none.
  public func participants(of event: HouseEvent) -> [HomieID] {
    event.participants.isEmpty ? roster : event.participants
  }
}

/// An event with its D-day, as the home screen lists it.
public struct UpcomingEvent: Identifiable, Hashable, Sendable {
  /// The event.
  public let event: HouseEvent
  /// The days until the event.
  public let dDay: DDay

  /// Creates an upcoming event.
  public init(event: HouseEvent, dDay: DDay) {
    self.event = event
    self.dDay = dDay
  }

  /// The event's identifier.
  public var id: EventID { event.id }
}

/// The number of days until a date, and its display text ("D-DAY", "D-3", "D+2").
public struct DDay: Hashable, Comparable, Sendable, Codable {
  /// Days from today to the date: 0 on the day, positive before it, negative after it.
  public let days: Int

  /// The D-day of `date` seen from `today`.
  public init(from today: CalendarDay, to date: CalendarDay) {
    days = date.days(since: today)
  }

  /// Creates a D-day from a number of days.
  public init(days: Int) {
    self.days = days
  }

  /// The D-day of `date` seen from the day that `now` returns in `timeZone` (Seoul by default).
  ///
  /// The kit never reads the system clock: the app passes its clock (`Date.init`), tests a fixed one.
  public init(to date: CalendarDay, in timeZone: TimeZone = .seoul, now: DateProvider) {
    self.init(from: CalendarDay(now(), in: timeZone), to: date)
  }

  /// The display text: "D-DAY" on the day, "D-3" three days before, "D+2" two days after (replaceable through
  /// ``HouseRulesStrings``).
  public func text(_ strings: HouseRulesStrings = .korean) -> String {
    strings.dDay(days)
  }

  /// Orders D-days by their number of days: sooner first.
  public static func < (lhs: DDay, rhs: DDay) -> Bool { lhs.days < rhs.days }
}
