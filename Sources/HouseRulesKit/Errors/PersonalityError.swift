/// Why a personality score, answer or result was refused.
public enum PersonalityError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An axis score outside 3...9 (three answers of 1...3 each).
  case scoreOutOfRange(axis: PersonalityAxis, score: Int)
  /// A total outside 15...45 (five axes of 3...9 each).
  case totalOutOfRange(Int)
  /// A question number outside 1...15.
  case questionOutOfRange(Int)
  /// An option index outside 0...2 for the given question.
  case optionOutOfRange(question: Int, option: Int)
  /// A score list that does not have one score per axis.
  case wrongScoreCount(Int)
  /// A test made of no questions.
  case noQuestions
  /// Two questions of a test with the same number.
  case duplicateQuestion(Int)
  /// An axis with other than three questions, which could not score 3...9.
  case wrongQuestionCount(axis: PersonalityAxis, count: Int)
  /// A question with other than three options, which could not score 1...3.
  case wrongOptionCount(question: Int, count: Int)

  /// A sentence naming the refused score, question or option.
  public var description: String {
    switch self {
    case .scoreOutOfRange(let axis, let score):
      "the \(axis.rawValue) score \(score) is outside \(PersonalityScores.axisRange)"
    case .totalOutOfRange(let total):
      "the total score \(total) is outside \(PersonalityScores.totalRange)"
    case .questionOutOfRange(let question):
      "there is no question \(question); questions are numbered 1...\(PersonalityQuestion.builtIn.count)"
    case .optionOutOfRange(let question, let option):
      "question \(question) has no option \(option); options are 0...2"
    case .wrongScoreCount(let count):
      "expected \(PersonalityAxis.allCases.count) scores, one per axis, but got \(count)"
    case .noQuestions:
      "a test needs questions, but got none"
    case .duplicateQuestion(let question):
      "question \(question) appears more than once"
    case .wrongQuestionCount(let axis, let count):
      "the \(axis.rawValue) axis has \(count) questions, expected 3"
    case .wrongOptionCount(let question, let count):
      "question \(question) has \(count) options, expected 3"
    }
  }
}
