import Foundation

/// A ``LecturePostRepository`` in memory: an actor around one ``EvaluationBoard``.
public actor InMemoryLecturePostRepository: LecturePostRepository {
  private var board: EvaluationBoard

  /// Creates a repository holding `board` (empty by default).
  public init(_ board: EvaluationBoard = EvaluationBoard()) {
    self.board = board
  }

  /// A copy of everything stored.
  public func snapshot() -> EvaluationBoard { board }

  /// Registers a student; see ``LecturePostRepository/insert(_:)``.
  public func insert(_ account: StudentAccount) throws {
    try board.register(account)
  }

  /// The student's account, or `nil`.
  public func account(id: StudentID) -> StudentAccount? { board.account(id) }

  /// Stores a lecture or replaces its names and semesters.
  public func save(_ lecture: EvaluationLecture) { board.save(lecture) }

  /// The lecture, or `nil`.
  public func lecture(id: Int) -> EvaluationLecture? { board.lectures[id] }

  /// The lecture's running averages, or `nil`.
  public func averages(lecture: Int) -> LectureAverages? { board.averages(lecture: lecture) }

  /// The evaluation, or `nil`.
  public func evaluation(id: EvaluationPostID) -> LectureEvaluationPost? { board.evaluations[id] }

  /// The exam post, or `nil`.
  public func examPost(id: ExamPostID) -> ExamPost? { board.examPosts[id] }

  /// The lecture's evaluations as `viewer` sees them.
  public func evaluations(lecture: Int, viewer: StudentID) throws -> EvaluationPage<LectureEvaluationPost> {
    try board.evaluationPage(lecture: lecture, viewer: viewer)
  }

  /// The lecture's exam posts as `viewer` sees them.
  public func examPosts(lecture: Int, viewer: StudentID) throws -> ExamPostPage<ExamPost> {
    try board.examPostPage(lecture: lecture, viewer: viewer)
  }

  /// The student's purchases, by lecture.
  public func purchases(student: StudentID) -> [ExamPurchase] {
    board.purchases.filter { $0.student == student }
  }

  /// The student's ledger entries, oldest first.
  public func ledger(student: StudentID) -> [PointsEntry] { board.ledger(student: student) }

  /// The pending reports, oldest first; see ``LecturePostRepository/reports()``.
  ///
  /// - Complexity: O(*n* log *n*) in the number of pending reports.
  public func reports() -> [PostReport] { board.reports }

  /// The pending reports of one post, oldest first; see ``LecturePostRepository/reports(of:)``.
  ///
  /// - Complexity: O(*n*) in the number of pending reports.
  public func reports(of post: ReportedPost) -> [PostReport] { board.reports(of: post) }

  /// Applies a command atomically; see ``LecturePostRepository/update(_:at:)``.
  @discardableResult
  public func update(_ command: LecturePostCommand, at date: Date) throws -> PointsEntry? {
    try board.apply(command, at: date)
  }
}
