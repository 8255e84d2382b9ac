#if SQLite
  import DomainKitsGRDBCore
  import GRDB
  import TimetableKit

  /// A `FavoriteMajorsRepository` in SQLite: each list's majors one row each, in the order the student added them.
  ///
  /// Saving replaces the list in one transaction, so a crash mid-save leaves the previous list; ``update(id:_:)``
  /// reads, changes and writes in one immediate transaction, so two processes starring at once both land. The
  /// table keeps each major once per list (a unique index) even for a writer that bypasses the repository.
  public struct SQLiteFavoriteMajorsRepository: FavoriteMajorsRepository {
    /// The database the lists live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// The list with `id`, or `nil` when none was saved.
    ///
    /// - Throws: `DomainKitsDatabaseError.invalidStoredValue(table:key:reason:)` for a stored major that is blank,
    ///   padded with spaces or repeated.
    public func favoriteMajors(id: FavoriteMajorsID) async throws -> FavoriteMajors? {
      try await database.read { db in try Self.list(db, id) }
    }

    /// Stores `favorites` as the list with `id`, replacing any list there, in one transaction.
    public func save(_ favorites: FavoriteMajors, id: FavoriteMajorsID) async throws {
      try await database.write { db in try Self.write(favorites, id, db) }
    }

    /// Applies `command` to the list with `id` in one immediate transaction (read, change, write), so another
    /// process's change in between is never overwritten; a list not stored yet starts empty.
    @discardableResult
    public func update(id: FavoriteMajorsID, _ command: FavoriteMajorsCommand) async throws -> RepositoryUpdate<
      FavoriteMajors
    > {
      try await database.write { db in
        let before = try Self.list(db, id) ?? FavoriteMajors()
        var after = before
        after.apply(command)
        if after != before { try Self.write(after, id, db) }
        return RepositoryUpdate(before: before, after: after)
      }
    }

    /// Forgets the list with `id`; `false` when there was none (not an error).
    @discardableResult
    public func remove(id: FavoriteMajorsID) async throws -> Bool {
      try await database.write { db in
        try db.execute(sql: "DELETE FROM favorite_major WHERE list_id = ?", arguments: [id.rawValue])
        try db.execute(sql: "DELETE FROM favorite_major_list WHERE id = ?", arguments: [id.rawValue])
        return db.changesCount > 0
      }
    }

    /// The stored list with `id`, or `nil`.
    private static func list(_ db: Database, _ id: FavoriteMajorsID) throws -> FavoriteMajors? {
      guard
        try Bool.fetchOne(db, sql: "SELECT 1 FROM favorite_major_list WHERE id = ?", arguments: [id.rawValue])
          != nil
      else { return nil }
      let rows = try Row.fetchAll(
        db, sql: "SELECT major FROM favorite_major WHERE list_id = ? ORDER BY position", arguments: [id.rawValue])
      var favorites = FavoriteMajors()
      for row in rows {
        let stored = StoredRow(row: row, table: "favorite_major", key: id.rawValue)
        let major = try stored.text(0)
        let count = favorites.majors.count
        favorites.add(major)
        // `add` drops a blank, padded or repeated major; a stored list holds none.
        guard favorites.majors.count == count + 1, favorites.majors.last == major else {
          throw stored.invalid("major \"\(major)\" is blank, padded with spaces or repeated")
        }
      }
      return favorites
    }

    /// Replaces the stored list with `id` by `favorites`.
    private static func write(_ favorites: FavoriteMajors, _ id: FavoriteMajorsID, _ db: Database) throws {
      try db.execute(sql: "DELETE FROM favorite_major WHERE list_id = ?", arguments: [id.rawValue])
      try db.execute(sql: "INSERT OR IGNORE INTO favorite_major_list (id) VALUES (?)", arguments: [id.rawValue])
      let insert = try db.cachedStatement(
        sql: "INSERT INTO favorite_major (list_id, position, major) VALUES (?, ?, ?)")
      for (position, major) in favorites.majors.enumerated() {
        try insert.execute(arguments: [id.rawValue, position, major])
      }
    }
  }
#endif
