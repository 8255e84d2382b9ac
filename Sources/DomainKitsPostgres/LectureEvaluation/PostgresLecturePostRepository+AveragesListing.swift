#if Postgres
  import DomainKitsPostgresCore
  import LectureEvaluationKit
  import PostgresNIO

  extension PostgresLecturePostRepository: LectureAveragesListing {
    /// Every lecture with its running averages, by id ascending; see
    /// `LectureAveragesListing.lecturesWithAverages()`.
    ///
    /// One statement on one connection: a lecture's sums live in its own row, so the list is one scan of
    /// `evaluation_lecture` in primary-key order (one snapshot), each row decoded as ``lecture(id:)`` and
    /// ``averages(lecture:)`` decode it.
    public func lecturesWithAverages() async throws -> [ListedLecture] {
      try await database.read { connection in
        try await connection.rows("SELECT \(unescaped: Rows.lectureColumns) FROM evaluation_lecture ORDER BY id")
          .map { row in
            let (lecture, averages) = try Rows.lecture(from: row)
            return ListedLecture(lecture: lecture, averages: averages)
          }
      }
    }
  }
#endif
