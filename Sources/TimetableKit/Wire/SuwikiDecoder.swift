import Foundation

/// Reads the SUWIKI server's JSON bodies and its Firebase course export into the kit's models, and writes the
/// bodies of its post requests.
///
/// Every entry throws ``CourseRecordError`` naming the record and field (record 2, `content`) for a body it cannot
/// read; a refusal body (`{"code": "USER006", ...}`) reads with ``serverError(from:)``.
///
/// ```swift
/// let page = try SuwikiDecoder.lecturePage(from: body)            // the lecture list: LectureSummary values
/// let posts = try SuwikiDecoder.evaluationPage(from: postsBody)   // GET /evaluate-posts
/// let refusal = try SuwikiDecoder.serverError(from: errorBody)    // .notEnoughPoints
/// let request = SuwikiDecoder.requestBody(for: draft, lecture: lecture)  // POST /evaluate-posts
/// ```
public enum SuwikiDecoder {
  /// The courses of a Firebase export (a JSON array of course records); records that do not map are
  /// ``CourseImport/rejections``, named by index.
  ///
  /// - Parameters:
  ///   - data: The export's bytes.
  ///   - semester: The semester the export describes, for the courses' identifiers.
  public static func courses(from data: Data, semester: Semester? = nil) throws(CourseRecordError) -> CourseImport {
    CourseImport(suwiki: try records(from: data), semester: semester)
  }

  /// A page of the lecture list and search endpoints (`{"data": [...], "count": 123}`).
  ///
  /// - Throws: ``CourseRecordError/invalidField(record:field:value:)`` naming the lecture and `semesterList` when
  ///   that list holds anything but "YYYY-T" entries, or the record and field the JSON lacks.
  public static func lecturePage(from data: Data) throws(CourseRecordError) -> LecturePage {
    let page = try CourseRecordError.decode(LecturePageWire.self, from: data)
    var lectures: [LectureSummary] = []
    lectures.reserveCapacity(page.data.count)
    for (index, lecture) in page.data.enumerated() {
      lectures.append(try summary(lecture, record: index))
    }
    return LecturePage(lectures: lectures, totalCount: page.count)
  }

  /// One lecture's averages: the lecture detail endpoint's body, wrapped in the server's `ResponseForm`.
  ///
  /// - Throws: ``CourseRecordError/invalidField(record:field:value:)`` naming `data.semesterList` when that list
  ///   holds anything but "YYYY-T" entries, or the field the JSON lacks.
  public static func lecture(from data: Data) throws(CourseRecordError) -> LectureSummary {
    let lecture = try CourseRecordError.decode(SuwikiFormWire<LectureWire>.self, from: data).data
    guard let summary = try? LectureSummary(wire: lecture) else {
      throw .invalidField(record: nil, field: "data.semesterList", value: lecture.semesterList)
    }
    return summary
  }

  /// A page of a lecture's evaluations (`GET /evaluate-posts?lectureId=&page=`).
  public static func evaluationPage(from data: Data) throws(CourseRecordError) -> EvaluationPage {
    let page = try CourseRecordError.decode(EvaluatePostPageWire.self, from: data)
    return EvaluationPage(posts: page.data.map(ListedEvaluation.init), written: page.written)
  }

  /// A page of a lecture's exam posts and what the viewer may see (`GET /exam-posts?lectureId=&page=`).
  public static func examPostPage(from data: Data) throws(CourseRecordError) -> ExamPostPage {
    let page = try CourseRecordError.decode(ExamPostPageWire.self, from: data)
    return ExamPostPage(
      posts: page.data.map(ListedExamPost.init), canRead: page.canRead, postsExist: page.examDataExist,
      written: page.written)
  }

  /// The viewer's own evaluations (`GET /evaluate-posts/written`).
  ///
  /// - Throws: ``CourseRecordError/invalidField(record:field:value:)`` naming the post and `semesterList` when
  ///   the lecture's list holds anything but "YYYY-T" entries, or the record and field the JSON lacks.
  public static func writtenEvaluations(from data: Data) throws(CourseRecordError) -> [WrittenEvaluation] {
    let posts = try CourseRecordError.decode(SuwikiFormWire<[MyEvaluatePostWire]>.self, from: data).data
    var written: [WrittenEvaluation] = []
    for (index, post) in posts.enumerated() {
      written.append(
        WrittenEvaluation(
          post: ListedEvaluation(post.post),
          lecture: LectureNames(name: post.lectureName, professor: post.professor, major: post.majorType),
          lectureSemesters: try semesters(post.semesterList, record: index)))
    }
    return written
  }

  /// The viewer's own exam posts (`GET /exam-posts/written`).
  ///
  /// - Throws: As ``writtenEvaluations(from:)``.
  public static func writtenExamPosts(from data: Data) throws(CourseRecordError) -> [WrittenExamPost] {
    let posts = try CourseRecordError.decode(SuwikiFormWire<[MyExamPostWire]>.self, from: data).data
    var written: [WrittenExamPost] = []
    for (index, post) in posts.enumerated() {
      written.append(
        WrittenExamPost(
          post: ListedExamPost(post.post),
          lecture: LectureNames(name: post.lectureName, professor: post.professor, major: post.majorType),
          lectureSemesters: try semesters(post.semesterList, record: index)))
    }
    return written
  }

  /// The lectures whose exam posts the viewer bought (`GET /exam-posts/purchase`), each with the time of the
  /// purchase: the server's zone-less "2024-03-11T14:02:37" read in Seoul.
  ///
  /// - Throws: ``CourseRecordError/invalidField(record:field:value:)`` naming the purchase and `createDate` when
  ///   it is not such a time, or the record and field the JSON lacks.
  public static func examPostPurchases(from data: Data) throws(CourseRecordError) -> [ExamPostPurchase] {
    let purchases = try CourseRecordError.decode(SuwikiFormWire<[ExamPurchaseWire]>.self, from: data).data
    var result: [ExamPostPurchase] = []
    for (index, purchase) in purchases.enumerated() {
      guard let date = ExamPostPurchase.date(purchase.createDate, in: .seoul) else {
        throw .invalidField(record: index, field: "createDate", value: purchase.createDate)
      }
      result.append(
        ExamPostPurchase(
          id: purchase.id,
          lecture: LectureNames(name: purchase.lectureName, professor: purchase.professor, major: purchase.majorType),
          purchasedAt: date))
    }
    return result
  }

  /// The viewer's account counts (`GET /user/my-page`); ``StudentProfile/account(id:isRestricted:)`` makes the
  /// ``StudentAccount``.
  public static func studentProfile(from data: Data) throws(CourseRecordError) -> StudentProfile {
    let page = try CourseRecordError.decode(MyPageWire.self, from: data)
    return StudentProfile(
      loginID: page.loginId, email: page.email, points: page.point, writtenEvaluations: page.writtenEvaluation,
      writtenExamPosts: page.writtenExam, purchasedExamInfo: page.viewExam)
  }

  /// What the server refused, from its error body (`{"exception": …, "code": "USER006", "message": …}`).
  ///
  /// - Throws: ``CourseRecordError`` when the bytes are not an error body.
  public static func serverError(from data: Data) throws(CourseRecordError) -> SuwikiServerError {
    SuwikiServerError(wire: try CourseRecordError.decode(SuwikiErrorWire.self, from: data))
  }

  // MARK: Request bodies

  /// The body of `POST /evaluate-posts?lectureId=`: a new evaluation of `lecture`, with its names copied in.
  ///
  /// Keys are sorted, so a body is the same bytes on every run.
  public static func requestBody(for draft: EvaluationDraft, lecture: EvaluationLecture) -> Data {
    SuwikiJSON.encode(EvaluationRequestWire(draft, lecture: lecture))
  }

  /// The body of `PUT /evaluate-posts?evaluateIdx=`: an edit, without the lecture's names.
  public static func requestBody(editing draft: EvaluationDraft) -> Data {
    SuwikiJSON.encode(EvaluationRequestWire(draft, lecture: nil))
  }

  /// The body of `POST /exam-posts?lectureId=`: a new exam post about `lecture`, with its names copied in.
  public static func requestBody(for draft: ExamPostDraft, lecture: EvaluationLecture) -> Data {
    SuwikiJSON.encode(ExamPostRequestWire(draft, lecture: lecture))
  }

  /// The body of `PUT /exam-posts?examIdx=`: an edit, without the lecture's names.
  public static func requestBody(editing draft: ExamPostDraft) -> Data {
    SuwikiJSON.encode(ExamPostRequestWire(draft, lecture: nil))
  }

  /// The body of `POST /user/report/evaluate`: `{"evaluateIdx": 1187}` for the evaluation with server id `id`.
  public static func reportBody(evaluation id: Int) -> Data {
    SuwikiJSON.encode(ReportRequestWire(evaluateIdx: id, examIdx: nil))
  }

  /// The body of `POST /user/report/exam`: `{"examIdx": 311}` for the exam post with server id `id`.
  public static func reportBody(examPost id: Int) -> Data {
    SuwikiJSON.encode(ReportRequestWire(evaluateIdx: nil, examIdx: id))
  }

  // MARK: Stages, exposed to the benchmarks and fuzz targets

  /// The records of a Firebase export, decoded but not mapped (checked apart by the fuzz targets).
  @_spi(Benchmarking)
  public static func records(from data: Data) throws(CourseRecordError) -> [SuwikiCourseWire] {
    try CourseRecordError.decode([SuwikiCourseWire].self, from: data)
  }

  // MARK: Mapping

  /// The summary of the lecture at `record`, or the error naming its `semesterList`.
  private static func summary(_ lecture: LectureWire, record: Int) throws(CourseRecordError) -> LectureSummary {
    guard let summary = try? LectureSummary(wire: lecture) else {
      throw .invalidField(record: record, field: "semesterList", value: lecture.semesterList)
    }
    return summary
  }

  /// The semesters of the `semesterList` of the post at `record`.
  private static func semesters(_ list: String, record: Int) throws(CourseRecordError) -> [Semester] {
    guard let semesters = LectureSummary.semesters(list) else {
      throw .invalidField(record: record, field: "semesterList", value: list)
    }
    return semesters
  }
}
