import Foundation

/// Why a message of the Hous server does not map to the kit's model. Each case names the field.
public enum HousWireError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A `day` outside 0...6 in `ruleMembers`, and where it is (`ruleMembers[1].day[0]`, `[2].ruleMembers[1].day[0]`
  /// in a list of rules, `data.` before it in a wrapped response; `[0]` for `WeekdaySet(housDays:)` alone).
  case invalidDay(Int, field: String = "day")
  /// A `ruleMembers` entry with a `null` `userId` (a member who left), and where it is (`ruleMembers[1].userId`).
  case missingUserID(field: String = "userId")
  /// A DTO without `_id`, mapped without an identifier to use instead.
  case missingID
  /// A `date` in neither `yyyy-MM-dd` nor `yyyy-MM-ddTHH:mm:ss.SSSZ` form, or not a real day.
  case invalidDate(String)
  /// An `eventIcon` the server did not define.
  case unknownIcon(String)
  /// A `questionType` the server did not define.
  case unknownQuestionType(String)
  /// A question without exactly three `answers`.
  case wrongAnswerCount(testNum: Int, count: Int)
  /// A `typeScore` list that is not five scores of 3...9.
  case invalidTypeScore(PersonalityError)
  /// A body that is not JSON, or a field that is missing or of the wrong type (`ruleMembers[0].day`, `(root)`).
  case malformedJSON(field: String, reason: String)

  /// A sentence naming the field and the value.
  public var description: String {
    switch self {
    case .invalidDay(let day, let field): "field \(field) is \(day), expected 0 (Sunday)...6 (Saturday)"
    case .missingUserID(let field): "field \(field) is null, expected a member's id"
    case .missingID: "_id is missing and no identifier was given"
    case .invalidDate(let text): "date \"\(text)\" is not yyyy-MM-dd or yyyy-MM-ddTHH:mm:ss.SSSZ"
    case .unknownIcon(let icon): "eventIcon \"\(icon)\" is not an icon"
    case .unknownQuestionType(let type): "questionType \"\(type)\" is not an axis"
    case .wrongAnswerCount(let number, let count): "question \(number) has \(count) answers, not 3"
    case .invalidTypeScore(let error): "typeScore: \(error)"
    case .malformedJSON(let field, let reason): "\(field): \(reason)"
    }
  }
}

extension WeekdaySet {
  /// The weekdays of the server's JavaScript day numbers (0 = Sunday ... 6 = Saturday).
  ///
  /// - Throws: ``HousWireError/invalidDay(_:field:)`` for a number outside 0...6, naming its index (`[1]`).
  public init(housDays: [Int]) throws(HousWireError) {
    try self.init(housDays: housDays, path: [])
  }

  /// The weekdays of the day numbers at `path` in a document; an error names the number's place (`path[1]`).
  init(housDays: [Int], path: [FieldPath.Component]) throws(HousWireError) {
    var set = WeekdaySet()
    for (index, day) in housDays.enumerated() {
      guard (0...6).contains(day), let weekday = Weekday(calendarWeekday: day + 1) else {
        throw .invalidDay(day, field: FieldPath.text(path + [.index(index)]))
      }
      set.insert(weekday)
    }
    self = set
  }

  /// The server's JavaScript day numbers (0 = Sunday ... 6 = Saturday), ascending.
  public var housDays: [Int] { map { $0.calendarWeekday - 1 }.sorted() }
}

extension Rule {
  /// Maps a rule of the Hous server. The rule is not yet validated: add it to a house for that.
  ///
  /// - Parameters:
  ///   - dto: The server's message.
  ///   - id: The identifier, for a request DTO without `_id`; ignored when the DTO has one.
  /// - Throws: ``HousWireError/invalidDay(_:field:)``, ``HousWireError/missingUserID(field:)`` or
  ///   ``HousWireError/missingID``.
  @available(*, deprecated, message: "decode with HousServerDecoder.rule(from:id:)")
  public init(hous dto: HousRuleDTO, id: RuleID? = nil) throws(HousWireError) {
    try self.init(wire: dto.wire, id: id)
  }

  /// Maps a decoded rule; `path` is where the rule sits in its document (`["data"]`, `[2]`), for the errors' fields.
  init(wire dto: HousRuleWire, id: RuleID?, path: [FieldPath.Component] = []) throws(HousWireError) {
    guard let id = dto.id.map({ RuleID($0) }) ?? id else { throw .missingID }
    var assignments: [RuleAssignment] = []
    for (index, member) in dto.ruleMembers.enumerated() {
      let memberPath = path + ["ruleMembers", .index(index)]
      guard let userID = member.userId else { throw .missingUserID(field: FieldPath.text(memberPath + ["userId"])) }
      let weekdays = try WeekdaySet(housDays: member.day, path: memberPath + ["day"])
      assignments.append(RuleAssignment(member: HomieID(userID), weekdays: weekdays))
    }
    self.init(
      id: id, name: dto.ruleName, category: CategoryID(dto.categoryId),
      isKeyRule: dto.isKeyRules, assignments: assignments, notificationsEnabled: dto.notificationState)
  }

  /// The rule as the Hous server's request body. A rotation is sent as its members, each on its weekdays.
  @available(*, deprecated, message: "use HousServerDecoder.requestBody(for:)")
  public var housDTO: HousRuleDTO { HousRuleDTO(housWire) }

  /// The rule as the server's request body, before encoding.
  var housWire: HousRuleWire {
    let members =
      rotation.map { rotation in rotation.members.map { ($0, rotation.weekdays) } }
      ?? assignments.map { ($0.member, $0.weekdays) }
    return HousRuleWire(
      id: id.rawValue, ruleName: name, categoryId: category.rawValue, isKeyRules: isKeyRule,
      notificationState: notificationsEnabled,
      ruleMembers: members.map { HousRuleWire.Member(userId: $0.0.rawValue, day: $0.1.housDays) })
  }
}

extension HouseEvent {
  /// Maps an event of the Hous server. The event is not yet validated: add it to a house for that.
  ///
  /// - Parameters:
  ///   - dto: The server's message.
  ///   - id: The identifier, for a request DTO without `_id`; ignored when the DTO has one.
  /// - Throws: ``HousWireError/unknownIcon(_:)``, ``HousWireError/invalidDate(_:)`` or ``HousWireError/missingID``.
  @available(*, deprecated, message: "decode with HousServerDecoder.event(from:id:)")
  public init(hous dto: HousEventDTO, id: EventID? = nil) throws(HousWireError) {
    try self.init(wire: dto.wire, id: id)
  }

  init(wire dto: HousEventWire, id: EventID?) throws(HousWireError) {
    guard let id = dto.id.map({ EventID($0) }) ?? id else { throw .missingID }
    guard let icon = EventIcon(rawValue: dto.eventIcon) else { throw .unknownIcon(dto.eventIcon) }
    self.init(
      id: id, name: dto.eventName, icon: icon,
      date: try Self.housDay(dto.date), participants: dto.participants.map { HomieID($0) })
  }

  /// The day of a server date: `"2022-07-23"`, or the date part of `"2023-03-04T00:00:00.000Z"` (the server stored
  /// the chosen day as midnight UTC, so the date part is the day the user picked).
  static func housDay(_ text: String) throws(HousWireError) -> CalendarDay {
    let utf8 = text.utf8
    let datePart: Substring
    if utf8.count == 10 {
      datePart = Substring(text)
    } else if utf8.count == 24, text.hasSuffix("Z"), utf8.dropFirst(10).first == UInt8(ascii: "T") {
      datePart = text.prefix(10)
    } else {
      throw .invalidDate(text)
    }
    guard let day = try? CalendarDay(parsing: datePart, format: .extended) else { throw .invalidDate(text) }
    return day
  }
}

extension PersonalityQuestion {
  /// Maps the questions of `GET /type/test`, sorted by number, each with its illustration.
  ///
  /// `questionImg` is read with `WebAddress.url(_:)`, so an address holding spaces or Hangul gives the same URL on
  /// every platform; a blank one, or one that is not an absolute `http`/`https` address with a host, gives no
  /// illustration rather than failing the test.
  ///
  /// - Throws: ``HousWireError/unknownQuestionType(_:)`` or ``HousWireError/wrongAnswerCount(testNum:count:)``.
  @available(*, deprecated, renamed: "HousServerDecoder.personalityQuestions(from:)")
  public static func questions(hous dto: HousTypeTestsDTO) throws(HousWireError) -> [PersonalityQuestion] {
    try questions(wire: dto.wire)
  }

  static func questions(wire dto: HousTypeTestsWire) throws(HousWireError) -> [PersonalityQuestion] {
    var questions: [PersonalityQuestion] = []
    for question in dto.typeTests {
      guard let axis = PersonalityAxis(questionType: question.questionType) else {
        throw .unknownQuestionType(question.questionType)
      }
      guard question.answers.count == 3 else {
        throw .wrongAnswerCount(testNum: question.testNum, count: question.answers.count)
      }
      questions.append(
        PersonalityQuestion(
          number: question.testNum, axis: axis, text: question.question, options: question.answers,
          imageURL: question.questionImg.flatMap(illustrationURL)))
    }
    return questions.sorted { $0.number < $1.number }
  }

  /// The illustration's address as a URL, or `nil` unless it is an absolute http(s) address with a host.
  static func illustrationURL(_ text: String) -> URL? {
    guard let url = WebAddress.url(text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }
}

extension PersonalityScores {
  /// Maps the server's `typeScore` list (`[light, noise, smell, introversion, clean]`).
  ///
  /// - Throws: ``HousWireError/invalidTypeScore(_:)`` unless there are five scores, each 3...9.
  public init(housTypeScore: [Int]) throws(HousWireError) {
    do {
      try self.init(housTypeScore)
    } catch {
      throw .invalidTypeScore(error)
    }
  }
}
