#if Server
  import DomainKitsCore
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  @Suite("SUWIKI: evaluations, their rules and their refusals")
  struct SuwikiEvaluationRouteTests {
    @Test("GET /evaluate-posts: sample 03 for the demo's lecture, oldest first; written says whether the viewer wrote")
    func evaluationPage() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.signIn("suwiki01").accessToken
      let answer = try await server.suwiki("GET", "/evaluate-posts?lectureId=4242&page=1", token: token)
      #expect(answer.statusCode == 200)
      let page = try jsonObject(answer)
      #expect(Set(page.keys) == ["data", "written"])
      let items = try #require(page["data"] as? [[String: Any]])
      #expect(items.map { $0["id"] as? Int } == [1021, 1187])
      #expect(
        Set(items[0].keys) == [
          "id", "selectedSemester", "totalAvg", "satisfaction", "learning", "honey", "team", "difficulty", "homework",
          "content",
        ])
      let decoded = try SuwikiServerDecoder.evaluationPage(from: answer.body)
      #expect(decoded.written)
      #expect(decoded.posts[0].total.value == 4.1666665)
      #expect(decoded.posts[0].semester == Semester(year: 2023, term: .second))
      #expect(decoded.posts[1].team == .absent && decoded.posts[1].homework == .heavy)
      #expect(String(decoding: answer.body, as: UTF8.self).contains(#""totalAvg":4.1666665"#))

      let newcomer = try await server.newStudent("reader01").accessToken
      let theirs = try SuwikiServerDecoder.evaluationPage(
        from: try await server.suwiki("GET", "/evaluate-posts?lectureId=4242", token: newcomer).body)
      #expect(!theirs.written && theirs.posts.count == 2)
      let second = try SuwikiServerDecoder.evaluationPage(
        from: try await server.suwiki("GET", "/evaluate-posts?lectureId=4242&page=2", token: newcomer).body)
      #expect(second.posts.isEmpty)
      expectSuwikiError(
        try await server.suwiki("GET", "/evaluate-posts?lectureId=999999", token: newcomer), SuwikiExpected.lecture001)
      expectSuwikiError(
        try await server.suwiki("GET", "/evaluate-posts?page=1", token: newcomer), SuwikiExpected.param001)
      try await server.stop()
    }

    @Test("POST /evaluate-posts: +10 points once per lecture; every malformed or refused body is PARAM001")
    func writeEvaluation() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.newStudent("writer01").accessToken
      let sample = SuwikiBodies.evaluation
      let change = SuwikiBodies.changing
      let thirtyScalarsTwentyNineCharacters = "e\u{301}" + String(repeating: "가", count: 28)
      let malformed: [(String, [String: Any])] = [
        ("unknown key", change(sample, "extra", 1)),
        ("team 2", change(sample, "team", 2)),
        ("difficulty 3", change(sample, "difficulty", 3)),
        ("homework as text", change(sample, "homework", "1")),
        ("satisfaction 0", change(sample, "satisfaction", 0.0)),
        ("satisfaction 4.25", change(sample, "satisfaction", 4.25)),
        ("honey 5.5", change(sample, "honey", 5.5)),
        ("learning null", change(sample, "learning", NSNull())),
        ("no lectureName", change(sample, "lectureName", nil)),
        ("empty professor", change(sample, "professor", "")),
        ("semester 2023-3", change(sample, "selectedSemester", "2023-3")),
        ("semester with a newline", change(sample, "selectedSemester", "2023-2\n")),
        ("semester 1899-1", change(sample, "selectedSemester", "1899-1")),
        ("content of 29", change(sample, "content", String(repeating: "가", count: 29))),
        ("content of 1,001", change(sample, "content", String(repeating: "가", count: 1_001))),
        ("content of spaces", change(sample, "content", String(repeating: " ", count: 40))),
        ("content of 29 characters", change(sample, "content", thirtyScalarsTwentyNineCharacters)),
        ("semester not taught", change(sample, "selectedSemester", "2020-1")),
      ]
      for (label, body) in malformed {
        expectSuwikiError(
          try await server.suwiki("POST", "/evaluate-posts?lectureId=4242", token: token, json: body),
          SuwikiExpected.param001, Comment(rawValue: label))
      }
      // JSONSerialization writes 1.0 as 1, so the integers written as decimals are spelled out.
      let sampleText = String(
        decoding: try JSONSerialization.data(withJSONObject: sample, options: [.sortedKeys]), as: UTF8.self)
      #expect(sampleText.hasSuffix(#""team":1}"#), "team is the last key")
      let decimals = [#""team":1.0}"#, #""team":1e0}"#, #""team":1E+0}"#].map {
        sampleText.replacingOccurrences(of: #""team":1}"#, with: $0)
      }
      for raw in ["", "null", "[]", "5", "{", #"{"team": 1, "team": 1}"#] + decimals {
        expectSuwikiError(
          try await server.suwiki("POST", "/evaluate-posts?lectureId=4242", token: token, raw: Data(raw.utf8)),
          SuwikiExpected.param001, Comment(rawValue: raw))
      }
      #expect(try await server.profile(token).points == 0, "a refused write gives nothing")

      expectSuccessText(try await server.suwiki("POST", "/evaluate-posts?lectureId=4242", token: token, json: sample))
      let profile = try await server.profile(token)
      #expect(profile.points == 10 && profile.writtenEvaluations == 1)
      expectSuwikiError(
        try await server.suwiki("POST", "/evaluate-posts?lectureId=4242", token: token, json: sample),
        SuwikiExpected.posts001Evaluation)
      expectSuwikiError(
        try await server.suwiki("POST", "/evaluate-posts?lectureId=999999", token: token, json: sample),
        SuwikiExpected.lecture001)
      #expect(try await server.profile(token).points == 10)
      let lecture = try SuwikiServerDecoder.lecture(
        from: try await server.suwiki("GET", "/lecture?lectureId=4242", token: token).body)
      // Three evaluations now: satisfaction (4.5 + 3.0 + 4.5) / 3.
      #expect(lecture.satisfaction.value == 4.0)
      let page = try SuwikiServerDecoder.evaluationPage(
        from: try await server.suwiki("GET", "/evaluate-posts?lectureId=4242", token: token).body)
      #expect(page.written && page.posts.count == 3)
      #expect(page.posts.last?.id ?? 0 > 2_000, "new ids come after the demo's")
      try await server.stop()
    }

    @Test("PUT /evaluate-posts: the author edits for free; someone else gets USER11; an unknown id EVALUATE_POST001")
    func editEvaluation() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let author = try await server.signIn("suwiki01").accessToken
      let other = try await server.signIn("suwiki02").accessToken
      let edit = SuwikiBodies.evaluationEdit
      expectSuwikiError(
        try await server.suwiki("PUT", "/evaluate-posts?evaluateIdx=1021", token: other, json: edit),
        SuwikiExpected.user11)
      expectSuwikiError(
        try await server.suwiki("PUT", "/evaluate-posts?evaluateIdx=999999", token: author, json: edit),
        SuwikiExpected.evaluatePost001)
      expectSuwikiError(
        try await server.suwiki(
          "PUT", "/evaluate-posts?evaluateIdx=1021", token: author, json: SuwikiBodies.evaluation),
        SuwikiExpected.param001, "the edit body has no lecture names")
      expectSuccessText(try await server.suwiki("PUT", "/evaluate-posts?evaluateIdx=1021", token: author, json: edit))
      #expect(try await server.profile(author).points == 10)
      #expect(try await server.profile(other).points == 30)
      let page = try SuwikiServerDecoder.evaluationPage(
        from: try await server.suwiki("GET", "/evaluate-posts?lectureId=4242", token: author).body)
      let edited = try #require(page.posts.first { $0.id == 1021 })
      #expect(edited.satisfaction.value == 4.0 && edited.homework == .heavy)
      #expect(edited.content.hasPrefix("수정:"))
      try await server.stop()
    }

    @Test("DELETE /evaluate-posts: −30 from the author only; someone else's is USER11 and charges nobody")
    func removeEvaluation() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let poor = try await server.signIn("suwiki01").accessToken  // 10 points, wrote 1021
      let rich = try await server.signIn("suwiki02").accessToken  // 30 points, wrote 1187
      expectSuwikiError(
        try await server.suwiki("DELETE", "/evaluate-posts?evaluateIdx=1021", token: rich), SuwikiExpected.user11)
      #expect(try await server.profile(rich).points == 30, "the seed server charged the caller here")
      #expect(try await server.profile(poor).points == 10)
      expectSuwikiError(
        try await server.suwiki("DELETE", "/evaluate-posts?evaluateIdx=1021", token: poor), SuwikiExpected.user006)
      #expect(try await server.profile(poor).points == 10)
      expectSuwikiError(
        try await server.suwiki("DELETE", "/evaluate-posts?evaluateIdx=424242", token: poor),
        SuwikiExpected.evaluatePost001)
      expectSuccessText(try await server.suwiki("DELETE", "/evaluate-posts?evaluateIdx=1187", token: rich))
      let profile = try await server.profile(rich)
      #expect(profile.points == 0 && profile.writtenEvaluations == 0)
      let lecture = try SuwikiServerDecoder.lecture(
        from: try await server.suwiki("GET", "/lecture?lectureId=4242", token: poor).body)
      #expect(lecture.satisfaction.value == 4.5, "only 1021 is counted now")
      expectSuwikiError(
        try await server.suwiki("DELETE", "/evaluate-posts?evaluateIdx=1187", token: rich),
        SuwikiExpected.evaluatePost001)
      let account = try #require(try await server.repositories.accounts.account(api: .suwiki, login: "suwiki02"))
      let ledger = try await server.repositories.posts.ledger(student: StudentID(account.kitID))
      #expect(ledger.map(\.reason) == [.evaluationWritten, .examPostWritten, .evaluationDeleted])
      try await server.stop()
    }

    @Test("GET /evaluate-posts/written: the viewer's own, each with its lecture (sample 04)")
    func writtenEvaluations() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.signIn("suwiki01").accessToken
      let answer = try await server.suwiki("GET", "/evaluate-posts/written", token: token)
      #expect(answer.statusCode == 200)
      #expect(Set(try jsonObject(answer).keys) == ["data", "statusCode", "message"])
      let written = try SuwikiServerDecoder.writtenEvaluations(from: answer.body)
      #expect(written.map(\.post.id) == [1021])
      #expect(written.first?.lecture == LectureNames(name: "데이터베이스", professor: "홍길동", major: "컴퓨터학부"))
      #expect(written.first?.lectureSemesters.count == 3)
      let empty = try SuwikiServerDecoder.writtenEvaluations(
        from: try await server.suwiki("GET", "/evaluate-posts/written?page=2", token: token).body)
      #expect(empty.isEmpty)
      try await server.stop()
    }
  }
#endif
