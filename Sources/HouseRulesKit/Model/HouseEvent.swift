/// A shared event of the house (a birthday party, a big cleaning day) on one date.
public struct HouseEvent: Identifiable, Hashable, Sendable, Codable {
  /// The event's identifier.
  public let id: EventID
  /// The name (up to ``HouseLimits/eventName`` characters).
  public var name: String
  /// The icon.
  public var icon: EventIcon
  /// The day of the event, in the house's time zone.
  public var date: CalendarDay
  /// The members taking part; empty means the whole house.
  public var participants: [HomieID]

  /// Creates an event. The house validates it when it is added.
  public init(id: EventID, name: String, icon: EventIcon = .party, date: CalendarDay, participants: [HomieID] = []) {
    self.id = id
    self.name = name
    self.icon = icon
    self.date = date
    self.participants = participants
  }
}

/// A member's check of a rule on a day: "I kept it".
public struct RuleCheck: Hashable, Sendable, Codable {
  /// The rule.
  public let rule: RuleID
  /// The member who checked.
  public let member: HomieID
  /// The day the check is for, in the house's time zone.
  public let day: CalendarDay

  /// Creates a check record.
  public init(rule: RuleID, member: HomieID, day: CalendarDay) {
    self.rule = rule
    self.member = member
    self.day = day
  }
}

/// A wall-clock time of day (hour and minute) in the house's time zone.
public struct TimeOfDay: Hashable, Comparable, Sendable {
  /// The hour, 0...23.
  public let hour: Int
  /// The minute, 0...59.
  public let minute: Int

  /// Creates a time of day.
  ///
  /// - Throws: ``HouseRulesError/invalidTime(hour:minute:)`` outside 00:00...23:59.
  public init(hour: Int, minute: Int = 0) throws(HouseRulesError) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { throw .invalidTime(hour: hour, minute: minute) }
    self.hour = hour
    self.minute = minute
  }

  private init(unchecked hour: Int, _ minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// 09:00, the default time of the morning todo reminder.
  public static let nineAM = TimeOfDay(unchecked: 9, 0)
  /// 22:00, the default time of the evening reminder of undone todos.
  public static let tenPM = TimeOfDay(unchecked: 22, 0)

  /// Orders times of day: earlier first.
  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
  }
}

extension TimeOfDay: Codable {
  private enum CodingKeys: String, CodingKey {
    case hour, minute
  }

  /// Decodes `{"hour": 9, "minute": 0}`; a time outside 00:00...23:59 is a `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let hour = try container.decode(Int.self, forKey: .hour)
    let minute = try container.decode(Int.self, forKey: .minute)
    do {
      try self.init(hour: hour, minute: minute)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .hour, in: container, debugDescription: error.description)
    }
  }

  /// Encodes `{"hour": 9, "minute": 0}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(hour, forKey: .hour)
    try container.encode(minute, forKey: .minute)
  }
}
