#if Postgres
  import Foundation
  import LectureEvaluationKit
  import LectureEvaluationKitPostgres
  import PostgresNIO
  import Testing

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Issue 30's faults: a purchase caught mid-transaction (it has read the student's row and waits to write it,
  /// behind a lock another connection holds) when its connection is terminated, its backend killed, or the server
  /// stopped; a full pool; a statement timeout. Each leaves no partial write, surfaces a typed error, and the same
  /// repository works again once the database is back. No test waits more than about 20 s.
  ///
  /// The tests that kill a backend or stop the server hold the server alone (``ServerGate``): PostgreSQL restarts
  /// every backend then, and the other tests' connections would break too.
  @Suite(
    "PostgreSQL lecture posts when the connection or the server fails",
    .serialized,
    .enabled(
      if: FreshDatabases.isConfigured,
      "DOMAINKITS_POSTGRES_URL is not set: Scripts/with-postgres.sh starts a throwaway cluster")
  )
  struct LecturePostFaultTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("A connection terminated mid-transaction (pg_terminate_backend): cannotConnect, nothing written, recovery")
    func terminatedConnection() async throws {
      let databases = try FreshDatabases()
      do {
        let scene = try await Scene.make(databases)
        let (purchase, pid) = try await scene.blockedPurchase(by: "s")
        let rows = try await scene.other.query("SELECT pg_terminate_backend(\(pid))").collect()
        #expect(try rows.first?.decode(Bool.self) == true)
        let outcome = await Bounded.result(of: purchase.task, within: .seconds(10))
        #expect(Self.isCannotConnect(outcome), "\(String(describing: outcome))")
        await purchase.holder.finish()
        try await scene.expectRecovery(untouched: ["s"])
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("A backend killed with SIGKILL mid-transaction: the server restarts every backend; cannotConnect, recovery")
    func killedBackend() async throws {
      let databases = try FreshDatabases(exclusive: true)
      do {
        let scene = try await Scene.make(databases)
        let (purchase, pid) = try await scene.blockedPurchase(by: "s")
        let before = try await Backends.all(scene.other, database: scene.name)
        #expect(kill(pid_t(pid), SIGKILL) == 0)
        let outcome = await Bounded.result(of: purchase.task, within: .seconds(10))
        #expect(Self.isCannotConnect(outcome), "\(String(describing: outcome))")
        await purchase.holder.finish()
        try await scene.expectRecovery(untouched: ["s"])
        // Crash recovery ended every backend of the database, not only the killed one: the pool's other
        // connections and the lock holder's broke too, and the calls above ran on new ones.
        let after = try await Bounded.recovering { try await Backends.all(scene.other, database: scene.name) }
        #expect(Set(before).isDisjoint(with: after), "backends before \(before), after \(after)")
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test(
      "The server stopped mid-transaction (pg_ctl stop -m immediate) and started again: cannotConnect, recovery",
      .enabled(
        if: ServerControl.isConfigured,
        "DOMAINKITS_POSTGRES_CONTROL is not set: Scripts/with-postgres.sh writes the script that stops the server")
    )
    func stoppedServer() async throws {
      let databases = try FreshDatabases(exclusive: true)
      var stopped = false
      do {
        let scene = try await Scene.make(databases)
        let (purchase, _) = try await scene.blockedPurchase(by: "s")
        try await ServerControl.run("stop-immediate")
        stopped = true
        let outcome = await Bounded.result(of: purchase.task, within: .seconds(10))
        #expect(Self.isCannotConnect(outcome), "\(String(describing: outcome))")
        await purchase.holder.finish()

        // While the server is down a new call waits for a connection: the pool keeps trying to connect, and fails
        // the requests waiting only after a minute. The caller's deadline (2 s) cancels it.
        let whileDown = Task { try await scene.repository.purchaseExamInfo(lecture: 1, by: "t", at: Self.start) }
        if let early = await Bounded.result(of: whileDown, within: .seconds(2)) {
          #expect(Self.isCannotConnect(early), "\(early)")
        } else {
          let cancelled = await Bounded.result(of: whileDown, within: .seconds(5))
          #expect(Self.isCancellation(cancelled), "\(String(describing: cancelled))")
        }

        try await ServerControl.run("start")
        stopped = false
        try await scene.expectRecovery(untouched: ["s", "t"])
      } catch {
        if stopped { try? await ServerControl.run("start") }
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("A full pool: a third call waits; cancelled, it throws CancellationError, writes nothing; then all succeed")
    func fullPool() async throws {
      let databases = try FreshDatabases()
      do {
        let scene = try await Scene.make(databases, maximumConnections: 2)
        // Both connections of the pool wait, in purchases of "s" and "t", behind the lock of their rows.
        let holder = try await LockHolder.hold(
          scene.other, ["SELECT 1 FROM evaluation_student WHERE id IN ('s', 't') FOR UPDATE"])
        let first = Task { try await scene.repository.purchaseExamInfo(lecture: 1, by: "s", at: Self.start) }
        let second = Task { try await scene.repository.purchaseExamInfo(lecture: 1, by: "t", at: Self.start) }
        let blocked = try? await Backends.waitingForLock(scene.other, database: scene.name, count: 2)
        #expect(blocked?.count == 2, "both connections of the pool wait for the lock")

        let third = Task { try await scene.repository.purchaseExamInfo(lecture: 1, by: "u", at: Self.start) }
        let early = await Bounded.result(of: third, within: .milliseconds(500))
        let waited = early == nil
        #expect(waited, "the third call waits for a connection: \(String(describing: early))")
        if waited {
          let cancelled = await Bounded.result(of: third, within: .seconds(5))
          #expect(Self.isCancellation(cancelled), "\(String(describing: cancelled))")
        }

        #expect(await holder.finish())
        let firstOutcome = await Bounded.result(of: first, within: .seconds(10))
        let secondOutcome = await Bounded.result(of: second, within: .seconds(10))
        #expect(LecturePostLoad.Outcome(firstOutcome) == .accepted, "\(String(describing: firstOutcome))")
        #expect(LecturePostLoad.Outcome(secondOutcome) == .accepted, "\(String(describing: secondOutcome))")
        try await scene.expectRecovery(untouched: ["u"], bought: ["s", "t"])
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("A statement timeout: queryFailed 57014 at once, not retried, nothing written; the next call succeeds")
    func statementTimeout() async throws {
      let databases = try FreshDatabases()
      do {
        let scene = try await Scene.make(databases, maximumConnections: 2) { configuration in
          configuration.options.additionalStartupParameters = [("statement_timeout", "1000")]
        }
        let clock = ContinuousClock()
        let began = clock.now
        let (purchase, _) = try await scene.blockedPurchase(by: "s")
        let outcome = await Bounded.result(of: purchase.task, within: .seconds(15))
        let elapsed = clock.now - began
        let timedOut = LecturePostLoad.Outcome(outcome) == .queryFailed(sqlState: "57014")
        #expect(timedOut, "\(String(describing: outcome))")
        // Sixteen attempts would take sixteen seconds: one timeout means the write was not retried.
        #expect(elapsed < .seconds(5), "\(elapsed)")
        #expect(await purchase.holder.finish())
        try await scene.expectRecovery(untouched: ["s"])
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    // MARK: Support

    static func isCannotConnect<Value>(_ outcome: Result<Value, any Error>?) -> Bool {
      guard case .failure(let error)? = outcome, case .cannotConnect? = error as? DomainKitsPostgresError else {
        return false
      }
      return true
    }

    /// A call its caller cancelled: `CancellationError`, or `cannotConnect` when the pool gave up first.
    static func isCancellation<Value>(_ outcome: Result<Value, any Error>?) -> Bool {
      guard case .failure(let error)? = outcome else { return false }
      return error is CancellationError || isCannotConnect(outcome)
    }

    /// A purchase waiting mid-transaction, and the transaction that holds the lock it waits for.
    struct BlockedPurchase: Sendable {
      let task: Task<PointsEntry?, any Error>
      let holder: LockHolder
    }

    /// A new database with students "s", "t" and "u" (40 points each) and lecture 1; its repository; and a second
    /// client on the same database, for locks and `pg_stat_activity`.
    struct Scene: Sendable {
      let name: String
      let database: DomainKitsPostgres
      let repository: PostgresLecturePostRepository
      let other: PostgresClient

      static func make(
        _ databases: FreshDatabases, maximumConnections: Int = 4,
        configure: @Sendable (inout PostgresClient.Configuration) -> Void = { _ in }
      ) async throws -> Scene {
        let (name, database) = try await databases.make(
          maximumConnections: maximumConnections, configure: configure)
        let repository = PostgresLecturePostRepository(database)
        for student in ["s", "t", "u"] {
          try await repository.insert(StudentAccount(id: StudentID(student), points: 40))
        }
        try await repository.save(LecturePostLoad.lecture(1))
        let other = await databases.client(database: name)
        return Scene(name: name, database: database, repository: repository, other: other)
      }

      /// A purchase of lecture 1 by `student` that has read the student's row and waits to update it, behind a
      /// `SELECT … FOR UPDATE` of another transaction; and the process id of the purchase's backend.
      func blockedPurchase(by student: StudentID) async throws -> (BlockedPurchase, Int32) {
        let holder = try await LockHolder.hold(
          other, ["SELECT 1 FROM evaluation_student WHERE id = '\(student.rawValue)' FOR UPDATE"])
        let repository = self.repository
        let task = Task {
          try await repository.purchaseExamInfo(lecture: 1, by: student, at: LecturePostFaultTests.start)
        }
        do {
          let pids = try await Backends.waitingForLock(other, database: name, count: 1)
          return (BlockedPurchase(task: task, holder: holder), pids[0])
        } catch {
          await holder.finish()
          _ = await Bounded.result(of: task, within: .seconds(5))
          throw error
        }
      }

      /// Once the database answers again (calls that meet a broken connection are retried for up to 15 s): the
      /// students `untouched` are as registered (40 points, no purchase, no ledger entry), those `bought` have
      /// bought lecture 1 once; then each untouched student buys it, through the same repository, and the rows
      /// keep every rule of ``LecturePostAudit``.
      func expectRecovery(untouched: [StudentID], bought: [StudentID] = []) async throws {
        let repository = self.repository
        for student in untouched {
          let standing = try await Bounded.recovering {
            try await LecturePostLoad.standing(of: student, in: repository)
          }
          let registered = try StudentAccount(id: student, points: 40)
          #expect(standing == LecturePostLoad.Standing(account: registered, purchases: [], ledger: []))
        }
        for student in bought {
          let standing = try await Bounded.recovering {
            try await LecturePostLoad.standing(of: student, in: repository)
          }
          #expect(standing.account?.points == 20 && standing.purchases.count == 1 && standing.ledger.count == 1)
        }
        for student in untouched {
          let entry = try await Bounded.recovering {
            try await repository.purchaseExamInfo(lecture: 1, by: student, at: LecturePostFaultTests.start)
          }
          #expect(entry?.balance == 20)
        }
        var initialPoints: [StudentID: Int] = [:]
        for student in ["s", "t", "u"] { initialPoints[StudentID(student)] = 40 }
        #expect(try await LecturePostAudit.violations(database.client, initialPoints: initialPoints) == [])
      }
    }
  }
#endif
