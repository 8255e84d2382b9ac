#if Server
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  /// The demo data goes through the repositories' protocols only, so it is written alike on both stores; written
  /// once, and completed, never doubled, when a start after a crash writes it again.
  @Suite("The demo seed on each store")
  struct DemoSeedTests {
    @Test(
      "Written once; written again over a seeded store, it adds nothing; the samples' standing is SPEC.md's",
      arguments: StorageUnderTest.available)
    func idempotent(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      try await storage.withStore { repositories in
        let server = ReferenceServer(
          configuration: ServerConfiguration(passwordCost: 4), repositories: repositories,
          metrics: ServerMetrics(), logger: ServerHarness.silent)
        #expect(try await server.seedDemoIfNeeded())
        #expect(try await !server.seedDemoIfNeeded())
        // As a start after a crash between the last step and the mark: every step runs again and skips what exists.
        try await DemoSeed(repositories: repositories, passwords: PasswordHasher(cost: 4)).write()

        #expect(try await repositories.lectures.all().count == DemoSeed.suwikiLectures.count)
        let login = try #require(try await repositories.accounts.account(api: .suwiki, login: "suwiki01"))
        let student = try #require(try await repositories.posts.account(id: StudentID(login.kitID)))
        #expect(student.points == 10 && student.writtenEvaluations == 1 && student.writtenExamPosts == 1)
        #expect(student.purchasedExamInfo == 1)
        #expect(try await repositories.posts.ledger(student: student.id).count == 3)
        let restricted = try #require(try await repositories.accounts.account(api: .suwiki, login: "restricted01"))
        #expect(try await repositories.posts.account(id: StudentID(restricted.kitID))?.isRestricted == true)
        #expect(try await repositories.posts.evaluation(id: "1021") != nil)
        #expect(try await repositories.posts.examPost(id: "311") != nil)
      }
    }
  }
#endif
