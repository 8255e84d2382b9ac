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
  /// An `eventIcon` or `categoryIcon` the server did not define, and where it is (`eventIcon`, `data.eventIcon`,
  /// `data[0].categoryIcon`).
  case unknownIcon(String, field: String = "eventIcon")
  /// A `typeColor` the server did not define, and where it is (`data.typeColor`, `data.homies[1].typeColor`). The
  /// server's colours are upper case: `YELLOW`, `RED`, `BLUE`, `PURPLE`, `GREEN`, and `GRAY` before the test.
  case unknownTypeColor(String, field: String = "typeColor")
  /// A personality type's name (`typeName`) that is none of the five types' Korean names, and where it is
  /// (`data.good.typeName`).
  case unknownTypeName(String, field: String = "typeName")
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
    case .unknownTypeColor(let color, let field):
      FieldFailureText.invalidValue(field: field, value: color, expected: "one of the server's type colours")
    case .unknownTypeName(let name, let field):
      FieldFailureText.invalidValue(field: field, value: name, expected: "a personality type's Korean name")
    case .unknownQuestionType(let type, let field):
      FieldFailureText.invalidValue(field: field, value: type, expected: "a personality axis")
    case .wrongAnswerCount(let number, let count, let field):
      "field \(field) of question \(number) holds \(count) answers, expected 3"
    case .invalidTypeScore(let error): "typeScore: \(error)"
    case .malformedJSON(let field, let reason): "\(field): \(reason)"
    }
  }
}
