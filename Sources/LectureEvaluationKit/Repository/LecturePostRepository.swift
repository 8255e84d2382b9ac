import Foundation

/// Stores students' evaluation accounts, lectures, evaluations, exam posts, purchases, pending reports and the
/// points ledger, so an app can keep them offline and reconcile with the server later.
///
/// It keeps the repository contract (CONTRIBUTING.md): a missing id reads as `nil`, and every change is one
/// ``update(_:at:)`` of a ``LecturePostCommand``, which a store runs through ``EvaluationBoard/apply(_:at:)``
/// atomically: the rules hold however many calls run at once (two purchases of one lecture at the same moment take
/// 20 points once), and a refused command leaves points, counters, posts, purchases, reports and averages exactly
/// as they were. `update` takes no id: the aggregate is the whole board, and each command names the student,
/// lecture and post it concerns. Posts are removed by a command (``LecturePostCommand/removeEvaluation(id:by:)``,
/// ``LecturePostCommand/removeExamPost(id:by:)``, or an upheld report), not a repository `remove`, because removing
/// one costs points and checks its author; accounts and lectures mirror the server, which never deletes them.
/// `InMemoryLecturePostRepository` keeps it in memory; the SQLite store of `LectureEvaluationKitGRDB` implements
/// the same protocol.
public protocol LecturePostRepository: Sendable {
  /// Registers a student.
  ///
  /// - Throws: ``LecturePostError/duplicateStudent(_:)`` when the identity is taken.
  func insert(_ account: StudentAccount) async throws
  /// The student's account, or `nil`.
  func account(id: StudentID) async throws -> StudentAccount?
  /// Stores a lecture, or replaces its names and semesters (its averages and posts are kept).
  func save(_ lecture: EvaluationLecture) async throws
  /// The lecture, or `nil`.
  func lecture(id: Int) async throws -> EvaluationLecture?
  /// The lecture's running averages, or `nil` for an unknown lecture.
  func averages(lecture: Int) async throws -> LectureAverages?
  /// The evaluation with this identity, or `nil`.
  func evaluation(id: EvaluationPostID) async throws -> LectureEvaluationPost?
  /// The exam post with this identity, or `nil`.
  func examPost(id: ExamPostID) async throws -> ExamPost?
  /// The lecture's evaluations as `viewer` sees them; see ``EvaluationBoard/evaluationPage(lecture:viewer:)``.
  /// Unlike a plain read, it throws for a missing or restricted viewer or a missing lecture: it answers what this
  /// viewer may see.
  func evaluations(lecture: Int, viewer: StudentID) async throws -> EvaluationPage<LectureEvaluationPost>
  /// The lecture's exam posts as `viewer` sees them; see ``EvaluationBoard/examPostPage(lecture:viewer:)``.
  func examPosts(lecture: Int, viewer: StudentID) async throws -> ExamPostPage<ExamPost>
  /// The student's purchases, by lecture.
  func purchases(student: StudentID) async throws -> [ExamPurchase]
  /// The student's ledger entries, oldest first.
  func ledger(student: StudentID) async throws -> [PointsEntry]
  /// The pending reports, oldest first (then by reporter, kind and post identity), as ``EvaluationBoard/reports``
  /// orders them: what an admin may uphold with ``LecturePostCommand/upholdReport(_:reporter:)``.
  ///
  /// A report is pending from ``LecturePostCommand/report(_:by:)`` until its post goes: upholding any report of the
  /// post, or its author's removal, takes every report of it off the list. Empty when none is pending.
  ///
  /// ```swift
  /// for report in try await posts.reports() {
  ///   print(report.post.kind, report.post.postID, report.reporter, report.reportedAt)
  /// }
  /// ```
  func reports() async throws -> [PostReport]
  /// The pending reports of one post, oldest first, as ``EvaluationBoard/reports(of:)`` orders them; empty for a
  /// post nobody reported, and for a post that is gone.
  func reports(of post: ReportedPost) async throws -> [PostReport]
  /// Applies a command atomically and returns its ledger entry (`nil` for an edit).
  ///
  /// - Throws: ``LecturePostError`` as ``EvaluationBoard/apply(_:at:)`` does, or a store's own error; nothing
  ///   changes then.
  @discardableResult
  func update(_ command: LecturePostCommand, at date: Date) async throws -> PointsEntry?
}

extension LecturePostRepository {
  /// Writes a lecture evaluation (+10 points); see ``LecturePostCommand/writeEvaluation(id:lecture:by:draft:)``.
  @discardableResult
  public func writeEvaluation(
    _ draft: EvaluationDraft, id: EvaluationPostID, lecture: Int, by author: StudentID, at date: Date
  ) async throws -> PointsEntry? {
    try await update(.writeEvaluation(id: id, lecture: lecture, by: author, draft: draft), at: date)
  }

  /// Edits one's own evaluation (free); see ``LecturePostCommand/editEvaluation(id:by:draft:)``.
  public func editEvaluation(_ id: EvaluationPostID, to draft: EvaluationDraft, by student: StudentID, at date: Date)
    async throws
  {
    try await update(.editEvaluation(id: id, by: student, draft: draft), at: date)
  }

  /// Removes one's own evaluation (−30 points, needs 30); see ``LecturePostCommand/removeEvaluation(id:by:)``.
  @discardableResult
  public func removeEvaluation(_ id: EvaluationPostID, by student: StudentID, at date: Date) async throws
    -> PointsEntry?
  {
    try await update(.removeEvaluation(id: id, by: student), at: date)
  }

  /// Restricts a student or lifts the restriction, as ``LecturePostCommand/setRestricted(_:student:)``; returns
  /// the account.
  ///
  /// - Throws: ``LecturePostError/studentNotFound(_:)``.
  @discardableResult
  public func setRestricted(_ restricted: Bool, student: StudentID, at date: Date) async throws -> StudentAccount {
    try await update(.setRestricted(restricted, student: student), at: date)
    guard let account = try await account(id: student) else { throw LecturePostError.studentNotFound(student) }
    return account
  }

  /// Writes an exam post (+20 points).
  @discardableResult
  public func writeExamPost(_ draft: ExamPostDraft, id: ExamPostID, lecture: Int, by author: StudentID, at date: Date)
    async throws -> PointsEntry?
  {
    try await update(.writeExamPost(id: id, lecture: lecture, by: author, draft: draft), at: date)
  }

  /// Edits one's own exam post (free); see ``LecturePostCommand/editExamPost(id:by:draft:)``.
  ///
  /// ```swift
  /// let post = try await posts.examPost(id: "311")
  /// if let post { try await posts.editExamPost("311", to: try post.draft.editing(difficulty: .hard), by: me, at: now) }
  /// ```
  public func editExamPost(_ id: ExamPostID, to draft: ExamPostDraft, by student: StudentID, at date: Date)
    async throws
  {
    try await update(.editExamPost(id: id, by: student, draft: draft), at: date)
  }

  /// Removes one's own exam post (−30 points, needs 30); see ``LecturePostCommand/removeExamPost(id:by:)``.
  @discardableResult
  public func removeExamPost(_ id: ExamPostID, by student: StudentID, at date: Date) async throws -> PointsEntry? {
    try await update(.removeExamPost(id: id, by: student), at: date)
  }

  /// Buys a lecture's exam posts (−20 points, needs 20; once per lecture).
  @discardableResult
  public func purchaseExamInfo(lecture: Int, by student: StudentID, at date: Date) async throws -> PointsEntry? {
    try await update(.purchaseExamInfo(lecture: lecture, by: student), at: date)
  }
}
