/// Why an operation on a house was refused. A refused operation leaves the house as it was.
///
/// Cases name the input that was wrong: the field and the text for names, the rule (by name) and the limit for
/// rule shapes and counts, the identifier for lookups.
public enum HouseRulesError: Error, Equatable, Sendable, CustomStringConvertible {
  // MARK: Names

  /// A name that is empty once surrounding whitespace is trimmed.
  case emptyName(NameField)
  /// A name longer than its limit, in characters.
  case nameTooLong(NameField, name: String, limit: Int)
  /// A name holding a control character, a newline or a line separator.
  case invalidCharacters(NameField, name: String)
  /// A name already taken in the house (rules and categories are unique by name).
  case duplicateName(NameField, name: String)

  // MARK: Counts

  /// The house already has its most members.
  case tooManyMembers(limit: Int)
  /// The house already has its most categories.
  case tooManyCategories(limit: Int)
  /// The category (by name) already holds its most rules.
  case tooManyRules(category: String, limit: Int)
  /// The house already has its most events.
  case tooManyEvents(limit: Int)
  /// A profile with more hashtags than allowed.
  case tooManyHashtags(count: Int, limit: Int)

  // MARK: Identity

  /// An identifier already used by another member, category, rule or event of the house.
  case duplicateID(String)
  /// No member of the house has this identifier.
  case unknownMember(HomieID)
  /// No category of the house has this identifier.
  case unknownCategory(CategoryID)
  /// No rule of the house has this identifier.
  case unknownRule(RuleID)
  /// No event of the house has this identifier.
  case unknownEvent(EventID)

  // MARK: Rule shape

  /// A key rule with assignees, a rotation or temporary assignees: key rules are for everyone, every day.
  case keyRuleHasAssignees(rule: String)
  /// A key rule with notifications on.
  case keyRuleHasNotifications(rule: String)
  /// A rule that is not a key rule but has nobody to keep it.
  case ruleHasNoAssignees(rule: String)
  /// An assignee (or a rotation) of the rule with no weekday.
  case noWeekdays(rule: String, member: HomieID?)
  /// The same member assigned twice to the rule (or listed twice in its rotation or temporary assignees).
  case duplicateAssignee(rule: String, member: HomieID)
  /// A rule with both fixed assignments and a rotation.
  case assignmentsAndRotation(rule: String)

  // MARK: Checks

  /// The member is not assigned the rule on that day, so cannot check it.
  case notAssigned(rule: String, member: String, day: CalendarDay)
  /// The member has already checked the rule that day.
  case alreadyChecked(rule: String, member: String, day: CalendarDay)
  /// The member has not checked the rule that day, so there is nothing to uncheck.
  case notChecked(rule: String, member: String, day: CalendarDay)

  // MARK: Members and events

  /// The member is the only assignee (or the only rotation member) of a rule; reassign it first.
  case memberIsOnlyAssignee(member: HomieID, rule: String)
  /// The same member listed twice as a participant of the event (by name).
  case duplicateParticipant(event: String, member: HomieID)
  /// A date range that ends before it starts.
  case invalidDateRange(from: CalendarDay, through: CalendarDay)
  /// A calendar export over more days than ``House/maximumCalendarDays``.
  case calendarSpanTooLong(days: Int, limit: Int)
  /// A time of day outside 00:00...23:59.
  case invalidTime(hour: Int, minute: Int)

  /// A sentence naming the refused input and the limit.
  public var description: String {
    switch self {
    case .emptyName(let field): "the \(field.rawValue) name is empty"
    case .nameTooLong(let field, let name, let limit):
      "the \(field.rawValue) name \"\(Self.shortened(name))\" has \(name.count) characters; the limit is \(limit)"
    case .invalidCharacters(let field, let name):
      "the \(field.rawValue) name \"\(Self.shortened(name))\" holds a control character or a line break"
    case .duplicateName(let field, let name): "a \(field.rawValue) named \"\(Self.shortened(name))\" already exists"
    case .tooManyMembers(let limit): "the house already has \(limit) members, its limit"
    case .tooManyCategories(let limit): "the house already has \(limit) categories, its limit"
    case .tooManyRules(let category, let limit): "the category \"\(category)\" already holds \(limit) rules, its limit"
    case .tooManyEvents(let limit): "the house already has \(limit) events, its limit"
    case .tooManyHashtags(let count, let limit): "\(count) hashtags; the limit is \(limit)"
    case .duplicateID(let id): "the identifier \"\(Self.shortened(id))\" is already in use"
    case .unknownMember(let id): "no member \"\(Self.shortened(id.rawValue))\" in the house"
    case .unknownCategory(let id): "no category \"\(Self.shortened(id.rawValue))\" in the house"
    case .unknownRule(let id): "no rule \"\(Self.shortened(id.rawValue))\" in the house"
    case .unknownEvent(let id): "no event \"\(Self.shortened(id.rawValue))\" in the house"
    case .keyRuleHasAssignees(let rule): "the key rule \"\(rule)\" cannot have assignees: it is for everyone"
    case .keyRuleHasNotifications(let rule): "the key rule \"\(rule)\" cannot have notifications"
    case .ruleHasNoAssignees(let rule): "the rule \"\(rule)\" needs at least one assignee"
    case .noWeekdays(let rule, let member):
      if let member {
        "the assignee \"\(member)\" of the rule \"\(rule)\" needs at least one weekday"
      } else {
        "the rotation of the rule \"\(rule)\" needs at least one weekday"
      }
    case .duplicateAssignee(let rule, let member): "\"\(member)\" is listed twice for the rule \"\(rule)\""
    case .assignmentsAndRotation(let rule): "the rule \"\(rule)\" has both fixed assignees and a rotation"
    case .notAssigned(let rule, let member, let day): "\(member) is not assigned \"\(rule)\" on \(day)"
    case .alreadyChecked(let rule, let member, let day): "\(member) already checked \"\(rule)\" on \(day)"
    case .notChecked(let rule, let member, let day): "\(member) has not checked \"\(rule)\" on \(day)"
    case .memberIsOnlyAssignee(let member, let rule):
      "\"\(member)\" is the only assignee of \"\(rule)\"; reassign the rule first"
    case .duplicateParticipant(let event, let member): "\"\(member)\" is listed twice for the event \"\(event)\""
    case .invalidDateRange(let from, let through): "the range \(from)...\(through) ends before it starts"
    case .calendarSpanTooLong(let days, let limit): "a calendar of \(days) days; the limit is \(limit)"
    case .invalidTime(let hour, let minute): "\(hour):\(minute) is not a time of day"
    }
  }

  /// Long inputs (a fuzzer's megabyte name) are cut in messages; the case keeps the whole text.
  private static func shortened(_ text: String) -> String {
    text.count <= 40 ? text : text.prefix(40) + "…"
  }
}
