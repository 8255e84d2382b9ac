#if SQLite
  import GRDB

  /// BoxOfficeKit's table: `box_office_response`, one cached response body per key with its expiry in UTC
  /// milliseconds, indexed by expiry so that removing the expired bodies does not scan the bodies.
  package enum BoxOfficeSchema {
    package static let migration = "box-office-v1"

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE box_office_response (
            key TEXT PRIMARY KEY NOT NULL,
            body BLOB NOT NULL,
            expires_at INTEGER NOT NULL
          );
          CREATE INDEX box_office_response_by_expiry ON box_office_response(expires_at);
          """)
    }
  }
#endif
