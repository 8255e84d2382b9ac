#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import LectureEvaluationKit

  /// A `LecturePostRepository` in SQLite: students, lectures with their running sums, posts, purchases, pending
  /// reports and the points ledger in the evaluation tables.
  ///
  /// ``update(_:at:)`` runs in one immediate transaction: it loads the rows the command touches (the student, the
  /// lecture, the post by id and the student's post on the lecture, the purchase, the reports of a reported or
  /// removed post and, when a report is upheld, the post's author) into an `EvaluationBoard`, runs
  /// the kit's own `EvaluationBoard.apply(_:at:)` on it, and writes back only what changed, with the ledger entry.
  /// So the rules are the kit's, each command costs a few indexed reads and writes whatever the number of posts,
  /// and concurrent commands run one after another: two purchases of one lecture at once take 20 points once. A
  /// refused command writes nothing.
  public struct SQLiteLecturePostRepository: LecturePostRepository {
    /// The database the tables live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    // MARK: Students and lectures

    /// Registers a student.
    ///
    /// - Throws: `LecturePostError.duplicateStudent` when the identity is taken.
    public func insert(_ account: StudentAccount) async throws {
      try await database.write { db in
        guard try LecturePostRows.account(db, account.id) == nil else {
          throw LecturePostError.duplicateStudent(account.id)
        }
        try db.execute(
          sql: "INSERT INTO evaluation_student (\(LecturePostRows.accountColumns)) VALUES (?, ?, ?, ?, ?, ?)",
          arguments: LecturePostRows.accountArguments(account))
      }
    }

    /// The student's account, or `nil`.
    public func account(id: StudentID) async throws -> StudentAccount? {
      try await database.read { db in try LecturePostRows.account(db, id) }
    }

    /// Stores a lecture or replaces its names and semesters; its sums and posts are kept.
    public func save(_ lecture: EvaluationLecture) async throws {
      try await database.write { db in
        try db.execute(
          sql: """
            INSERT INTO evaluation_lecture (id, name, professor, semesters) VALUES (?1, ?2, ?3, ?4)
              ON CONFLICT (id) DO UPDATE SET name = excluded.name, professor = excluded.professor,
                semesters = excluded.semesters
            """,
          arguments: [lecture.id, lecture.name, lecture.professor, LecturePostRows.semestersText(lecture)])
      }
    }

    /// The lecture, or `nil`.
    public func lecture(id: Int) async throws -> EvaluationLecture? {
      try await database.read { db in try LecturePostRows.lecture(db, id)?.0 }
    }

    /// The lecture's running averages, or `nil` for an unknown lecture.
    public func averages(lecture: Int) async throws -> LectureAverages? {
      try await database.read { db in try LecturePostRows.lecture(db, lecture)?.1 }
    }

    // MARK: Posts

    /// The evaluation, or `nil`.
    public func evaluation(id: EvaluationPostID) async throws -> LectureEvaluationPost? {
      try await database.read { db in try Self.evaluation(db, id) }
    }

    /// The exam post, or `nil`.
    public func examPost(id: ExamPostID) async throws -> ExamPost? {
      try await database.read { db in try Self.examPost(db, id) }
    }

    /// The lecture's evaluations as `viewer` sees them, oldest first.
    ///
    /// - Throws: `LecturePostError.studentNotFound`, `.restricted`, `.lectureNotFound`.
    public func evaluations(lecture: Int, viewer: StudentID) async throws -> EvaluationPage<LectureEvaluationPost> {
      try await database.read { db in
        try Self.checkReader(db, viewer, lecture: lecture)
        let posts = try Row.fetchAll(
          db,
          sql: "SELECT \(LecturePostRows.evaluationColumns) FROM evaluation_post WHERE lecture_id = ? "
            + "ORDER BY written_at, id",
          arguments: [lecture]
        ).map(LecturePostRows.evaluation)
        let written = try Bool.fetchOne(
          db, sql: "SELECT 1 FROM evaluation_post WHERE author = ? AND lecture_id = ?",
          arguments: [viewer.rawValue, lecture])
        return EvaluationPage(posts: posts, written: written != nil)
      }
    }

    /// The lecture's exam posts as `viewer` sees them: hidden without a purchase.
    ///
    /// - Throws: As ``evaluations(lecture:viewer:)``.
    public func examPosts(lecture: Int, viewer: StudentID) async throws -> ExamPostPage<ExamPost> {
      try await database.read { db in
        try Self.checkReader(db, viewer, lecture: lecture)
        let canRead =
          try Bool.fetchOne(
            db, sql: "SELECT 1 FROM exam_purchase WHERE student = ? AND lecture_id = ?",
            arguments: [viewer.rawValue, lecture]) != nil
        let exist = try Bool.fetchOne(db, sql: "SELECT 1 FROM exam_post WHERE lecture_id = ?", arguments: [lecture])
        let written = try Bool.fetchOne(
          db, sql: "SELECT 1 FROM exam_post WHERE author = ? AND lecture_id = ?", arguments: [viewer.rawValue, lecture])
        let posts =
          canRead
          ? try Row.fetchAll(
            db,
            sql: "SELECT \(LecturePostRows.examColumns) FROM exam_post WHERE lecture_id = ? ORDER BY written_at, id",
            arguments: [lecture]
          ).map(LecturePostRows.exam) : []
        return ExamPostPage(posts: posts, canRead: canRead, postsExist: exist != nil, written: written != nil)
      }
    }

    /// The student's purchases, by lecture.
    public func purchases(student: StudentID) async throws -> [ExamPurchase] {
      try await database.read { db in
        try Row.fetchAll(
          db, sql: "SELECT student, lecture_id, purchased_at FROM exam_purchase WHERE student = ? ORDER BY lecture_id",
          arguments: [student.rawValue]
        ).map(LecturePostRows.purchase)
      }
    }

    /// The student's ledger entries, oldest first.
    public func ledger(student: StudentID) async throws -> [PointsEntry] {
      try await database.read { db in
        try Row.fetchAll(
          db,
          sql: "SELECT sequence, student, reason, lecture_id, balance, at FROM points_entry WHERE student = ? "
            + "ORDER BY sequence",
          arguments: [student.rawValue]
        ).map(LecturePostRows.entry)
      }
    }

    // MARK: Reports

    /// The pending reports, oldest first, then by reporter, kind and post id, as `EvaluationBoard.reports` orders
    /// them; see `LecturePostRepository.reports()`.
    ///
    /// - Complexity: a scan and sort of `post_report`, which holds only pending reports: a post's rows go with it
    ///   when it is removed or a report of it is upheld.
    public func reports() async throws -> [PostReport] {
      try await database.read { db in
        try Row.fetchAll(
          db,
          sql: "SELECT \(LecturePostRows.reportColumns) FROM post_report "
            + "ORDER BY reported_at, reporter, kind, post_id"
        ).map(LecturePostRows.report)
      }
    }

    /// The pending reports of one post, oldest first, then by reporter; see `LecturePostRepository.reports(of:)`.
    ///
    /// - Complexity: a range of the primary key `(kind, post_id, reporter)`, sorted.
    public func reports(of post: ReportedPost) async throws -> [PostReport] {
      try await database.read { db in try LecturePostRows.reports(db, of: post) }
    }

    // MARK: Changes

    /// Applies a command in one transaction; see `LecturePostRepository.update(_:at:)`.
    ///
    /// - Complexity: a handful of primary-key and unique-index lookups and writes, whatever the number of posts.
    @discardableResult
    public func update(_ command: LecturePostCommand, at date: Date) async throws -> PointsEntry? {
      try await database.write { db in
        let before = try Self.slice(db, for: command)
        var after = before
        let entry = try after.apply(command, at: date)
        try Self.write(db, from: before, to: after, entry: entry)
        return entry
      }
    }

    /// The part of the store `command` reads: its student, the posts it names or that the one-post rule needs,
    /// their lectures, the purchase it checks, the pending reports of a post it reports, upholds or removes, and
    /// the author of a post an upheld report removes.
    private static func slice(_ db: Database, for command: LecturePostCommand) throws -> EvaluationBoard {
      let student = command.student
      var accounts: [StudentID] = [student]
      var lectureIDs: Set<Int> = []
      var evaluations: [LectureEvaluationPost] = []
      var exams: [ExamPost] = []
      var purchases: [ExamPurchase] = []
      var reports: [PostReport] = []
      switch command {
      case .writeEvaluation(let id, let lecture, let author, _):
        lectureIDs.insert(lecture)
        evaluations += [try evaluation(db, id), try evaluation(db, author: author, lecture: lecture)].compactMap { $0 }
      case .editEvaluation(let id, _, _):
        evaluations += [try evaluation(db, id)].compactMap { $0 }
      case .removeEvaluation(let id, _):
        evaluations += [try evaluation(db, id)].compactMap { $0 }
        reports = try LecturePostRows.reports(db, of: .evaluation(id))
      case .writeExamPost(let id, let lecture, let author, _):
        lectureIDs.insert(lecture)
        exams += [try examPost(db, id), try examPost(db, author: author, lecture: lecture)].compactMap { $0 }
      case .editExamPost(let id, _, _):
        exams += [try examPost(db, id)].compactMap { $0 }
      case .removeExamPost(let id, _):
        exams += [try examPost(db, id)].compactMap { $0 }
        reports = try LecturePostRows.reports(db, of: .exam(id))
      case .purchaseExamInfo(let lecture, let by):
        lectureIDs.insert(lecture)
        if let row = try Row.fetchOne(
          db, sql: "SELECT student, lecture_id, purchased_at FROM exam_purchase WHERE student = ? AND lecture_id = ?",
          arguments: [by.rawValue, lecture])
        {
          purchases.append(try LecturePostRows.purchase(row))
        }
      case .report(let reported, _), .upholdReport(let reported, _):
        switch reported {
        case .evaluation(let id): evaluations += [try evaluation(db, id)].compactMap { $0 }
        case .exam(let id): exams += [try examPost(db, id)].compactMap { $0 }
        }
        reports = try LecturePostRows.reports(db, of: reported)
        // Upholding removes the post, which changes its author's count of posts.
        if case .upholdReport = command {
          accounts += evaluations.map(\.author) + exams.map(\.author)
        }
      case .setRestricted:
        break
      }
      lectureIDs.formUnion(evaluations.map(\.lecture))
      lectureIDs.formUnion(exams.map(\.lecture))
      var lectures: [EvaluationLecture] = []
      var averages: [Int: LectureAverages] = [:]
      for id in lectureIDs {
        guard let (lecture, sums) = try LecturePostRows.lecture(db, id) else { continue }
        lectures.append(lecture)
        averages[id] = sums
      }
      return EvaluationBoard(
        accounts: try accounts.compactMap { try LecturePostRows.account(db, $0) }, lectures: lectures,
        averages: averages, evaluations: evaluations, examPosts: exams, purchases: purchases, reports: reports)
    }

    /// Writes what a command changed between `before` and `after`, and the ledger entry.
    private static func write(
      _ db: Database, from before: EvaluationBoard, to after: EvaluationBoard, entry: PointsEntry?
    ) throws {
      for (id, account) in after.accounts where before.accounts[id] != account {
        try db.execute(
          sql: """
            UPDATE evaluation_student SET points = ?2, written_evaluations = ?3, written_exam_posts = ?4,
              purchased_exam_info = ?5, restricted = ?6 WHERE id = ?1
            """,
          arguments: LecturePostRows.accountArguments(account))
      }
      for (id, sums) in after.averages where before.averages[id] != sums {
        try db.execute(
          sql: """
            UPDATE evaluation_lecture SET posts_count = ?, satisfaction_half_points = ?, learning_half_points = ?,
              honey_half_points = ?, team_sum = ?, difficulty_sum = ?, homework_sum = ? WHERE id = ?
            """,
          arguments: LecturePostRows.averagesArguments(sums, lecture: id))
      }
      for id in before.evaluations.keys where after.evaluations[id] == nil {
        try db.execute(sql: "DELETE FROM evaluation_post WHERE id = ?", arguments: [id.rawValue])
      }
      for (id, post) in after.evaluations where before.evaluations[id] != post {
        try db.execute(
          sql: "INSERT OR REPLACE INTO evaluation_post (\(LecturePostRows.evaluationColumns)) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          arguments: LecturePostRows.evaluationArguments(post))
      }
      for id in before.examPosts.keys where after.examPosts[id] == nil {
        try db.execute(sql: "DELETE FROM exam_post WHERE id = ?", arguments: [id.rawValue])
      }
      for (id, post) in after.examPosts where before.examPosts[id] != post {
        try db.execute(
          sql:
            "INSERT OR REPLACE INTO exam_post (\(LecturePostRows.examColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          arguments: LecturePostRows.examArguments(post))
      }
      let (reportsBefore, reportsAfter) = (Set(before.reports), Set(after.reports))
      for report in reportsBefore.subtracting(reportsAfter) {
        try db.execute(
          sql: "DELETE FROM post_report WHERE kind = ? AND post_id = ? AND reporter = ?",
          arguments: [report.post.kind.rawValue, report.post.postID, report.reporter.rawValue])
      }
      for report in reportsAfter.subtracting(reportsBefore) {
        try db.execute(
          sql: "INSERT INTO post_report (\(LecturePostRows.reportColumns)) VALUES (?, ?, ?, ?)",
          arguments: LecturePostRows.reportArguments(report))
      }
      for purchase in after.purchases where !before.purchases.contains(purchase) {
        try db.execute(
          sql: "INSERT INTO exam_purchase (student, lecture_id, purchased_at) VALUES (?, ?, ?)",
          arguments: [
            purchase.student.rawValue, purchase.lecture, UTCMilliseconds.milliseconds(purchase.purchasedAt),
          ])
      }
      if let entry {
        try db.execute(
          sql: "INSERT INTO points_entry (student, reason, lecture_id, balance, at) VALUES (?, ?, ?, ?, ?)",
          arguments: [
            entry.student.rawValue, entry.reason.rawValue, entry.lecture, entry.balance,
            UTCMilliseconds.milliseconds(entry.at),
          ])
      }
    }

    // MARK: Queries

    private static func checkReader(_ db: Database, _ viewer: StudentID, lecture: Int) throws {
      guard let account = try LecturePostRows.account(db, viewer) else {
        throw LecturePostError.studentNotFound(viewer)
      }
      guard !account.isRestricted else { throw LecturePostError.restricted(viewer) }
      guard try Bool.fetchOne(db, sql: "SELECT 1 FROM evaluation_lecture WHERE id = ?", arguments: [lecture]) != nil
      else { throw LecturePostError.lectureNotFound(lecture) }
    }

    private static func evaluation(_ db: Database, _ id: EvaluationPostID) throws -> LectureEvaluationPost? {
      try Row.fetchOne(
        db, sql: "SELECT \(LecturePostRows.evaluationColumns) FROM evaluation_post WHERE id = ?",
        arguments: [id.rawValue]
      ).map(LecturePostRows.evaluation)
    }

    private static func evaluation(_ db: Database, author: StudentID, lecture: Int) throws -> LectureEvaluationPost? {
      try Row.fetchOne(
        db, sql: "SELECT \(LecturePostRows.evaluationColumns) FROM evaluation_post WHERE author = ? AND lecture_id = ?",
        arguments: [author.rawValue, lecture]
      ).map(LecturePostRows.evaluation)
    }

    private static func examPost(_ db: Database, _ id: ExamPostID) throws -> ExamPost? {
      try Row.fetchOne(
        db, sql: "SELECT \(LecturePostRows.examColumns) FROM exam_post WHERE id = ?", arguments: [id.rawValue]
      ).map(LecturePostRows.exam)
    }

    private static func examPost(_ db: Database, author: StudentID, lecture: Int) throws -> ExamPost? {
      try Row.fetchOne(
        db, sql: "SELECT \(LecturePostRows.examColumns) FROM exam_post WHERE author = ? AND lecture_id = ?",
        arguments: [author.rawValue, lecture]
      ).map(LecturePostRows.exam)
    }
  }
#endif
