#if Server
  import Foundation
  import Testing

  @testable import DomainKitsServer

  /// The server's accounts, identifier sequences and lecture catalogue behave alike on SQLite and PostgreSQL: the
  /// same unique logins and e-mails, the same refusals in the same order, the same one winner of a race.
  @Suite("The server's own tables on each store: accounts, sequences, lectures")
  struct AccountRepositoryTests {
    static let createdAt = Date(timeIntervalSince1970: 1_740_906_000)

    @Test(
      "Logins unique per API, e-mails unique per API ignoring ASCII case only, login checked first",
      arguments: StorageUnderTest.available)
    func uniqueness(storage: StorageUnderTest) async throws {
      try await storage.withStore { repositories in
        let accounts = repositories.accounts
        let kim = try await accounts.insert(
          api: .suwiki, login: "kim01", email: "Kim@Suwon.ac.kr", passwordHash: "hash", kitID: "1001",
          at: Self.createdAt)
        #expect(try await accounts.account(id: kim.id) == kim)
        #expect(try await accounts.account(api: .suwiki, login: "kim01") == kim)
        #expect(try await accounts.account(api: .suwiki, login: "KIM01") == nil, "logins are compared exactly")
        #expect(try await accounts.account(api: .hous, login: "kim01") == nil)
        #expect(kim.isOpen && kim.createdAt == Self.createdAt)
        #expect(try await accounts.emailIsTaken(api: .suwiki, email: "kim@suwon.AC.KR"))
        #expect(try await !accounts.emailIsTaken(api: .hous, email: "kim@suwon.ac.kr"))

        await #expect(throws: AccountError.loginTaken) {
          _ = try await accounts.insert(
            api: .suwiki, login: "kim01", email: "kim@suwon.ac.kr", passwordHash: "hash", kitID: "1002",
            at: Self.createdAt)
        }
        await #expect(throws: AccountError.emailTaken) {
          _ = try await accounts.insert(
            api: .suwiki, login: "kim02", email: "KIM@SUWON.AC.KR", passwordHash: "hash", kitID: "1002",
            at: Self.createdAt)
        }
        // Another API has its own logins and e-mails; accounts without an e-mail never collide.
        let other = try await accounts.insert(
          api: .hous, login: "kim01", email: "kim@suwon.ac.kr", passwordHash: "hash", kitID: "1001",
          at: Self.createdAt)
        #expect(other.id != kim.id)
        for login in ["nomail01", "nomail02"] {
          _ = try await accounts.insert(
            api: .suwiki, login: login, email: nil, passwordHash: "hash", kitID: login, at: Self.createdAt)
        }
        // Only ASCII letters fold: É and é are two e-mails, as SQLite's NOCASE has them.
        _ = try await accounts.insert(
          api: .suwiki, login: "lee01", email: "É@suwon.ac.kr", passwordHash: "hash", kitID: "1003",
          at: Self.createdAt)
        #expect(try await !accounts.emailIsTaken(api: .suwiki, email: "é@suwon.ac.kr"))
        _ = try await accounts.insert(
          api: .suwiki, login: "lee02", email: "é@suwon.ac.kr", passwordHash: "hash", kitID: "1004",
          at: Self.createdAt)
      }
    }

    @Test(
      "Eight sign-ups with one login, then eight with one e-mail, at once: one account each, the rest refused",
      arguments: StorageUnderTest.available)
    func concurrentSignUps(storage: StorageUnderTest) async throws {
      try await storage.withStore { repositories in
        let accounts = repositories.accounts
        let logins = try await Self.race(8) { index in
          _ = try await accounts.insert(
            api: .suwiki, login: "race01", email: "race\(index)@suwon.ac.kr", passwordHash: "hash",
            kitID: "login-\(index)", at: Self.createdAt)
        }
        #expect(logins.filter { $0 == nil }.count == 1)
        #expect(logins.filter { $0 == .loginTaken }.count == 7)
        let emails = try await Self.race(8) { index in
          let email = index.isMultiple(of: 2) ? "Same@suwon.ac.kr" : "same@SUWON.ac.kr"
          _ = try await accounts.insert(
            api: .suwiki, login: "mail\(index)", email: email, passwordHash: "hash", kitID: "email-\(index)",
            at: Self.createdAt)
        }
        #expect(emails.filter { $0 == nil }.count == 1)
        #expect(emails.filter { $0 == .emailTaken }.count == 7)
      }
    }

    @Test(
      "Eight rotations of one token at once: one wins, then the session ends; a token of another family changes nothing",
      arguments: StorageUnderTest.available)
    func rotationRace(storage: StorageUnderTest) async throws {
      try await storage.withStore { repositories in
        let accounts = repositories.accounts
        let account = try await accounts.insert(
          api: .suwiki, login: "rotor01", email: nil, passwordHash: "hash", kitID: "1001", at: Self.createdAt)
        // Ids are `FAMILY.RANDOM` (TokenIssuer): a sign-in starts family "a", its refreshes keep it.
        try await accounts.setRefreshID(account: account.id, "a.first")
        #expect(try await accounts.account(id: account.id)?.refreshID == "a.first")
        let wins = try await withThrowingTaskGroup(of: Bool.self, returning: [Bool].self) { group in
          for index in 0..<8 {
            group.addTask {
              try await accounts.rotateRefreshID(account: account.id, from: "a.first", to: "a.next-\(index)")
            }
          }
          var wins: [Bool] = []
          for try await win in group {
            wins.append(win)
          }
          return wins
        }
        #expect(wins.filter { $0 }.count == 1)
        // The losers came after the winner and cleared the token it set: a reused token ends the session.
        #expect(try await accounts.account(id: account.id)?.refreshID == nil)

        // A later sign-in (family "b") replaces family "a": a token of "a" is refused and leaves "b" working, and a
        // token of "b" used twice ends "b".
        try await accounts.setRefreshID(account: account.id, "b.second")
        #expect(try await !accounts.rotateRefreshID(account: account.id, from: "a.first", to: "a.again"))
        #expect(try await !accounts.rotateRefreshID(account: account.id, from: "ab.first", to: "ab.again"))
        #expect(try await accounts.account(id: account.id)?.refreshID == "b.second")
        #expect(try await accounts.rotateRefreshID(account: account.id, from: "b.second", to: "b.third"))
        #expect(try await accounts.account(id: account.id)?.refreshID == "b.third")
        #expect(try await !accounts.rotateRefreshID(account: account.id, from: "b.second", to: "b.fourth"))
        #expect(try await accounts.account(id: account.id)?.refreshID == nil)

        // A closed account rotates nothing and closes once.
        try await accounts.setRefreshID(account: account.id, "c.first")
        #expect(try await accounts.close(id: account.id, at: Self.createdAt.addingTimeInterval(60)))
        #expect(try await !accounts.close(id: account.id, at: Self.createdAt.addingTimeInterval(120)))
        let closed = try #require(try await accounts.account(id: account.id))
        #expect(!closed.isOpen && closed.closedAt == Self.createdAt.addingTimeInterval(60) && closed.refreshID == nil)
        #expect(try await !accounts.rotateRefreshID(account: account.id, from: "c.first", to: "c.second"))
        #expect(try await !accounts.close(id: 999_999, at: Self.createdAt))
      }
    }

    @Test(
      "Sequences start at each kind's start and never repeat under concurrent takers; lectures upsert",
      arguments: StorageUnderTest.available)
    func sequencesAndLectures(storage: StorageUnderTest) async throws {
      try await storage.withStore { repositories in
        for kind in SequenceKind.allCases {
          #expect(try await repositories.sequences.next(kind) == kind.start, "\(kind)")
        }
        let numbers = try await withThrowingTaskGroup(of: Int64.self, returning: [Int64].self) { group in
          for _ in 0..<20 {
            group.addTask { try await repositories.sequences.next(.suwikiEvaluation) }
          }
          var numbers: [Int64] = []
          for try await number in group {
            numbers.append(number)
          }
          return numbers
        }
        let start = SequenceKind.suwikiEvaluation.start
        #expect(Set(numbers) == Set((start + 1)...(start + 20)))

        let lectures = repositories.lectures
        try await lectures.save(LectureMetadata(id: 4243, major: "컴퓨터학부", lectureType: "전핵"))
        try await lectures.save(LectureMetadata(id: 4242, major: "경영학부", lectureType: "전선"))
        try await lectures.save(LectureMetadata(id: 4242, major: "컴퓨터학부", lectureType: "전핵"))
        let stored = try await lectures.metadata(id: 4242)
        #expect(stored == LectureMetadata(id: 4242, major: "컴퓨터학부", lectureType: "전핵"))
        #expect(try await lectures.metadata(id: 9999) == nil)
        #expect(try await lectures.all().map(\.id) == [4242, 4243])
      }
    }

    /// Runs `body` `count` times at once; each run's `AccountError`, or `nil` when it succeeded.
    private static func race(
      _ count: Int, _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws -> [AccountError?] {
      try await withThrowingTaskGroup(of: AccountError?.self, returning: [AccountError?].self) { group in
        for index in 0..<count {
          group.addTask {
            do {
              try await body(index)
              return nil
            } catch let error as AccountError {
              return error
            }
          }
        }
        var outcomes: [AccountError?] = []
        for try await outcome in group {
          outcomes.append(outcome)
        }
        return outcomes
      }
    }
  }
#endif
