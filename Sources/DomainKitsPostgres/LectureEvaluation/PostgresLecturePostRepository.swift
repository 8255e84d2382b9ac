#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import LectureEvaluationKit
  import PostgresNIO

  /// A `LecturePostRepository` in PostgreSQL: students, lectures with their running sums, posts, purchases, pending
  /// reports and the points ledger, in the tables of the SQLite adapter with PostgreSQL's types.
  ///
  /// ``update(_:at:)`` runs in one `READ COMMITTED` transaction behind advisory locks
  /// (`DomainKitsPostgres`' locked writes): it first locks the student the command acts for and the lecture whose
  /// sums or posts it changes (found through the post for an edit, a removal or a report; an upheld report also
  /// locks the post's author), in one global order, then loads the rows the command touches (the student, the
  /// lecture, the post by id and the student's post on the lecture, the purchase, the reports of a reported or
  /// removed post and, when a report is upheld, the post's author) into an `EvaluationBoard`, runs the kit's own
  /// `EvaluationBoard.apply(_:at:)` on it, and writes back only what changed, with the ledger entry. The rules are
  /// the kit's; what makes each hold between servers and connections:
  ///
  /// - **Points never go below zero, and a purchase takes them once**: the student's lock. Two commands of one
  ///   student (two purchases, a purchase and a removal) take turns, and the second reads the balance the first
  ///   committed (READ COMMITTED reads after the wait), so the board refuses what it no longer covers. The balance
  ///   is written only over the value read (`UPDATE … WHERE points = <read>`): a writer that bypassed the lock is
  ///   a conflict, retried, never a lost update; `CHECK (points >= 0)` (and `balance >= 0` on the ledger) is the
  ///   last guard.
  /// - **One purchase per (student, lecture)**: the student's lock, so the second purchase sees the first and is
  ///   refused as `alreadyPurchased` before it is charged; the primary key of `exam_purchase` refuses a second row
  ///   whatever the writer. One post of each kind per (student, lecture) likewise: `UNIQUE (author, lecture_id)`.
  /// - **A lecture's averages equal a recomputation from its posts**: the lecture's lock; each write, edit or
  ///   removal reads the lecture's sums after the previous one committed and writes them over the values read.
  ///
  /// Writers of different students and lectures never wait for or abort each other. (Under `SERIALIZABLE` without
  /// locks, as the first version ran, PostgreSQL's predicate locks made unrelated writers abort each other while
  /// the tables were small: 16 clients writing evaluations of different lectures exhausted 16 attempts.) Without
  /// the locks, under `READ COMMITTED`, concurrent commands lose updates of balances and sums: the concurrency
  /// tests show it.
  ///
  /// A transaction that meets a deadlock, a unique violation (a post identifier another writer took at once) or a
  /// conflict is retried as a whole (the rows are read again and the rules run again), up to
  /// `DomainKitsPostgres.maximumAttempts` attempts, then reported as
  /// `DomainKitsPostgresError.retriesExhausted(attempts:sqlState:)`. A refused command writes nothing; so does one
  /// whose connection broke (`cannotConnect`: terminated, server stopped or restarting) or whose statement timed
  /// out (`queryFailed` with SQLSTATE 57014), and neither is retried. Each command costs two or three lock calls
  /// and a few primary-key and unique-index lookups and writes, whatever the number of posts.
  public struct PostgresLecturePostRepository: LecturePostRepository {
    /// The database the tables live in.
    public let database: DomainKitsPostgres

    /// A repository over `database`, which must be migrated (`DomainKitsPostgres.migrate()`).
    public init(_ database: DomainKitsPostgres) {
      self.database = database
    }

    /// The row mappings.
    typealias Rows = LecturePostPostgresRows

    // MARK: Students and lectures

    /// Registers a student.
    ///
    /// - Throws: `LecturePostError.duplicateStudent` when the identity is taken.
    public func insert(_ account: StudentAccount) async throws {
      try await database.write(locking: { _ in [AdvisoryLock(Self.studentLocks, account.id.rawValue)] }) {
        connection in
        guard try await Rows.account(connection, account.id) == nil else {
          throw LecturePostError.duplicateStudent(account.id)
        }
        try await Self.insertAccount(connection, account)
      }
    }

    /// The student's account, or `nil`.
    public func account(id: StudentID) async throws -> StudentAccount? {
      try await database.read { connection in try await Rows.account(connection, id) }
    }

    /// Stores a lecture or replaces its names and semesters; its sums and posts are kept.
    public func save(_ lecture: EvaluationLecture) async throws {
      let semesters = Rows.semestersText(lecture)
      try await database.write(locking: { _ in [AdvisoryLock(Self.lectureLocks, lecture.id)] }) { connection in
        try await connection.perform(
          """
          INSERT INTO evaluation_lecture (id, name, professor, semesters)
            VALUES (\(lecture.id), \(lecture.name), \(lecture.professor), \(semesters))
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, professor = excluded.professor,
              semesters = excluded.semesters
          """)
      }
    }

    /// The lecture, or `nil`.
    public func lecture(id: Int) async throws -> EvaluationLecture? {
      try await database.read { connection in try await Rows.lecture(connection, id)?.0 }
    }

    /// The lecture's running averages, or `nil` for an unknown lecture.
    public func averages(lecture: Int) async throws -> LectureAverages? {
      try await database.read { connection in try await Rows.lecture(connection, lecture)?.1 }
    }

    // MARK: Posts

    /// The evaluation, or `nil`.
    public func evaluation(id: EvaluationPostID) async throws -> LectureEvaluationPost? {
      try await database.read { connection in try await Self.evaluation(connection, id) }
    }

    /// The exam post, or `nil`.
    public func examPost(id: ExamPostID) async throws -> ExamPost? {
      try await database.read { connection in try await Self.examPost(connection, id) }
    }

    /// The lecture's evaluations as `viewer` sees them, oldest first.
    ///
    /// - Throws: `LecturePostError.studentNotFound`, `.restricted`, `.lectureNotFound`.
    public func evaluations(lecture: Int, viewer: StudentID) async throws -> EvaluationPage<LectureEvaluationPost> {
      try await database.read { connection in
        try await Self.checkReader(connection, viewer, lecture: lecture)
        let posts = try await connection.rows(
          """
          SELECT \(unescaped: Rows.evaluationColumns) FROM evaluation_post WHERE lecture_id = \(lecture)
            ORDER BY written_at, id
          """
        ).map(Rows.evaluation(from:))
        let written = try await Self.exists(
          connection,
          "SELECT 1 FROM evaluation_post WHERE author = \(viewer.rawValue) AND lecture_id = \(lecture)")
        return EvaluationPage(posts: posts, written: written)
      }
    }

    /// The lecture's exam posts as `viewer` sees them: hidden without a purchase.
    ///
    /// - Throws: As ``evaluations(lecture:viewer:)``.
    public func examPosts(lecture: Int, viewer: StudentID) async throws -> ExamPostPage<ExamPost> {
      try await database.read { connection in
        try await Self.checkReader(connection, viewer, lecture: lecture)
        let canRead = try await Self.exists(
          connection, "SELECT 1 FROM exam_purchase WHERE student = \(viewer.rawValue) AND lecture_id = \(lecture)")
        let exist = try await Self.exists(connection, "SELECT 1 FROM exam_post WHERE lecture_id = \(lecture)")
        let written = try await Self.exists(
          connection, "SELECT 1 FROM exam_post WHERE author = \(viewer.rawValue) AND lecture_id = \(lecture)")
        var posts: [ExamPost] = []
        if canRead {
          posts = try await connection.rows(
            """
            SELECT \(unescaped: Rows.examColumns) FROM exam_post WHERE lecture_id = \(lecture)
              ORDER BY written_at, id
            """
          ).map(Rows.exam(from:))
        }
        return ExamPostPage(posts: posts, canRead: canRead, postsExist: exist, written: written)
      }
    }

    /// The student's purchases, by lecture.
    public func purchases(student: StudentID) async throws -> [ExamPurchase] {
      try await database.read { connection in
        try await connection.rows(
          """
          SELECT \(unescaped: Rows.purchaseColumns) FROM exam_purchase WHERE student = \(student.rawValue)
            ORDER BY lecture_id
          """
        ).map(Rows.purchase(from:))
      }
    }

    /// The student's ledger entries, oldest first.
    public func ledger(student: StudentID) async throws -> [PointsEntry] {
      try await database.read { connection in
        try await connection.rows(
          """
          SELECT \(unescaped: Rows.entryColumns) FROM points_entry WHERE student = \(student.rawValue)
            ORDER BY sequence
          """
        ).map(Rows.entry(from:))
      }
    }

    // MARK: Reports

    /// The pending reports, oldest first, then by reporter, kind and post id, as `EvaluationBoard.reports` orders
    /// them; see `LecturePostRepository.reports()`.
    public func reports() async throws -> [PostReport] {
      try await database.read { connection in
        try await connection.rows(
          """
          SELECT \(unescaped: Rows.reportColumns) FROM post_report
            ORDER BY reported_at, reporter, kind, post_id
          """
        ).map(Rows.report(from:))
      }
    }

    /// The pending reports of one post, oldest first, then by reporter; see `LecturePostRepository.reports(of:)`.
    public func reports(of post: ReportedPost) async throws -> [PostReport] {
      try await database.read { connection in try await Rows.reports(connection, of: post) }
    }

    // MARK: Changes

    /// Applies a command in one `READ COMMITTED` transaction behind the advisory locks of the students and the
    /// lecture it touches; see `LecturePostRepository.update(_:at:)` and the type's documentation for the rules the
    /// locks keep.
    ///
    /// - Throws: `LecturePostError` as `EvaluationBoard.apply(_:at:)` does, or a `DomainKitsPostgresError`;
    ///   nothing changes then.
    @discardableResult
    public func update(_ command: LecturePostCommand, at date: Date) async throws -> PointsEntry? {
      try await database.write(locking: { connection in try await Self.locks(connection, for: command) }) {
        connection in
        let before = try await Self.slice(connection, for: command)
        var after = before
        let entry = try after.apply(command, at: date)
        try await Self.writeChanges(
          connection, from: before, to: after, entry: entry, guarded: database.writeIsolation == .serializable)
        return entry
      }
    }
  }
#endif
