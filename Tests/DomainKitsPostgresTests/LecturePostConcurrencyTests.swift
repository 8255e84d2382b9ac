#if Postgres
  import Foundation
  import LectureEvaluationKit
  import LectureEvaluationKitPostgres
  import PostgresNIO
  import Testing

  /// Issue 30: the lecture-post rules under server concurrency, and what the repository's locks do for them.
  ///
  /// The repository locks the student and the lecture a command touches (advisory locks, in one order), then
  /// reads the rows, runs the kit's rules and writes the result back, in one `READ COMMITTED` transaction. Each
  /// rule relies on:
  /// - **a purchase takes points once, and points never go below zero**: the student's lock (two commands of one
  ///   student take turns, and the second reads the balance the first committed), the balance written over the
  ///   value read (compare and set), and `CHECK (points >= 0)` as the last guard;
  /// - **one purchase per (student, lecture)**: the student's lock, and the primary key of `exam_purchase`;
  /// - **a lecture's averages equal a recomputation from its posts**: the lecture's lock (concurrent posts on a
  ///   lecture all read and write its running sums), and the sums written over the values read.
  ///
  /// The same load (``LecturePostLoad``) runs with the locks, where every check holds with no retry, and without
  /// them or the compare-and-set writes (`DomainKitsPostgres.writeIsolation` `.readCommitted`, package-only: the
  /// naive read-modify-write), where the checks catch the lost updates.
  @Suite(
    "PostgreSQL lecture posts under concurrent load",
    .serialized,
    .enabled(
      if: FreshDatabases.isConfigured,
      "DOMAINKITS_POSTGRES_URL is not set: Scripts/with-postgres.sh starts a throwaway cluster")
  )
  struct LecturePostConcurrencyTests {
    @Test("256 concurrent calls on 16 connections keep every rule behind the locks, with no retry exhausted")
    func serializableLoad() async throws {
      let databases = try FreshDatabases()
      do {
        let (_, database) = try await databases.make(maximumConnections: 16)
        let run = try await LecturePostLoad.run(on: database)
        print(run.summary("Locked"))
        #expect(run.violations == [])
        let exhausted = run.outcomes.filter { if case .retriesExhausted = $0 { true } else { false } }
        #expect(exhausted.isEmpty, "behind the locks no call runs out of attempts")
        #expect(run.unexpected == [], "every call is taken, refused by a rule, or out of attempts")
        #expect(run.count(.notEnoughPoints) > 0, "some purchases are refused for lack of points")
        #expect(run.count(.alreadyPurchased) > 0, "duplicate purchases race, and lose")
        #expect(run.count(.accepted, purchases: true) > 0)
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test(
      "The same load without the locks and guarded writes (naive READ COMMITTED) loses updates; the checks catch it")
    func readCommittedLoad() async throws {
      let databases = try FreshDatabases()
      do {
        // Lost updates need two commands on one row at once; the load starts them in blocks of four calls of one
        // student, so this almost always happens in the first round. Up to three rounds, each on a new database.
        var caught: LecturePostLoad.Run?
        for round in 1...3 {
          var database = try await databases.make(maximumConnections: 16, maximumAttempts: 32).database
          database.writeIsolation = .readCommitted
          let run = try await LecturePostLoad.run(on: database)
          print(run.summary("READ COMMITTED, round \(round)"))
          if !run.violations.isEmpty {
            caught = run
            break
          }
        }
        let violations = caught?.violations ?? []
        #expect(!violations.isEmpty, "READ COMMITTED lost no update in three rounds")
        let lostUpdate = violations.contains { $0.contains("ledger") || $0.contains("recomputed") }
        #expect(lostUpdate, "a balance that is not its ledger's, or sums that are not their posts'")
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("A write that keeps colliding stops at the bound with retriesExhausted, having written nothing")
    func retriesExhausted() async throws {
      let databases = try FreshDatabases()
      do {
        let (name, database) = try await databases.make(maximumConnections: 4, maximumAttempts: 1)
        let repository = PostgresLecturePostRepository(database)
        try await repository.insert(StudentAccount(id: "s", points: 40))
        try await repository.save(LecturePostLoad.lecture(1))
        let other = await databases.client(database: name)
        // What the other writer leaves: 5 points more, no purchase, no ledger entry.
        let granted = try StudentAccount(id: "s", points: 45)
        let untouched = LecturePostLoad.Standing(account: granted, purchases: [], ledger: [])

        // Another writer, bypassing the repository's locks, changes the student's balance after the purchase read
        // it and commits while the purchase waits to write it: the purchase's write over the balance it read
        // matches no row (a conflict, retried as 40001), and one attempt is the bound.
        let collision = ["UPDATE evaluation_student SET points = points + 5 WHERE id = 's'"]
        let holder = try await LockHolder.hold(other, collision)
        let purchase = Task { try await repository.purchaseExamInfo(lecture: 1, by: "s", at: LecturePostLoad.start) }
        let waiting = try? await Backends.waitingForLock(other, database: name, count: 1)
        #expect(waiting != nil, "the purchase waits for the other transaction's row lock")
        #expect(await holder.finish())
        let outcome = await Bounded.result(of: purchase, within: .seconds(10))
        let exhausted = LecturePostLoad.Outcome(outcome) == .retriesExhausted(attempts: 1, sqlState: "40001")
        #expect(exhausted, "\(String(describing: outcome))")
        #expect(try await LecturePostLoad.standing(of: "s", in: repository) == untouched)

        // With two attempts the same collision is retried, and the retry reads the committed row and succeeds.
        let retrying = PostgresLecturePostRepository(DomainKitsPostgres(client: database.client, maximumAttempts: 2))
        let secondHolder = try await LockHolder.hold(other, collision)
        let retried = Task { try await retrying.purchaseExamInfo(lecture: 1, by: "s", at: LecturePostLoad.start) }
        _ = try? await Backends.waitingForLock(other, database: name, count: 1)
        #expect(await secondHolder.finish())
        let retriedOutcome = await Bounded.result(of: retried, within: .seconds(10))
        #expect(LecturePostLoad.Outcome(retriedOutcome) == .accepted, "\(String(describing: retriedOutcome))")
        #expect(try await repository.account(id: "s")?.points == 30)
        #expect(try await LecturePostLoad.violations(database, initialPoints: ["s": 50]) == [])
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("Under load with one attempt, a call is taken, refused, or retriesExhausted having written nothing")
    func retriesExhaustedUnderLoad() async throws {
      let databases = try FreshDatabases()
      do {
        let (_, database) = try await databases.make(maximumConnections: 16, maximumAttempts: 1)
        let run = try await LecturePostLoad.run(on: database)
        print(run.summary("Locked, one attempt"))
        #expect(run.violations == [])
        #expect(run.unexpected == [])
        var attempts: Set<Int> = []
        for case .retriesExhausted(let made, _) in run.outcomes { attempts.insert(made) }
        #expect(attempts.isSubset(of: [1]), "retriesExhausted reports the one attempt made")
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }
  }
#endif
