#if SQLite
  import DomainKitsGRDBCore
  import GRDB
  import MarketBoardKit

  /// A `FavoriteMarketsRepository` in SQLite: each list's markets one row each, in the order the user added them.
  ///
  /// Saving replaces the list in one transaction, so a crash mid-save leaves the previous list; ``update(id:_:)``
  /// reads, changes and writes in one immediate transaction, so two processes starring at once both land.
  public struct SQLiteFavoriteMarketsRepository: FavoriteMarketsRepository {
    /// The database the lists live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// The list with `id`, or `nil` when none was saved.
    ///
    /// - Throws: `DomainKitsDatabaseError.invalidStoredValue(table:key:reason:)` for a stored market code that is
    ///   not one.
    public func favorites(id: FavoriteMarketsID) async throws -> FavoriteMarkets? {
      try await database.read { db in try Self.list(db, id) }
    }

    /// Stores `favorites`, replacing any list with the same id, in one transaction.
    public func save(_ favorites: FavoriteMarkets) async throws {
      try await database.write { db in try Self.write(favorites, db) }
    }

    /// Applies `command` to the list with `id` in one immediate transaction (read, change, write), so another
    /// process's change in between is never overwritten; a list not stored yet starts empty.
    @discardableResult
    public func update(id: FavoriteMarketsID, _ command: FavoriteMarketsCommand) async throws -> RepositoryUpdate<
      FavoriteMarkets
    > {
      try await database.write { db in
        let before = try Self.list(db, id) ?? FavoriteMarkets(id: id)
        var after = before
        after.apply(command)
        if after != before { try Self.write(after, db) }
        return RepositoryUpdate(before: before, after: after)
      }
    }

    /// Forgets the list with `id`; `false` when there was none (not an error).
    @discardableResult
    public func remove(id: FavoriteMarketsID) async throws -> Bool {
      try await database.write { db in
        try db.execute(sql: "DELETE FROM favorite_market WHERE list_id = ?", arguments: [id.rawValue])
        try db.execute(sql: "DELETE FROM favorite_market_list WHERE id = ?", arguments: [id.rawValue])
        return db.changesCount > 0
      }
    }

    /// The stored list with `id`, or `nil`.
    private static func list(_ db: Database, _ id: FavoriteMarketsID) throws -> FavoriteMarkets? {
      guard
        try Bool.fetchOne(db, sql: "SELECT 1 FROM favorite_market_list WHERE id = ?", arguments: [id.rawValue])
          != nil
      else { return nil }
      let rows = try Row.fetchAll(
        db, sql: "SELECT market FROM favorite_market WHERE list_id = ? ORDER BY position", arguments: [id.rawValue])
      var codes: [MarketCode] = []
      for row in rows {
        let stored = StoredRow(row: row, table: "favorite_market", key: id.rawValue)
        let text = try stored.text(0)
        guard let code = try? MarketCode(text) else { throw stored.invalid("market \"\(text)\"") }
        codes.append(code)
      }
      return FavoriteMarkets(id: id, codes: codes)
    }

    /// Replaces the stored list with `favorites`.
    private static func write(_ favorites: FavoriteMarkets, _ db: Database) throws {
      try db.execute(sql: "DELETE FROM favorite_market WHERE list_id = ?", arguments: [favorites.id.rawValue])
      try db.execute(
        sql: "INSERT OR REPLACE INTO favorite_market_list (id) VALUES (?)", arguments: [favorites.id.rawValue])
      let insert = try db.cachedStatement(
        sql: "INSERT INTO favorite_market (list_id, position, market) VALUES (?, ?, ?)")
      for (position, code) in favorites.codes.enumerated() {
        try insert.execute(arguments: [favorites.id.rawValue, position, code.rawValue])
      }
    }
  }
#endif
