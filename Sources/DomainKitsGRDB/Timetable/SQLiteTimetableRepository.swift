#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import TimetableKit

  /// A `TimetableRepository` in SQLite: each timetable as TimetableKit's JSON in the `timetable` table, in the order
  /// first saved, and the selection in `timetable_selection`.
  ///
  /// A stored timetable is decoded through `Timetable`'s own decoder, which adds its courses again: a row that was
  /// edited into a clash or a duplicate reads as `DomainKitsDatabaseError.invalidStoredValue(table:key:reason:)`, never as
  /// a timetable that breaks its rules.
  public struct SQLiteTimetableRepository: TimetableRepository {
    /// The database the timetables live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// Every stored timetable, in the order first saved.
    public func timetables() async throws -> [Timetable] {
      try await database.read { db in
        try Row.fetchAll(db, sql: "SELECT id, body FROM timetable ORDER BY position").map(Self.timetable)
      }
    }

    /// The timetable with this identity, or `nil`.
    public func timetable(id: UUID) async throws -> Timetable? {
      try await database.read { db in
        try Row.fetchOne(db, sql: "SELECT id, body FROM timetable WHERE id = ?", arguments: [id.uuidString])
          .map(Self.timetable)
      }
    }

    /// Stores the timetable, replacing the one with the same identity in place (it keeps its position).
    public func save(_ timetable: Timetable) async throws {
      let key = timetable.id.uuidString
      let body = try StoredJSON.encode(timetable, table: "timetable", key: key)
      try await database.write { db in
        try db.execute(
          sql: """
            INSERT INTO timetable (id, position, name, body)
              VALUES (?1, (SELECT IFNULL(MAX(position), 0) + 1 FROM timetable), ?2, ?3)
              ON CONFLICT (id) DO UPDATE SET name = excluded.name, body = excluded.body
            """,
          arguments: [key, timetable.name, body])
      }
    }

    /// Stores a new timetable, last in the order, in one transaction.
    ///
    /// - Throws: `TimetableRepositoryError.duplicateTimetable` when one with this identity is stored.
    public func insert(_ timetable: Timetable) async throws {
      let key = timetable.id.uuidString
      let body = try StoredJSON.encode(timetable, table: "timetable", key: key)
      try await database.write { db in
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM timetable WHERE id = ?", arguments: [key]) == nil else {
          throw TimetableRepositoryError.duplicateTimetable(timetable.id)
        }
        try db.execute(
          sql: """
            INSERT INTO timetable (id, position, name, body)
              VALUES (?1, (SELECT IFNULL(MAX(position), 0) + 1 FROM timetable), ?2, ?3)
            """,
          arguments: [key, timetable.name, body])
      }
    }

    /// Applies `command` to the stored timetable with `id` in one immediate transaction (read, apply, write), so a
    /// change another process made in between is never overwritten.
    ///
    /// - Throws: `TimetableRepositoryError.notFound` when none has this identity; the command's `TimetableError`.
    @discardableResult
    public func update(id: UUID, _ command: TimetableCommand) async throws -> RepositoryUpdate<Timetable> {
      let key = id.uuidString
      return try await database.write { db in
        guard let row = try Row.fetchOne(db, sql: "SELECT id, body FROM timetable WHERE id = ?", arguments: [key])
        else { throw TimetableRepositoryError.notFound(id) }
        let before = try Self.timetable(row)
        var after = before
        try after.apply(command)
        if after != before {
          let body = try StoredJSON.encode(after, table: "timetable", key: key)
          try db.execute(
            sql: "UPDATE timetable SET name = ?, body = ? WHERE id = ?", arguments: [after.name, body, key])
        }
        return RepositoryUpdate(before: before, after: after)
      }
    }

    /// Removes the timetable and clears the selection when it was selected; `false` when none has this identity
    /// (not an error).
    @discardableResult
    public func remove(id: UUID) async throws -> Bool {
      try await database.write { db in
        try db.execute(sql: "DELETE FROM timetable_selection WHERE timetable_id = ?", arguments: [id.uuidString])
        try db.execute(sql: "DELETE FROM timetable WHERE id = ?", arguments: [id.uuidString])
        return db.changesCount > 0
      }
    }

    /// The selected timetable's identity, or `nil`.
    public func selectedTimetableID() async throws -> UUID? {
      try await database.read { db in
        guard let text = try String.fetchOne(db, sql: "SELECT timetable_id FROM timetable_selection") else {
          return nil
        }
        guard let id = UUID(uuidString: text) else {
          throw DomainKitsDatabaseError.invalidStoredValue(
            table: "timetable_selection", key: "1", reason: "\"\(text)\" is not a UUID")
        }
        return id
      }
    }

    /// Selects a stored timetable, or clears the selection with `nil`.
    ///
    /// - Throws: `TimetableRepositoryError.notFound` for an identity that is not stored.
    public func selectTimetable(id: UUID?) async throws {
      try await database.write { db in
        guard let id else {
          try db.execute(sql: "DELETE FROM timetable_selection")
          return
        }
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM timetable WHERE id = ?", arguments: [id.uuidString]) != nil
        else { throw TimetableRepositoryError.notFound(id) }
        try db.execute(
          sql: "INSERT OR REPLACE INTO timetable_selection (singleton, timetable_id) VALUES (1, ?)",
          arguments: [id.uuidString])
      }
    }

    /// Decodes a row selected as `id, body`.
    private static func timetable(_ row: Row) throws -> Timetable {
      let stored = StoredRow(row: row, table: "timetable", key: StoredRow.keyText(row[0]))
      let timetable = try StoredJSON.decode(
        Timetable.self, from: try stored.text(1), table: stored.table, key: stored.key)
      guard timetable.id.uuidString == stored.key else { throw stored.invalid("the body holds \(timetable.id)") }
      return timetable
    }
  }
#endif
