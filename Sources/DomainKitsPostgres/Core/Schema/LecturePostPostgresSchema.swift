#if Postgres
  /// LectureEvaluationKit's tables, with the meaning of the SQLite adapter's (`evaluation_student`,
  /// `evaluation_lecture`, `evaluation_post`, `exam_post`, `exam_purchase`, `points_entry`, `post_report`):
  ///
  /// - counts, sums and points are BIGINT (exact; the running sums of half points never drift), with CHECKs that
  ///   keep points, counters and ledger balances non-negative whatever writes;
  /// - `evaluation_post` and `exam_post` are UNIQUE on (author, lecture): one post of each kind per student and
  ///   lecture even for a writer that bypasses the repository; `exam_purchase`'s primary key is (student, lecture):
  ///   one purchase per student and lecture;
  /// - instants are UTC milliseconds (BIGINT), as in SQLite;
  /// - identifiers that lists sort by are `COLLATE "C"` (byte order), so the order does not depend on the
  ///   database's locale and matches SQLite's and the kit's.
  ///
  /// One statement per element: the extended query protocol runs one statement at a time.
  package enum LecturePostPostgresSchema {
    package static let statements: [String] = [
      """
      CREATE TABLE evaluation_student (
        id TEXT COLLATE "C" PRIMARY KEY,
        points BIGINT NOT NULL CHECK (points >= 0),
        written_evaluations BIGINT NOT NULL CHECK (written_evaluations >= 0),
        written_exam_posts BIGINT NOT NULL CHECK (written_exam_posts >= 0),
        purchased_exam_info BIGINT NOT NULL CHECK (purchased_exam_info >= 0),
        restricted BOOLEAN NOT NULL
      )
      """,
      """
      CREATE TABLE evaluation_lecture (
        id BIGINT PRIMARY KEY,
        name TEXT NOT NULL,
        professor TEXT NOT NULL,
        semesters TEXT NOT NULL,
        posts_count BIGINT NOT NULL DEFAULT 0,
        satisfaction_half_points BIGINT NOT NULL DEFAULT 0,
        learning_half_points BIGINT NOT NULL DEFAULT 0,
        honey_half_points BIGINT NOT NULL DEFAULT 0,
        team_sum BIGINT NOT NULL DEFAULT 0,
        difficulty_sum BIGINT NOT NULL DEFAULT 0,
        homework_sum BIGINT NOT NULL DEFAULT 0
      )
      """,
      """
      CREATE TABLE evaluation_post (
        id TEXT COLLATE "C" PRIMARY KEY,
        lecture_id BIGINT NOT NULL REFERENCES evaluation_lecture (id),
        author TEXT COLLATE "C" NOT NULL REFERENCES evaluation_student (id),
        semester TEXT NOT NULL,
        satisfaction_half_points BIGINT NOT NULL,
        learning_half_points BIGINT NOT NULL,
        honey_half_points BIGINT NOT NULL,
        team BIGINT NOT NULL,
        homework BIGINT NOT NULL,
        difficulty BIGINT NOT NULL,
        content TEXT NOT NULL,
        written_at BIGINT NOT NULL,
        edited_at BIGINT,
        UNIQUE (author, lecture_id)
      )
      """,
      "CREATE INDEX evaluation_post_by_lecture ON evaluation_post (lecture_id, written_at, id)",
      """
      CREATE TABLE exam_post (
        id TEXT COLLATE "C" PRIMARY KEY,
        lecture_id BIGINT NOT NULL REFERENCES evaluation_lecture (id),
        author TEXT COLLATE "C" NOT NULL REFERENCES evaluation_student (id),
        semester TEXT NOT NULL,
        exam_type TEXT NOT NULL,
        exam_info TEXT NOT NULL,
        exam_difficulty TEXT NOT NULL,
        content TEXT NOT NULL,
        written_at BIGINT NOT NULL,
        edited_at BIGINT,
        UNIQUE (author, lecture_id)
      )
      """,
      "CREATE INDEX exam_post_by_lecture ON exam_post (lecture_id, written_at, id)",
      """
      CREATE TABLE exam_purchase (
        student TEXT COLLATE "C" NOT NULL REFERENCES evaluation_student (id),
        lecture_id BIGINT NOT NULL REFERENCES evaluation_lecture (id),
        purchased_at BIGINT NOT NULL,
        PRIMARY KEY (student, lecture_id)
      )
      """,
      """
      CREATE TABLE points_entry (
        sequence BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        student TEXT COLLATE "C" NOT NULL REFERENCES evaluation_student (id),
        reason TEXT NOT NULL,
        lecture_id BIGINT,
        balance BIGINT NOT NULL CHECK (balance >= 0),
        at BIGINT NOT NULL
      )
      """,
      "CREATE INDEX points_entry_by_student ON points_entry (student, sequence)",
      """
      CREATE TABLE post_report (
        kind TEXT COLLATE "C" NOT NULL CHECK (kind IN ('evaluation', 'exam')),
        post_id TEXT COLLATE "C" NOT NULL,
        reporter TEXT COLLATE "C" NOT NULL REFERENCES evaluation_student (id),
        reported_at BIGINT NOT NULL,
        PRIMARY KEY (kind, post_id, reporter)
      )
      """,
    ]
  }
#endif
