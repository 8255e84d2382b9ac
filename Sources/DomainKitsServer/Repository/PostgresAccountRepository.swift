#if Server
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO

  /// The server's accounts in `domainkits_server.accounts` of the kits' PostgreSQL database
  /// (``PostgresServerSchema``), with the semantics of ``SQLiteAccountRepository``.
  ///
  /// Each method is one transaction. SQLite runs one writer at a time; here the writes that read before they write
  /// take transaction-scoped advisory locks first (`READ COMMITTED`, the kits' locked writes), so each reads what the
  /// previous holder committed:
  ///
  /// - an insert locks the API's login and its e-mail (ASCII letters folded, as the unique index folds them), then
  ///   checks the login and the e-mail in that order: of two sign-ups with one login or one e-mail, the second gets
  ///   ``AccountError/loginTaken`` or ``AccountError/emailTaken``, as on SQLite. The table's unique constraints hold
  ///   them for any writer; a unique violation behind the locks is retried (the retry reads the row and refuses);
  /// - a rotation locks the account and is one conditional `UPDATE … WHERE refresh_jti = <old>`: of two refreshes
  ///   with one token the second waits, finds the token replaced and clears it, so that account signs in again.
  struct PostgresAccountRepository: AccountRepository {
    /// The kits' database, which holds the server's schema too.
    let database: DomainKitsPostgres

    /// The lock namespace of accounts' logins, e-mails and numbers ("ACCT").
    static let locks: Int32 = 0x4143_4354

    private static let columns =
      "id, api, login, email, password_hash, kit_id, refresh_jti, created_at, closed_at"

    func insert(
      api: TokenAudience, login: String, email: String?, passwordHash: String, kitID: String, at date: Date
    ) async throws -> Account {
      let created = PostgresInstant.milliseconds(date)
      var keys = [AdvisoryLock(Self.locks, "\(api.rawValue) login \(login)")]
      if let email { keys.append(AdvisoryLock(Self.locks, "\(api.rawValue) email \(Self.foldingASCII(email))")) }
      let id = try await database.write(locking: { [keys] _ in keys }) { connection -> Int64 in
        let logins = try await connection.rows(
          "SELECT 1 FROM domainkits_server.accounts WHERE api = \(api.rawValue) AND login = \(login)")
        if !logins.isEmpty { throw AccountError.loginTaken }
        if let email {
          let emails = try await connection.rows(
            """
            SELECT 1 FROM domainkits_server.accounts
              WHERE api = \(api.rawValue) AND lower(email COLLATE "C") = lower(\(email) COLLATE "C")
            """)
          if !emails.isEmpty { throw AccountError.emailTaken }
        }
        let inserted = try await connection.rows(
          """
          INSERT INTO domainkits_server.accounts
              (api, login, email, password_hash, kit_id, refresh_jti, created_at, closed_at)
            VALUES (\(api.rawValue), \(login), \(email), \(passwordHash), \(kitID), NULL, \(created), NULL)
            RETURNING id
          """)
        guard let id = try inserted.first?.decode(Int64.self) else {
          throw DomainKitsPostgresError.invalidStoredValue(
            table: "domainkits_server.accounts", key: login, reason: "the insert returned no id")
        }
        return id
      }
      return Account(
        id: id, api: api, login: login, email: email, passwordHash: passwordHash, kitID: kitID, refreshID: nil,
        createdAt: PostgresInstant.date(created), closedAt: nil)
    }

    func account(id: Int64) async throws -> Account? {
      try await database.read { connection in
        try await connection.rows(
          "SELECT \(unescaped: Self.columns) FROM domainkits_server.accounts WHERE id = \(id)"
        ).first.flatMap(Self.account)
      }
    }

    func account(api: TokenAudience, login: String) async throws -> Account? {
      try await database.read { connection in
        try await connection.rows(
          """
          SELECT \(unescaped: Self.columns) FROM domainkits_server.accounts
            WHERE api = \(api.rawValue) AND login = \(login)
          """
        ).first.flatMap(Self.account)
      }
    }

    func emailIsTaken(api: TokenAudience, email: String) async throws -> Bool {
      try await database.read { connection in
        try await !connection.rows(
          """
          SELECT 1 FROM domainkits_server.accounts
            WHERE api = \(api.rawValue) AND lower(email COLLATE "C") = lower(\(email) COLLATE "C")
          """
        ).isEmpty
      }
    }

    func setRefreshID(account id: Int64, _ refreshID: String?) async throws {
      try await database.write(locking: { _ in [AdvisoryLock(Self.locks, Int(id))] }) { connection in
        try await connection.perform(
          "UPDATE domainkits_server.accounts SET refresh_jti = \(refreshID) WHERE id = \(id)")
      }
    }

    func rotateRefreshID(account id: Int64, from old: String, to new: String) async throws -> Bool {
      try await database.write(locking: { _ in [AdvisoryLock(Self.locks, Int(id))] }) { connection -> Bool in
        let rotated = try await connection.rows(
          """
          UPDATE domainkits_server.accounts SET refresh_jti = \(new)
            WHERE id = \(id) AND refresh_jti = \(old) AND closed_at IS NULL
            RETURNING id
          """)
        if rotated.count == 1 { return true }
        // A token of the current family used again: the family is stolen or raced, so it ends.
        let family = TokenIssuer.family(of: old) + "."
        try await connection.perform(
          """
          UPDATE domainkits_server.accounts SET refresh_jti = NULL
            WHERE id = \(id) AND starts_with(refresh_jti, \(family))
          """)
        return false
      }
    }

    @discardableResult
    func close(id: Int64, at date: Date) async throws -> Bool {
      let closed = PostgresInstant.milliseconds(date)
      return try await database.write(locking: { _ in [AdvisoryLock(Self.locks, Int(id))] }) { connection -> Bool in
        try await connection.rows(
          """
          UPDATE domainkits_server.accounts SET closed_at = \(closed), refresh_jti = NULL
            WHERE id = \(id) AND closed_at IS NULL
            RETURNING id
          """
        ).count == 1
      }
    }

    func accounts(api: TokenAudience) async throws -> [Account] {
      try await database.read { connection in
        try await connection.rows(
          """
          SELECT \(unescaped: Self.columns) FROM domainkits_server.accounts
            WHERE api = \(api.rawValue) ORDER BY id
          """
        ).compactMap(Self.account)
      }
    }

    /// The account a row holds, or `nil` for a row of an API this version does not know.
    private static func account(_ row: PostgresRow) throws -> Account? {
      let (id, apiText, login, email, passwordHash, kitID, refreshID, created, closed) =
        try row.decode((Int64, String, String, String?, String, String, String?, Int64, Int64?).self)
      guard let api = TokenAudience(rawValue: apiText) else { return nil }
      return Account(
        id: id, api: api, login: login, email: email, passwordHash: passwordHash, kitID: kitID, refreshID: refreshID,
        createdAt: PostgresInstant.date(created), closedAt: closed.map(PostgresInstant.date))
    }

    /// `text` with the ASCII capital letters made small and nothing else changed: what SQLite's NOCASE and
    /// PostgreSQL's `lower(… COLLATE "C")` compare.
    static func foldingASCII(_ text: String) -> String {
      String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
  }
#endif
