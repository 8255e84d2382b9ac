import Foundation

/// One evaluation of `GET /evaluate-posts` (the lecture's list), as the server sends it.
///
/// The ratings are `Float`s at `Float` precision (`totalAvg` 4.1666665). The server checks no range, so a value
/// written by another client may be off the kit's grid; ``draft()`` validates it.
@available(*, deprecated, message: "decode with SuwikiDecoder.evaluationPage(from:), which returns ListedEvaluation")
public struct EvaluatePostDTO: Decodable, Hashable, Sendable {
  /// The server's post id.
  public let id: Int
  /// "2023-2".
  public let selectedSemester: String
  /// The post's own average: (learning + honey + satisfaction) / 3.
  public let totalAvg: Float
  /// 만족도.
  public let satisfaction: Float
  /// 배움지수.
  public let learning: Float
  /// 꿀강지수.
  public let honey: Float
  /// 0 or 1.
  public let team: Int
  /// 0 (lenient) ... 2 (strict).
  public let difficulty: Int
  /// 0 ... 2.
  public let homework: Int
  /// The text.
  public let content: String

  /// The post's values as a validated draft (to edit it, or to store it offline).
  ///
  /// - Throws: The errors of ``EvaluationDraft/init(semesterText:satisfaction:learning:honey:team:difficulty:homework:content:)``.
  public func draft() throws(LecturePostError) -> EvaluationDraft {
    try EvaluationDraft(
      semesterText: selectedSemester, satisfaction: Double(satisfaction), learning: Double(learning),
      honey: Double(honey), team: team, difficulty: difficulty, homework: homework, content: content)
  }
}

/// `GET /evaluate-posts?lectureId=&page=`: a page of the lecture's evaluations and whether the caller wrote one.
@available(*, deprecated, message: "decode with SuwikiDecoder.evaluationPage(from:), which returns an EvaluationPage")
public struct EvaluatePostListResponse: Decodable, Hashable, Sendable {
  /// The page's posts (10 at most; an empty page ends the list).
  public let data: [EvaluatePostDTO]
  /// Whether the caller has an evaluation of this lecture.
  public let written: Bool

  /// Decodes a response.
  ///
  /// - Throws: ``CourseRecordError`` naming the post index and field.
  @available(*, deprecated, message: "use SuwikiDecoder.evaluationPage(from:)")
  public static func decode(from data: Data) throws(CourseRecordError) -> EvaluatePostListResponse {
    try CourseRecordError.decode(EvaluatePostListResponse.self, from: data)
  }
}

/// One of the caller's own evaluations (`GET /evaluate-posts/written`): the list item plus the lecture's names.
@available(
  *, deprecated, message: "decode with SuwikiDecoder.writtenEvaluations(from:), which returns WrittenEvaluation"
)
public struct MyEvaluatePostDTO: Decodable, Hashable, Sendable {
  /// The server's post id.
  public let id: Int
  /// The lecture name.
  public let lectureName: String
  /// The professor.
  public let professor: String
  /// The department.
  public let majorType: String
  /// "2023-2".
  public let selectedSemester: String
  /// The lecture's semesters: "2022-2, 2023-2" (an edit picks one of them).
  public let semesterList: String
  /// The post's own average.
  public let totalAvg: Float
  /// 만족도.
  public let satisfaction: Float
  /// 배움지수.
  public let learning: Float
  /// 꿀강지수.
  public let honey: Float
  /// 0 or 1.
  public let team: Int
  /// 0 ... 2.
  public let difficulty: Int
  /// 0 ... 2.
  public let homework: Int
  /// The text.
  public let content: String

  /// The post's values as a validated draft.
  ///
  /// - Throws: As ``EvaluatePostDTO/draft()``.
  public func draft() throws(LecturePostError) -> EvaluationDraft {
    try EvaluationDraft(
      semesterText: selectedSemester, satisfaction: Double(satisfaction), learning: Double(learning),
      honey: Double(honey), team: team, difficulty: difficulty, homework: homework, content: content)
  }
}

/// One exam post of `GET /exam-posts`.
@available(*, deprecated, message: "decode with SuwikiDecoder.examPostPage(from:), which returns ListedExamPost")
public struct ExamPostDTO: Decodable, Hashable, Sendable {
  /// The server's post id.
  public let id: Int
  /// "2023-2".
  public let selectedSemester: String
  /// "중간고사", ...
  public let examType: String
  /// "족보, PPT, 응용".
  public let examInfo: String
  /// "쉬움", "보통" or "어려움".
  public let examDifficulty: String
  /// The text.
  public let content: String

  /// The post's values as a validated draft.
  ///
  /// - Throws: The errors of ``ExamPostDraft/init(semesterText:examTypeText:examInfoText:difficultyText:content:)``.
  public func draft() throws(LecturePostError) -> ExamPostDraft {
    try ExamPostDraft(
      semesterText: selectedSemester, examTypeText: examType, examInfoText: examInfo, difficultyText: examDifficulty,
      content: content)
  }
}

/// `GET /exam-posts?lectureId=&page=`: the lecture's exam posts as the caller may see them.
///
/// Without a purchase `data` is empty and `canRead` false, while `examDataExist` and `written` still tell the truth.
@available(*, deprecated, message: "decode with SuwikiDecoder.examPostPage(from:), which returns an ExamPostPage")
public struct ExamPostListResponse: Decodable, Hashable, Sendable {
  /// The page's posts; empty unless `canRead`.
  public let data: [ExamPostDTO]
  /// Whether the caller bought this lecture's exam posts.
  public let canRead: Bool
  /// Whether the page has posts at all.
  public let examDataExist: Bool
  /// Whether the caller wrote an exam post on this lecture.
  public let written: Bool

  /// Whether the app should offer the purchase: posts exist and none are shown.
  public var offersPurchase: Bool { examDataExist && !canRead }

  /// Decodes a response.
  ///
  /// - Throws: ``CourseRecordError`` naming the post index and field.
  @available(*, deprecated, message: "use SuwikiDecoder.examPostPage(from:)")
  public static func decode(from data: Data) throws(CourseRecordError) -> ExamPostListResponse {
    try CourseRecordError.decode(ExamPostListResponse.self, from: data)
  }
}

/// One of the caller's own exam posts (`GET /exam-posts/written`).
@available(*, deprecated, message: "decode with SuwikiDecoder.writtenExamPosts(from:), which returns WrittenExamPost")
public struct MyExamPostDTO: Decodable, Hashable, Sendable {
  /// The server's post id.
  public let id: Int
  /// The lecture name.
  public let lectureName: String
  /// The professor.
  public let professor: String
  /// The department.
  public let majorType: String
  /// "2023-2".
  public let selectedSemester: String
  /// The lecture's semesters: "2022-2, 2023-2".
  public let semesterList: String
  /// The exam type's text.
  public let examType: String
  /// The tags joined with ", ".
  public let examInfo: String
  /// The difficulty's text.
  public let examDifficulty: String
  /// The text.
  public let content: String

  /// The post's values as a validated draft.
  ///
  /// - Throws: As ``ExamPostDTO/draft()``.
  public func draft() throws(LecturePostError) -> ExamPostDraft {
    try ExamPostDraft(
      semesterText: selectedSemester, examTypeText: examType, examInfoText: examInfo, difficultyText: examDifficulty,
      content: content)
  }
}

/// One purchase of `GET /exam-posts/purchase`.
@available(*, deprecated, message: "decode with SuwikiDecoder.examPostPurchases(from:), which returns ExamPostPurchase")
public struct ExamPurchaseDTO: Decodable, Hashable, Sendable {
  /// The purchase's server id.
  public let id: Int
  /// The professor.
  public let professor: String
  /// The lecture name.
  public let lectureName: String
  /// The department.
  public let majorType: String
  /// When, in Seoul time without a zone: "2024-03-11T14:02:37".
  public let createDate: String

  /// ``createDate`` as an instant, read in `timeZone` (Seoul by default), or `nil` when it is not
  /// "yyyy-MM-dd'T'HH:mm:ss".
  public func purchasedAt(in timeZone: TimeZone = .seoul) -> Date? {
    ExamPostPurchase.date(createDate, in: timeZone)
  }
}

/// The server's `ResponseForm` wrapper: `{"data": ..., "statusCode": null, "message": null}`.
@available(*, deprecated, message: "use SuwikiDecoder's entry for the payload, which returns the kit's models")
public struct SuwikiResponseForm<Payload: Decodable & Sendable>: Decodable, Sendable {
  /// The payload.
  public let data: Payload
  /// A status code, usually null.
  public let statusCode: Int?
  /// A message, usually null.
  public let message: String?

  /// Decodes a wrapped response.
  ///
  /// - Throws: ``CourseRecordError`` naming the record index and field.
  @available(
    *, deprecated,
    message:
      "use SuwikiDecoder's entry for the payload: writtenEvaluations(from:), writtenExamPosts(from:), examPostPurchases(from:) or lecture(from:)"
  )
  public static func decode(from data: Data) throws(CourseRecordError) -> SuwikiResponseForm<Payload> {
    try CourseRecordError.decode(SuwikiResponseForm<Payload>.self, from: data)
  }
}

@available(*, deprecated)
extension SuwikiResponseForm: Equatable where Payload: Equatable {}

/// `GET /user/my-page`: the caller's account as the server counts it.
@available(*, deprecated, message: "decode with SuwikiDecoder.studentProfile(from:), which returns a StudentProfile")
public struct MyPageDTO: Decodable, Hashable, Sendable {
  /// The login id.
  public let loginId: String
  /// The email.
  public let email: String
  /// The point balance.
  public let point: Int
  /// How many evaluations they wrote.
  public let writtenEvaluation: Int
  /// How many exam posts they wrote.
  public let writtenExam: Int
  /// How many lectures' exam posts they bought.
  public let viewExam: Int

  /// Decodes the response.
  ///
  /// - Throws: ``CourseRecordError`` naming the field.
  @available(*, deprecated, message: "use SuwikiDecoder.studentProfile(from:)")
  public static func decode(from data: Data) throws(CourseRecordError) -> MyPageDTO {
    try CourseRecordError.decode(MyPageDTO.self, from: data)
  }

  /// The account these numbers describe, for a student with identity `id`.
  ///
  /// - Throws: ``LecturePostError/invalidAccount(_:reason:)`` for a negative number.
  public func account(id: StudentID, isRestricted: Bool = false) throws(LecturePostError) -> StudentAccount {
    try StudentAccount(
      id: id, points: point, writtenEvaluations: writtenEvaluation, writtenExamPosts: writtenExam,
      purchasedExamInfo: viewExam, isRestricted: isRestricted)
  }
}
