/// One change to evaluations, exam posts, purchases or points, as a repository applies it atomically.
///
/// ``EvaluationBoard/apply(_:at:)`` holds the rules; every repository runs the same function, so the in-memory
/// actor and the SQLite store refuse the same commands for the same reasons, in the same order.
public enum LecturePostCommand: Hashable, Sendable, Codable {
  /// Writes a lecture evaluation: +10 points, the lecture's averages count it.
  case writeEvaluation(id: EvaluationPostID, lecture: Int, author: StudentID, draft: EvaluationDraft)
  /// Edits one's own evaluation: free; the averages replace its values.
  case editEvaluation(id: EvaluationPostID, by: StudentID, draft: EvaluationDraft)
  /// Removes one's own evaluation: −30 points (needs 30); the averages uncount it.
  case removeEvaluation(id: EvaluationPostID, by: StudentID)
  /// Writes an exam post: +20 points.
  case writeExamPost(id: ExamPostID, lecture: Int, author: StudentID, draft: ExamPostDraft)
  /// Edits one's own exam post: free.
  case editExamPost(id: ExamPostID, by: StudentID, draft: ExamPostDraft)
  /// Removes one's own exam post: −30 points (needs 30).
  case removeExamPost(id: ExamPostID, by: StudentID)
  /// Buys a lecture's exam posts: −20 points (needs 20), once per lecture, for good.
  case purchaseExamInfo(lecture: Int, by: StudentID)
  /// Reports another student's post to the admins: checks that the reporter may report (not restricted) and that
  /// the post exists and is not their own; changes nothing. The server's body is
  /// ``SuwikiRequestEncoder/reportBody(evaluation:)`` or ``SuwikiRequestEncoder/reportBody(examPost:)``.
  case report(ReportedPost, by: StudentID)
  /// Rewards a reporter whose report was upheld: +1 point.
  case upholdReport(reporter: StudentID)
  /// Restricts a student or lifts the restriction (the server's USER008): no points, no ledger entry; allowed for a
  /// restricted student.
  case setRestricted(Bool, student: StudentID)

  /// The student whose account the command checks and changes.
  public var student: StudentID {
    switch self {
    case .writeEvaluation(_, _, let author, _), .writeExamPost(_, _, let author, _): author
    case .editEvaluation(_, let by, _), .removeEvaluation(_, let by), .editExamPost(_, let by, _),
      .removeExamPost(_, let by), .purchaseExamInfo(_, let by):
      by
    case .report(_, let reporter): reporter
    case .upholdReport(let reporter): reporter
    case .setRestricted(_, let student): student
    }
  }
}
