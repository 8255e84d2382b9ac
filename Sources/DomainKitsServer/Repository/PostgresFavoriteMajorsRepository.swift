#if Server
  import DomainKitsPostgresCore
  import PostgresNIO
  import TimetableKit

  /// TimetableKit's `FavoriteMajorsRepository` in PostgreSQL, which no kit adapter has (docs/design/reference-server.md
  /// §7.2, gap 3): each list's majors one row each in `domainkits_server.favorite_major`, in the order the student
  /// added them, as `SQLiteFavoriteMajorsRepository` keeps them in SQLite. TimetableKit's
  /// `exerciseFavoriteMajorsRepository` suite proves it (DomainKitsServerTests).
  ///
  /// Every write locks its list first (a transaction-scoped advisory lock on the list's id, `READ COMMITTED`: the
  /// kits' locked writes), then reads, changes and writes it in the same transaction: two devices starring majors of
  /// one list take turns, and the second reads what the first committed, so neither change is lost (SQLite gets the
  /// same from its one writer). A save replaces the list in one transaction, so a failure mid-save leaves the
  /// previous list. The table keeps each major once per list and non-blank, without surrounding ASCII spaces,
  /// whatever the writer.
  struct PostgresFavoriteMajorsRepository: FavoriteMajorsRepository {
    /// The kits' database, which holds the server's schema too.
    let database: DomainKitsPostgres

    /// The lock namespace of favourite-major lists ("FAVM").
    static let locks: Int32 = 0x4641_564D

    /// The list with `id`, or `nil` when none was saved.
    ///
    /// - Throws: `DomainKitsPostgresError.invalidStoredValue(table:key:reason:)` for a stored major that is blank,
    ///   padded with spaces or repeated.
    func favoriteMajors(id: FavoriteMajorsID) async throws -> FavoriteMajors? {
      try await database.read { connection in try await Self.list(connection, id) }
    }

    /// Stores `favorites` as the list with `id`, replacing any list there, in one transaction.
    func save(_ favorites: FavoriteMajors, id: FavoriteMajorsID) async throws {
      try await database.write(locking: { _ in [Self.lock(id)] }) { connection in
        try await Self.write(favorites, id, connection)
      }
    }

    /// Applies `command` to the list with `id` in one transaction behind the list's lock (read, change, write), so
    /// another server's change in between is never overwritten; a list not stored yet starts empty.
    @discardableResult
    func update(id: FavoriteMajorsID, _ command: FavoriteMajorsCommand) async throws -> RepositoryUpdate<
      FavoriteMajors
    > {
      try await database.write(locking: { _ in [Self.lock(id)] }) {
        connection -> RepositoryUpdate<FavoriteMajors> in
        let before = try await Self.list(connection, id) ?? FavoriteMajors()
        var after = before
        after.apply(command)
        if after != before { try await Self.write(after, id, connection) }
        return RepositoryUpdate(before: before, after: after)
      }
    }

    /// Forgets the list with `id`; `false` when there was none (not an error).
    @discardableResult
    func remove(id: FavoriteMajorsID) async throws -> Bool {
      try await database.write(locking: { _ in [Self.lock(id)] }) { connection -> Bool in
        try await connection.perform("DELETE FROM domainkits_server.favorite_major WHERE list_id = \(id.rawValue)")
        return try await !connection.rows(
          "DELETE FROM domainkits_server.favorite_major_list WHERE id = \(id.rawValue) RETURNING id"
        ).isEmpty
      }
    }

    /// The lock of the list with `id`.
    private static func lock(_ id: FavoriteMajorsID) -> AdvisoryLock {
      AdvisoryLock(locks, id.rawValue)
    }

    /// The stored list with `id`, or `nil`.
    private static func list(
      _ connection: PostgresConnection, _ id: FavoriteMajorsID
    ) async throws -> FavoriteMajors? {
      let lists = try await connection.rows(
        "SELECT 1 FROM domainkits_server.favorite_major_list WHERE id = \(id.rawValue)")
      guard !lists.isEmpty else { return nil }
      let rows = try await connection.rows(
        "SELECT major FROM domainkits_server.favorite_major WHERE list_id = \(id.rawValue) ORDER BY position")
      var favorites = FavoriteMajors()
      for row in rows {
        let major = try row.decode(String.self)
        let count = favorites.majors.count
        favorites.add(major)
        // `add` drops a blank, padded or repeated major; a stored list holds none.
        guard favorites.majors.count == count + 1, favorites.majors.last == major else {
          throw DomainKitsPostgresError.invalidStoredValue(
            table: "domainkits_server.favorite_major", key: id.rawValue,
            reason: "major \"\(major)\" is blank, padded with spaces or repeated")
        }
      }
      return favorites
    }

    /// Replaces the stored list with `id` by `favorites`.
    private static func write(
      _ favorites: FavoriteMajors, _ id: FavoriteMajorsID, _ connection: PostgresConnection
    ) async throws {
      try await connection.perform("DELETE FROM domainkits_server.favorite_major WHERE list_id = \(id.rawValue)")
      try await connection.perform(
        "INSERT INTO domainkits_server.favorite_major_list (id) VALUES (\(id.rawValue)) ON CONFLICT (id) DO NOTHING")
      for (position, major) in favorites.majors.enumerated() {
        try await connection.perform(
          """
          INSERT INTO domainkits_server.favorite_major (list_id, position, major)
            VALUES (\(id.rawValue), \(position), \(major))
          """)
      }
    }
  }
#endif
