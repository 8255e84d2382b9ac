#if Server
  import DomainKitsCore
  import DomainKitsPostgresCore
  import Foundation
  import HouseRulesKit
  import PostgresNIO

  /// ``HousDirectory`` in `domainkits_server.hous_users` and `domainkits_server.hous_rooms` of the kits' PostgreSQL
  /// database (server schema version 4, ``PostgresServerSchema``), as ``SQLiteHousDirectory`` keeps it in SQLite:
  /// the same columns, the same JSON texts (hashtags, test scores), instants as UTC milliseconds.
  ///
  /// Each method is one transaction of one statement, atomic on its own. ``setHouse(of:from:to:)`` is one
  /// conditional `UPDATE … WHERE house_id IS NOT DISTINCT FROM <old>`: under `READ COMMITTED` a second update of the
  /// same row waits for the first and evaluates its condition again on the row the first committed, so of a user's
  /// two moves at once from one room, one lands and the other finds the room changed, as on SQLite.
  struct PostgresHousDirectory: HousDirectory {
    /// The kits' database, which holds the server's schema too.
    let database: DomainKitsPostgres

    private static let table = "domainkits_server.hous_users"

    private static let columns = """
      homie_id, name, gender, birthday, fcm_token, notifications, job, introduction, hashtags, test_scores, \
      tested_at, house_id
      """

    func insertUser(_ user: HousUser) async throws {
      let row = try StoredUser(user)
      let house = user.house?.rawValue
      try await database.write(locking: { _ in [] }) { connection in
        try await connection.perform(
          """
          INSERT INTO domainkits_server.hous_users (\(unescaped: Self.columns))
            VALUES (\(row.id), \(row.name), \(row.gender), \(row.birthday), \(row.fcmToken), \(row.notifications),
              \(row.job), \(row.introduction), \(row.hashtags), \(row.testScores), \(row.testedAt), \(house))
          """)
      }
    }

    func user(_ id: HomieID) async throws -> HousUser? {
      let key = id.rawValue
      return try await database.read { connection in
        try await connection.rows(
          "SELECT \(unescaped: Self.columns) FROM domainkits_server.hous_users WHERE homie_id = \(key)"
        ).first.map(Self.storedUser)
      }
    }

    func updateUser(_ user: HousUser) async throws {
      let row = try StoredUser(user)
      try await database.write(locking: { _ in [] }) { connection in
        try await connection.perform(
          """
          UPDATE domainkits_server.hous_users SET name = \(row.name), gender = \(row.gender),
              birthday = \(row.birthday), fcm_token = \(row.fcmToken), notifications = \(row.notifications),
              job = \(row.job), introduction = \(row.introduction), hashtags = \(row.hashtags),
              test_scores = \(row.testScores), tested_at = \(row.testedAt)
            WHERE homie_id = \(row.id)
          """)
      }
    }

    func setHouse(of user: HomieID, from old: HouseID?, to new: HouseID?) async throws -> Bool {
      let (key, oldHouse, newHouse) = (user.rawValue, old?.rawValue, new?.rawValue)
      return try await database.write(locking: { _ in [] }) { connection -> Bool in
        try await connection.rows(
          """
          UPDATE domainkits_server.hous_users SET house_id = \(newHouse)
            WHERE homie_id = \(key) AND house_id IS NOT DISTINCT FROM \(oldHouse)::text
            RETURNING homie_id
          """
        ).count == 1
      }
    }

    @discardableResult
    func removeUser(_ id: HomieID) async throws -> Bool {
      let key = id.rawValue
      return try await database.write(locking: { _ in [] }) { connection -> Bool in
        try await connection.rows(
          "DELETE FROM domainkits_server.hous_users WHERE homie_id = \(key) RETURNING homie_id"
        ).count == 1
      }
    }

    func users(in house: HouseID) async throws -> [HousUser] {
      let key = house.rawValue
      return try await database.read { connection in
        try await connection.rows(
          """
          SELECT \(unescaped: Self.columns) FROM domainkits_server.hous_users
            WHERE house_id = \(key) ORDER BY homie_id
          """
        ).map(Self.storedUser)
      }
    }

    func insertRoom(_ room: HousRoomRecord) async throws {
      let (house, code) = (room.house.rawValue, room.inviteCode)
      try await database.write(locking: { _ in [] }) { connection in
        try await connection.perform(
          "INSERT INTO domainkits_server.hous_rooms (house_id, invite_code) VALUES (\(house), \(code))")
      }
    }

    func room(house: HouseID) async throws -> HousRoomRecord? {
      let key = house.rawValue
      return try await database.read { connection in
        try await connection.rows(
          "SELECT house_id, invite_code FROM domainkits_server.hous_rooms WHERE house_id = \(key)"
        ).first.map(Self.storedRoom)
      }
    }

    func room(inviteCode: String) async throws -> HousRoomRecord? {
      try await database.read { connection in
        try await connection.rows(
          "SELECT house_id, invite_code FROM domainkits_server.hous_rooms WHERE invite_code = \(inviteCode)"
        ).first.map(Self.storedRoom)
      }
    }

    @discardableResult
    func removeRoom(house: HouseID) async throws -> Bool {
      let key = house.rawValue
      return try await database.write(locking: { _ in [] }) { connection -> Bool in
        try await connection.rows(
          "DELETE FROM domainkits_server.hous_rooms WHERE house_id = \(key) RETURNING house_id"
        ).count == 1
      }
    }

    // MARK: Rows

    /// A user's columns but the room, as they are written: the texts ``SQLiteHousDirectory`` writes.
    private struct StoredUser: Sendable {
      let id: String
      let name: String
      let gender: String
      let birthday: String?
      let fcmToken: String
      let notifications: Bool
      let job: String
      let introduction: String
      let hashtags: String
      let testScores: String?
      let testedAt: Int64?

      init(_ user: HousUser) throws {
        let key = user.id.rawValue
        id = key
        name = user.name
        gender = user.gender
        birthday = user.birthday?.description
        fcmToken = user.fcmToken
        notifications = user.notificationsEnabled
        job = user.profile.job
        introduction = user.profile.introduction
        hashtags = try PostgresHousDirectory.json(user.profile.hashtags, key: key)
        testScores = try user.testResult.map { try PostgresHousDirectory.json($0.scores.values, key: key) }
        testedAt = user.testResult.map { PostgresInstant.milliseconds($0.takenAt) }
      }
    }

    /// The user a row of ``columns`` holds.
    private static func storedUser(_ row: PostgresRow) throws -> HousUser {
      let (
        key, name, gender, birthday, fcmToken, notifications, job, introduction, hashtagText, scoreText, testedAt,
        house
      ) = try row.decode(
        (String, String, String, String?, String, Bool, String, String, String, String?, Int64?, String?).self)
      let hashtags = try decoded([String].self, from: hashtagText, key: key)
      var result: PersonalityResult?
      if let scoreText, let testedAt {
        let values = try decoded([Int].self, from: scoreText, key: key)
        guard let scores = try? PersonalityScores(values) else {
          throw DomainKitsPostgresError.invalidStoredValue(
            table: table, key: key, reason: "test_scores \(values) is no test result")
        }
        result = PersonalityResult(scores: scores, takenAt: PostgresInstant.date(testedAt))
      }
      return HousUser(
        id: HomieID(key), name: name, gender: gender, birthday: birthday.flatMap { CalendarDay($0) },
        fcmToken: fcmToken, notificationsEnabled: notifications,
        profile: Profile(job: job, introduction: introduction, hashtags: hashtags), testResult: result,
        house: house.map { HouseID($0) })
    }

    /// The room record a row holds.
    private static func storedRoom(_ row: PostgresRow) throws -> HousRoomRecord {
      let (house, code) = try row.decode((String, String).self)
      return HousRoomRecord(house: HouseID(house), inviteCode: code)
    }

    /// `value`'s JSON text with sorted keys, as `StoredJSON` writes it on SQLite.
    private static func json(_ value: some Encodable, key: String) throws -> String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      do {
        return String(decoding: try encoder.encode(value), as: UTF8.self)
      } catch {
        throw DomainKitsPostgresError.invalidStoredValue(table: table, key: key, reason: "does not encode: \(error)")
      }
    }

    /// The value a JSON column holds.
    private static func decoded<Value: Decodable>(_ type: Value.Type, from text: String, key: String) throws -> Value {
      do {
        return try JSONDecoder().decode(type, from: Data(text.utf8))
      } catch {
        throw DomainKitsPostgresError.invalidStoredValue(
          table: table, key: key, reason: "not a stored \(type): \(error)")
      }
    }
  }
#endif
