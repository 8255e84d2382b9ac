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
