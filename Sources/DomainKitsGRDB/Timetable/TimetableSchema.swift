import GRDB

/// TimetableKit's tables.
///
/// - `course_catalogue`: one row per semester that has a catalogue (an empty catalogue is still a catalogue).
/// - `course`: the courses of a catalogue in their stored order (`position`), one column per field the course was
///   created from; credits as an integer number of tenths, never REAL. `identity` is the course's `CourseID` in an
///   unambiguous text form, unique within a catalogue.
/// - `course_department`: the departments (majors) listing each course, in order, indexed for "courses of a
///   major".
/// - `timetable`: each saved timetable's JSON (TimetableKit's `Codable` form), in the order first saved.
/// - `timetable_selection`: the selected timetable, cleared by the foreign key when it is deleted.
enum TimetableSchema {
  static let migration = "timetable-v1"

  static func create(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE course_catalogue (
          id INTEGER PRIMARY KEY,
          year INTEGER NOT NULL,
          term INTEGER NOT NULL CHECK (term IN (1, 2)),
          UNIQUE (year, term)
        );
        CREATE TABLE course (
          catalogue_id INTEGER NOT NULL REFERENCES course_catalogue(id) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          identity TEXT NOT NULL,
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
          PRIMARY KEY (catalogue_id, position)
        ) WITHOUT ROWID;
        CREATE UNIQUE INDEX course_by_identity ON course(catalogue_id, identity);
        CREATE INDEX course_by_name ON course(catalogue_id, name);
        CREATE TABLE course_department (
          catalogue_id INTEGER NOT NULL,
          position INTEGER NOT NULL,
          rank INTEGER NOT NULL,
          department TEXT NOT NULL,
          PRIMARY KEY (catalogue_id, position, rank),
          FOREIGN KEY (catalogue_id, position) REFERENCES course(catalogue_id, position) ON DELETE CASCADE
        ) WITHOUT ROWID;
        CREATE INDEX course_department_by_name ON course_department(catalogue_id, department);
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
