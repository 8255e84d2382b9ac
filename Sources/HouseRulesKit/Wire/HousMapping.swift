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
  /// A `date` in neither `yyyy-MM-dd` nor `yyyy-MM-ddTHH:mm:ss.SSSZ` form, or not a real day, and where it is
  /// (`date`, `data.date` in a wrapped response).
  case invalidDate(String, field: String = "date")
  /// An `eventIcon` the server did not define, and where it is (`eventIcon`, `data.eventIcon`).
  case unknownIcon(String, field: String = "eventIcon")
  /// A `questionType` the server did not define, and where it is (`typeTests[3].questionType`).
  case unknownQuestionType(String, field: String = "questionType")
  /// A question without exactly three `answers`, and where they are (`typeTests[1].answers`).
  case wrongAnswerCount(testNum: Int, count: Int, field: String = "answers")
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
    case .invalidDate(let text, let field):
      FieldFailureText.invalidValue(field: field, value: text, expected: "yyyy-MM-dd or yyyy-MM-ddTHH:mm:ss.SSSZ")
    case .unknownIcon(let icon, let field):
      FieldFailureText.invalidValue(field: field, value: icon, expected: "one of the server's event icons")
    case .unknownQuestionType(let type, let field):
      FieldFailureText.invalidValue(field: field, value: type, expected: "a personality axis")
    case .wrongAnswerCount(let number, let count, let field):
      "field \(field) of question \(number) holds \(count) answers, expected 3"
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

  /// Maps a decoded event; `path` is where the event sits in its document (`["data"]`), for the errors' fields.
  init(wire dto: HousEventWire, id: EventID?, path: [FieldPath.Component] = []) throws(HousWireError) {
    guard let id = dto.id.map({ EventID($0) }) ?? id else { throw .missingID }
    guard let icon = EventIcon(rawValue: dto.eventIcon) else {
      throw .unknownIcon(dto.eventIcon, field: FieldPath.text(path + ["eventIcon"]))
    }
    self.init(
      id: id, name: dto.eventName, icon: icon,
      date: try Self.housDay(dto.date, field: FieldPath.text(path + ["date"])),
      participants: dto.participants.map { HomieID($0) })
  }

  /// The day of a server date: `"2022-07-23"`, or the date part of `"2023-03-04T00:00:00.000Z"` (the server stored
  /// the chosen day as midnight UTC, so the date part is the day the user picked).
  static func housDay(_ text: String, field: String = "date") throws(HousWireError) -> CalendarDay {
    let utf8 = text.utf8
    let datePart: Substring
    if utf8.count == 10 {
      datePart = Substring(text)
    } else if utf8.count == 24, text.hasSuffix("Z"), utf8.dropFirst(10).first == UInt8(ascii: "T") {
      datePart = text.prefix(10)
    } else {
      throw .invalidDate(text, field: field)
    }
    guard let day = try? CalendarDay(parsing: datePart, format: .extended) else {
      throw .invalidDate(text, field: field)
    }
    return day
  }
}

extension PersonalityQuestion {

  /// Maps decoded questions; `path` is where the test object sits in its document (`["data"]`), for the errors'
  /// fields (`typeTests[3].questionType`).
  static func questions(wire dto: HousTypeTestsWire, path: [FieldPath.Component] = []) throws(HousWireError)
    -> [PersonalityQuestion]
  {
    var questions: [PersonalityQuestion] = []
    for (index, question) in dto.typeTests.enumerated() {
      let questionPath = path + ["typeTests", .index(index)]
      guard let axis = PersonalityAxis(questionType: question.questionType) else {
        throw .unknownQuestionType(question.questionType, field: FieldPath.text(questionPath + ["questionType"]))
      }
      guard question.answers.count == 3 else {
        throw .wrongAnswerCount(
          testNum: question.testNum, count: question.answers.count,
          field: FieldPath.text(questionPath + ["answers"]))
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
