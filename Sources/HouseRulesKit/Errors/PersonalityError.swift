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
    }
  }
}
