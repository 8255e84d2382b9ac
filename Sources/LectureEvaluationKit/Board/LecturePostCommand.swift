/// One change to evaluations, exam posts, purchases or points, as a repository applies it atomically.
///
/// ``EvaluationBoard/apply(_:at:)`` holds the rules; every repository runs the same function, so the in-memory
/// actor and the SQLite store refuse the same commands for the same reasons, in the same order.
///
/// The labels follow one order: the post (`id:`), its lecture when the post is new (`lecture:`), the student who
/// acts (`by:`), then what they wrote (`draft:`), as in the repository's shortcuts
/// (``LecturePostRepository/writeExamPost(_:id:lecture:by:at:)``):
///
/// ```swift
/// .writeExamPost(id: "311", lecture: 4242, by: "student-1", draft: draft)
/// .editExamPost(id: "311", by: "student-1", draft: try draft.editing(difficulty: .hard))
/// .removeExamPost(id: "311", by: "student-1")
/// ```
///
/// Commands are `Codable`, so an app can keep them offline and send them later; each case is an object under its
/// name, and a write's student is stored under the key `"author"`, as it was before the label became `by:`.
public enum LecturePostCommand: Hashable, Sendable, Codable {
  /// Writes a lecture evaluation: +10 points, the lecture's averages count it.
  case writeEvaluation(id: EvaluationPostID, lecture: Int, by: StudentID, draft: EvaluationDraft)
  /// Edits one's own evaluation: free; the averages replace its values.
  case editEvaluation(id: EvaluationPostID, by: StudentID, draft: EvaluationDraft)
  /// Removes one's own evaluation: −30 points (needs 30); the averages uncount it.
  case removeEvaluation(id: EvaluationPostID, by: StudentID)
  /// Writes an exam post: +20 points.
  case writeExamPost(id: ExamPostID, lecture: Int, by: StudentID, draft: ExamPostDraft)
  /// Edits one's own exam post: free.
  case editExamPost(id: ExamPostID, by: StudentID, draft: ExamPostDraft)
  /// Removes one's own exam post: −30 points (needs 30).
  case removeExamPost(id: ExamPostID, by: StudentID)
  /// Buys a lecture's exam posts: −20 points (needs 20), once per lecture, for good.
  case purchaseExamInfo(lecture: Int, by: StudentID)
  /// Reports another student's post to the admins: checks that the reporter may report (not restricted) and that
  /// the post exists and is not their own, and files a ``PostReport`` (a second report of the same post by the
  /// same student keeps the first); no points. The server's body is
  /// ``SuwikiRequestEncoder/reportBody(evaluation:)`` or ``SuwikiRequestEncoder/reportBody(examPost:)``.
  case report(ReportedPost, by: StudentID)
  /// Upholds the report `reporter` filed on the post: +1 point to that reporter only, and the post goes, with
  /// every report of it (its lecture's averages uncount an evaluation; its author's count of posts drops, their
  /// points stay). Allowed for a reporter restricted since reporting.
  case upholdReport(ReportedPost, reporter: StudentID)
  /// Restricts a student or lifts the restriction (the server's USER008): no points, no ledger entry; allowed for a
  /// restricted student.
  case setRestricted(Bool, student: StudentID)

  /// The student whose account the command checks and changes.
  public var student: StudentID {
    switch self {
    case .writeEvaluation(_, _, let by, _), .writeExamPost(_, _, let by, _), .editEvaluation(_, let by, _),
      .removeEvaluation(_, let by), .editExamPost(_, let by, _), .removeExamPost(_, let by),
      .purchaseExamInfo(_, let by):
      by
    case .report(_, let reporter): reporter
    case .upholdReport(_, let reporter): reporter
    case .setRestricted(_, let student): student
    }
  }

  // The stored form of a write keeps the key its student had before the label became `by:`.
  enum WriteEvaluationCodingKeys: String, CodingKey {
    case id, lecture, draft
    case by = "author"
  }

  enum WriteExamPostCodingKeys: String, CodingKey {
    case id, lecture, draft
    case by = "author"
  }
}
