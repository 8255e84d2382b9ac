import Foundation

/// The body of `POST /evaluate-posts?lectureId=`: a new lecture evaluation, exactly as the server reads it.
@available(*, deprecated, message: "encode with SuwikiDecoder.requestBody(for:lecture:)")
public struct EvaluatePostWriteRequest: Codable, Hashable, Sendable {
  /// The lecture name, copied from the lecture.
  public let lectureName: String
  /// The professor, copied from the lecture.
  public let professor: String
  /// "2023-2".
  public let selectedSemester: String
  /// 0.5...5.0.
  public let satisfaction: Double
  /// 0.5...5.0.
  public let learning: Double
  /// 0.5...5.0.
  public let honey: Double
  /// 0 or 1.
  public let team: Int
  /// 0 (lenient) ... 2 (strict).
  public let difficulty: Int
  /// 0 ... 2.
  public let homework: Int
  /// The text.
  public let content: String

  /// The request for `draft` about `lecture`.
  public init(_ draft: EvaluationDraft, lecture: EvaluationLecture) {
    lectureName = lecture.name
    professor = lecture.professor
    selectedSemester = draft.semester.description
    satisfaction = draft.satisfaction.value
    learning = draft.learning.value
    honey = draft.honey.value
    team = draft.team.rawValue
    difficulty = draft.difficulty.rawValue
    homework = draft.homework.rawValue
    content = draft.content
  }

  /// The validated draft this request carries.
  ///
  /// - Throws: The errors of ``EvaluationDraft/init(semesterText:satisfaction:learning:honey:team:difficulty:homework:content:)``.
  public func draft() throws(LecturePostError) -> EvaluationDraft {
    try EvaluationDraft(
      semesterText: selectedSemester, satisfaction: satisfaction, learning: learning, honey: honey, team: team,
      difficulty: difficulty, homework: homework, content: content)
  }

  /// The JSON body.
  public func body() -> Data { SuwikiJSON.encode(self) }
}

/// The body of `PUT /evaluate-posts?evaluateIdx=`: an edit, without the lecture's names.
@available(*, deprecated, message: "encode with SuwikiDecoder.requestBody(editing:)")
public struct EvaluatePostUpdateRequest: Codable, Hashable, Sendable {
  /// "2023-2".
  public let selectedSemester: String
  /// 0.5...5.0.
  public let satisfaction: Double
  /// 0.5...5.0.
  public let learning: Double
  /// 0.5...5.0.
  public let honey: Double
  /// 0 or 1.
  public let team: Int
  /// 0 (lenient) ... 2 (strict).
  public let difficulty: Int
  /// 0 ... 2.
  public let homework: Int
  /// The text.
  public let content: String

  /// The request for an edit to `draft`.
  public init(_ draft: EvaluationDraft) {
    selectedSemester = draft.semester.description
    satisfaction = draft.satisfaction.value
    learning = draft.learning.value
    honey = draft.honey.value
    team = draft.team.rawValue
    difficulty = draft.difficulty.rawValue
    homework = draft.homework.rawValue
    content = draft.content
  }

  /// The validated draft this request carries.
  ///
  /// - Throws: As ``EvaluatePostWriteRequest/draft()``.
  public func draft() throws(LecturePostError) -> EvaluationDraft {
    try EvaluationDraft(
      semesterText: selectedSemester, satisfaction: satisfaction, learning: learning, honey: honey, team: team,
      difficulty: difficulty, homework: homework, content: content)
  }

  /// The JSON body.
  public func body() -> Data { SuwikiJSON.encode(self) }
}

/// The body of `POST /exam-posts?lectureId=`: a new exam post.
@available(*, deprecated, message: "encode with SuwikiDecoder.requestBody(for:lecture:)")
public struct ExamPostWriteRequest: Codable, Hashable, Sendable {
  /// The lecture name, copied from the lecture.
  public let lectureName: String
  /// The professor, copied from the lecture.
  public let professor: String
  /// "2023-2".
  public let selectedSemester: String
  /// "중간고사", "기말고사", "쪽지" or "기타".
  public let examType: String
  /// The tags joined with ", ": "족보, PPT, 응용".
  public let examInfo: String
  /// "쉬움", "보통" or "어려움".
  public let examDifficulty: String
  /// The text.
  public let content: String

  /// The request for `draft` about `lecture`.
  public init(_ draft: ExamPostDraft, lecture: EvaluationLecture) {
    lectureName = lecture.name
    professor = lecture.professor
    selectedSemester = draft.semester.description
    examType = draft.examType.rawValue
    examInfo = draft.examInfoText
    examDifficulty = draft.difficulty.rawValue
    content = draft.content
  }

  /// The validated draft this request carries.
  ///
  /// - Throws: The errors of ``ExamPostDraft/init(semesterText:examTypeText:examInfoText:difficultyText:content:)``.
  public func draft() throws(LecturePostError) -> ExamPostDraft {
    try ExamPostDraft(
      semesterText: selectedSemester, examTypeText: examType, examInfoText: examInfo, difficultyText: examDifficulty,
      content: content)
  }

  /// The JSON body.
  public func body() -> Data { SuwikiJSON.encode(self) }
}

/// The body of `PUT /exam-posts?examIdx=`: an edit, without the lecture's names.
@available(*, deprecated, message: "encode with SuwikiDecoder.requestBody(editing:)")
public struct ExamPostUpdateRequest: Codable, Hashable, Sendable {
  /// "2023-2".
  public let selectedSemester: String
  /// The exam type's text.
  public let examType: String
  /// The tags joined with ", ".
  public let examInfo: String
  /// The difficulty's text.
  public let examDifficulty: String
  /// The text.
  public let content: String

  /// The request for an edit to `draft`.
  public init(_ draft: ExamPostDraft) {
    selectedSemester = draft.semester.description
    examType = draft.examType.rawValue
    examInfo = draft.examInfoText
    examDifficulty = draft.difficulty.rawValue
    content = draft.content
  }

  /// The validated draft this request carries.
  ///
  /// - Throws: As ``ExamPostWriteRequest/draft()``.
  public func draft() throws(LecturePostError) -> ExamPostDraft {
    try ExamPostDraft(
      semesterText: selectedSemester, examTypeText: examType, examInfoText: examInfo, difficultyText: examDifficulty,
      content: content)
  }

  /// The JSON body.
  public func body() -> Data { SuwikiJSON.encode(self) }
}

/// The body of `POST /user/report/evaluate` (`{"evaluateIdx": 1187}`) or `/user/report/exam` (`{"examIdx": 311}`).
@available(*, deprecated, message: "encode with SuwikiDecoder.reportBody(evaluation:) or reportBody(examPost:)")
public struct PostReportRequest: Codable, Hashable, Sendable {
  /// The reported evaluation's server id, for an evaluation report.
  public let evaluateIdx: Int?
  /// The reported exam post's server id, for an exam report.
  public let examIdx: Int?

  /// A report of the evaluation with server id `id`.
  public static func evaluation(_ id: Int) -> PostReportRequest { PostReportRequest(evaluateIdx: id, examIdx: nil) }
  /// A report of the exam post with server id `id`.
  public static func exam(_ id: Int) -> PostReportRequest { PostReportRequest(evaluateIdx: nil, examIdx: id) }

  private init(evaluateIdx: Int?, examIdx: Int?) {
    self.evaluateIdx = evaluateIdx
    self.examIdx = examIdx
  }

  /// The JSON body, with the one key that is set.
  public func body() -> Data { SuwikiJSON.encode(self) }
}
