#if Server
  import DomainKitsGRDBCore
  import Foundation
  import GRDB

  /// The server's accounts in the `accounts` table of the kits' SQLite file (``SQLiteServerSchema``).
  ///
  /// Each method is one transaction; an insert checks the login and e-mail inside the transaction that writes, and
  /// the table's unique constraints hold them for any writer.
  struct SQLiteAccountRepository: AccountRepository {
    /// The kits' database, which holds the server's tables too.
    let database: DomainKitsDatabase

    private static let columns =
      "id, api, login, email, password_hash, kit_id, refresh_jti, created_at, closed_at"

    func insert(
      api: TokenAudience, login: String, email: String?, passwordHash: String, kitID: String, at date: Date
    ) async throws -> Account {
      let created = UTCMilliseconds.milliseconds(date)
      let id = try await database.write { db -> Int64 in
        if try Bool.fetchOne(
          db, sql: "SELECT 1 FROM accounts WHERE api = ? AND login = ?", arguments: [api.rawValue, login]) != nil
        {
          throw AccountError.loginTaken
        }
        if let email,
          try Bool.fetchOne(
            db, sql: "SELECT 1 FROM accounts WHERE api = ? AND email = ? COLLATE NOCASE",
            arguments: [api.rawValue, email]) != nil
        {
          throw AccountError.emailTaken
        }
        try db.execute(
          sql: """
            INSERT INTO accounts (api, login, email, password_hash, kit_id, refresh_jti, created_at, closed_at)
              VALUES (?, ?, ?, ?, ?, NULL, ?, NULL)
            """,
          arguments: [api.rawValue, login, email, passwordHash, kitID, created])
        return db.lastInsertedRowID
      }
      return Account(
        id: id, api: api, login: login, email: email, passwordHash: passwordHash, kitID: kitID, refreshID: nil,
        createdAt: UTCMilliseconds.date(created), closedAt: nil)
    }

    func account(id: Int64) async throws -> Account? {
      try await database.read { db in
        try Row.fetchOne(db, sql: "SELECT \(Self.columns) FROM accounts WHERE id = ?", arguments: [id])
          .flatMap(Self.account)
      }
    }

    func account(api: TokenAudience, login: String) async throws -> Account? {
      try await database.read { db in
        try Row.fetchOne(
          db, sql: "SELECT \(Self.columns) FROM accounts WHERE api = ? AND login = ?",
          arguments: [api.rawValue, login]
        ).flatMap(Self.account)
      }
    }

    func emailIsTaken(api: TokenAudience, email: String) async throws -> Bool {
      try await database.read { db in
        try Bool.fetchOne(
          db, sql: "SELECT 1 FROM accounts WHERE api = ? AND email = ? COLLATE NOCASE",
          arguments: [api.rawValue, email]) != nil
      }
    }

    func setRefreshID(account id: Int64, _ refreshID: String?) async throws {
      try await database.write { db in
        try db.execute(sql: "UPDATE accounts SET refresh_jti = ? WHERE id = ?", arguments: [refreshID, id])
      }
    }

    func rotateRefreshID(account id: Int64, from old: String, to new: String) async throws -> Bool {
      try await database.write { db -> Bool in
        try db.execute(
          sql: "UPDATE accounts SET refresh_jti = ? WHERE id = ? AND refresh_jti = ? AND closed_at IS NULL",
          arguments: [new, id, old])
        if db.changesCount == 1 { return true }
        // A token of the current family used again: the family is stolen or raced, so it ends.
        let family = TokenIssuer.family(of: old) + "."
        try db.execute(
          sql: "UPDATE accounts SET refresh_jti = NULL WHERE id = ? AND substr(refresh_jti, 1, ?) = ?",
          arguments: [id, family.count, family])
        return false
      }
    }

    @discardableResult
    func close(id: Int64, at date: Date) async throws -> Bool {
      try await database.write { db -> Bool in
        try db.execute(
          sql: "UPDATE accounts SET closed_at = ?, refresh_jti = NULL WHERE id = ? AND closed_at IS NULL",
          arguments: [UTCMilliseconds.milliseconds(date), id])
        return db.changesCount == 1
      }
    }

    func accounts(api: TokenAudience) async throws -> [Account] {
      try await database.read { db in
        try Row.fetchAll(
          db, sql: "SELECT \(Self.columns) FROM accounts WHERE api = ? ORDER BY id", arguments: [api.rawValue]
        ).compactMap(Self.account)
      }
    }

    /// The account a row holds, or `nil` for a row of an API this version does not know.
    private static func account(_ row: Row) -> Account? {
      guard let api = TokenAudience(rawValue: row["api"]) else { return nil }
      let closed: Int64? = row["closed_at"]
      return Account(
        id: row["id"], api: api, login: row["login"], email: row["email"], passwordHash: row["password_hash"],
        kitID: row["kit_id"], refreshID: row["refresh_jti"], createdAt: UTCMilliseconds.date(row["created_at"]),
        closedAt: closed.map(UTCMilliseconds.date))
    }
  }
#endif
