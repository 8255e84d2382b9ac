import Foundation

/// A shared home: its members, rule categories, rules, checks, events and absences, with every rule of the
/// domain enforced by its mutating methods.
///
/// `House` is a value. Each mutating method validates its input against the house's ``limits`` and current
/// state, and either applies the whole change or throws a ``HouseRulesError`` and leaves the house untouched.
/// Queries take explicit days (`CalendarDay`, in the house's ``timeZone``); use ``today(now:)`` to turn an
/// instant into the house's day.
///
/// ```swift
/// var house = try House(id: "h1", name: "망원동 하우스")
/// try house.addMember(Homie(id: "minjae", name: "민재"))
/// try house.addCategory(RuleCategory(id: "clean", name: "청소", icon: .clean))
/// try house.addRule(Rule(id: "dishes", name: "설거지", category: "clean",
///                        assignments: [RuleAssignment(member: "minjae", weekdays: [.monday])]))
/// let monday = try CalendarDay(year: 2026, month: 3, day: 2)
/// try house.check(rule: "dishes", member: "minjae", on: monday)
/// house.todos(on: monday).first?.isAllChecked  // true
/// ```
///
/// Checks and temporary assignees are indexed by day, so ``todos(on:)`` reads one day's record and never
/// scans the history.
public struct House: Identifiable, Sendable {
  /// The house's identifier.
  public let id: HouseID
  /// The house's name.
  public internal(set) var name: String
  /// The zone in which the house's days begin and end (Seoul by default).
  public let timeZone: TimeZone
  /// The limits the house enforces.
  public let limits: HouseLimits
  /// The members, in the order they joined (see ``orderedMembers(me:)`` for the display order).
  public internal(set) var members: [Homie] = []
  /// The rule categories, in the order they were added.
  public internal(set) var categories: [RuleCategory] = []
  /// The rules, key rules included, in the order they were added.
  public internal(set) var rules: [Rule] = []
  /// The events, in the order they were added (see ``upcomingEvents(from:)`` for the display order).
  public internal(set) var events: [HouseEvent] = []
  /// The members' absences, in the order they were recorded.
  public internal(set) var absences: [Absence] = []

  // MARK: Storage and indexes (see House+Index.swift)

  /// Member position (bit number in every mask) by identifier.
  var memberPositions: [HomieID: Int] = [:]
  /// The members' identifiers in join order (bit `n` of a mask is `roster[n]`).
  var roster: [HomieID] = []
  /// Rule position by identifier.
  var rulePositions: [RuleID: Int] = [:]
  /// Fixed assignees by rule position and weekday: `weekdayMasks[position * 7 + isoWeekday - 1]`.
  var weekdayMasks: [UInt64] = []
  /// The rotation schedule of each rule position (`nil` for rules without a rotation).
  var schedules: [RotationSchedule?] = []
  /// Checks: who checked which rule on which day.
  var checkTable = DayMaskTable()
  /// Temporary assignees that replace a rule's assignees on one day.
  var temporaryTable = DayMaskTable()
  /// The latest day any check, temporary assignment or absence refers to: rotation schedules are kept
  /// computed at least this far.
  var latestRecordedDay: CalendarDay?

  /// Creates an empty house, with the limits ``HouseLimits/normalized``.
  ///
  /// - Throws: ``HouseRulesError/emptyName(_:)``, ``HouseRulesError/nameTooLong(_:name:limit:)`` or
  ///   ``HouseRulesError/invalidCharacters(_:name:)`` for the name.
  public init(id: HouseID, name: String, timeZone: TimeZone = .seoul, limits: HouseLimits = .original)
    throws(HouseRulesError)
  {
    let limits = limits.normalized
    self.id = id
    self.name = try NameText.validated(name, field: .house, limit: limits.houseName)
    self.timeZone = timeZone
    self.limits = limits
  }

  /// The house's day at the instant `now` returns, in the house's time zone.
  ///
  /// The kit never reads the system clock: the app passes its clock (`Date.init`), tests a fixed one.
  public func today(now: DateProvider) -> CalendarDay {
    CalendarDay(now(), in: timeZone)
  }

  /// Renames the house.
  ///
  /// - Throws: the name's validation error; the house is unchanged.
  public mutating func rename(to name: String) throws(HouseRulesError) {
    self.name = try NameText.validated(name, field: .house, limit: limits.houseName)
  }

  // MARK: Lookup

  /// The member with this identifier, if any.
  public func member(_ id: HomieID) -> Homie? {
    memberPositions[id].map { members[$0] }
  }

  /// The rule with this identifier, if any.
  public func rule(_ id: RuleID) -> Rule? {
    rulePositions[id].map { rules[$0] }
  }

  /// The category with this identifier, if any.
  public func category(_ id: CategoryID) -> RuleCategory? {
    categories.first { $0.id == id }
  }

  /// The event with this identifier, if any.
  public func event(_ id: EventID) -> HouseEvent? {
    events.first { $0.id == id }
  }

  /// The key rules, in the order they were added.
  public var keyRules: [Rule] { rules.filter(\.isKeyRule) }

  /// The rules of one category, in the order they were added.
  public func rules(in category: CategoryID) -> [Rule] {
    rules.filter { $0.category == category }
  }

  func memberPosition(_ id: HomieID) throws(HouseRulesError) -> Int {
    guard let position = memberPositions[id] else { throw .unknownMember(id) }
    return position
  }

  func rulePosition(_ id: RuleID) throws(HouseRulesError) -> Int {
    guard let position = rulePositions[id] else { throw .unknownRule(id) }
    return position
  }

  /// Whether an identifier is used by any member, category, rule or event (identifiers are unique per kind).
  func isUsed(_ rawID: String, by kind: NameField) -> Bool {
    switch kind {
    case .member: memberPositions[HomieID(rawID)] != nil
    case .category: categories.contains { $0.id.rawValue == rawID }
    case .rule: rulePositions[RuleID(rawID)] != nil
    case .event: events.contains { $0.id.rawValue == rawID }
    default: false
    }
  }
}

extension House: Equatable {
  /// Two houses are equal when their identity, settings, members, categories, rules, events, absences, checks
  /// and temporary assignees are equal (the indexes follow from those).
  public static func == (lhs: House, rhs: House) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name && lhs.timeZone == rhs.timeZone && lhs.limits == rhs.limits
      && lhs.members == rhs.members && lhs.categories == rhs.categories && lhs.rules == rhs.rules
      && lhs.events == rhs.events && lhs.absences == rhs.absences && lhs.checkTable == rhs.checkTable
      && lhs.temporaryTable == rhs.temporaryTable
  }
}
