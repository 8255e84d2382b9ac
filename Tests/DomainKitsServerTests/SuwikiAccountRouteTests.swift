#if Server
  import DomainKitsCore
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  @Suite("SUWIKI: sign-up, the viewer's page, favourite majors, reports, the body limit, other methods")
  struct SuwikiAccountRouteTests {
    @Test("POST /user/join: {\"success\": true}; a taken login id or e-mail is USER010; the document's patterns hold")
    func join() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let body: [String: Any] = [
        "loginId": "newbie01", "password": "correct-horse-9", "email": "newbie01@suwon.ac.kr",
      ]
      let joined = try await server.suwiki("POST", "/user/join", json: body)
      #expect(joined.statusCode == 200)
      #expect(try jsonObject(joined)["success"] as? Bool == true)
      let newbie = try await server.signIn("newbie01", password: "correct-horse-9").accessToken
      let expected = StudentProfile(
        loginID: "newbie01", email: "newbie01@suwon.ac.kr", points: 0, writtenEvaluations: 0, writtenExamPosts: 0,
        purchasedExamInfo: 0)
      #expect(try await server.profile(newbie) == expected)
      expectSuwikiError(try await server.suwiki("POST", "/user/join", json: body), SuwikiExpected.user010)
      let renamed = SuwikiBodies.changing(body, "loginId", to: "newbie02")
      let sameEmail = SuwikiBodies.changing(renamed, "email", to: "NEWBIE01@suwon.ac.kr")
      expectSuwikiError(try await server.suwiki("POST", "/user/join", json: sameEmail), SuwikiExpected.user010)
      let malformed: [(String, Any?)] = [
        ("loginId", "ab1"), ("loginId", "twenty-one-characters"), ("loginId", "한글아이디입니다"),
        ("loginId", "user name"), ("password", "seven77"), ("password", String(repeating: "p", count: 65)),
        ("email", "no-at-sign"), ("email", "one@label"), ("email", "a@b..c"), ("email", "a b@c.d"), ("email", nil),
        ("extra", "x"),
      ]
      for (key, value) in malformed {
        let fresh = SuwikiBodies.changing(SuwikiBodies.changing(body, "loginId", to: "fresh001"), key, to: value)
        expectSuwikiError(
          try await server.suwiki("POST", "/user/join", json: fresh), SuwikiExpected.param001,
          "\(key): \(String(describing: value))")
      }
      try await server.stop()
    }

    @Test("GET /user/my-page: sample 11 for the demo's suwiki01, exactly")
    func myPage() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.signIn("suwiki01").accessToken
      let answer = try await server.suwiki("GET", "/user/my-page", token: token)
      #expect(answer.statusCode == 200)
      let page = try jsonObject(answer)
      #expect(Set(page.keys) == ["loginId", "email", "point", "writtenEvaluation", "writtenExam", "viewExam"])
      #expect(page["loginId"] as? String == "suwiki01" && page["email"] as? String == "suwiki01@suwon.ac.kr")
      #expect(page["point"] as? Int == 10 && page["writtenEvaluation"] as? Int == 1)
      #expect(page["writtenExam"] as? Int == 1 && page["viewExam"] as? Int == 1)
      try await server.stop()
    }

    @Test("Favourite majors: added once and trimmed, listed in order, removed; PARAM001 without a major")
    func favoriteMajors() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.signIn("suwiki01").accessToken
      func list() async throws -> [String] {
        try SuwikiServerDecoder.favoriteMajors(
          from: try await server.suwiki("GET", "/user/favorite-major", token: token).body)
      }
      #expect(try await list() == [])
      let empty = try jsonObject(try await server.suwiki("GET", "/user/favorite-major", token: token))
      #expect(empty["statusCode"] is NSNull && empty["message"] is NSNull)
      for major in [" 컴퓨터학부 ", "경영학부", "컴퓨터학부"] {
        expectSuccessText(
          try await server.suwiki("POST", "/user/favorite-major", token: token, json: ["majorType": major]))
      }
      #expect(try await list() == ["컴퓨터학부", "경영학부"])
      expectSuccessText(
        try await server.suwiki(
          "DELETE", "/user/favorite-major?majorType=%EC%BB%B4%ED%93%A8%ED%84%B0%ED%95%99%EB%B6%80", token: token))
      expectSuccessText(try await server.suwiki("DELETE", "/user/favorite-major?majorType=nothing", token: token))
      #expect(try await list() == ["경영학부"])
      expectSuwikiError(
        try await server.suwiki("POST", "/user/favorite-major", token: token, json: ["majorType": ""]),
        SuwikiExpected.param001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/favorite-major", token: token, json: [String: Any]()),
        SuwikiExpected.param001)
      expectSuwikiError(
        try await server.suwiki("DELETE", "/user/favorite-major", token: token), SuwikiExpected.param001)
      try await server.stop()
    }

    @Test("Reports: another's post is filed once; one's own is REPORT001; an unknown one is 404")
    func reports() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.signIn("suwiki01").accessToken
      for _ in 0..<2 {
        let answer = try await server.suwiki(
          "POST", "/user/report/evaluate", token: token, json: ["evaluateIdx": 1187])
        #expect(answer.statusCode == 200)
        let flag = try jsonObject(answer)
        #expect(Set(flag.keys) == ["success"] && flag["success"] as? Bool == true)
      }
      let exam = try await server.suwiki("POST", "/user/report/exam", token: token, json: ["examIdx": 311])
      #expect(exam.statusCode == 200)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/report/evaluate", token: token, json: ["evaluateIdx": 1021]),
        SuwikiExpected.report001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/report/exam", token: token, json: ["examIdx": 312]),
        SuwikiExpected.report001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/report/evaluate", token: token, json: ["evaluateIdx": 999999]),
        SuwikiExpected.evaluatePost001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/report/exam", token: token, json: ["examIdx": 999999]),
        SuwikiExpected.examPost001)
      for body: [String: Any] in [["evaluateIdx": "1187"], ["evaluateIdx": 0], ["examIdx": 311], [:]] {
        expectSuwikiError(
          try await server.suwiki("POST", "/user/report/evaluate", token: token, json: body), SuwikiExpected.param001)
      }
      let reports = try await server.repositories.posts.reports()
      #expect(reports.map(\.post) == [.evaluation("1187"), .exam("311")])
      #expect(try await server.profile(token).points == 10, "reports move no points")
      try await server.stop()
    }

    @Test("A SUWIKI body over 16,384 bytes is 413 with SUWIKI's body; another method on a SUWIKI path is 405")
    func limitsAndMethods() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.signIn("suwiki01").accessToken
      let big = Data(repeating: UInt8(ascii: "x"), count: ServerConfiguration.bodyLimit + 1)
      expectSuwikiError(
        try await server.suwiki("POST", "/evaluate-posts?lectureId=4242", token: token, raw: big),
        SuwikiExpected.tooLarge)
      expectSuwikiError(try await server.suwiki("POST", "/user/join", raw: big), SuwikiExpected.tooLarge)
      let metrics = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(metrics.contains(#"body_limit_rejections_total{api="suwiki"} 2"#))

      let cases: [(String, String, String)] = [
        ("PATCH", "/lecture", "GET"), ("DELETE", "/user/login", "POST"),
        ("PATCH", "/evaluate-posts", "GET, POST, PUT, DELETE"), ("PUT", "/exam-posts/purchase", "GET, POST"),
      ]
      for (method, path, allow) in cases {
        let answer = try await server.suwiki(method, path, token: token)
        #expect(answer.statusCode == 405, "\(method) \(path)")
        #expect(answer.header("Allow") == allow, "\(method) \(path)")
      }
      try await server.stop()
    }

    @Test("GET /openapi/domainkits-server.yaml: the repository's document, byte for byte")
    func document() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/openapi/domainkits-server.yaml")
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(ServerDocument.yaml == text, "run Scripts/openapi/embed-server-document.py")
      let server = try await ServerHarness.start()
      let answer = try await server.send("GET", "/openapi/domainkits-server.yaml")
      #expect(answer.statusCode == 200)
      #expect(answer.header("Content-Type")?.hasPrefix("application/yaml") == true)
      #expect(answer.body == Data(text.utf8))
      try await server.stop()
    }
  }
#endif
