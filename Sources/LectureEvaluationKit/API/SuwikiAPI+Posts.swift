import Foundation

extension SuwikiAPI {
  // MARK: Evaluations

  /// `GET /evaluate-posts?lectureId=&page=`: a page of a lecture's evaluations (at most 10), and whether the viewer
  /// wrote one. An empty page ends the list.
  public static func evaluationPage(lecture: Int, page: Int = 1)
    -> Endpoint<EvaluationPage<ListedEvaluation>, SuwikiServerError>
  {
    Endpoint(method: .get, path: "/evaluate-posts", query: [QueryItem("lectureId", lecture), QueryItem("page", page)]) {
      response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.evaluationPage(from:))
    }
  }

  /// `POST /evaluate-posts?lectureId=`: writes `draft` about `lecture`, whose names go into the body; the server
  /// answers the text `success` and gives 10 points. A second evaluation of the lecture is POSTS001
  /// (``SuwikiServerError/alreadyWritten(message:)``).
  public static func writeEvaluation(_ draft: EvaluationDraft, lecture: EvaluationLecture)
    -> Endpoint<Void, SuwikiServerError>
  {
    Endpoint(
      method: .post, path: "/evaluate-posts", query: [QueryItem("lectureId", lecture.id)],
      body: SuwikiRequestEncoder.requestBody(for: draft, lecture: lecture), decode: SuwikiAPI.successText)
  }

  /// `PUT /evaluate-posts?evaluateIdx=`: replaces the evaluation with server id `id` (a ``ListedEvaluation``'s
  /// `id`) by `draft`. An unknown id is EVALUATE_POST001.
  public static func editEvaluation(_ id: Int, to draft: EvaluationDraft) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .put, path: "/evaluate-posts", query: [QueryItem("evaluateIdx", id)],
      body: SuwikiRequestEncoder.requestBody(editing: draft), decode: SuwikiAPI.successText)
  }

  /// `DELETE /evaluate-posts?evaluateIdx=`: removes the evaluation with server id `id`, for 30 of the caller's
  /// points; fewer is USER006 (``SuwikiServerError/notEnoughPoints(message:)``).
  public static func removeEvaluation(_ id: Int) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .delete, path: "/evaluate-posts", query: [QueryItem("evaluateIdx", id)],
      decode: SuwikiAPI.successText)
  }

  /// `GET /evaluate-posts/written?page=`: a page of the viewer's own evaluations, each with its lecture.
  public static func writtenEvaluations(page: Int = 1) -> Endpoint<[WrittenEvaluation], SuwikiServerError> {
    Endpoint(method: .get, path: "/evaluate-posts/written", query: [QueryItem("page", page)]) {
      response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.writtenEvaluations(from:))
    }
  }

  // MARK: Exam posts

  /// `GET /exam-posts?lectureId=&page=`: a page of a lecture's exam posts as the viewer may see them; without a
  /// purchase the posts are hidden and ``ExamPostPage/offersPurchase`` says whether to offer one.
  public static func examPostPage(lecture: Int, page: Int = 1)
    -> Endpoint<ExamPostPage<ListedExamPost>, SuwikiServerError>
  {
    Endpoint(method: .get, path: "/exam-posts", query: [QueryItem("lectureId", lecture), QueryItem("page", page)]) {
      response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.examPostPage(from:))
    }
  }

  /// `POST /exam-posts?lectureId=`: writes `draft` about `lecture`, for 20 points; the answer is the text
  /// `success`. A second exam post on the lecture is POSTS001.
  public static func writeExamPost(_ draft: ExamPostDraft, lecture: EvaluationLecture)
    -> Endpoint<Void, SuwikiServerError>
  {
    Endpoint(
      method: .post, path: "/exam-posts", query: [QueryItem("lectureId", lecture.id)],
      body: SuwikiRequestEncoder.requestBody(for: draft, lecture: lecture), decode: SuwikiAPI.successText)
  }

  /// `PUT /exam-posts?examIdx=`: replaces the exam post with server id `id` by `draft`. An unknown id is
  /// EXAM_POST001.
  public static func editExamPost(_ id: Int, to draft: ExamPostDraft) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .put, path: "/exam-posts", query: [QueryItem("examIdx", id)],
      body: SuwikiRequestEncoder.requestBody(editing: draft), decode: SuwikiAPI.successText)
  }

  /// `DELETE /exam-posts?examIdx=`: removes the exam post with server id `id`, for 30 of the caller's points.
  public static func removeExamPost(_ id: Int) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .delete, path: "/exam-posts", query: [QueryItem("examIdx", id)], decode: SuwikiAPI.successText)
  }

  /// `GET /exam-posts/written?page=`: a page of the viewer's own exam posts, each with its lecture.
  public static func writtenExamPosts(page: Int = 1) -> Endpoint<[WrittenExamPost], SuwikiServerError> {
    Endpoint(method: .get, path: "/exam-posts/written", query: [QueryItem("page", page)]) {
      response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.writtenExamPosts(from:))
    }
  }

  /// `POST /exam-posts/purchase?lectureId=`: buys the lecture's exam posts for 20 points, for good; the answer is
  /// the text `success`. Already bought is EXAM_POST002 (``SuwikiServerError/alreadyPurchased(message:)``),
  /// checked first; too few points USER006 (``SuwikiServerError/notEnoughPoints(message:)``).
  public static func purchaseExamInfo(lecture: Int) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .post, path: "/exam-posts/purchase", query: [QueryItem("lectureId", lecture)],
      decode: SuwikiAPI.successText)
  }

  /// `GET /exam-posts/purchase`: the lectures whose exam posts the viewer bought.
  public static var examPostPurchases: Endpoint<[ListedExamPurchase], SuwikiServerError> {
    Endpoint(method: .get, path: "/exam-posts/purchase") { response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.examPostPurchases(from:))
    }
  }

  // MARK: Reports

  /// `POST /user/report/evaluate`: reports the evaluation with server id `id` to the admins; the answer is
  /// `{"success": true}`.
  public static func report(evaluation id: Int) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .post, path: "/user/report/evaluate", body: SuwikiRequestEncoder.reportBody(evaluation: id),
      decode: SuwikiAPI.successFlag)
  }

  /// `POST /user/report/exam`: reports the exam post with server id `id`; the answer is `{"success": true}`.
  public static func report(examPost id: Int) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .post, path: "/user/report/exam", body: SuwikiRequestEncoder.reportBody(examPost: id),
      decode: SuwikiAPI.successFlag)
  }
}
