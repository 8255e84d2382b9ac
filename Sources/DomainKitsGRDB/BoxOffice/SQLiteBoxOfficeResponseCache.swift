#if SQLite
  import BoxOfficeKit
  import Foundation
  import DomainKitsGRDBCore
  import GRDB

  /// A `BoxOfficeResponseCache` in SQLite, so yesterday's box office and film details survive a relaunch.
  ///
  /// Expiry instants are compared to the millisecond (they are stored as UTC milliseconds). Reads never write:
  /// an expired body is simply not returned, and ``removeExpired(at:)`` deletes them through the expiry index.
  public struct SQLiteBoxOfficeResponseCache: BoxOfficeResponseCache {
    /// The database the bodies live in.
    public let database: DomainKitsDatabase

    /// A cache over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// The body stored for `key`, or `nil` when there is none or it expired at or before `now`.
    public func response(for key: BoxOfficeCacheKey, at now: Date) async throws -> Data? {
      try await database.read { db in
        guard
          let row = try Row.fetchOne(
            db, sql: "SELECT body FROM box_office_response WHERE key = ? AND expires_at > ?",
            arguments: [key.rawValue, UTCMilliseconds.milliseconds(now)])
        else { return nil }
        let body: DatabaseValue = row[0]
        switch body.storage {
        case .blob(let data): return data
        // A zero-length BLOB may read back as NULL: the empty body it was.
        case .null: return Data()
        default:
          throw DomainKitsDatabaseError.invalidStoredValue(
            table: "box_office_response", key: key.rawValue, reason: "the body holds \(body), not bytes")
        }
      }
    }

    /// Stores `body` for `key` until `expiresAt`, replacing what was there.
    public func save(_ body: Data, for key: BoxOfficeCacheKey, expiresAt: Date) async throws {
      try await database.write { db in
        try db.execute(
          sql: "INSERT OR REPLACE INTO box_office_response (key, body, expires_at) VALUES (?, ?, ?)",
          arguments: [key.rawValue, body, UTCMilliseconds.milliseconds(expiresAt)])
      }
    }

    /// Forgets the body for `key`; `false` when there was none (not an error).
    @discardableResult
    public func remove(for key: BoxOfficeCacheKey) async throws -> Bool {
      try await database.write { db in
        try db.execute(sql: "DELETE FROM box_office_response WHERE key = ?", arguments: [key.rawValue])
        return db.changesCount > 0
      }
    }

    /// Forgets every body that expired at or before `now`; returns how many were removed.
    @discardableResult
    public func removeExpired(at now: Date) async throws -> Int {
      try await database.write { db in
        try db.execute(
          sql: "DELETE FROM box_office_response WHERE expires_at <= ?", arguments: [UTCMilliseconds.milliseconds(now)])
        return db.changesCount
      }
    }

    /// Forgets every body.
    public func removeAll() async throws {
      try await database.write { db in try db.execute(sql: "DELETE FROM box_office_response") }
    }
  }
#endif
