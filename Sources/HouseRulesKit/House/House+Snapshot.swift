import Foundation

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
