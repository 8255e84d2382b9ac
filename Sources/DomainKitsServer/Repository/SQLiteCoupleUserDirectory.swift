#if Server
  import DomainKitsGRDBCore
  import GRDB

  /// ``CoupleUserDirectory`` in the `couple_users` table of the kits' SQLite file (``SQLiteServerSchema``).
  struct SQLiteCoupleUserDirectory: CoupleUserDirectory {
    /// The kits' database, which holds the server's tables too.
    let database: DomainKitsDatabase

    func insert(_ user: CoupleUser) async throws {
      try await database.write { db in
        try db.execute(
          sql: "INSERT INTO couple_users (account_id, nickname, image) VALUES (?, ?, ?)",
          arguments: [user.accountID, user.nickname, user.image])
      }
    }

    func user(account id: Int64) async throws -> CoupleUser? {
      try await database.read { db in
        try Row.fetchOne(
          db, sql: "SELECT account_id, nickname, image FROM couple_users WHERE account_id = ?", arguments: [id]
        ).map { row in
          CoupleUser(accountID: row["account_id"], nickname: row["nickname"], image: row["image"])
        }
      }
    }

    func partnerIDs() async throws -> [String] {
      try await database.read { db in
        try String.fetchAll(
          db,
          sql: """
            SELECT accounts.kit_id FROM couple_users JOIN accounts ON accounts.id = couple_users.account_id
              ORDER BY couple_users.account_id
            """)
      }
    }
  }
#endif
