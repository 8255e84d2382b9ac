import Foundation

/// Writes the bodies of the SUWIKI server's post, edit, report, sign-in and favourite-major requests from the kit's
/// models.
///
/// Keys are sorted, so a body is the same bytes on every run.
///
/// ```swift
/// let body = SuwikiRequestEncoder.requestBody(for: draft, lecture: lecture)  // POST /evaluate-posts?lectureId=
/// let edit = SuwikiRequestEncoder.requestBody(editing: draft)                // PUT /evaluate-posts?evaluateIdx=
/// let report = SuwikiRequestEncoder.reportBody(evaluation: 1187)             // POST /user/report/evaluate
/// ```
public enum SuwikiRequestEncoder {
  /// The body of `POST /evaluate-posts?lectureId=`: a new evaluation of `lecture`, with its names copied in.
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

  /// The body of `POST /user/login` and `POST /user/quit`: `{"loginId": "suwiki01", "password": "…"}`.
  public static func credentialsBody(loginID: String, password: String) -> Data {
    SuwikiJSON.encode(CredentialsRequestWire(loginId: loginID, password: password))
  }

  /// The body of `POST /user/favorite-major`: `{"majorType": "컴퓨터학부"}`.
  public static func favoriteMajorBody(_ major: String) -> Data {
    SuwikiJSON.encode(FavoriteMajorRequestWire(majorType: major))
  }
}
