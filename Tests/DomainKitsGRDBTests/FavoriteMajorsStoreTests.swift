#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import Testing
  import TimetableKit

  @Suite("Favourite majors in SQLite")
  struct FavoriteMajorsStoreTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    /// A student's phone and tablet, each with its own connection to one file, star majors at once.
    @Test("Two connections to one file starring at once lose no star")
    func twoConnections() async throws {
      let path = folder.path("majors.sqlite")
      let (phone, tablet) = (try DomainKitsDatabase.open(atPath: path), try DomainKitsDatabase.open(atPath: path))
      let stores = [SQLiteFavoriteMajorsRepository(phone), SQLiteFavoriteMajorsRepository(tablet)]
      let majors = (0..<40).map { "학부 \($0)" }
      try await withThrowingTaskGroup(of: Void.self) { group in
        for (index, major) in majors.enumerated() {
          group.addTask { _ = try await stores[index % 2].update(id: "me", .add(major)) }
        }
        try await group.waitForAll()
      }
      let stored = try #require(try await stores[0].favoriteMajors(id: "me"))
      #expect(stored.majors.count == 40 && Set(stored.majors) == Set(majors))

      // Toggling one major from both sides an even number of times leaves it as it was.
      try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<20 {
          group.addTask { _ = try await stores[index % 2].toggle("국악과", in: "me") }
        }
        try await group.waitForAll()
      }
      #expect(try await stores[1].favoriteMajors(id: "me")?.contains("국악과") == false)
      #expect(try await stores[1].favoriteMajors(id: "me")?.majors.count == 40)
    }

    @Test("Raw SQL cannot store a blank, padded or repeated major; a canonically equal pair reads as a typed error")
    func rawRows() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteFavoriteMajorsRepository(database)
      try await repository.save(FavoriteMajors(["국악과"]), id: "me")
      for major in ["", " 경영학과", "경영학과\n", "국악과"] {
        await #expect(throws: DatabaseError.self, "\(major.debugDescription)") {
          try await database.writer.write { db in
            try db.execute(
              sql: "INSERT INTO favorite_major (list_id, position, major) VALUES ('me', 1, ?)", arguments: [major])
          }
        }
      }
      #expect(try await repository.favoriteMajors(id: "me")?.majors == ["국악과"])

      // 국악과 decomposed (NFD) is other bytes, so the unique index lets it in, but it is the same major.
      try await database.writer.write { db in
        try db.execute(
          sql: "INSERT INTO favorite_major (list_id, position, major) VALUES ('me', 1, ?)",
          arguments: ["\u{1100}\u{116E}\u{11A8}\u{110B}\u{1161}\u{11A8}\u{1100}\u{116A}"])
      }
      await #expect {
        try await repository.favoriteMajors(id: "me")
      } throws: { error in
        guard case .invalidStoredValue(let table, let key, _) = error as? DomainKitsDatabaseError else { return false }
        return table == "favorite_major" && key == "me"
      }
      // A command on the damaged list is refused and writes nothing; saving a whole list replaces it.
      await #expect(throws: DomainKitsDatabaseError.self) { try await repository.update(id: "me", .add("교양")) }
      try await repository.save(FavoriteMajors(["교양"]), id: "me")
      #expect(try await repository.favoriteMajors(id: "me")?.majors == ["교양"])
      #expect(try await repository.remove(id: "me"))
      let rows = try await database.writer.read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM favorite_major")
      }
      #expect(rows == 0)
    }
  }
#endif
