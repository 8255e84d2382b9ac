#if Server
  import DomainKitsCore
  import DomainKitsGRDBCore
  import Foundation
  import GRDB
  import Testing

  @testable import DomainKitsServer

  @Suite("SUWIKI: the audit of a store (domainkits-server audit)")
  struct SuwikiAuditTests {
    @Test("The demo store after sign-ups and purchases is consistent; a changed balance, ledger or sum is found")
    func demoStore() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.newStudent("audit0001").accessToken
      _ = try await server.suwiki("POST", "/exam-posts/purchase?lectureId=4242", token: token)  // USER006, free
      let suwiki02 = try await server.signIn("suwiki02").accessToken
      #expect(try await server.suwiki("POST", "/exam-posts/purchase?lectureId=4243", token: suwiki02).statusCode == 200)

      let clean = try await SuwikiAudit(repositories: server.repositories).run()
      #expect(clean.findings == [])
      #expect(clean.isConsistent)
      #expect(clean.students == 4)  // suwiki01, suwiki02, restricted01, audit0001
      #expect(clean.lectures == 28)
      #expect(clean.purchases == 2)
      #expect(clean.summary.hasSuffix("consistent"))

      try await #require(server.repositories.store.sqlite).write { db in
        try db.execute(
          sql: """
            UPDATE evaluation_student SET points = points + 5
              WHERE id = (SELECT kit_id FROM accounts WHERE api = 'suwiki' AND login = 'suwiki02')
            """)
        try db.execute(sql: "DELETE FROM points_entry WHERE reason = 'examInfoPurchased' AND lecture_id = 4242")
        try db.execute(
          sql: "UPDATE evaluation_lecture SET satisfaction_half_points = satisfaction_half_points - 1 WHERE id = 4242")
      }
      let broken = try await SuwikiAudit(repositories: server.repositories).run()
      #expect(!broken.isConsistent)
      #expect(broken.findings.contains { $0.contains("15 points, the ledger ends at 10") })  // suwiki02
      #expect(broken.findings.contains { $0.contains("10 points, the ledger ends at 30") })  // suwiki01
      #expect(broken.findings.contains { $0.contains("the purchase of lecture 4242 has 0 ledger entries") })
      #expect(broken.findings.contains { $0.hasPrefix("lecture 4242:") })
      #expect(broken.summary.hasSuffix("inconsistencies"))
      try await server.stop()
    }
  }
#endif
