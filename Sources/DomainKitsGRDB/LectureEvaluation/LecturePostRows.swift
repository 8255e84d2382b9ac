#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import LectureEvaluationKit

  /// How LectureEvaluationKit's students, lectures, posts, purchases and ledger entries map to rows and back.
  ///
  /// Every value is rebuilt through the kit's own validating initializers, so a row edited into something the
  /// rules forbid (a rating of 2.25, a negative balance, sums no posts add up to) reads as
  /// `DomainKitsDatabaseError.invalidStoredValue(table:key:reason:)`, never as a value that breaks them.
  enum LecturePostRows {
    // MARK: Students

    static let accountColumns =
      "id, points, written_evaluations, written_exam_posts, purchased_exam_info, restricted"

    static func account(_ row: Row) throws(DomainKitsDatabaseError) -> StudentAccount {
      let stored = StoredRow(row: row, table: "evaluation_student", key: StoredRow.keyText(row[0]))
      do {
        return try StudentAccount(
          id: StudentID(try stored.text(0)), points: try stored.int(1), writtenEvaluations: try stored.int(2),
          writtenExamPosts: try stored.int(3), purchasedExamInfo: try stored.int(4),
          isRestricted: try stored.int(5) != 0)
      } catch let error as DomainKitsDatabaseError {
        throw error
      } catch {
        throw stored.invalid("\(error)")
      }
    }

    static func account(_ db: Database, _ id: StudentID) throws -> StudentAccount? {
      try Row.fetchOne(
        db, sql: "SELECT \(accountColumns) FROM evaluation_student WHERE id = ?", arguments: [id.rawValue]
      ).map(account)
    }

    static func accountArguments(_ account: StudentAccount) -> StatementArguments {
      [
        account.id.rawValue, account.points, account.writtenEvaluations, account.writtenExamPosts,
        account.purchasedExamInfo, account.isRestricted ? 1 : 0,
      ]
    }

    // MARK: Lectures and their sums

    static let lectureColumns =
      "id, name, professor, semesters, posts_count, satisfaction_half_points, learning_half_points, "
      + "honey_half_points, team_sum, difficulty_sum, homework_sum"

    static func lecture(_ row: Row) throws(DomainKitsDatabaseError) -> (EvaluationLecture, LectureAverages) {
      let stored = StoredRow(row: row, table: "evaluation_lecture", key: StoredRow.keyText(row[0]))
      var semesters: [Semester] = []
      let semestersText = try stored.text(3)
      for part in semestersText.split(separator: ",") {
        guard let semester = Semester(part) else { throw stored.invalid("semesters \"\(semestersText)\"") }
        semesters.append(semester)
      }
      let lecture = EvaluationLecture(
        id: try stored.int(0), name: try stored.text(1), professor: try stored.text(2), semesters: semesters)
      do {
        let averages = try LectureAverages(
          count: try stored.int(4), satisfactionHalfPoints: try stored.int(5), learningHalfPoints: try stored.int(6),
          honeyHalfPoints: try stored.int(7), teamSum: try stored.int(8), difficultySum: try stored.int(9),
          homeworkSum: try stored.int(10))
        return (lecture, averages)
      } catch let error as DomainKitsDatabaseError {
        throw error
      } catch {
        throw stored.invalid("\(error)")
      }
    }

    static func lecture(_ db: Database, _ id: Int) throws -> (EvaluationLecture, LectureAverages)? {
      try Row.fetchOne(db, sql: "SELECT \(lectureColumns) FROM evaluation_lecture WHERE id = ?", arguments: [id])
        .map(lecture)
    }

    static func semestersText(_ lecture: EvaluationLecture) -> String {
      lecture.semesters.map(\.description).joined(separator: ",")
    }

    static func averagesArguments(_ averages: LectureAverages, lecture: Int) -> StatementArguments {
      [
        averages.count, averages.satisfactionHalfPoints, averages.learningHalfPoints, averages.honeyHalfPoints,
        averages.teamSum, averages.difficultySum, averages.homeworkSum, lecture,
      ]
    }

    // MARK: Posts

    static let evaluationColumns =
      "id, lecture_id, author, semester, satisfaction_half_points, learning_half_points, honey_half_points, team, "
      + "homework, difficulty, content, written_at, edited_at"

    static func evaluation(_ row: Row) throws(DomainKitsDatabaseError) -> LectureEvaluationPost {
      let stored = StoredRow(row: row, table: "evaluation_post", key: StoredRow.keyText(row[0]))
      let semesterText = try stored.text(3)
      guard let semester = Semester(semesterText) else { throw stored.invalid("semester \"\(semesterText)\"") }
      let (team, homework, difficulty) = (try stored.int(7), try stored.int(8), try stored.int(9))
      guard let teamChoice = TeamProject(rawValue: team), let homeworkChoice = HomeworkLoad(rawValue: homework),
        let difficultyChoice = GradingDifficulty(rawValue: difficulty)
      else { throw stored.invalid("choices team \(team), homework \(homework), difficulty \(difficulty)") }
      do {
        let draft = try EvaluationDraft(
          semester: semester, satisfaction: Double(try stored.int(4)) / 2, learning: Double(try stored.int(5)) / 2,
          honey: Double(try stored.int(6)) / 2, team: teamChoice, homework: homeworkChoice,
          difficulty: difficultyChoice, content: try stored.text(10))
        return LectureEvaluationPost(
          id: EvaluationPostID(try stored.text(0)), lecture: try stored.int(1), author: StudentID(try stored.text(2)),
          draft: draft, writtenAt: try date(stored, 11), editedAt: try optionalDate(stored, 12))
      } catch let error as DomainKitsDatabaseError {
        throw error
      } catch {
        throw stored.invalid("\(error)")
      }
    }

    static func evaluationArguments(_ post: LectureEvaluationPost) -> StatementArguments {
      let draft = post.draft
      return [
        post.id.rawValue, post.lecture, post.author.rawValue, draft.semester.description,
        draft.satisfaction.halfPoints, draft.learning.halfPoints, draft.honey.halfPoints, draft.team.rawValue,
        draft.homework.rawValue, draft.difficulty.rawValue, draft.content, UTCMilliseconds.milliseconds(post.writtenAt),
        post.editedAt.map(UTCMilliseconds.milliseconds),
      ]
    }

    static let examColumns =
      "id, lecture_id, author, semester, exam_type, exam_info, exam_difficulty, content, written_at, edited_at"

    static func exam(_ row: Row) throws(DomainKitsDatabaseError) -> ExamPost {
      let stored = StoredRow(row: row, table: "exam_post", key: StoredRow.keyText(row[0]))
      do {
        let draft = try ExamPostDraft(
          semesterText: try stored.text(3), examTypeText: try stored.text(4), examInfoText: try stored.text(5),
          difficultyText: try stored.text(6), content: try stored.text(7))
        return ExamPost(
          id: ExamPostID(try stored.text(0)), lecture: try stored.int(1), author: StudentID(try stored.text(2)),
          draft: draft, writtenAt: try date(stored, 8), editedAt: try optionalDate(stored, 9))
      } catch let error as DomainKitsDatabaseError {
        throw error
      } catch {
        throw stored.invalid("\(error)")
      }
    }

    static func examArguments(_ post: ExamPost) -> StatementArguments {
      let draft = post.draft
      return [
        post.id.rawValue, post.lecture, post.author.rawValue, draft.semester.description, draft.examType.rawValue,
        draft.examInfoText, draft.difficulty.rawValue, draft.content, UTCMilliseconds.milliseconds(post.writtenAt),
        post.editedAt.map(UTCMilliseconds.milliseconds),
      ]
    }

    // MARK: Purchases and the ledger

    static func purchase(_ row: Row) throws(DomainKitsDatabaseError) -> ExamPurchase {
      let stored = StoredRow(row: row, table: "exam_purchase", key: StoredRow.keyText(row[0]))
      return ExamPurchase(
        student: StudentID(try stored.text(0)), lecture: try stored.int(1), purchasedAt: try date(stored, 2))
    }

    static func entry(_ row: Row) throws(DomainKitsDatabaseError) -> PointsEntry {
      let stored = StoredRow(row: row, table: "points_entry", key: StoredRow.keyText(row[0]))
      let reasonText = try stored.text(2)
      guard let reason = PointsReason(rawValue: reasonText) else { throw stored.invalid("reason \"\(reasonText)\"") }
      return PointsEntry(
        student: StudentID(try stored.text(1)), reason: reason, lecture: try stored.optionalInt(3),
        balance: try stored.int(4), at: try date(stored, 5))
    }

    // MARK: Reports

    static let reportColumns = "kind, post_id, reporter, reported_at"

    static func report(_ row: Row) throws(DomainKitsDatabaseError) -> PostReport {
      let stored = StoredRow(row: row, table: "post_report", key: StoredRow.keyText(row[1]))
      let kindText = try stored.text(0)
      let id = try stored.text(1)
      guard let kind = LecturePostKind(rawValue: kindText) else { throw stored.invalid("kind \"\(kindText)\"") }
      let post: ReportedPost =
        switch kind {
        case .evaluation: .evaluation(EvaluationPostID(id))
        case .exam: .exam(ExamPostID(id))
        }
      return PostReport(post: post, reporter: StudentID(try stored.text(2)), reportedAt: try date(stored, 3))
    }

    /// Every pending report of `post`, oldest first, then by reporter (the order of `EvaluationBoard.reports(of:)`).
    static func reports(_ db: Database, of post: ReportedPost) throws -> [PostReport] {
      try Row.fetchAll(
        db,
        sql: "SELECT \(reportColumns) FROM post_report WHERE kind = ? AND post_id = ? ORDER BY reported_at, reporter",
        arguments: [post.kind.rawValue, post.postID]
      ).map(report)
    }

    static func reportArguments(_ report: PostReport) -> StatementArguments {
      [
        report.post.kind.rawValue, report.post.postID, report.reporter.rawValue,
        UTCMilliseconds.milliseconds(report.reportedAt),
      ]
    }

    // MARK: Instants

    private static func date(_ stored: StoredRow, _ index: Int) throws(DomainKitsDatabaseError) -> Date {
      UTCMilliseconds.date(Int64(try stored.int(index)))
    }

    private static func optionalDate(_ stored: StoredRow, _ index: Int) throws(DomainKitsDatabaseError) -> Date? {
      try stored.optionalInt(index).map { UTCMilliseconds.date(Int64($0)) }
    }
  }
#endif
