#if Server
  import DomainKitsPostgresCore
  import PostgresNIO

  /// ``LectureCatalogue`` in `domainkits_server.suwiki_lectures` of the kits' PostgreSQL database, as
  /// ``SQLiteLectureCatalogue`` keeps it in SQLite: a save is one upsert, atomic on its own.
  struct PostgresLectureCatalogue: LectureCatalogue {
    /// The kits' database, which holds the server's schema too.
    let database: DomainKitsPostgres

    func save(_ metadata: LectureMetadata) async throws {
      try await database.write(locking: { _ in [] }) { connection in
        try await connection.perform(
          """
          INSERT INTO domainkits_server.suwiki_lectures (id, major, lecture_type)
            VALUES (\(metadata.id), \(metadata.major), \(metadata.lectureType))
            ON CONFLICT (id) DO UPDATE SET major = excluded.major, lecture_type = excluded.lecture_type
          """)
      }
    }

    func metadata(id: Int) async throws -> LectureMetadata? {
      try await database.read { connection in
        try await connection.rows(
          "SELECT id, major, lecture_type FROM domainkits_server.suwiki_lectures WHERE id = \(id)"
        ).first.map(Self.metadata)
      }
    }

    func all() async throws -> [LectureMetadata] {
      try await database.read { connection in
        try await connection.rows(
          "SELECT id, major, lecture_type FROM domainkits_server.suwiki_lectures ORDER BY id"
        ).map(Self.metadata)
      }
    }

    private static func metadata(_ row: PostgresRow) throws -> LectureMetadata {
      let (id, major, lectureType) = try row.decode((Int, String, String).self)
      return LectureMetadata(id: id, major: major, lectureType: lectureType)
    }
  }
#endif
