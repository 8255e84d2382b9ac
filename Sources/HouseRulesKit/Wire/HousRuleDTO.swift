/// A rule as the Hous server (TeamHous/Hous-Server) took it in `POST /room/{roomId}/rule` and
/// `PUT /room/{roomId}/rule/{ruleId}`, and returned it (with `_id`).
///
/// Field names are the server's. Weekdays are JavaScript day numbers (`Date.getDay()`: 0 = Sunday ... 6 =
/// Saturday). Booleans arrive as JSON booleans or, in the server's own examples, as `"true"`/`"false"`.
@available(*, deprecated, message: "decode with HousServerDecoder, which returns the kit's models")
public struct HousRuleDTO: Codable, Hashable, Sendable {
  /// The rule's identifier, present in responses.
  public var _id: String?
  /// `ruleName`.
  public var ruleName: String
  /// `categoryId`.
  public var categoryId: String
  /// `isKeyRules`.
  public var isKeyRules: HousBool
  /// `notificationState`.
  public var notificationState: HousBool
  /// `ruleMembers`: who keeps the rule on which days.
  public var ruleMembers: [Member]

  /// One entry of `ruleMembers`.
  public struct Member: Codable, Hashable, Sendable {
    /// `userId`; the server sent `null` for a member who left.
    public var userId: String?
    /// `day`: JavaScript day numbers, 0 = Sunday.
    public var day: [Int]

    /// Creates an entry.
    public init(userId: String?, day: [Int]) {
      self.userId = userId
      self.day = day
    }
  }

  /// Creates a rule DTO.
  public init(
    _id: String? = nil, ruleName: String, categoryId: String, isKeyRules: Bool, notificationState: Bool,
    ruleMembers: [Member]
  ) {
    self._id = _id
    self.ruleName = ruleName
    self.categoryId = categoryId
    self.isKeyRules = HousBool(isKeyRules)
    self.notificationState = HousBool(notificationState)
    self.ruleMembers = ruleMembers
  }
}

/// An event as the Hous server took it in `POST /room/{roomId}/event` and returned it.
///
/// `date` is `"2022-07-23"` in requests and some responses, and `"2023-03-04T00:00:00.000Z"` in others.
@available(*, deprecated, message: "decode with HousServerDecoder, which returns the kit's models")
public struct HousEventDTO: Codable, Hashable, Sendable {
  /// The event's identifier, present in responses.
  public var _id: String?
  /// `eventName`.
  public var eventName: String
  /// `eventIcon`: `"PARTY"`, `"CLEAN"`, ...
  public var eventIcon: String
  /// `date`, in either of the server's two forms.
  public var date: String
  /// `participants`: member identifiers.
  public var participants: [String]

  /// Creates an event DTO.
  public init(_id: String? = nil, eventName: String, eventIcon: String, date: String, participants: [String]) {
    self._id = _id
    self.eventName = eventName
    self.eventIcon = eventIcon
    self.date = date
    self.participants = participants
  }
}

/// The personality test questions as `GET /type/test` returned them: `{"typeTests": [...]}`.
@available(*, deprecated, message: "decode with HousServerDecoder, which returns the kit's models")
public struct HousTypeTestsDTO: Codable, Hashable, Sendable {
  /// `typeTests`.
  public var typeTests: [Question]

  /// One question.
  public struct Question: Codable, Hashable, Sendable {
    /// `_id`.
    public var _id: String?
    /// `testNum`: 1...15.
    public var testNum: Int
    /// `question`.
    public var question: String
    /// `questionType`: `"LIGHT"`, `"NOISE"`, `"SMELL"`, `"PERSONALITY"` or `"INTROVERSION"`, `"CLEAN"`.
    public var questionType: String
    /// `answers`: three.
    public var answers: [String]
    /// `questionImg`: the illustration's URL.
    public var questionImg: String?
  }
}

/// A boolean the server sent either as a JSON boolean or as the text `"true"`/`"false"`.
@available(*, deprecated, message: "decode with HousServerDecoder, which returns the kit's models")
public struct HousBool: Codable, Hashable, Sendable, ExpressibleByBooleanLiteral {
  /// The value.
  public var value: Bool

  /// Wraps a value.
  public init(_ value: Bool) { self.value = value }

  /// Wraps a boolean literal.
  public init(booleanLiteral value: Bool) { self.value = value }

  /// Decodes a JSON boolean or the text `"true"`/`"false"`; anything else is a `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self.value = value
      return
    }
    switch try container.decode(String.self) {
    case "true": value = true
    case "false": value = false
    case let text:
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not true or false")
    }
  }

  /// Encodes a JSON boolean.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

@available(*, deprecated)
extension HousRuleDTO {
  /// The internal wire rule with the same fields.
  var wire: HousRuleWire {
    HousRuleWire(
      id: _id, ruleName: ruleName, categoryId: categoryId, isKeyRules: isKeyRules.value,
      notificationState: notificationState.value,
      ruleMembers: ruleMembers.map { HousRuleWire.Member(userId: $0.userId, day: $0.day) })
  }

  init(_ wire: HousRuleWire) {
    self.init(
      _id: wire.id, ruleName: wire.ruleName, categoryId: wire.categoryId, isKeyRules: wire.isKeyRules,
      notificationState: wire.notificationState,
      ruleMembers: wire.ruleMembers.map { Member(userId: $0.userId, day: $0.day) })
  }
}

@available(*, deprecated)
extension HousEventDTO {
  /// The internal wire event with the same fields.
  var wire: HousEventWire {
    HousEventWire(id: _id, eventName: eventName, eventIcon: eventIcon, date: date, participants: participants)
  }
}

@available(*, deprecated)
extension HousTypeTestsDTO {
  /// The internal wire questions with the same fields.
  var wire: HousTypeTestsWire {
    HousTypeTestsWire(
      typeTests: typeTests.map {
        HousTypeTestsWire.Question(
          testNum: $0.testNum, question: $0.question, questionType: $0.questionType, answers: $0.answers,
          questionImg: $0.questionImg)
      })
  }
}
