#if Server
  import DomainKitsCore
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  /// The student behind a login, and their points, counters and ledger as the store has them.
  @available(macOS 14, iOS 17, tvOS 17, *)
  private func standing(_ server: ServerHarness, _ login: String) async throws -> (StudentAccount, [PointsEntry]) {
    let account = try #require(try await server.repositories.accounts.account(api: .suwiki, login: login))
    let student = StudentID(account.kitID)
    let standing = try #require(try await server.repositories.posts.account(id: student))
    return (standing, try await server.repositories.posts.ledger(student: student))
  }

  @Suite("SUWIKI: the points ledger reconciles exactly under concurrent requests")
  struct SuwikiLedgerTests {
    @Test(
      "Twelve purchases of one lecture at once: one is charged 20, eleven are EXAM_POST002 and charged nothing",
      arguments: StorageUnderTest.available)
    func concurrentPurchasesOfOneLecture(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let token = try await server.signIn("suwiki02").accessToken  // 30 points
      let answers = try await withThrowingTaskGroup(
        of: HTTPTransportResponse.self, returning: [HTTPTransportResponse].self
      ) { group in
        for _ in 0..<12 {
          group.addTask { try await server.suwiki("POST", "/exam-posts/purchase?lectureId=4242", token: token) }
        }
        var answers: [HTTPTransportResponse] = []
        for try await answer in group {
          answers.append(answer)
        }
        return answers
      }
      #expect(answers.filter { $0.statusCode == 200 }.count == 1)
      for refused in answers where refused.statusCode != 200 {
        expectSuwikiError(refused, SuwikiExpected.examPost002)
      }
      let (account, ledger) = try await standing(server, "suwiki02")
      #expect(account.points == 10 && account.purchasedExamInfo == 1)
      #expect(ledger.filter { $0.reason == .examInfoPurchased }.count == 1)
      #expect(ledger.map(\.delta).reduce(0, +) == account.points, "the ledger sums to the balance")
      try await server.stop()
    }

    @Test(
      "Purchases of many lectures at once with points for one: one is charged, the rest USER006 and free",
      arguments: StorageUnderTest.available)
    func concurrentPurchasesBeyondTheBalance(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let token = try await server.signIn("suwiki02").accessToken  // 30 points: one purchase
      let lectures = Array(4243...4252)
      let answers = try await withThrowingTaskGroup(
        of: HTTPTransportResponse.self, returning: [HTTPTransportResponse].self
      ) { group in
        for lecture in lectures {
          group.addTask {
            try await server.suwiki("POST", "/exam-posts/purchase?lectureId=\(lecture)", token: token)
          }
        }
        var answers: [HTTPTransportResponse] = []
        for try await answer in group {
          answers.append(answer)
        }
        return answers
      }
      #expect(answers.filter { $0.statusCode == 200 }.count == 1)
      for refused in answers where refused.statusCode != 200 {
        expectSuwikiError(refused, SuwikiExpected.user006)
      }
      let (account, ledger) = try await standing(server, "suwiki02")
      #expect(account.points == 10 && account.purchasedExamInfo == 1)
      #expect(ledger.map(\.delta).reduce(0, +) == account.points)
      #expect(try await server.repositories.posts.purchases(student: account.id).count == 1)
      try await server.stop()
    }

    @Test(
      "Many students writing and buying at once: every balance equals its ledger, every counter its posts",
      arguments: StorageUnderTest.available)
    func manyStudents(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let logins = (1...8).map { "crowd\(String(format: "%03d", $0))" }
      var tokens: [String] = []
      for login in logins {
        tokens.append(try await server.newStudent(login).accessToken)
      }
      let lectures = [4242, 4243, 4244, 4245]
      try await withThrowingTaskGroup(of: Void.self) { group in
        for token in tokens {
          group.addTask {
            for lecture in lectures {
              let body = SuwikiBodies.changing(SuwikiBodies.evaluation, "selectedSemester", to: "2023-2")
              _ = try await server.suwiki("POST", "/evaluate-posts?lectureId=\(lecture)", token: token, json: body)
              _ = try await server.suwiki("POST", "/exam-posts/purchase?lectureId=\(lecture)", token: token)
              _ = try await server.suwiki("POST", "/exam-posts/purchase?lectureId=\(lecture)", token: token)
            }
          }
        }
        try await group.waitForAll()
      }
      for login in logins {
        let (account, ledger) = try await standing(server, login)
        #expect(ledger.map(\.delta).reduce(0, +) == account.points, "\(login)")
        #expect(ledger.last?.balance ?? 0 == account.points, "\(login)")
        let written = try await server.repositories.posts.evaluations(author: account.id)
        #expect(written.count == account.writtenEvaluations, "\(login)")
        let purchases = try await server.repositories.posts.purchases(student: account.id)
        #expect(purchases.count == account.purchasedExamInfo, "\(login)")
        #expect(ledger.filter { $0.reason == .examInfoPurchased }.count == purchases.count, "\(login)")
      }
      try await server.stop()
    }
  }
#endif
