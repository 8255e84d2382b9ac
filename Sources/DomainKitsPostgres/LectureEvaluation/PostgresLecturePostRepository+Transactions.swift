#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import LectureEvaluationKit
  import PostgresNIO

  extension PostgresLecturePostRepository {
    /// The advisory locks of lectures ("LECT").
    static let lectureLocks: Int32 = 0x4C45_4354
    /// The advisory locks of students ("STUD").
    static let studentLocks: Int32 = 0x5354_5544

    /// The locks `command` takes before it reads: its student (balance, counters, purchases, one post per lecture),
    /// the lecture whose sums or posts it changes, found through the post for an edit, a removal or a report, and
    /// the author whose post an upheld report removes. A purchase changes no lecture row and locks none, so
    /// purchases of one lecture run in parallel.
    static func locks(_ connection: PostgresConnection, for command: LecturePostCommand) async throws
      -> [AdvisoryLock]
    {
      var locks = [AdvisoryLock(studentLocks, command.student.rawValue)]
      switch command {
      case .writeEvaluation(_, let lecture, _, _), .writeExamPost(_, let lecture, _, _):
        locks.append(AdvisoryLock(lectureLocks, lecture))
      case .editEvaluation(let id, _, _), .removeEvaluation(let id, _):
        if let post = try await evaluation(connection, id) { locks.append(AdvisoryLock(lectureLocks, post.lecture)) }
      case .editExamPost(let id, _, _), .removeExamPost(let id, _):
        if let post = try await examPost(connection, id) { locks.append(AdvisoryLock(lectureLocks, post.lecture)) }
      case .report(let reported, _), .upholdReport(let reported, _):
        var post: (lecture: Int, author: StudentID)?
        switch reported {
        case .evaluation(let id): post = try await evaluation(connection, id).map { ($0.lecture, $0.author) }
        case .exam(let id): post = try await examPost(connection, id).map { ($0.lecture, $0.author) }
        }
        if let post {
          locks.append(AdvisoryLock(lectureLocks, post.lecture))
          if case .upholdReport = command { locks.append(AdvisoryLock(studentLocks, post.author.rawValue)) }
        }
      case .purchaseExamInfo, .setRestricted:
        break
      }
      return locks
    }

    /// The part of the store `command` reads: its student, the posts it names or that the one-post rule needs,
    /// their lectures, the purchase it checks, the pending reports of a post it reports, upholds or removes, and
    /// the author of a post an upheld report removes.
    static func slice(_ connection: PostgresConnection, for command: LecturePostCommand) async throws
      -> EvaluationBoard
    {
      let student = command.student
      var accountIDs: [StudentID] = [student]
      var lectureIDs: Set<Int> = []
      var evaluations: [LectureEvaluationPost] = []
      var exams: [ExamPost] = []
      var purchases: [ExamPurchase] = []
      var reports: [PostReport] = []
      switch command {
      case .writeEvaluation(let id, let lecture, let author, _):
        lectureIDs.insert(lecture)
        if let post = try await evaluation(connection, id) { evaluations.append(post) }
        if let post = try await evaluation(connection, author: author, lecture: lecture) { evaluations.append(post) }
      case .editEvaluation(let id, _, _):
        if let post = try await evaluation(connection, id) { evaluations.append(post) }
      case .removeEvaluation(let id, _):
        if let post = try await evaluation(connection, id) { evaluations.append(post) }
        reports = try await Rows.reports(connection, of: .evaluation(id))
      case .writeExamPost(let id, let lecture, let author, _):
        lectureIDs.insert(lecture)
        if let post = try await examPost(connection, id) { exams.append(post) }
        if let post = try await examPost(connection, author: author, lecture: lecture) { exams.append(post) }
      case .editExamPost(let id, _, _):
        if let post = try await examPost(connection, id) { exams.append(post) }
      case .removeExamPost(let id, _):
        if let post = try await examPost(connection, id) { exams.append(post) }
        reports = try await Rows.reports(connection, of: .exam(id))
      case .purchaseExamInfo(let lecture, let by):
        lectureIDs.insert(lecture)
        let rows = try await connection.rows(
          """
          SELECT \(unescaped: Rows.purchaseColumns) FROM exam_purchase
            WHERE student = \(by.rawValue) AND lecture_id = \(lecture)
          """)
        purchases = try rows.map(Rows.purchase(from:))
      case .report(let reported, _), .upholdReport(let reported, _):
        switch reported {
        case .evaluation(let id):
          if let post = try await evaluation(connection, id) { evaluations.append(post) }
        case .exam(let id):
          if let post = try await examPost(connection, id) { exams.append(post) }
        }
        reports = try await Rows.reports(connection, of: reported)
        // Upholding removes the post, which changes its author's count of posts.
        if case .upholdReport = command {
          accountIDs += evaluations.map(\.author) + exams.map(\.author)
        }
      case .setRestricted:
        break
      }
      lectureIDs.formUnion(evaluations.map(\.lecture))
      lectureIDs.formUnion(exams.map(\.lecture))
      var lectures: [EvaluationLecture] = []
      var averages: [Int: LectureAverages] = [:]
      for id in lectureIDs.sorted() {
        guard let (lecture, sums) = try await Rows.lecture(connection, id) else { continue }
        lectures.append(lecture)
        averages[id] = sums
      }
      var accounts: [StudentAccount] = []
      for id in accountIDs {
        if let account = try await Rows.account(connection, id) { accounts.append(account) }
      }
      return EvaluationBoard(
        accounts: accounts, lectures: lectures, averages: averages, evaluations: evaluations, examPosts: exams,
        purchases: purchases, reports: reports)
    }

    /// Writes what a command changed between `before` and `after`, and the ledger entry.
    static func writeChanges(
      _ connection: PostgresConnection, from before: EvaluationBoard, to after: EvaluationBoard, entry: PointsEntry?,
      guarded: Bool = true
    ) async throws {
      // Balances and sums are written only over the values read (compare and set): a writer that bypassed the
      // locks and changed them since is a `ConcurrentChange`, retried, never a lost update. (Not `guarded`: the
      // tests' naive read-modify-write, which loses updates.)
      for (id, account) in after.accounts {
        guard let old = before.accounts[id], old != account else { continue }
        let written = try await connection.rows(
          """
          UPDATE evaluation_student SET points = \(account.points),
            written_evaluations = \(account.writtenEvaluations), written_exam_posts = \(account.writtenExamPosts),
            purchased_exam_info = \(account.purchasedExamInfo), restricted = \(account.isRestricted)
            WHERE id = \(id.rawValue) AND (NOT \(guarded) OR (points = \(old.points)
              AND written_evaluations = \(old.writtenEvaluations) AND written_exam_posts = \(old.writtenExamPosts)
              AND purchased_exam_info = \(old.purchasedExamInfo) AND restricted = \(old.isRestricted)))
            RETURNING id
          """)
        guard !written.isEmpty || !guarded else {
          throw ConcurrentChange(table: "evaluation_student", key: id.rawValue)
        }
      }
      for (id, sums) in after.averages {
        guard let old = before.averages[id], old != sums else { continue }
        let written = try await connection.rows(
          """
          UPDATE evaluation_lecture SET posts_count = \(sums.count),
            satisfaction_half_points = \(sums.satisfactionHalfPoints),
            learning_half_points = \(sums.learningHalfPoints), honey_half_points = \(sums.honeyHalfPoints),
            team_sum = \(sums.teamSum), difficulty_sum = \(sums.difficultySum), homework_sum = \(sums.homeworkSum)
            WHERE id = \(id) AND (NOT \(guarded) OR (posts_count = \(old.count)
              AND satisfaction_half_points = \(old.satisfactionHalfPoints)
              AND learning_half_points = \(old.learningHalfPoints) AND honey_half_points = \(old.honeyHalfPoints)
              AND team_sum = \(old.teamSum) AND difficulty_sum = \(old.difficultySum)
              AND homework_sum = \(old.homeworkSum)))
            RETURNING id
          """)
        guard !written.isEmpty || !guarded else { throw ConcurrentChange(table: "evaluation_lecture", key: "\(id)") }
      }
      for id in before.evaluations.keys where after.evaluations[id] == nil {
        try await connection.perform("DELETE FROM evaluation_post WHERE id = \(id.rawValue)")
      }
      for (id, post) in after.evaluations where before.evaluations[id] != post {
        let draft = post.draft
        let editedAt = post.editedAt.map(PostgresInstant.milliseconds)
        try await connection.perform(
          """
          INSERT INTO evaluation_post (\(unescaped: Rows.evaluationColumns))
            VALUES (\(id.rawValue), \(post.lecture), \(post.author.rawValue), \(draft.semester.description),
              \(draft.satisfaction.halfPoints), \(draft.learning.halfPoints), \(draft.honey.halfPoints),
              \(draft.team.rawValue), \(draft.homework.rawValue), \(draft.difficulty.rawValue), \(draft.content),
              \(PostgresInstant.milliseconds(post.writtenAt)), \(editedAt))
            ON CONFLICT (id) DO UPDATE SET lecture_id = excluded.lecture_id, author = excluded.author,
              semester = excluded.semester, satisfaction_half_points = excluded.satisfaction_half_points,
              learning_half_points = excluded.learning_half_points, honey_half_points = excluded.honey_half_points,
              team = excluded.team, homework = excluded.homework, difficulty = excluded.difficulty,
              content = excluded.content, written_at = excluded.written_at, edited_at = excluded.edited_at
          """)
      }
      for id in before.examPosts.keys where after.examPosts[id] == nil {
        try await connection.perform("DELETE FROM exam_post WHERE id = \(id.rawValue)")
      }
      for (id, post) in after.examPosts where before.examPosts[id] != post {
        let draft = post.draft
        let editedAt = post.editedAt.map(PostgresInstant.milliseconds)
        try await connection.perform(
          """
          INSERT INTO exam_post (\(unescaped: Rows.examColumns))
            VALUES (\(id.rawValue), \(post.lecture), \(post.author.rawValue), \(draft.semester.description),
              \(draft.examType.rawValue), \(draft.examInfoText), \(draft.difficulty.rawValue), \(draft.content),
              \(PostgresInstant.milliseconds(post.writtenAt)), \(editedAt))
            ON CONFLICT (id) DO UPDATE SET lecture_id = excluded.lecture_id, author = excluded.author,
              semester = excluded.semester, exam_type = excluded.exam_type, exam_info = excluded.exam_info,
              exam_difficulty = excluded.exam_difficulty, content = excluded.content,
              written_at = excluded.written_at, edited_at = excluded.edited_at
          """)
      }
      let (reportsBefore, reportsAfter) = (Set(before.reports), Set(after.reports))
      for report in reportsBefore.subtracting(reportsAfter) {
        try await connection.perform(
          """
          DELETE FROM post_report WHERE kind = \(report.post.kind.rawValue) AND post_id = \(report.post.postID)
            AND reporter = \(report.reporter.rawValue)
          """)
      }
      for report in reportsAfter.subtracting(reportsBefore) {
        try await connection.perform(
          """
          INSERT INTO post_report (\(unescaped: Rows.reportColumns))
            VALUES (\(report.post.kind.rawValue), \(report.post.postID), \(report.reporter.rawValue),
              \(PostgresInstant.milliseconds(report.reportedAt)))
          """)
      }
      for purchase in after.purchases where !before.purchases.contains(purchase) {
        try await connection.perform(
          """
          INSERT INTO exam_purchase (\(unescaped: Rows.purchaseColumns))
            VALUES (\(purchase.student.rawValue), \(purchase.lecture),
              \(PostgresInstant.milliseconds(purchase.purchasedAt)))
          """)
      }
      if let entry {
        try await connection.perform(
          """
          INSERT INTO points_entry (student, reason, lecture_id, balance, at)
            VALUES (\(entry.student.rawValue), \(entry.reason.rawValue), \(entry.lecture), \(entry.balance),
              \(PostgresInstant.milliseconds(entry.at)))
          """)
      }
    }

    /// Inserts a new student's row.
    static func insertAccount(_ connection: PostgresConnection, _ account: StudentAccount) async throws {
      try await connection.perform(
        """
        INSERT INTO evaluation_student (\(unescaped: Rows.accountColumns))
          VALUES (\(account.id.rawValue), \(account.points), \(account.writtenEvaluations),
            \(account.writtenExamPosts), \(account.purchasedExamInfo), \(account.isRestricted))
        """)
    }

    // MARK: Queries

    static func checkReader(_ connection: PostgresConnection, _ viewer: StudentID, lecture: Int) async throws {
      guard let account = try await Rows.account(connection, viewer) else {
        throw LecturePostError.studentNotFound(viewer)
      }
      guard !account.isRestricted else { throw LecturePostError.restricted(viewer) }
      guard try await exists(connection, "SELECT 1 FROM evaluation_lecture WHERE id = \(lecture)") else {
        throw LecturePostError.lectureNotFound(lecture)
      }
    }

    /// Whether `query` returns a row.
    static func exists(_ connection: PostgresConnection, _ query: PostgresQuery) async throws -> Bool {
      let rows = try await connection.rows(query)
      return !rows.isEmpty
    }

    static func evaluation(_ connection: PostgresConnection, _ id: EvaluationPostID) async throws
      -> LectureEvaluationPost?
    {
      let rows = try await connection.rows(
        "SELECT \(unescaped: Rows.evaluationColumns) FROM evaluation_post WHERE id = \(id.rawValue)")
      return try rows.first.map(Rows.evaluation(from:))
    }

    static func evaluation(_ connection: PostgresConnection, author: StudentID, lecture: Int) async throws
      -> LectureEvaluationPost?
    {
      let rows = try await connection.rows(
        """
        SELECT \(unescaped: Rows.evaluationColumns) FROM evaluation_post
          WHERE author = \(author.rawValue) AND lecture_id = \(lecture)
        """)
      return try rows.first.map(Rows.evaluation(from:))
    }

    static func examPost(_ connection: PostgresConnection, _ id: ExamPostID) async throws -> ExamPost? {
      let rows = try await connection.rows(
        "SELECT \(unescaped: Rows.examColumns) FROM exam_post WHERE id = \(id.rawValue)")
      return try rows.first.map(Rows.exam(from:))
    }

    static func examPost(_ connection: PostgresConnection, author: StudentID, lecture: Int) async throws -> ExamPost? {
      let rows = try await connection.rows(
        """
        SELECT \(unescaped: Rows.examColumns) FROM exam_post
          WHERE author = \(author.rawValue) AND lecture_id = \(lecture)
        """)
      return try rows.first.map(Rows.exam(from:))
    }
  }
#endif
