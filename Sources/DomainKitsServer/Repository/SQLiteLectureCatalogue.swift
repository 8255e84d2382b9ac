#if Server
  import DomainKitsGRDBCore
  import GRDB

  /// ``LectureCatalogue`` in the `suwiki_lectures` table of the kits' SQLite file.
  struct SQLiteLectureCatalogue: LectureCatalogue {
    /// The kits' database, which holds the server's tables too.
    let database: DomainKitsDatabase

    func save(_ metadata: LectureMetadata) async throws {
      try await database.write { db in
        try db.execute(
          sql: """
            INSERT INTO suwiki_lectures (id, major, lecture_type) VALUES (?1, ?2, ?3)
              ON CONFLICT (id) DO UPDATE SET major = excluded.major, lecture_type = excluded.lecture_type
            """,
          arguments: [metadata.id, metadata.major, metadata.lectureType])
      }
    }

    func metadata(id: Int) async throws -> LectureMetadata? {
      try await database.read { db in
        try Row.fetchOne(db, sql: "SELECT id, major, lecture_type FROM suwiki_lectures WHERE id = ?", arguments: [id])
          .map(Self.metadata)
      }
    }

    func all() async throws -> [LectureMetadata] {
      try await database.read { db in
        try Row.fetchAll(db, sql: "SELECT id, major, lecture_type FROM suwiki_lectures ORDER BY id").map(Self.metadata)
      }
    }

    private static func metadata(_ row: Row) -> LectureMetadata {
      LectureMetadata(id: row["id"], major: row["major"], lectureType: row["lecture_type"])
    }
  }
#endif
