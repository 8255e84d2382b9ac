#if Postgres
  import DomainKitsPostgresCore
  import LectureEvaluationKit
  import PostgresNIO

  extension PostgresLecturePostRepository: LecturePostListing {
    /// The evaluations `author` wrote, oldest first; see `LecturePostListing.evaluations(author:)`.
    public func evaluations(author: StudentID) async throws -> [LectureEvaluationPost] {
      try await database.read { connection in
        try await connection.rows(
          """
          SELECT \(unescaped: Rows.evaluationColumns) FROM evaluation_post WHERE author = \(author.rawValue)
            ORDER BY written_at, id
          """
        ).map(Rows.evaluation(from:))
      }
    }

    /// The exam posts `author` wrote, oldest first; see `LecturePostListing.examPosts(author:)`.
    public func examPosts(author: StudentID) async throws -> [ExamPost] {
      try await database.read { connection in
        try await connection.rows(
          """
          SELECT \(unescaped: Rows.examColumns) FROM exam_post WHERE author = \(author.rawValue)
            ORDER BY written_at, id
          """
        ).map(Rows.exam(from:))
      }
    }
  }
#endif
