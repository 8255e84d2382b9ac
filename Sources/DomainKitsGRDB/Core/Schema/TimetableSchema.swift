#if SQLite
  import GRDB

  /// TimetableKit's tables.
  ///
  /// - `course_catalogue`: one row per semester that has a catalogue (an empty catalogue is still a catalogue).
  /// - `course`: the courses of a catalogue in their stored order (`position`), one column per field the course was
  ///   created from; credits as an integer number of tenths, never REAL; the departments packed in one column.
  /// - `course_department`: one row per department (major) listing a course, keyed by department, so "courses of a
  ///   major" is one range of its primary key.
  ///
  /// The repository writes a catalogue only whole, in one transaction, after checking in memory that no two courses
  /// share an identity; so the catalogue tables carry neither foreign keys nor a unique index on the identity, whose
  /// per-row checks cost about half of a 2,000-course replace (measured).
  /// - `timetable`: each saved timetable's JSON (TimetableKit's `Codable` form), in the order first saved.
  /// - `timetable_selection`: the selected timetable, cleared by the foreign key when it is deleted.
  package enum TimetableSchema {
    package static let migration = "timetable-v1"

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE course_catalogue (
            id INTEGER PRIMARY KEY,
            year INTEGER NOT NULL,
            term INTEGER NOT NULL CHECK (term IN (1, 2)),
            UNIQUE (year, term)
          );
          CREATE TABLE course (
            catalogue_id INTEGER NOT NULL,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            schedule_text TEXT,
            code TEXT,
            section TEXT,
            professor TEXT,
            classification TEXT,
            grade INTEGER,
            credits_tenths INTEGER NOT NULL CHECK (credits_tenths >= 0),
            evaluation_method TEXT,
            lecture_type TEXT,
            offered_year INTEGER,
            offered_term INTEGER CHECK (offered_term IN (1, 2)),
            clock_meetings TEXT,
            departments TEXT NOT NULL,
            PRIMARY KEY (catalogue_id, position)
          ) WITHOUT ROWID;
          CREATE INDEX course_by_name ON course(catalogue_id, name);
          CREATE TABLE course_department (
            catalogue_id INTEGER NOT NULL,
            department TEXT NOT NULL,
            position INTEGER NOT NULL,
            PRIMARY KEY (catalogue_id, department, position)
          ) WITHOUT ROWID;
          CREATE TABLE timetable (
            id TEXT PRIMARY KEY NOT NULL,
            position INTEGER NOT NULL UNIQUE,
            name TEXT,
            body TEXT NOT NULL
          );
          CREATE TABLE timetable_selection (
            singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
            timetable_id TEXT REFERENCES timetable(id) ON DELETE SET NULL
          );
          """)
    }
  }
#endif
