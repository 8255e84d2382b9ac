#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import LectureEvaluationKit
  import PostgresNIO

  /// How LectureEvaluationKit's students, lectures, posts, purchases and ledger entries map to rows and back.
  ///
  /// Every value is rebuilt through the kit's own validating initializers, so a row edited into something the
  /// rules forbid (a rating of 2.25, sums no posts add up to) reads as
  /// `DomainKitsPostgresError.invalidStoredValue(table:key:reason:)`, never as a value that breaks them.
  enum LecturePostPostgresRows {
    // MARK: Students

    static let accountColumns = "id, points, written_evaluations, written_exam_posts, purchased_exam_info, restricted"

    static func account(from row: PostgresRow) throws -> StudentAccount {
      let (id, points, evaluations, exams, purchased, restricted) =
        try row.decode((String, Int, Int, Int, Int, Bool).self)
      do {
        return try StudentAccount(
          id: StudentID(id), points: points, writtenEvaluations: evaluations, writtenExamPosts: exams,
          purchasedExamInfo: purchased, isRestricted: restricted)
      } catch {
        throw invalid("evaluation_student", id, error)
      }
    }

    static func account(_ connection: PostgresConnection, _ id: StudentID) async throws -> StudentAccount? {
      let rows = try await connection.rows(
        "SELECT \(unescaped: accountColumns) FROM evaluation_student WHERE id = \(id.rawValue)")
      guard let row = rows.first else { return nil }
      return try account(from: row)
    }

    // MARK: Lectures and their sums

    static let lectureColumns =
      "id, name, professor, semesters, posts_count, satisfaction_half_points, learning_half_points, "
      + "honey_half_points, team_sum, difficulty_sum, homework_sum"

    static func lecture(from row: PostgresRow) throws -> (EvaluationLecture, LectureAverages) {
      let (id, name, professor, semestersText, count, satisfaction, learning, honey, team, difficulty, homework) =
        try row.decode((Int, String, String, String, Int, Int, Int, Int, Int, Int, Int).self)
      var semesters: [Semester] = []
      for part in semestersText.split(separator: ",") {
        guard let semester = Semester(part) else {
          throw DomainKitsPostgresError.invalidStoredValue(
            table: "evaluation_lecture", key: "\(id)", reason: "semesters \"\(semestersText)\"")
        }
        semesters.append(semester)
      }
      let lecture = EvaluationLecture(id: id, name: name, professor: professor, semesters: semesters)
      do {
        let averages = try LectureAverages(
          count: count, satisfactionHalfPoints: satisfaction, learningHalfPoints: learning, honeyHalfPoints: honey,
          teamSum: team, difficultySum: difficulty, homeworkSum: homework)
        return (lecture, averages)
      } catch {
        throw invalid("evaluation_lecture", "\(id)", error)
      }
    }

    static func lecture(_ connection: PostgresConnection, _ id: Int) async throws
      -> (EvaluationLecture, LectureAverages)?
    {
      let rows = try await connection.rows(
        "SELECT \(unescaped: lectureColumns) FROM evaluation_lecture WHERE id = \(id)")
      guard let row = rows.first else { return nil }
      return try lecture(from: row)
    }

    static func semestersText(_ lecture: EvaluationLecture) -> String {
      lecture.semesters.map(\.description).joined(separator: ",")
    }

    // MARK: Posts

    static let evaluationColumns =
      "id, lecture_id, author, semester, satisfaction_half_points, learning_half_points, honey_half_points, team, "
      + "homework, difficulty, content, written_at, edited_at"

    static func evaluation(from row: PostgresRow) throws -> LectureEvaluationPost {
      let (
        id, lecture, author, semesterText, satisfaction, learning, honey, team, homework, difficulty, content,
        writtenAt, editedAt
      ) = try row.decode((String, Int, String, String, Int, Int, Int, Int, Int, Int, String, Int64, Int64?).self)
      guard let semester = Semester(semesterText) else {
        throw DomainKitsPostgresError.invalidStoredValue(
          table: "evaluation_post", key: id, reason: "semester \"\(semesterText)\"")
      }
      guard let teamChoice = TeamProject(rawValue: team), let homeworkChoice = HomeworkLoad(rawValue: homework),
        let difficultyChoice = GradingDifficulty(rawValue: difficulty)
      else {
        throw DomainKitsPostgresError.invalidStoredValue(
          table: "evaluation_post", key: id,
          reason: "choices team \(team), homework \(homework), difficulty \(difficulty)")
      }
      do {
        let draft = try EvaluationDraft(
          semester: semester, satisfaction: Double(satisfaction) / 2, learning: Double(learning) / 2,
          honey: Double(honey) / 2, team: teamChoice, homework: homeworkChoice, difficulty: difficultyChoice,
          content: content)
        return LectureEvaluationPost(
          id: EvaluationPostID(id), lecture: lecture, author: StudentID(author), draft: draft,
          writtenAt: PostgresInstant.date(writtenAt), editedAt: editedAt.map(PostgresInstant.date))
      } catch {
        throw invalid("evaluation_post", id, error)
      }
    }

    static let examColumns =
      "id, lecture_id, author, semester, exam_type, exam_info, exam_difficulty, content, written_at, edited_at"

    static func exam(from row: PostgresRow) throws -> ExamPost {
      let (id, lecture, author, semester, examType, examInfo, difficulty, content, writtenAt, editedAt) =
        try row.decode((String, Int, String, String, String, String, String, String, Int64, Int64?).self)
      do {
        let draft = try ExamPostDraft(
          semesterText: semester, examTypeText: examType, examInfoText: examInfo, difficultyText: difficulty,
          content: content)
        return ExamPost(
          id: ExamPostID(id), lecture: lecture, author: StudentID(author), draft: draft,
          writtenAt: PostgresInstant.date(writtenAt), editedAt: editedAt.map(PostgresInstant.date))
      } catch {
        throw invalid("exam_post", id, error)
      }
    }

    // MARK: Purchases and the ledger

    static let purchaseColumns = "student, lecture_id, purchased_at"

    static func purchase(from row: PostgresRow) throws -> ExamPurchase {
      let (student, lecture, purchasedAt) = try row.decode((String, Int, Int64).self)
      return ExamPurchase(student: StudentID(student), lecture: lecture, purchasedAt: PostgresInstant.date(purchasedAt))
    }

    static let entryColumns = "sequence, student, reason, lecture_id, balance, at"

    static func entry(from row: PostgresRow) throws -> PointsEntry {
      let (sequence, student, reasonText, lecture, balance, at) =
        try row.decode((Int64, String, String, Int?, Int, Int64).self)
      guard let reason = PointsReason(rawValue: reasonText) else {
        throw DomainKitsPostgresError.invalidStoredValue(
          table: "points_entry", key: "\(sequence)", reason: "reason \"\(reasonText)\"")
      }
      return PointsEntry(
        student: StudentID(student), reason: reason, lecture: lecture, balance: balance, at: PostgresInstant.date(at))
    }

    // MARK: Reports

    static let reportColumns = "kind, post_id, reporter, reported_at"

    static func report(from row: PostgresRow) throws -> PostReport {
      let (kindText, id, reporter, reportedAt) = try row.decode((String, String, String, Int64).self)
      guard let kind = LecturePostKind(rawValue: kindText) else {
        throw DomainKitsPostgresError.invalidStoredValue(table: "post_report", key: id, reason: "kind \"\(kindText)\"")
      }
      let post: ReportedPost =
        switch kind {
        case .evaluation: .evaluation(EvaluationPostID(id))
        case .exam: .exam(ExamPostID(id))
        }
      return PostReport(post: post, reporter: StudentID(reporter), reportedAt: PostgresInstant.date(reportedAt))
    }

    /// Every pending report of `post`, oldest first, then by reporter (the order of `EvaluationBoard.reports(of:)`).
    static func reports(_ connection: PostgresConnection, of post: ReportedPost) async throws -> [PostReport] {
      let rows = try await connection.rows(
        """
        SELECT \(unescaped: reportColumns) FROM post_report WHERE kind = \(post.kind.rawValue)
          AND post_id = \(post.postID) ORDER BY reported_at, reporter
        """)
      return try rows.map(report(from:))
    }

    // MARK: Errors

    private static func invalid(_ table: String, _ key: String, _ error: any Error) -> any Error {
      if error is DomainKitsPostgresError { return error }
      return DomainKitsPostgresError.invalidStoredValue(table: table, key: key, reason: "\(error)")
    }
  }
#endif
