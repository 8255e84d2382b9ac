import Foundation

/// Stores students' evaluation accounts, lectures, evaluations, exam posts, purchases and the points ledger, so
/// an app can keep them offline and reconcile with the server later.
///
/// Every change is one ``apply(_:at:)`` of a ``LecturePostCommand``, which a store runs through
/// ``EvaluationBoard/apply(_:at:)`` atomically: the rules hold however many calls run at once (two purchases of
/// one lecture at the same moment take 20 points once), and a refused command leaves points, counters, posts,
/// purchases and averages exactly as they were. `InMemoryLecturePostRepository` keeps it in memory; the SQLite
/// store of `LectureEvaluationKitGRDB` implements the same protocol.
public protocol LecturePostRepository: Sendable {
  /// Registers a student.
  ///
  /// - Throws: ``LecturePostError/duplicateStudent(_:)`` when the identity is taken.
  func insert(_ account: StudentAccount) async throws
  /// The student's account, or `nil`.
  func account(_ id: StudentID) async throws -> StudentAccount?
  /// Restricts a student or lifts the restriction; returns the account.
  ///
  /// - Throws: ``LecturePostError/studentNotFound(_:)``.
  @discardableResult
  func setRestricted(_ restricted: Bool, student: StudentID) async throws -> StudentAccount
  /// Stores a lecture, or replaces its names and semesters (its averages and posts are kept).
  func save(_ lecture: EvaluationLecture) async throws
  /// The lecture, or `nil`.
  func lecture(_ id: Int) async throws -> EvaluationLecture?
  /// The lecture's running averages, or `nil` for an unknown lecture.
  func averages(lecture: Int) async throws -> LectureAverages?
  /// The evaluation with this identity, or `nil`.
  func evaluation(_ id: EvaluationPostID) async throws -> LectureEvaluationPost?
  /// The exam post with this identity, or `nil`.
  func examPost(_ id: ExamPostID) async throws -> ExamPost?
  /// The lecture's evaluations as `viewer` sees them; see ``EvaluationBoard/evaluationListing(lecture:viewer:)``.
  func evaluations(lecture: Int, viewer: StudentID) async throws -> EvaluationListing
  /// The lecture's exam posts as `viewer` sees them; see ``EvaluationBoard/examPostListing(lecture:viewer:)``.
  func examPosts(lecture: Int, viewer: StudentID) async throws -> ExamPostListing
  /// The student's purchases, by lecture.
  func purchases(student: StudentID) async throws -> [ExamPurchase]
  /// The student's ledger entries, oldest first.
  func ledger(student: StudentID) async throws -> [PointsEntry]
  /// Applies a command atomically and returns its ledger entry (`nil` for an edit).
  ///
  /// - Throws: ``LecturePostError`` as ``EvaluationBoard/apply(_:at:)`` does, or a store's own error; nothing
  ///   changes then.
  @discardableResult
  func apply(_ command: LecturePostCommand, at date: Date) async throws -> PointsEntry?
}

extension LecturePostRepository {
  /// Writes a lecture evaluation (+10 points); see ``LecturePostCommand/writeEvaluation(id:lecture:author:draft:)``.
  @discardableResult
  public func writeEvaluation(
    _ draft: EvaluationDraft, id: EvaluationPostID, lecture: Int, by author: StudentID, at date: Date
  ) async throws -> PointsEntry? {
    try await apply(.writeEvaluation(id: id, lecture: lecture, author: author, draft: draft), at: date)
  }

  /// Edits one's own evaluation (free).
  public func editEvaluation(_ id: EvaluationPostID, to draft: EvaluationDraft, by student: StudentID, at date: Date)
    async throws
  {
    try await apply(.editEvaluation(id: id, by: student, draft: draft), at: date)
  }

  /// Deletes one's own evaluation (−30 points, needs 30).
  @discardableResult
  public func deleteEvaluation(_ id: EvaluationPostID, by student: StudentID, at date: Date) async throws
    -> PointsEntry?
  {
    try await apply(.deleteEvaluation(id: id, by: student), at: date)
  }

  /// Writes an exam post (+20 points).
  @discardableResult
  public func writeExamPost(_ draft: ExamPostDraft, id: ExamPostID, lecture: Int, by author: StudentID, at date: Date)
    async throws -> PointsEntry?
  {
    try await apply(.writeExamPost(id: id, lecture: lecture, author: author, draft: draft), at: date)
  }

  /// Buys a lecture's exam posts (−20 points, needs 20; once per lecture).
  @discardableResult
  public func purchaseExamInfo(lecture: Int, by student: StudentID, at date: Date) async throws -> PointsEntry? {
    try await apply(.purchaseExamInfo(lecture: lecture, by: student), at: date)
  }
}
