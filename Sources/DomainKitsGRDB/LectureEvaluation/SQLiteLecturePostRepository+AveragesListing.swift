#if SQLite
  import DomainKitsGRDBCore
  import GRDB
  import LectureEvaluationKit

  extension SQLiteLecturePostRepository: LectureAveragesListing {
    /// Every lecture with its running averages, by id ascending; see
    /// `LectureAveragesListing.lecturesWithAverages()`.
    ///
    /// One read of one statement: a lecture's sums live in its own row, so the list is one scan of
    /// `evaluation_lecture` in primary-key order, each row decoded as ``lecture(id:)`` and ``averages(lecture:)``
    /// decode it.
    ///
    /// - Complexity: O(*n*) in the number of lectures.
    public func lecturesWithAverages() async throws -> [ListedLecture] {
      try await database.read { db in
        try Row.fetchAll(db, sql: "SELECT \(LecturePostRows.lectureColumns) FROM evaluation_lecture ORDER BY id")
          .map { row in
            let (lecture, averages) = try LecturePostRows.lecture(row)
            return ListedLecture(lecture: lecture, averages: averages)
          }
      }
    }
  }
#endif
