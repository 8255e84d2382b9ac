#if SQLite
  import GRDB

  /// TimetableKit's lecture evaluation tables, added after the first release of the schema.
  ///
  /// - `evaluation_student`: each student's points and counters; CHECKs keep them non-negative whatever writes.
  /// - `evaluation_lecture`: a lecture's names, its semesters ("2022-2,2023-2") and its running sums: the number
  ///   of posts, the ratings in half points and the choice codes, all INTEGER so averages never drift.
  /// - `evaluation_post`, `exam_post`: one row per post, UNIQUE on (author, lecture): one post of each kind per
  ///   student and lecture even for a writer that bypasses the repository; indexed by lecture for the listings.
  /// - `exam_purchase`: one row per student and lecture bought.
  /// - `points_entry`: the ledger, in the order written.
  ///
  /// Instants are UTC milliseconds.
  package enum LecturePostSchema {
    package static let migration = "timetable-evaluations-v1"

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE evaluation_student (
            id TEXT PRIMARY KEY NOT NULL,
            points INTEGER NOT NULL CHECK (points >= 0),
            written_evaluations INTEGER NOT NULL CHECK (written_evaluations >= 0),
            written_exam_posts INTEGER NOT NULL CHECK (written_exam_posts >= 0),
            purchased_exam_info INTEGER NOT NULL CHECK (purchased_exam_info >= 0),
            restricted INTEGER NOT NULL CHECK (restricted IN (0, 1))
          );
          CREATE TABLE evaluation_lecture (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            professor TEXT NOT NULL,
            semesters TEXT NOT NULL,
            posts_count INTEGER NOT NULL DEFAULT 0,
            satisfaction_half_points INTEGER NOT NULL DEFAULT 0,
            learning_half_points INTEGER NOT NULL DEFAULT 0,
            honey_half_points INTEGER NOT NULL DEFAULT 0,
            team_sum INTEGER NOT NULL DEFAULT 0,
            difficulty_sum INTEGER NOT NULL DEFAULT 0,
            homework_sum INTEGER NOT NULL DEFAULT 0
          );
          CREATE TABLE evaluation_post (
            id TEXT PRIMARY KEY NOT NULL,
            lecture_id INTEGER NOT NULL REFERENCES evaluation_lecture(id),
            author TEXT NOT NULL REFERENCES evaluation_student(id),
            semester TEXT NOT NULL,
            satisfaction_half_points INTEGER NOT NULL,
            learning_half_points INTEGER NOT NULL,
            honey_half_points INTEGER NOT NULL,
            team INTEGER NOT NULL,
            homework INTEGER NOT NULL,
            difficulty INTEGER NOT NULL,
            content TEXT NOT NULL,
            written_at INTEGER NOT NULL,
            edited_at INTEGER,
            UNIQUE (author, lecture_id)
          );
          CREATE INDEX evaluation_post_by_lecture ON evaluation_post(lecture_id, written_at, id);
          CREATE TABLE exam_post (
            id TEXT PRIMARY KEY NOT NULL,
            lecture_id INTEGER NOT NULL REFERENCES evaluation_lecture(id),
            author TEXT NOT NULL REFERENCES evaluation_student(id),
            semester TEXT NOT NULL,
            exam_type TEXT NOT NULL,
            exam_info TEXT NOT NULL,
            exam_difficulty TEXT NOT NULL,
            content TEXT NOT NULL,
            written_at INTEGER NOT NULL,
            edited_at INTEGER,
            UNIQUE (author, lecture_id)
          );
          CREATE INDEX exam_post_by_lecture ON exam_post(lecture_id, written_at, id);
          CREATE TABLE exam_purchase (
            student TEXT NOT NULL REFERENCES evaluation_student(id),
            lecture_id INTEGER NOT NULL REFERENCES evaluation_lecture(id),
            purchased_at INTEGER NOT NULL,
            PRIMARY KEY (student, lecture_id)
          ) WITHOUT ROWID;
          CREATE TABLE points_entry (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            student TEXT NOT NULL REFERENCES evaluation_student(id),
            reason TEXT NOT NULL,
            lecture_id INTEGER,
            balance INTEGER NOT NULL CHECK (balance >= 0),
            at INTEGER NOT NULL
          );
          CREATE INDEX points_entry_by_student ON points_entry(student, sequence);
          """)
    }
  }
#endif
