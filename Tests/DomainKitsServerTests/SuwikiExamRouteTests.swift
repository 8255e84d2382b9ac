#if Server
  import DomainKitsCore
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  @Suite("SUWIKI: exam posts, purchases and their refusals")
  struct SuwikiExamRouteTests {
    @Test("GET /exam-posts: samples 07a and 07b for the demo's buyer and author; hidden until bought")
    func examPostPage() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let buyer = try await server.signIn("suwiki01").accessToken
      let author = try await server.signIn("suwiki02").accessToken
      let bought = try await server.suwiki("GET", "/exam-posts?lectureId=4242", token: buyer)
      #expect(bought.statusCode == 200)
      let page = try jsonObject(bought)
      #expect(Set(page.keys) == ["data", "canRead", "examDataExist", "written"])
      let item = try #require((page["data"] as? [[String: Any]])?.first)
      #expect(item["id"] as? Int == 311 && item["examInfo"] as? String == "족보, PPT, 응용")
      #expect(Set(item.keys) == ["id", "selectedSemester", "examType", "examInfo", "examDifficulty", "content"])
      #expect(page["canRead"] as? Bool == true && page["examDataExist"] as? Bool == true)
      #expect(page["written"] as? Bool == false)

      // Sample 07b: the author has not bought them.
      let hidden = try SuwikiServerDecoder.examPostPage(
        from: try await server.suwiki("GET", "/exam-posts?lectureId=4242", token: author).body)
      #expect(hidden == ExamPostPage(posts: [], canRead: false, postsExist: true, written: true))
      #expect(hidden.offersPurchase)
      let none = try SuwikiServerDecoder.examPostPage(
        from: try await server.suwiki("GET", "/exam-posts?lectureId=4244", token: author).body)
      #expect(!none.postsExist && none.posts.isEmpty && !none.offersPurchase)
      expectSuwikiError(
        try await server.suwiki("GET", "/exam-posts?lectureId=999999", token: author), SuwikiExpected.lecture001)
      try await server.stop()
    }

    @Test("POST /exam-posts/purchase: −20 once; EXAM_POST002 before the balance; a refused purchase charges nothing")
    func purchase() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let broke = try await server.newStudent("broke001").accessToken
      expectSuwikiError(
        try await server.suwiki("POST", "/exam-posts/purchase?lectureId=4242", token: broke), SuwikiExpected.user006)
      #expect(try await server.profile(broke).points == 0)
      let buyer = try await server.signIn("suwiki02").accessToken  // 30 points
      expectSuccessText(try await server.suwiki("POST", "/exam-posts/purchase?lectureId=4242", token: buyer))
      #expect(try await server.profile(buyer).points == 10)
      #expect(try await server.profile(buyer).purchasedExamInfo == 1)
      // Already bought comes first: 10 points would not pay either, but the answer is EXAM_POST002.
      expectSuwikiError(
        try await server.suwiki("POST", "/exam-posts/purchase?lectureId=4242", token: buyer),
        SuwikiExpected.examPost002)
      expectSuwikiError(
        try await server.suwiki("POST", "/exam-posts/purchase?lectureId=4243", token: buyer), SuwikiExpected.user006)
      expectSuwikiError(
        try await server.suwiki("POST", "/exam-posts/purchase?lectureId=999999", token: buyer),
        SuwikiExpected.lecture001)
      expectSuwikiError(
        try await server.suwiki("POST", "/exam-posts/purchase", token: buyer), SuwikiExpected.param001)
      #expect(try await server.profile(buyer).points == 10)
      let page = try SuwikiServerDecoder.examPostPage(
        from: try await server.suwiki("GET", "/exam-posts?lectureId=4242", token: buyer).body)
      #expect(page.canRead && page.posts.map(\.id) == [311])

      // The purchases (sample 09): the lecture's id, its names, Seoul time without a zone.
      let answer = try await server.suwiki("GET", "/exam-posts/purchase", token: buyer)
      let item = try #require((try jsonObject(answer)["data"] as? [[String: Any]])?.first)
      #expect(Set(item.keys) == ["id", "professor", "lectureName", "majorType", "createDate"])
      let purchases = try SuwikiServerDecoder.examPostPurchases(from: answer.body)
      #expect(purchases.map(\.id) == [4242])
      #expect(purchases.first?.lecture.name == "데이터베이스")
      let demoBuyer = try await server.signIn("suwiki01").accessToken
      let demo = try SuwikiServerDecoder.examPostPurchases(
        from: try await server.suwiki("GET", "/exam-posts/purchase", token: demoBuyer).body)
      #expect(demo.first?.purchasedAt == Date(timeIntervalSince1970: 1_710_133_357), "sample 09's 2024-03-11T14:02:37")
      try await server.stop()
    }

    @Test("POST, PUT and DELETE /exam-posts: +20, free edits by the author, −30; USER11, POSTS001, EXAM_POST001")
    func writeEditRemove() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.newStudent("examiner1").accessToken
      let sample = SuwikiBodies.examPost
      let change = SuwikiBodies.changing
      let malformed: [(String, [String: Any])] = [
        ("an exam type of IOS", change(sample, "examType", "기타고사")),
        ("a difficulty of IOS", change(sample, "examDifficulty", "너그러움")),
        ("an empty tag", change(sample, "examInfo", "족보,,PPT")),
        ("an unknown tag", change(sample, "examInfo", "족보, 시험지")),
        ("a no-break space", change(sample, "examInfo", "\u{A0}족보")),
        ("decomposed Hangul", change(sample, "examInfo", "\u{110C}\u{1169}\u{11A8}\u{1107}\u{1169}")),
        ("no professor", change(sample, "professor", nil)),
        ("content of 29", change(sample, "content", String(repeating: "가", count: 29))),
        // Found by schemathesis: the SQLite store kept the text up to U+0000 (13 characters), and the page
        // answered 503 from then on; PostgreSQL refuses the character.
        (
          "a U+0000 in the content",
          change(sample, "content", "족보와 비슷하게 나오지만\u{0} 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")
        ),
      ]
      for (label, body) in malformed {
        expectSuwikiError(
          try await server.suwiki("POST", "/exam-posts?lectureId=4242", token: token, json: body),
          SuwikiExpected.param001, Comment(rawValue: label))
      }
      // Spaces and tabs around tags are the document's; the tags are kept in display order, once each.
      let spaced = change(sample, "examInfo", " 응용 ,\tPPT,족보 , PPT")
      expectSuccessText(try await server.suwiki("POST", "/exam-posts?lectureId=4242", token: token, json: spaced))
      #expect(try await server.profile(token).points == 20)
      expectSuwikiError(
        try await server.suwiki("POST", "/exam-posts?lectureId=4242", token: token, json: sample),
        SuwikiExpected.posts001Exam)
      let mine = try SuwikiServerDecoder.writtenExamPosts(
        from: try await server.suwiki("GET", "/exam-posts/written", token: token).body)
      let post = try #require(mine.first)
      #expect(post.post.tags == [.pastExams, .slides, .applied])
      #expect(post.lecture.major == "컴퓨터학부")

      let other = try await server.signIn("suwiki02").accessToken
      let edit = SuwikiBodies.examPostEdit
      expectSuwikiError(
        try await server.suwiki("PUT", "/exam-posts?examIdx=\(post.id)", token: other, json: edit),
        SuwikiExpected.user11)
      expectSuwikiError(
        try await server.suwiki("PUT", "/exam-posts?examIdx=999999", token: token, json: edit),
        SuwikiExpected.examPost001)
      expectSuccessText(try await server.suwiki("PUT", "/exam-posts?examIdx=\(post.id)", token: token, json: edit))
      let edited = try SuwikiServerDecoder.writtenExamPosts(
        from: try await server.suwiki("GET", "/exam-posts/written", token: token).body)
      #expect(edited.first?.post.examType == .final && edited.first?.post.difficulty == .hard)
      #expect(try await server.profile(token).points == 20, "editing is free")

      expectSuwikiError(
        try await server.suwiki("DELETE", "/exam-posts?examIdx=\(post.id)", token: other), SuwikiExpected.user11)
      #expect(try await server.profile(other).points == 30)
      expectSuwikiError(
        try await server.suwiki("DELETE", "/exam-posts?examIdx=\(post.id)", token: token), SuwikiExpected.user006)
      expectSuccessText(try await server.suwiki("DELETE", "/exam-posts?examIdx=311", token: other))
      #expect(try await server.profile(other).points == 0)
      expectSuwikiError(
        try await server.suwiki("DELETE", "/exam-posts?examIdx=311", token: other), SuwikiExpected.examPost001)
      try await server.stop()
    }
  }
#endif
