/// What a student writes in an exam post (시험정보), validated: a draft is always one the rules allow.
///
/// ```swift
/// let draft = try ExamPostDraft(
///   semester: Semester(year: 2023, term: .second), examType: .midterm, tags: [.pastExams, .slides, .applied],
///   difficulty: .moderate, content: "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")
/// draft.examInfoText                                  // "족보, PPT, 응용": the wire's examInfo
/// let harder = try draft.editing(difficulty: .hard)  // the other fields kept, validated again
/// ```
///
/// The choices, with the words the app shows:
/// - ``ExamType``: `.midterm` (중간고사), `.final` (기말고사), `.quiz` (쪽지), `.other` (기타);
/// - ``ExamInfoTag``: `.pastExams` (족보), `.textbook` (교재), `.slides` (PPT), `.notes` (필기), `.applied` (응용),
///   `.lab` (실습), `.assignments` (과제); kept in that order without repeats, at least one;
/// - ``ExamDifficulty``: `.easy` (쉬움), `.moderate` (보통), `.hard` (어려움).
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

  /// The draft with the fields given replaced and the others kept, validated as a new draft is: what an edit
  /// screen sends to ``LecturePostCommand/editExamPost(id:by:draft:)``.
  ///
  /// ```swift
  /// let edited = try draft.editing(tags: [.pastExams, .notes], content: newText)
  /// ```
  ///
  /// - Throws: As ``init(semester:examType:tags:difficulty:content:)``, for the draft the edit makes; `self` is
  ///   unchanged either way.
  public func editing(
    semester: Semester? = nil, examType: ExamType? = nil, tags: [ExamInfoTag]? = nil,
    difficulty: ExamDifficulty? = nil, content: String? = nil
  ) throws(LecturePostError) -> ExamPostDraft {
    try ExamPostDraft(
      semester: semester ?? self.semester, examType: examType ?? self.examType, tags: tags ?? self.tags,
      difficulty: difficulty ?? self.difficulty, content: content ?? self.content)
  }
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
