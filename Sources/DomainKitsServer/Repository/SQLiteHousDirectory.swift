#if Server
  import DomainKitsCore
  import DomainKitsGRDBCore
  import Foundation
  import GRDB
  import HouseRulesKit

  /// ``HousDirectory`` in the `hous_users` and `hous_rooms` tables of the kits' SQLite file (server schema version 4,
  /// ``SQLiteServerSchema``). Each method is one transaction.
  struct SQLiteHousDirectory: HousDirectory {
    /// The kits' database, which holds the server's tables too.
    let database: DomainKitsDatabase

    private static let columns = """
      homie_id, name, gender, birthday, fcm_token, notifications, job, introduction, hashtags, test_scores,
      tested_at, house_id
      """

    func insertUser(_ user: HousUser) async throws {
      let values = try Self.values(user) + [user.house?.rawValue.databaseValue ?? .null]
      try await database.write { db in
        try db.execute(
          sql: """
            INSERT INTO hous_users (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: StatementArguments(values as [(any DatabaseValueConvertible)?]))
      }
    }

    func user(_ id: HomieID) async throws -> HousUser? {
      try await database.read { db in
        try Row.fetchOne(db, sql: "SELECT \(Self.columns) FROM hous_users WHERE homie_id = ?", arguments: [id.rawValue])
          .map(Self.storedUser)
      }
    }

    func updateUser(_ user: HousUser) async throws {
      let values = try Self.values(user)
      try await database.write { db in
        try db.execute(
          sql: """
            UPDATE hous_users SET name = ?2, gender = ?3, birthday = ?4, fcm_token = ?5, notifications = ?6,
              job = ?7, introduction = ?8, hashtags = ?9, test_scores = ?10, tested_at = ?11
              WHERE homie_id = ?1
            """,
          arguments: StatementArguments(values as [(any DatabaseValueConvertible)?]))
      }
    }

    func setHouse(of user: HomieID, from old: HouseID?, to new: HouseID?) async throws -> Bool {
      try await database.write { db -> Bool in
        try db.execute(
          sql: "UPDATE hous_users SET house_id = ? WHERE homie_id = ? AND house_id IS ?",
          arguments: [new?.rawValue, user.rawValue, old?.rawValue])
        return db.changesCount == 1
      }
    }

    @discardableResult
    func removeUser(_ id: HomieID) async throws -> Bool {
      try await database.write { db -> Bool in
        try db.execute(sql: "DELETE FROM hous_users WHERE homie_id = ?", arguments: [id.rawValue])
        return db.changesCount == 1
      }
    }

    func users(in house: HouseID) async throws -> [HousUser] {
      try await database.read { db in
        try Row.fetchAll(
          db, sql: "SELECT \(Self.columns) FROM hous_users WHERE house_id = ? ORDER BY homie_id",
          arguments: [house.rawValue]
        ).map(Self.storedUser)
      }
    }

    func insertRoom(_ room: HousRoomRecord) async throws {
      try await database.write { db in
        try db.execute(
          sql: "INSERT INTO hous_rooms (house_id, invite_code) VALUES (?, ?)",
          arguments: [room.house.rawValue, room.inviteCode])
      }
    }

    func room(house: HouseID) async throws -> HousRoomRecord? {
      try await database.read { db in
        try Row.fetchOne(
          db, sql: "SELECT house_id, invite_code FROM hous_rooms WHERE house_id = ?", arguments: [house.rawValue]
        ).map(Self.storedRoom)
      }
    }

    func room(inviteCode: String) async throws -> HousRoomRecord? {
      try await database.read { db in
        try Row.fetchOne(
          db, sql: "SELECT house_id, invite_code FROM hous_rooms WHERE invite_code = ?", arguments: [inviteCode]
        ).map(Self.storedRoom)
      }
    }

    @discardableResult
    func removeRoom(house: HouseID) async throws -> Bool {
      try await database.write { db -> Bool in
        try db.execute(sql: "DELETE FROM hous_rooms WHERE house_id = ?", arguments: [house.rawValue])
        return db.changesCount == 1
      }
    }

    // MARK: Rows

    /// The first eleven columns' values of `user` (all but the room), in ``columns`` order.
    private static func values(_ user: HousUser) throws -> [DatabaseValue] {
      let key = user.id.rawValue
      let hashtags = try StoredJSON.encode(user.profile.hashtags, table: "hous_users", key: key)
      let scores = try user.testResult.map { result in
        try StoredJSON.encode(result.scores.values, table: "hous_users", key: key)
      }
      let values: [(any DatabaseValueConvertible)?] = [
        key, user.name, user.gender, user.birthday?.description, user.fcmToken, user.notificationsEnabled,
        user.profile.job, user.profile.introduction, hashtags, scores,
        user.testResult.map { UTCMilliseconds.milliseconds($0.takenAt) },
      ]
      return values.map { $0?.databaseValue ?? .null }
    }

    /// The user a row holds.
    private static func storedUser(_ row: Row) throws -> HousUser {
      let key: String = row["homie_id"]
      let birthday: String? = row["birthday"]
      let hashtags = try StoredJSON.decode([String].self, from: row["hashtags"], table: "hous_users", key: key)
      var result: PersonalityResult?
      if let text: String = row["test_scores"], let testedAt: Int64 = row["tested_at"] {
        let values = try StoredJSON.decode([Int].self, from: text, table: "hous_users", key: key)
        guard let scores = try? PersonalityScores(values) else {
          throw DomainKitsDatabaseError.invalidStoredValue(
            table: "hous_users", key: key, reason: "test_scores \(values) is no test result")
        }
        result = PersonalityResult(scores: scores, takenAt: UTCMilliseconds.date(testedAt))
      }
      let house: String? = row["house_id"]
      return HousUser(
        id: HomieID(key), name: row["name"], gender: row["gender"], birthday: birthday.flatMap { CalendarDay($0) },
        fcmToken: row["fcm_token"], notificationsEnabled: row["notifications"],
        profile: Profile(job: row["job"], introduction: row["introduction"], hashtags: hashtags),
        testResult: result, house: house.map { HouseID($0) })
    }

    /// The room record a row holds.
    private static func storedRoom(_ row: Row) -> HousRoomRecord {
      HousRoomRecord(house: HouseID(row["house_id"] as String), inviteCode: row["invite_code"])
    }
  }
#endif
