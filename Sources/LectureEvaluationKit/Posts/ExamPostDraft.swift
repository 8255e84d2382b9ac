/// What a student writes in an exam post (시험정보), validated.
///
/// ```swift
/// let draft = try ExamPostDraft(
///   semester: Semester(year: 2023, term: .second), examType: .midterm, tags: [.pastExams, .slides, .applied],
///   difficulty: .moderate, content: "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")
/// ```
public struct ExamPostDraft: Hashable, Sendable {
  /// The semester of the exam.
  public let semester: Semester
  /// Which exam.
  public let examType: ExamType
  /// What the exam drew on: at least one tag, in display order, without repeats.
  public let tags: [ExamInfoTag]
  /// How hard it was.
  public let difficulty: ExamDifficulty
  /// The text, 30 to 1,000 user-visible characters (``PostContent``).
  public let content: String

  /// Validates and creates a draft.
  ///
  /// - Throws: ``LecturePostError/noExamInfoTags`` for no tag, then the errors of ``PostContent/validate(_:)``.
  public init(
    semester: Semester, examType: ExamType, tags: some Sequence<ExamInfoTag>, difficulty: ExamDifficulty,
    content: String
  ) throws(LecturePostError) {
    let sorted = Set(tags).sorted()
    guard !sorted.isEmpty else { throw .noExamInfoTags }
    try PostContent.validate(content)
    self.semester = semester
    self.examType = examType
    self.tags = sorted
    self.difficulty = difficulty
    self.content = content
  }

  /// Validates a draft from the wire's texts.
  ///
  /// - Throws: ``LecturePostError/invalidText(field:text:)`` naming the first field that does not read (semester,
  ///   exam type, exam info, difficulty, in the wire's order), ``LecturePostError/noExamInfoTags``, then the
  ///   content's errors.
  public init(
    semesterText: String, examTypeText: String, examInfoText: String, difficultyText: String, content: String
  ) throws(LecturePostError) {
    guard let semester = Semester(semesterText) else { throw .invalidText(field: .semester, text: semesterText) }
    guard let type = ExamType(rawValue: examTypeText) else { throw .invalidText(field: .examType, text: examTypeText) }
    let tags = try ExamInfoTag.parseList(examInfoText)
    guard let difficulty = ExamDifficulty(rawValue: difficultyText) else {
      throw .invalidText(field: .examDifficulty, text: difficultyText)
    }
    try self.init(semester: semester, examType: type, tags: tags, difficulty: difficulty, content: content)
  }

  /// The wire's `examInfo`: "족보, PPT, 응용".
  public var examInfoText: String { ExamInfoTag.listText(tags) }
}

extension ExamPostDraft: Codable {
  private enum CodingKeys: String, CodingKey {
    case semester, examType, tags, difficulty, content
  }

  /// Decodes a stored draft and validates it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        semester: try container.decode(Semester.self, forKey: .semester),
        examType: try container.decode(ExamType.self, forKey: .examType),
        tags: try container.decode([ExamInfoTag].self, forKey: .tags),
        difficulty: try container.decode(ExamDifficulty.self, forKey: .difficulty),
        content: try container.decode(String.self, forKey: .content))
    } catch let error as LecturePostError {
      throw DecodingError.dataCorruptedError(forKey: .content, in: container, debugDescription: error.description)
    }
  }

  /// Encodes the draft.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(semester, forKey: .semester)
    try container.encode(examType, forKey: .examType)
    try container.encode(tags, forKey: .tags)
    try container.encode(difficulty, forKey: .difficulty)
    try container.encode(content, forKey: .content)
  }
}
