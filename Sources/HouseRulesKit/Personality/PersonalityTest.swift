/// The personality test in progress: the answers given so far and, once all 15 are in, the scores.
///
/// Answering a question again replaces the earlier answer, so each question counts once however often it is
/// answered.
///
/// ```swift
/// var test = PersonalityTest()
/// for question in 1...15 { try test.answer(question: question, option: 1) }
/// test.scores?.type  // .blue: every axis 6, total 30
/// ```
public struct PersonalityTest: Hashable, Sendable {
  /// The questions, in the order they are asked (the built-in 15 unless the test was made with others).
  public let questions: [PersonalityQuestion]
  /// The chosen option index (0...2) of each question, by position in ``questions``; `nil` where unanswered.
  public private(set) var answers: [Int?]

  /// A test of the 15 built-in questions with no answers yet.
  public init() {
    questions = PersonalityQuestion.builtIn
    answers = Array(repeating: nil, count: questions.count)
  }

  /// A test of the given questions, asked in the order given, with no answers yet: for example the questions the
  /// server sends (``HousServerDecoder/personalityQuestions(from:)``).
  ///
  /// Every axis must score 3...9 whatever the answers, so the questions must be three per axis, each with three
  /// options, and numbered without repeats.
  ///
  /// - Throws: ``PersonalityError/noQuestions``, ``PersonalityError/duplicateQuestion(_:)``,
  ///   ``PersonalityError/wrongOptionCount(question:count:)`` or ``PersonalityError/wrongQuestionCount(axis:count:)``.
  public init(questions: [PersonalityQuestion]) throws(PersonalityError) {
    guard !questions.isEmpty else { throw .noQuestions }
    var numbers = Set<Int>()
    for question in questions {
      guard numbers.insert(question.number).inserted else { throw .duplicateQuestion(question.number) }
      guard question.options.count == 3 else {
        throw .wrongOptionCount(question: question.number, count: question.options.count)
      }
    }
    for axis in PersonalityAxis.allCases {
      let count = questions.filter { $0.axis == axis }.count
      guard count == 3 else { throw .wrongQuestionCount(axis: axis, count: count) }
    }
    self.questions = questions
    answers = Array(repeating: nil, count: questions.count)
  }

  /// Records the answer to a question, replacing an earlier answer to the same question.
  ///
  /// - Parameters:
  ///   - question: The question number, 1...15 (the server's `testNum`).
  ///   - option: The index of the chosen answer, 0...2; it scores `option + 1`.
  /// - Throws: ``PersonalityError/questionOutOfRange(_:)`` or ``PersonalityError/optionOutOfRange(question:option:)``;
  ///   the test is unchanged.
  public mutating func answer(question: Int, option: Int) throws(PersonalityError) {
    guard let position = questions.firstIndex(where: { $0.number == question }) else {
      throw .questionOutOfRange(question)
    }
    guard questions[position].score(option: option) != nil else {
      throw .optionOutOfRange(question: question, option: option)
    }
    answers[position] = option
  }

  /// Forgets the answer to a question (an unknown number changes nothing).
  public mutating func clearAnswer(question: Int) {
    guard let position = questions.firstIndex(where: { $0.number == question }) else { return }
    answers[position] = nil
  }

  /// The chosen option of a question, or `nil` if it is unanswered or does not exist.
  public func answer(to question: Int) -> Int? {
    guard let position = questions.firstIndex(where: { $0.number == question }) else { return nil }
    return answers[position]
  }

  /// How many questions have an answer.
  public var answeredCount: Int { answers.lazy.filter { $0 != nil }.count }

  /// Whether every question has an answer.
  public var isComplete: Bool { answers.allSatisfy { $0 != nil } }

  /// The first unanswered question, where the app resumes the test; `nil` when complete.
  public var nextQuestion: PersonalityQuestion? {
    zip(questions, answers).first { $0.1 == nil }?.0
  }

  /// The scores, once every question is answered; `nil` until then.
  public var scores: PersonalityScores? {
    guard isComplete else { return nil }
    var sums: [PersonalityAxis: Int] = [:]
    for (question, option) in zip(questions, answers) {
      sums[question.axis, default: 0] += question.score(option: option ?? 0) ?? 0
    }
    return try? PersonalityScores(
      light: sums[.light, default: 0], noise: sums[.noise, default: 0], smell: sums[.smell, default: 0],
      introversion: sums[.introversion, default: 0], clean: sums[.clean, default: 0])
  }

  /// The type the answers make: gray until the test is complete.
  public var type: PersonalityType { scores?.type ?? .gray }
}

extension PersonalityTest: Codable {
  private enum CodingKeys: String, CodingKey {
    case answers
    case questions
  }

  /// Decodes the answers, one entry per question, each `null` or 0...2, and the questions when the test was made
  /// with other than the built-in ones (a value without `questions` is a test of the built-in questions).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let answers = try container.decode([Int?].self, forKey: .answers)
    let test: PersonalityTest
    if let questions = try container.decodeIfPresent([PersonalityQuestion].self, forKey: .questions) {
      do {
        test = try PersonalityTest(questions: questions)
      } catch {
        throw DecodingError.dataCorruptedError(forKey: .questions, in: container, debugDescription: error.description)
      }
    } else {
      test = PersonalityTest()
    }
    self = test
    guard answers.count == questions.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .answers, in: container,
        debugDescription: "expected \(questions.count) answers, one per question, but got \(answers.count)")
    }
    for (question, option) in zip(questions, answers) {
      guard let option else { continue }
      do {
        try answer(question: question.number, option: option)
      } catch {
        throw DecodingError.dataCorruptedError(forKey: .answers, in: container, debugDescription: error.description)
      }
    }
  }

  /// Encodes the answers, and the questions unless they are the built-in ones (so a test of the built-in questions
  /// encodes as before: `{"answers": [...]}`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(answers, forKey: .answers)
    if questions != PersonalityQuestion.builtIn {
      try container.encode(questions, forKey: .questions)
    }
  }
}

extension PersonalityTest {
  /// Every broken invariant of the test (empty when sound): one answer slot per question, each answer an option of
  /// its question, the questions three per axis with three options each and numbered without repeats.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    if answers.count != questions.count {
      violations.append("\(answers.count) answer slots for \(questions.count) questions")
    }
    for (question, option) in zip(questions, answers) {
      if let option, question.score(option: option) == nil {
        violations.append("question \(question.number) has answer \(option), not one of its options")
      }
    }
    if questions != PersonalityQuestion.builtIn {
      do {
        _ = try PersonalityTest(questions: questions)
      } catch {
        violations.append(error.description)
      }
    }
    return violations
  }
}
