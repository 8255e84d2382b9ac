#if Server
  import DomainKitsGRDBCore
  import GRDB

  /// ``IdentifierSequence`` in the `sequences` table of the kits' SQLite file: one row per kind holding the next
  /// number, read and advanced in one immediate transaction.
  struct SQLiteIdentifierSequence: IdentifierSequence {
    /// The kits' database, which holds the server's tables too.
    let database: DomainKitsDatabase

    func next(_ kind: SequenceKind) async throws -> Int64 {
      let name = kind.rawValue
      let start = kind.start
      return try await database.write { db -> Int64 in
        let stored = try Int64.fetchOne(db, sql: "SELECT next FROM sequences WHERE name = ?", arguments: [name])
        let number = max(stored ?? start, start)
        try db.execute(
          sql: """
            INSERT INTO sequences (name, next) VALUES (?1, ?2)
              ON CONFLICT (name) DO UPDATE SET next = excluded.next
            """,
          arguments: [name, number + 1])
        return number
      }
    }
  }
#endif
