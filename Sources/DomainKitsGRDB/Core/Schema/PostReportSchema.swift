#if SQLite
  import GRDB

  /// LectureEvaluationKit's pending reports, added after `timetable-evaluations-v1` shipped.
  ///
  /// - `post_report`: one row per post (`kind` "evaluation" or "exam", and the post's id) and reporter, so a
  ///   student reports a post once even for a writer that bypasses the repository; the repository deletes a post's
  ///   rows with the post (removed by its author, or upheld).
  ///
  /// Instants are UTC milliseconds.
  package enum PostReportSchema {
    package static let migration = "lecture-post-reports-v1"

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE post_report (
            kind TEXT NOT NULL CHECK (kind IN ('evaluation', 'exam')),
            post_id TEXT NOT NULL,
            reporter TEXT NOT NULL REFERENCES evaluation_student(id),
            reported_at INTEGER NOT NULL,
            PRIMARY KEY (kind, post_id, reporter)
          ) WITHOUT ROWID;
          """)
    }
  }
#endif
