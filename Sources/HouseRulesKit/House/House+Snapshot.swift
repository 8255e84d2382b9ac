import Foundation

/// Everything a house holds, as plain values: what a store writes, and what ``House/init(snapshot:)`` rebuilds
/// a house from.
public struct HouseSnapshot: Hashable, Sendable, Codable {
  /// The house's identifier.
  public var id: HouseID
  /// The house's name.
  public var name: String
  /// The house's time zone.
  public var timeZone: TimeZone
  /// The house's limits.
  public var limits: HouseLimits
  /// The members, in join order.
  public var members: [Homie]
  /// The categories, in the order they were added.
  public var categories: [RuleCategory]
  /// The rules, in the order they were added.
  public var rules: [Rule]
  /// The events, in the order they were added.
  public var events: [HouseEvent]
  /// The absences, in the order they were recorded.
  public var absences: [Absence]
  /// Every check, by day, rule order, member order.
  public var checks: [RuleCheck]
  /// Every temporary assignment, by day, then rule order.
  public var temporaryAssignments: [TemporaryAssignment]

  /// Creates a snapshot.
  public init(
    id: HouseID, name: String, timeZone: TimeZone = .seoul, limits: HouseLimits = .original, members: [Homie] = [],
    categories: [RuleCategory] = [], rules: [Rule] = [], events: [HouseEvent] = [], absences: [Absence] = [],
    checks: [RuleCheck] = [], temporaryAssignments: [TemporaryAssignment] = []
  ) {
    self.id = id
    self.name = name
    self.timeZone = timeZone
    self.limits = limits
    self.members = members
    self.categories = categories
    self.rules = rules
    self.events = events
    self.absences = absences
    self.checks = checks
    self.temporaryAssignments = temporaryAssignments
  }
}

/// The members who replace a rule's assignees on one day.
public struct TemporaryAssignment: Hashable, Sendable, Codable {
  /// The rule.
  public var rule: RuleID
  /// The day.
  public var day: CalendarDay
  /// The members assigned that day instead of the usual ones.
  public var members: [HomieID]

  /// Creates a temporary assignment.
  public init(rule: RuleID, day: CalendarDay, members: [HomieID]) {
    self.rule = rule
    self.day = day
    self.members = members
  }
}

extension House {
  /// The house as plain values.
  ///
  /// - Complexity: O(*c* log *c*) for *c* recorded days.
  public var snapshot: HouseSnapshot {
    HouseSnapshot(
      id: id, name: name, timeZone: timeZone, limits: limits, members: members, categories: categories, rules: rules,
      events: events, absences: absences,
      checks: checks(from: CalendarDay(dayNumber: .min), through: CalendarDay(dayNumber: .max)),
      temporaryAssignments: temporaryTable.entries.map {
        TemporaryAssignment(
          rule: rules[$0.position].id, day: CalendarDay(dayNumber: $0.day), members: memberIDs(in: $0.mask))
      })
  }

  /// Rebuilds a house from a snapshot, validating everything as if it were added in order. Checks are restored
  /// as recorded: a check whose member is no longer assigned that day is kept (it was valid when made).
  ///
  /// - Throws: the first ``HouseRulesError`` any part raises: an invalid name or shape, an unknown member, rule
  ///   or category, a duplicate identifier, or the same check twice
  ///   (``HouseRulesError/alreadyChecked(rule:member:day:)``).
  /// - Complexity: O(*r* × (*r* + *m*) + *k*) for *r* rules, *m* members and *k* checks, plus the schedules.
  public init(snapshot: HouseSnapshot) throws(HouseRulesError) {
    try self.init(id: snapshot.id, name: snapshot.name, timeZone: snapshot.timeZone, limits: snapshot.limits)
    for member in snapshot.members { try addMember(member) }
    for category in snapshot.categories { try addCategory(category) }
    for rule in snapshot.rules {
      guard rulePositions[rule.id] == nil else { throw .duplicateID(rule.id.rawValue) }
      rulePositions[rule.id] = rules.count
      rules.append(try validate(rule))
    }
    for event in snapshot.events { try addEvent(event) }
    for absence in snapshot.absences {
      _ = try memberPosition(absence.member)
      guard absence.from <= absence.through else {
        throw .invalidDateRange(from: absence.from, through: absence.through)
      }
      absences.append(absence)
    }
    rebuildIndexes()
    for assignment in snapshot.temporaryAssignments {
      let position = try rulePosition(assignment.rule)
      guard !rules[position].isKeyRule else { throw .keyRuleHasAssignees(rule: rules[position].name) }
      try validateMembers(assignment.members, of: rules[position])
      temporaryTable.set(mask(of: assignment.members), day: assignment.day.dayNumber, position: position)
    }
    for check in snapshot.checks {
      let position = try rulePosition(check.rule)
      let bit: UInt64 = 1 << UInt64(try memberPosition(check.member))
      let checked = checkTable.mask(day: check.day.dayNumber, position: position)
      guard checked & bit == 0 else {
        throw .alreadyChecked(rule: rules[position].name, member: name(of: check.member), day: check.day)
      }
      checkTable.set(checked | bit, day: check.day.dayNumber, position: position)
    }
    let recorded = snapshot.checks.map(\.day) + snapshot.temporaryAssignments.map(\.day) + absences.map(\.through)
    latestRecordedDay = recorded.max()
    refreshSchedules()
  }
}

extension House: Codable {
  /// Decodes a ``HouseSnapshot`` and validates it (see ``init(snapshot:)``); a refused snapshot is a
  /// `DecodingError.dataCorrupted` carrying the ``HouseRulesError``'s description.
  public init(from decoder: any Decoder) throws {
    let snapshot = try HouseSnapshot(from: decoder)
    do {
      try self.init(snapshot: snapshot)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
    }
  }

  /// Encodes the house's ``snapshot``.
  public func encode(to encoder: any Encoder) throws {
    try snapshot.encode(to: encoder)
  }
}
