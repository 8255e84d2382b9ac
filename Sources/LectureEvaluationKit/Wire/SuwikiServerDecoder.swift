import Foundation

/// Reads the SUWIKI server's JSON bodies into the kit's models; ``SuwikiRequestEncoder`` writes the bodies the app
/// sends.
///
/// Every entry throws ``SuwikiWireError`` naming the record and field (record 2, `content`) for a body it cannot
/// read; a refusal body (`{"code": "USER006", ...}`) reads with ``serverError(from:)``.
///
/// ```swift
/// let page = try SuwikiServerDecoder.lecturePage(from: body)            // the lecture list: LectureSummary values
/// let posts = try SuwikiServerDecoder.evaluationPage(from: postsBody)   // GET /evaluate-posts
/// let refusal = try SuwikiServerDecoder.serverError(from: errorBody)    // .notEnoughPoints(message: "유저 포인트가 …")
/// ```
public enum SuwikiServerDecoder {
  /// A page of the lecture list and search endpoints (`{"data": [...], "count": 123}`).
  ///
  /// - Throws: ``SuwikiWireError/invalidField(record:field:value:)`` naming the lecture and `semesterList` when
  ///   that list holds anything but "YYYY-T" entries, or the record and field the JSON lacks.
  public static func lecturePage(from data: Data) throws(SuwikiWireError) -> LecturePage {
    let page = try SuwikiWireError.decode(LecturePageWire.self, from: data)
    var lectures: [LectureSummary] = []
    lectures.reserveCapacity(page.data.count)
    for (index, lecture) in page.data.enumerated() {
      lectures.append(try summary(lecture, record: index))
    }
    return LecturePage(lectures: lectures, totalCount: page.count)
  }

  /// One lecture's averages: the lecture detail endpoint's body, wrapped in the server's `ResponseForm`.
  ///
  /// - Throws: ``SuwikiWireError/invalidField(record:field:value:)`` naming `data.semesterList` when that list
  ///   holds anything but "YYYY-T" entries, or the field the JSON lacks.
  public static func lecture(from data: Data) throws(SuwikiWireError) -> LectureSummary {
    let lecture = try SuwikiWireError.decode(SuwikiFormWire<LectureSummaryWire>.self, from: data).data
    guard let summary = try? LectureSummary(wire: lecture) else {
      throw .invalidField(record: nil, field: "data.semesterList", value: lecture.semesterList)
    }
    return summary
  }

  /// A page of a lecture's evaluations (`GET /evaluate-posts?lectureId=&page=`).
  public static func evaluationPage(from data: Data) throws(SuwikiWireError) -> EvaluationPage<ListedEvaluation> {
    let page = try SuwikiWireError.decode(EvaluationPageWire.self, from: data)
    return EvaluationPage(posts: page.data.map(ListedEvaluation.init), written: page.written)
  }

  /// A page of a lecture's exam posts and what the viewer may see (`GET /exam-posts?lectureId=&page=`).
  public static func examPostPage(from data: Data) throws(SuwikiWireError) -> ExamPostPage<ListedExamPost> {
    let page = try SuwikiWireError.decode(ExamPostPageWire.self, from: data)
    return ExamPostPage(
      posts: page.data.map(ListedExamPost.init), canRead: page.canRead, postsExist: page.examDataExist,
      written: page.written)
  }

  /// The viewer's own evaluations (`GET /evaluate-posts/written`).
  ///
  /// - Throws: ``SuwikiWireError/invalidField(record:field:value:)`` naming the post and `semesterList` when
  ///   the lecture's list holds anything but "YYYY-T" entries, or the record and field the JSON lacks.
  public static func writtenEvaluations(from data: Data) throws(SuwikiWireError) -> [WrittenEvaluation] {
    let posts = try SuwikiWireError.decode(SuwikiFormWire<[WrittenEvaluationWire]>.self, from: data).data
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
  public static func writtenExamPosts(from data: Data) throws(SuwikiWireError) -> [WrittenExamPost] {
    let posts = try SuwikiWireError.decode(SuwikiFormWire<[WrittenExamPostWire]>.self, from: data).data
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
  /// - Throws: ``SuwikiWireError/invalidField(record:field:value:)`` naming the purchase and `createDate` when
  ///   it is not such a time, or the record and field the JSON lacks.
  public static func examPostPurchases(from data: Data) throws(SuwikiWireError) -> [ListedExamPurchase] {
    let purchases = try SuwikiWireError.decode(SuwikiFormWire<[ListedExamPurchaseWire]>.self, from: data).data
    var result: [ListedExamPurchase] = []
    for (index, purchase) in purchases.enumerated() {
      guard let date = ListedExamPurchase.date(purchase.createDate, in: .seoul) else {
        throw .invalidField(record: index, field: "createDate", value: purchase.createDate)
      }
      result.append(
        ListedExamPurchase(
          id: purchase.id,
          lecture: LectureNames(name: purchase.lectureName, professor: purchase.professor, major: purchase.majorType),
          purchasedAt: date))
    }
    return result
  }

  /// The viewer's account counts (`GET /user/my-page`); ``StudentProfile/account(id:isRestricted:)`` makes the
  /// ``StudentAccount``.
  public static func studentProfile(from data: Data) throws(SuwikiWireError) -> StudentProfile {
    let page = try SuwikiWireError.decode(StudentProfileWire.self, from: data)
    return StudentProfile(
      loginID: page.loginId, email: page.email, points: page.point, writtenEvaluations: page.writtenEvaluation,
      writtenExamPosts: page.writtenExam, purchasedExamInfo: page.viewExam)
  }

  /// The tokens of a sign-in or refresh answer: `{"AccessToken": "…", "RefreshToken": "…"}`, or the same pair
  /// wrapped in the server's `ResponseForm` (`{"data": {"AccessToken": …}}`), as one refresh path answers.
  ///
  /// - Throws: ``SuwikiWireError/missingField(record:field:)`` naming `AccessToken` when the body holds no token,
  ///   ``SuwikiWireError/invalidField(record:field:value:)`` when it is empty.
  public static func tokens(from data: Data) throws(SuwikiWireError) -> AuthTokens {
    let wire: SuwikiTokensWire
    if let wrapped = try? SuwikiWireError.decode(SuwikiFormWire<SuwikiTokensWire>.self, from: data) {
      wire = wrapped.data
    } else {
      wire = try SuwikiWireError.decode(SuwikiTokensWire.self, from: data)
    }
    guard !wire.accessToken.isEmpty else { throw .invalidField(record: nil, field: "AccessToken", value: "") }
    let refresh = wire.refreshToken.flatMap { $0.isEmpty ? nil : $0 }
    return AuthTokens(accessToken: wire.accessToken, refreshToken: refresh)
  }

  /// The viewer's favourite majors (`GET /user/favorite-major`): the `majorType` texts of the `ResponseForm`'s
  /// `data`, in the server's order.
  public static func favoriteMajors(from data: Data) throws(SuwikiWireError) -> [String] {
    try SuwikiWireError.decode(SuwikiFormWire<[String]>.self, from: data).data
  }

  /// The `success` flag of a report answer (`{"success": true}`), and of a quit answer in the builds that allow it.
  public static func success(from data: Data) throws(SuwikiWireError) -> Bool {
    try SuwikiWireError.decode(SuwikiSuccessWire.self, from: data).success
  }

  /// What the server refused, from its error body (`{"exception": …, "code": "USER006", "message": …}`): the case
  /// for its code, with the body's `message` kept (``SuwikiServerError/serverMessage``).
  ///
  /// - Throws: ``SuwikiWireError`` when the bytes are not an error body.
  public static func serverError(from data: Data) throws(SuwikiWireError) -> SuwikiServerError {
    SuwikiServerError(wire: try SuwikiWireError.decode(SuwikiErrorWire.self, from: data))
  }

  // MARK: Mapping

  /// The summary of the lecture at `record`, or the error naming its `semesterList`.
  private static func summary(_ lecture: LectureSummaryWire, record: Int) throws(SuwikiWireError) -> LectureSummary {
    guard let summary = try? LectureSummary(wire: lecture) else {
      throw .invalidField(record: record, field: "semesterList", value: lecture.semesterList)
    }
    return summary
  }

  /// The semesters of the `semesterList` of the post at `record`.
  private static func semesters(_ list: String, record: Int) throws(SuwikiWireError) -> [Semester] {
    guard let semesters = LectureSummary.semesters(list) else {
      throw .invalidField(record: record, field: "semesterList", value: list)
    }
    return semesters
  }
}
