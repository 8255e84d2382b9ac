/// What a student writes in a lecture evaluation, validated: every value is one the rules allow.
///
/// The semester is checked against the lecture's `semesterList` when the evaluation is written or edited
/// (``EvaluationBoard/apply(_:at:)``), since the draft does not know the lecture.
///
/// ```swift
/// let draft = try EvaluationDraft(
///   semester: Semester(year: 2023, term: .second), satisfaction: 4.5, learning: 3.0, honey: 5.0,
///   team: .present, homework: .moderate, difficulty: .lenient,
///   content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
/// let edited = try draft.editing(honey: 2.5)   // the other seven fields kept, validated again
/// ```
///
/// A draft never holds a value the rules refuse, so it has no setters:
/// ``editing(semester:satisfaction:learning:honey:team:homework:difficulty:content:)`` makes the edited draft and
/// throws the same errors as the initializer.
public struct EvaluationDraft: Hashable, Sendable {
  /// The semester the student took the lecture.
  public let semester: Semester
  /// 만족도.
  public let satisfaction: EvaluationScore
  /// 배움지수.
  public let learning: EvaluationScore
  /// 꿀강지수.
  public let honey: EvaluationScore
  /// 조모임.
  public let team: TeamProject
  /// 과제.
  public let homework: HomeworkLoad
  /// 학점 (grading).
  public let difficulty: GradingDifficulty
  /// The text, 30 to 1,000 user-visible characters (``PostContent``).
  public let content: String

  /// Validates and creates a draft.
  ///
  /// - Throws: ``LecturePostError/invalidRating(field:value:)`` naming the first rating off the 0.5...5.0 grid
  ///   (checked in the order satisfaction, learning, honey), then the errors of ``PostContent/validate(_:)``.
  public init(
    semester: Semester, satisfaction: Double, learning: Double, honey: Double, team: TeamProject,
    homework: HomeworkLoad, difficulty: GradingDifficulty, content: String
  ) throws(LecturePostError) {
    self.semester = semester
    self.satisfaction = try Self.score(satisfaction, .satisfaction)
    self.learning = try Self.score(learning, .learning)
    self.honey = try Self.score(honey, .honey)
    self.team = team
    self.homework = homework
    self.difficulty = difficulty
    try PostContent.validate(content)
    self.content = content
  }

  /// Validates a draft from the wire's values: the semester text ("2023-2") and the integer codes.
  ///
  /// - Throws: ``LecturePostError/invalidText(field:text:)`` for a semester that is not "YYYY-T",
  ///   ``LecturePostError/invalidRating(field:value:)``, ``LecturePostError/invalidChoice(field:value:)`` for a
  ///   code outside its choices (team 0...1, difficulty and homework 0...2), then the content's errors; the fields
  ///   are checked in the wire's order.
  public init(
    semesterText: String, satisfaction: Double, learning: Double, honey: Double, team: Int, difficulty: Int,
    homework: Int, content: String
  ) throws(LecturePostError) {
    guard let semester = Semester(semesterText) else { throw .invalidText(field: .semester, text: semesterText) }
    let satisfactionScore = try Self.score(satisfaction, .satisfaction)
    let learningScore = try Self.score(learning, .learning)
    let honeyScore = try Self.score(honey, .honey)
    guard let teamChoice = TeamProject(rawValue: team) else { throw .invalidChoice(field: .team, value: team) }
    guard let difficultyChoice = GradingDifficulty(rawValue: difficulty) else {
      throw .invalidChoice(field: .difficulty, value: difficulty)
    }
    guard let homeworkChoice = HomeworkLoad(rawValue: homework) else {
      throw .invalidChoice(field: .homework, value: homework)
    }
    try self.init(
      semester: semester, satisfaction: satisfactionScore.value, learning: learningScore.value, honey: honeyScore.value,
      team: teamChoice, homework: homeworkChoice, difficulty: difficultyChoice, content: content)
  }

  /// The draft with the fields given replaced and the others kept, validated as a new draft is: what an edit
  /// screen sends to ``LecturePostCommand/editEvaluation(id:by:draft:)``.
  ///
  /// ```swift
  /// let edited = try draft.editing(satisfaction: 3.5, content: newText)
  /// ```
  ///
  /// - Throws: As ``init(semester:satisfaction:learning:honey:team:homework:difficulty:content:)``, for the draft
  ///   the edit makes; `self` is unchanged either way.
  public func editing(
    semester: Semester? = nil, satisfaction: Double? = nil, learning: Double? = nil, honey: Double? = nil,
    team: TeamProject? = nil, homework: HomeworkLoad? = nil, difficulty: GradingDifficulty? = nil,
    content: String? = nil
  ) throws(LecturePostError) -> EvaluationDraft {
    try EvaluationDraft(
      semester: semester ?? self.semester, satisfaction: satisfaction ?? self.satisfaction.value,
      learning: learning ?? self.learning.value, honey: honey ?? self.honey.value, team: team ?? self.team,
      homework: homework ?? self.homework, difficulty: difficulty ?? self.difficulty, content: content ?? self.content)
  }

  /// The post's own average, `(learning + honey + satisfaction) / 3` in `Float` as the server computes it
  /// (4.1666665 for 3.0, 5.0 and 4.5).
  public var totalAverage: Rating {
    Rating((Float(learning.value) + Float(honey.value) + Float(satisfaction.value)) / 3)
  }

  private static func score(_ value: Double, _ field: LecturePostField) throws(LecturePostError) -> EvaluationScore {
    guard let score = EvaluationScore(value) else { throw .invalidRating(field: field, value: value) }
    return score
  }
}

extension EvaluationDraft: Codable {
  private enum CodingKeys: String, CodingKey {
    case semester, satisfaction, learning, honey, team, homework, difficulty, content
  }

  /// Decodes a stored draft and validates it as ``init(semester:satisfaction:learning:honey:team:homework:difficulty:content:)``
  /// does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        semester: try container.decode(Semester.self, forKey: .semester),
        satisfaction: try container.decode(Double.self, forKey: .satisfaction),
        learning: try container.decode(Double.self, forKey: .learning),
        honey: try container.decode(Double.self, forKey: .honey),
        team: try container.decode(TeamProject.self, forKey: .team),
        homework: try container.decode(HomeworkLoad.self, forKey: .homework),
        difficulty: try container.decode(GradingDifficulty.self, forKey: .difficulty),
        content: try container.decode(String.self, forKey: .content))
    } catch let error as LecturePostError {
      throw DecodingError.dataCorruptedError(forKey: .content, in: container, debugDescription: error.description)
    }
  }

  /// Encodes the draft.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(semester, forKey: .semester)
    try container.encode(satisfaction, forKey: .satisfaction)
    try container.encode(learning, forKey: .learning)
    try container.encode(honey, forKey: .honey)
    try container.encode(team, forKey: .team)
    try container.encode(homework, forKey: .homework)
    try container.encode(difficulty, forKey: .difficulty)
    try container.encode(content, forKey: .content)
  }
}
