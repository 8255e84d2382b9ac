#if SQLite
  import GRDB

  /// TimetableKit's favourite majors, added after `lecture-post-reports-v1` shipped: lists
  /// (`favorite_major_list`) and their majors (`favorite_major`), one row per major in the order the student added
  /// them.
  ///
  /// UNIQUE (list, major) keeps each major once per list and the CHECK keeps it non-blank and without surrounding
  /// ASCII spaces, as `FavoriteMajors` does, even for a writer that bypasses the repository.
  package enum FavoriteMajorsSchema {
    package static let migration = "timetable-favorite-majors-v1"

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE favorite_major_list (
            id TEXT PRIMARY KEY NOT NULL
          );
          CREATE TABLE favorite_major (
            list_id TEXT NOT NULL REFERENCES favorite_major_list(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            major TEXT NOT NULL CHECK (major <> '' AND major = trim(major, ' ' || char(9, 10, 13))),
            PRIMARY KEY (list_id, position),
            UNIQUE (list_id, major)
          ) WITHOUT ROWID;
          """)
    }
  }
#endif
