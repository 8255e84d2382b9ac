#if Server
  import DomainKitsPostgresCore
  import PostgresNIO

  /// ``CoupleUserDirectory`` in `domainkits_server.couple_users` of the kits' PostgreSQL database, as
  /// ``SQLiteCoupleUserDirectory`` keeps it in SQLite: an insert is one statement, atomic on its own.
  struct PostgresCoupleUserDirectory: CoupleUserDirectory {
    /// The kits' database, which holds the server's schema too.
    let database: DomainKitsPostgres

    func insert(_ user: CoupleUser) async throws {
      try await database.write(locking: { _ in [] }) { connection in
        try await connection.perform(
          """
          INSERT INTO domainkits_server.couple_users (account_id, nickname, image)
            VALUES (\(user.accountID), \(user.nickname), \(user.image))
          """)
      }
    }

    func user(account id: Int64) async throws -> CoupleUser? {
      try await database.read { connection in
        try await connection.rows(
          "SELECT account_id, nickname, image FROM domainkits_server.couple_users WHERE account_id = \(id)"
        ).first.map { row in
          let (accountID, nickname, image) = try row.decode((Int64, String, String?).self)
          return CoupleUser(accountID: accountID, nickname: nickname, image: image)
        }
      }
    }

    func partnerIDs() async throws -> [String] {
      try await database.read { connection in
        try await connection.rows(
          """
          SELECT accounts.kit_id FROM domainkits_server.couple_users
            JOIN domainkits_server.accounts ON accounts.id = couple_users.account_id
            ORDER BY couple_users.account_id
          """
        ).map { try $0.decode(String.self) }
      }
    }
  }
#endif
