#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import Testing
  import LectureEvaluationKit

  @Suite("TimetableKit's lecture posts in SQLite")
  struct LecturePostStoreTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    static let fall = Semester(year: 2023, term: .second)
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func draft() throws -> EvaluationDraft {
      try EvaluationDraft(
        semester: fall, satisfaction: 4.5, learning: 3, honey: 5, team: .present, homework: .moderate,
        difficulty: .lenient, content: String(repeating: "평", count: 30))
    }

    /// A store with one lecture, a student "a" and their evaluation "e".
    static func store(_ database: DomainKitsDatabase) async throws -> SQLiteLecturePostRepository {
      let store = SQLiteLecturePostRepository(database)
      try await store.insert(StudentAccount(id: "a", points: 20))
      try await store.save(EvaluationLecture(id: 1, name: "데이터베이스", professor: "홍길동", semesters: [fall]))
      try await store.writeEvaluation(try draft(), id: "e", lecture: 1, by: "a", at: now)
      return store
    }

    @Test("A row edited into something the rules forbid reads as a typed error naming the table and row")
    func damagedRows() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let store = try await Self.store(database)
      // The schema's CHECKs refuse a negative balance outright.
      await #expect(throws: DatabaseError.self) {
        try await database.writer.write { db in
          try db.execute(sql: "UPDATE evaluation_student SET points = -1 WHERE id = 'a'")
        }
      }
      try await database.writer.write { db in
        try db.execute(sql: "UPDATE evaluation_post SET satisfaction_half_points = 11 WHERE id = 'e'")
        try db.execute(sql: "UPDATE evaluation_lecture SET honey_half_points = 99 WHERE id = 1")
      }
      await #expect(throws: DomainKitsDatabaseError.self) { try await store.evaluation(id: "e") }
      await #expect(throws: DomainKitsDatabaseError.self) { try await store.averages(lecture: 1) }
      // A command that needs the damaged rows is refused and writes nothing.
      await #expect(throws: DomainKitsDatabaseError.self) {
        try await store.update(.removeEvaluation(id: "e", by: "a"), at: Self.now)
      }
      #expect(try await store.account(id: "a")?.points == 30)
    }

    @Test("One post per student and lecture holds in the database itself, even from raw SQL")
    func uniqueIndex() async throws {
      let database = try DomainKitsDatabase.inMemory()
      _ = try await Self.store(database)
      await #expect(throws: DatabaseError.self) {
        try await database.writer.write { db in
          try db.execute(
            sql: """
              INSERT INTO evaluation_post (id, lecture_id, author, semester, satisfaction_half_points,
                learning_half_points, honey_half_points, team, homework, difficulty, content, written_at)
              VALUES ('e2', 1, 'a', '2023-2', 2, 2, 2, 0, 0, 0, 'x', 0)
              """)
        }
      }
    }

    @Test("A pending report is kept in post_report, once per post and reporter even from raw SQL, until upheld")
    func reports() async throws {
      let path = folder.path("reports.sqlite")
      let store = try await Self.store(DomainKitsDatabase.open(atPath: path))
      try await store.insert(StudentAccount(id: "b"))
      try await store.update(.report(.evaluation("e"), by: "b"), at: Self.now)
      try await store.update(.report(.evaluation("e"), by: "b"), at: Self.now + 60)
      let database = try DomainKitsDatabase.open(atPath: path)
      // One row, the first report's: a second report by the same student changes nothing.
      let times = try await database.writer.read { db in
        try Int64.fetchAll(db, sql: "SELECT reported_at FROM post_report WHERE kind = 'evaluation' AND post_id = 'e'")
      }
      #expect(times == [1_700_000_000_000])
      await #expect(throws: DatabaseError.self) {
        try await database.writer.write { db in
          try db.execute(
            sql: "INSERT INTO post_report (kind, post_id, reporter, reported_at) VALUES ('evaluation', 'e', 'b', 0)")
        }
      }
      let reopened = SQLiteLecturePostRepository(database)
      let entry = try await reopened.update(.upholdReport(.evaluation("e"), reporter: "b"), at: Self.now)
      #expect(entry?.reason == .reportUpheld && entry?.balance == 1)
      #expect(try await reopened.evaluation(id: "e") == nil)
      #expect(try await reopened.account(id: "a")?.writtenEvaluations == 0)
      let left = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM post_report") }
      #expect(left == 0)
    }

    @Test("Two connections to one file: concurrent purchases take the points once, and a reopened file keeps all")
    func twoConnections() async throws {
      let path = folder.path("posts.sqlite")
      let first = SQLiteLecturePostRepository(try DomainKitsDatabase.open(atPath: path))
      try await first.insert(StudentAccount(id: "a", points: 25))
      try await first.save(EvaluationLecture(id: 1, name: "데이터베이스", professor: "홍길동", semesters: [Self.fall]))
      let second = SQLiteLecturePostRepository(try DomainKitsDatabase.open(atPath: path))
      let results = await withTaskGroup(of: Bool.self) { group in
        for index in 0..<8 {
          let store = index.isMultiple(of: 2) ? first : second
          group.addTask { (try? await store.purchaseExamInfo(lecture: 1, by: "a", at: Self.now)) != nil }
        }
        return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      #expect(results == 1)
      let reopened = SQLiteLecturePostRepository(try DomainKitsDatabase.open(atPath: path))
      #expect(try await reopened.account(id: "a")?.points == 5)
      #expect(try await reopened.ledger(student: "a").map(\.balance) == [5])
    }
  }
#endif
