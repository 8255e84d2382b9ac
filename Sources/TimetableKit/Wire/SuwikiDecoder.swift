import Foundation

/// Reads the SUWIKI server's JSON bodies and its Firebase course export into the kit's models.
///
/// Every entry throws ``CourseRecordError`` naming the record and field (record 2, `content`) for a body it cannot
/// read; a refusal body (`{"code": "USER006", ...}`) reads with ``serverError(from:)``.
///
/// ```swift
/// let page = try SuwikiDecoder.lectureEvaluationPage(from: body)    // the lecture list
/// let posts = try SuwikiDecoder.evaluationPosts(from: postsBody)    // GET /evaluate-posts
/// let refusal = try SuwikiDecoder.serverError(from: errorBody)      // .notEnoughPoints
/// ```
public enum SuwikiDecoder {
  /// The courses of a Firebase export (a JSON array of ``SuwikiCourseRecord``s); records that do not map are
  /// ``CourseImport/rejections``, named by index.
  ///
  /// - Parameters:
  ///   - data: The export's bytes.
  ///   - semester: The semester the export describes, for the courses' identifiers.
  public static func courses(from data: Data, semester: Semester? = nil) throws(CourseRecordError) -> CourseImport {
    CourseImport(suwiki: try records(from: data), semester: semester)
  }

  /// A page of the lecture list and search endpoints (`{"data": [...], "count": 123}`).
  public static func lectureEvaluationPage(from data: Data) throws(CourseRecordError) -> LectureEvaluationPage {
    try CourseRecordError.decode(LectureEvaluationPage.self, from: data)
  }

  /// One lecture's averages: the lecture detail endpoint's body, wrapped in the server's `ResponseForm`.
  public static func lectureEvaluation(from data: Data) throws(CourseRecordError) -> LectureEvaluationDTO {
    try CourseRecordError.decode(SuwikiResponseForm<LectureEvaluationDTO>.self, from: data).data
  }

  /// A page of a lecture's evaluations (`GET /evaluate-posts?lectureId=&page=`).
  public static func evaluationPosts(from data: Data) throws(CourseRecordError) -> EvaluatePostListResponse {
    try CourseRecordError.decode(EvaluatePostListResponse.self, from: data)
  }

  /// A lecture's exam posts and what the caller may see (`GET /exam-posts?lectureId=&page=`).
  public static func examPosts(from data: Data) throws(CourseRecordError) -> ExamPostListResponse {
    try CourseRecordError.decode(ExamPostListResponse.self, from: data)
  }

  /// The caller's own evaluations (`GET /evaluate-posts/written`).
  public static func myEvaluationPosts(from data: Data) throws(CourseRecordError) -> [MyEvaluatePostDTO] {
    try CourseRecordError.decode(SuwikiResponseForm<[MyEvaluatePostDTO]>.self, from: data).data
  }

  /// The caller's own exam posts (`GET /exam-posts/written`).
  public static func myExamPosts(from data: Data) throws(CourseRecordError) -> [MyExamPostDTO] {
    try CourseRecordError.decode(SuwikiResponseForm<[MyExamPostDTO]>.self, from: data).data
  }

  /// The lectures whose exam posts the caller bought (`GET /exam-posts/purchase`).
  public static func examPurchases(from data: Data) throws(CourseRecordError) -> [ExamPurchaseDTO] {
    try CourseRecordError.decode(SuwikiResponseForm<[ExamPurchaseDTO]>.self, from: data).data
  }

  /// The caller's account counts (`GET /user/my-page`); ``MyPageDTO/account(id:isRestricted:)`` makes the
  /// ``StudentAccount``.
  public static func myPage(from data: Data) throws(CourseRecordError) -> MyPageDTO {
    try CourseRecordError.decode(MyPageDTO.self, from: data)
  }

  /// What the server refused, from its error body (`{"exception": …, "code": "USER006", "message": …}`).
  ///
  /// - Throws: ``CourseRecordError`` when the bytes are not an error body.
  public static func serverError(from data: Data) throws(CourseRecordError) -> SuwikiServerError {
    SuwikiServerError(try CourseRecordError.decode(SuwikiErrorBody.self, from: data))
  }

  /// The records of a Firebase export, decoded but not mapped (checked apart by the fuzz targets).
  @_spi(Benchmarking)
  public static func records(from data: Data) throws(CourseRecordError) -> [SuwikiCourseRecord] {
    try CourseRecordError.decode([SuwikiCourseRecord].self, from: data)
  }
}
