extension House {
  /// Checks a member's name and profile against the house's limits and returns the member with its texts trimmed.
  /// Does not look at the other members (see ``addMember(_:)`` for identity and count).
  ///
  /// - Throws: name errors for ``NameField/member``, ``NameField/job``, ``NameField/introduction`` and
  ///   ``NameField/hashtag``, or ``HouseRulesError/tooManyHashtags(count:limit:)``.
  /// - Complexity: O(*n*) in the length of the texts.
  public func validate(_ member: Homie) throws(HouseRulesError) -> Homie {
    var member = member
    member.name = try NameText.validated(member.name, field: .member, limit: limits.memberName)
    member.profile = try validate(member.profile)
    return member
  }

  /// Checks a profile against the house's limits and returns it trimmed. Job and introduction may be empty.
  public func validate(_ profile: Profile) throws(HouseRulesError) -> Profile {
    guard profile.hashtags.count <= limits.hashtags else {
      throw .tooManyHashtags(count: profile.hashtags.count, limit: limits.hashtags)
    }
    var hashtags: [String] = []
    for hashtag in profile.hashtags {
      hashtags.append(try NameText.validated(hashtag, field: .hashtag, limit: limits.hashtag))
    }
    return Profile(
      job: try NameText.validated(profile.job, field: .job, limit: limits.job, allowEmpty: true),
      introduction: try NameText.validated(
        profile.introduction, field: .introduction, limit: limits.introduction, allowEmpty: true),
      hashtags: hashtags)
  }

  /// Adds a member at the end of the join order.
  ///
  /// - Throws: ``HouseRulesError/duplicateID(_:)``, ``HouseRulesError/tooManyMembers(limit:)``, or a name or
  ///   profile error; the house is unchanged.
  public mutating func addMember(_ member: Homie) throws(HouseRulesError) {
    guard memberPositions[member.id] == nil else { throw .duplicateID(member.id.rawValue) }
    guard members.count < limits.members else { throw .tooManyMembers(limit: limits.members) }
    let member = try validate(member)
    memberPositions[member.id] = members.count
    members.append(member)
    roster.append(member.id)
  }

  /// Replaces a member's name, profile, test result and notification setting (matched by identifier).
  ///
  /// - Throws: ``HouseRulesError/unknownMember(_:)`` or a name or profile error; the house is unchanged.
  public mutating func updateMember(_ member: Homie) throws(HouseRulesError) {
    let position = try memberPosition(member.id)
    members[position] = try validate(member)
  }

  /// Records a member's completed personality test, replacing an earlier result.
  ///
  /// - Throws: ``HouseRulesError/unknownMember(_:)``.
  public mutating func recordTestResult(_ result: PersonalityResult, for member: HomieID) throws(HouseRulesError) {
    let position = try memberPosition(member)
    members[position].personality = result
  }

  /// Removes a member: from the rules they are assigned (fixed, rotating and temporary), from events, with
  /// their absences and checks. An event only they took part in is removed with them (with no participants left
  /// it would become the whole house's event).
  ///
  /// - Throws: ``HouseRulesError/unknownMember(_:)``, or ``HouseRulesError/memberIsOnlyAssignee(member:rule:)``
  ///   naming the first rule the member keeps alone; the house is unchanged.
  /// - Complexity: O(*r* + *c*) for *r* rules and *c* recorded days.
  public mutating func removeMember(_ id: HomieID) throws(HouseRulesError) {
    let position = try memberPosition(id)
    for rule in rules {
      let keepers = rule.rotation?.members ?? rule.assignments.map(\.member)
      if keepers == [id] { throw .memberIsOnlyAssignee(member: id, rule: rule.name) }
    }
    for index in rules.indices {
      rules[index].assignments.removeAll { $0.member == id }
      rules[index].rotation?.members.removeAll { $0 == id }
    }
    events.removeAll { $0.participants == [id] }
    for index in events.indices {
      events[index].participants.removeAll { $0 == id }
    }
    absences.removeAll { $0.member == id }
    checkTable.removeBit(position)
    temporaryTable.removeBit(position)
    members.remove(at: position)
    rebuildIndexes()
  }

  /// The members in display order: `me` first, then those who took the test in the order they
  /// took it, then those who have not, in join order.
  ///
  /// - Complexity: O(*m* log *m*) for *m* members.
  public func orderedMembers(me: HomieID?) -> [Homie] {
    let mine = members.filter { $0.id == me }
    let others = members.filter { $0.id != me }
    let tested = others.enumerated().filter { $0.element.personality != nil }.sorted { lhs, rhs in
      let (left, right) = (lhs.element.personality?.takenAt, rhs.element.personality?.takenAt)
      return left == right ? lhs.offset < rhs.offset : (left ?? .distantFuture) < (right ?? .distantFuture)
    }
    return mine + tested.map(\.element) + others.filter { $0.personality == nil }
  }
}
