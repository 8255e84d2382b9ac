#if SQLite
  import DomainKitsGRDBCore
  import GRDB
  import LectureEvaluationKit

  extension SQLiteLecturePostRepository: LecturePostListing {
    /// The evaluations `author` wrote, oldest first; see `LecturePostListing.evaluations(author:)`.
    ///
    /// - Complexity: a range of the unique index on `(author, lecture_id)`, sorted.
    public func evaluations(author: StudentID) async throws -> [LectureEvaluationPost] {
      try await database.read { db in
        try Row.fetchAll(
          db,
          sql: "SELECT \(LecturePostRows.evaluationColumns) FROM evaluation_post WHERE author = ? "
            + "ORDER BY written_at, id",
          arguments: [author.rawValue]
        ).map(LecturePostRows.evaluation)
      }
    }

    /// The exam posts `author` wrote, oldest first; see `LecturePostListing.examPosts(author:)`.
    ///
    /// - Complexity: a range of the unique index on `(author, lecture_id)`, sorted.
    public func examPosts(author: StudentID) async throws -> [ExamPost] {
      try await database.read { db in
        try Row.fetchAll(
          db,
          sql: "SELECT \(LecturePostRows.examColumns) FROM exam_post WHERE author = ? ORDER BY written_at, id",
          arguments: [author.rawValue]
        ).map(LecturePostRows.exam)
      }
    }
  }
#endif
