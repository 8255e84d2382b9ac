#if Server
  import DomainKitsCore
  import DomainKitsURLSession
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  /// The SUWIKI app's own client (`SuwikiClient`, LectureEvaluationKit's `SuwikiAPI` over `URLSessionTransport`)
  /// against the reference server over real HTTP: what issue 31 asks the SUWIKI flow to show.
  @Suite("SUWIKI end to end: the kit's SuwikiClient over URLSession")
  struct SuwikiFlowTests {
    typealias Failure = APIError<SuwikiServerError>

    static let content = "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요."
    static let examContent = "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요."

    @Test(
      "Sign in, list, write, edit, buy, report, refused edits of another's post, delete, points, majors",
      arguments: StorageUnderTest.available)
    func flow(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      // SuwikiAPI has no sign-up (the app signs up on the web): a plain request, then the client signs in.
      let joined = try await server.suwiki(
        "POST", "/user/join",
        json: ["loginId": "flow0001", "password": "correct-horse-9", "email": "flow0001@suwon.ac.kr"])
      #expect(joined.statusCode == 200)
      let client = server.suwikiClient()
      let tokens = try await client.signIn(SuwikiAPI.signIn(loginID: "flow0001", password: "correct-horse-9"))
      #expect(tokens.refreshToken != nil)

      // The lecture list, page after page until an empty page ends it.
      var lectures = PagedList<LectureSummary>()
      while !lectures.reachedEnd {
        let page = lectures.nextPage
        try lectures.apply(page: page, items: try await client.send(SuwikiAPI.lecturePage(page: page)).lectures)
      }
      #expect(lectures.items.count == 28)
      let searched = try await client.send(SuwikiAPI.lecturePage(searching: "데이터", sort: .honey))
      #expect(searched.lectures.map(\.id) == [4242])
      let summary = try await client.send(SuwikiAPI.lecture(id: 4242))
      #expect(summary.total.text == "3.6")
      let lecture = EvaluationLecture(summary)

      // Write (+10), read it back, edit it (free); a second evaluation is POSTS001.
      let draft = try EvaluationDraft(
        semesterText: "2023-2", satisfaction: 4.5, learning: 3.0, honey: 5.0, team: 1, difficulty: 0, homework: 1,
        content: Self.content)
      try await client.send(SuwikiAPI.writeEvaluation(draft, lecture: lecture))
      #expect(try await client.send(SuwikiAPI.studentProfile).points == 10)
      let page = try await client.send(SuwikiAPI.evaluationPage(lecture: 4242))
      #expect(page.written && page.posts.count == 3)
      let mine = try #require(page.posts.last)
      #expect(try mine.draft() == draft)
      let edited = try draft.editing(satisfaction: 3.5)
      try await client.send(SuwikiAPI.editEvaluation(mine.id, to: edited))
      let reread = try await client.send(SuwikiAPI.evaluationPage(lecture: 4242))
      #expect(reread.posts.first { $0.id == mine.id }?.satisfaction.value == 3.5)
      await #expect(throws: Failure.server(.alreadyWritten(message: "이미 작성한 정보입니다."))) {
        try await client.send(SuwikiAPI.writeEvaluation(draft, lecture: lecture))
      }

      // An exam post (+20); the lecture's exam posts are hidden until bought; buying takes 20, once.
      let exam = try ExamPostDraft(
        semesterText: "2023-2", examTypeText: "중간고사", examInfoText: "족보, PPT", difficultyText: "보통",
        content: Self.examContent)
      try await client.send(SuwikiAPI.writeExamPost(exam, lecture: lecture))
      #expect(try await client.send(SuwikiAPI.studentProfile).points == 30)
      let hidden = try await client.send(SuwikiAPI.examPostPage(lecture: 4242))
      #expect(hidden.offersPurchase && hidden.written && hidden.posts.isEmpty)
      try await client.send(SuwikiAPI.purchaseExamInfo(lecture: 4242))
      let shown = try await client.send(SuwikiAPI.examPostPage(lecture: 4242))
      #expect(shown.canRead && shown.posts.count == 2)
      await #expect(throws: Failure.server(.alreadyPurchased(message: "이미 구매한 시험정보 입니다."))) {
        try await client.send(SuwikiAPI.purchaseExamInfo(lecture: 4242))
      }
      #expect(try await client.send(SuwikiAPI.studentProfile).points == 10)
      #expect(try await client.send(SuwikiAPI.writtenEvaluations()).map(\.post.id) == [mine.id])
      let myExam = try #require(try await client.send(SuwikiAPI.writtenExamPosts()).first)
      #expect(myExam.lecture.name == "데이터베이스")
      #expect(try await client.send(SuwikiAPI.examPostPurchases).map(\.id) == [4242])

      // Reports: one's own is refused, another's is filed.
      await #expect(
        throws: Failure.server(.other(code: "REPORT001", message: "자신의 글은 신고할 수 없습니다.", status: 400))
      ) {
        try await client.send(SuwikiAPI.report(examPost: myExam.id))
      }
      try await client.send(SuwikiAPI.report(evaluation: 1187))
      try await client.send(SuwikiAPI.report(examPost: 311))

      // Another student's post: USER11, and nobody is charged (the seed server charged the caller).
      let notAuthor = Failure.server(.other(code: "USER11", message: "작성자만 수정하거나 삭제할 수 있습니다.", status: 403))
      await #expect(throws: notAuthor) { try await client.send(SuwikiAPI.editEvaluation(1187, to: edited)) }
      await #expect(throws: notAuthor) { try await client.send(SuwikiAPI.removeEvaluation(1187)) }
      await #expect(throws: notAuthor) { try await client.send(SuwikiAPI.removeExamPost(311)) }
      #expect(try await client.send(SuwikiAPI.studentProfile).points == 10)

      // Removing costs 30: refused at 10 points, then done after another exam post (+20).
      await #expect(throws: Failure.server(.notEnoughPoints(message: "유저 포인트가 부족합니다."))) {
        try await client.send(SuwikiAPI.removeEvaluation(mine.id))
      }
      let other = try #require(lectures.items.first { $0.id == 4245 })
      try await client.send(SuwikiAPI.writeExamPost(exam, lecture: EvaluationLecture(other)))
      try await client.send(SuwikiAPI.removeEvaluation(mine.id))
      let profile = try await client.send(SuwikiAPI.studentProfile)
      #expect(profile.points == 0 && profile.writtenEvaluations == 0 && profile.writtenExamPosts == 2)
      #expect(profile.purchasedExamInfo == 1)
      #expect(try await client.send(SuwikiAPI.evaluationPage(lecture: 4242)).written == false)

      // Favourite majors.
      try await client.send(SuwikiAPI.addFavoriteMajor("컴퓨터학부"))
      try await client.send(SuwikiAPI.addFavoriteMajor("경영학부"))
      try await client.send(SuwikiAPI.removeFavoriteMajor("컴퓨터학부"))
      #expect(try await client.send(SuwikiAPI.favoriteMajors) == ["경영학부"])

      // The ledger behind it: every change once, summing to the balance.
      let account = try #require(try await server.repositories.accounts.account(api: .suwiki, login: "flow0001"))
      let ledger = try await server.repositories.posts.ledger(student: StudentID(account.kitID))
      #expect(
        ledger.map(\.reason) == [
          .evaluationWritten, .examPostWritten, .examInfoPurchased, .examPostWritten, .evaluationDeleted,
        ])
      #expect(ledger.map(\.delta).reduce(0, +) == 0)
      #expect(await client.refreshCount == 0)
      try await server.stop()
    }

    @Test(
      "A restricted account: the client reads APIError.restricted, and may still read its page",
      arguments: StorageUnderTest.available)
    func restricted(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let client = server.suwikiClient()
      try await client.signIn(SuwikiAPI.signIn(loginID: "restricted01", password: DemoSeed.password))
      let restricted = Failure.restricted(.restricted(message: "접근 권한이 없는 사용자 입니다. 관리자에게 문의하세요."))
      await #expect(throws: restricted) { _ = try await client.send(SuwikiAPI.lecture(id: 4242)) }
      await #expect(throws: restricted) { try await client.send(SuwikiAPI.purchaseExamInfo(lecture: 4242)) }
      #expect(try await client.send(SuwikiAPI.studentProfile).loginID == "restricted01")
      #expect(try await client.send(SuwikiAPI.examPostPurchases).isEmpty)
      // A wrong password: SUWIKI's 401 on a call without a token reads as an unexpected answer.
      await #expect(throws: Failure.unexpectedResponse(status: 401, reason: "unauthorized")) {
        try await client.signIn(SuwikiAPI.signIn(loginID: "restricted01", password: "wrong-password"))
      }
      try await server.stop()
    }

    @Test(
      "An expired access token: the client refreshes once and goes on; a refresh token used twice signs out",
      arguments: StorageUnderTest.available)
    func refresh(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(
        storage: storage, demo: true, clock: clock.serverClock, accessTokenLifetime: .seconds(2))
      let store = InMemoryTokenStore()
      let client = server.suwikiClient(tokenStore: store)
      try await client.signIn(SuwikiAPI.signIn(loginID: "suwiki01", password: DemoSeed.password))
      let first = try #require(await store.loadTokens())
      #expect(try await client.send(SuwikiAPI.studentProfile).points == 10)
      clock.advance(seconds: 3)
      // Three calls at once after the expiry share one refresh.
      async let profile = client.send(SuwikiAPI.studentProfile)
      async let majors = client.send(SuwikiAPI.favoriteMajors)
      async let purchases = client.send(SuwikiAPI.examPostPurchases)
      let points = try await profile.points
      let favorites = try await majors
      let bought = try await purchases
      #expect(points == 10 && favorites.isEmpty && bought.count == 1)
      #expect(await client.refreshCount == 1)
      let second = try #require(await store.loadTokens())
      #expect(second.accessToken != first.accessToken && second.refreshToken != first.refreshToken)
      let metrics = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(metrics.contains(#"token_refreshes_total{api="suwiki",outcome="rotated"} 1"#))

      // A copy of the first tokens (a stolen device, a restored backup): its refresh is refused, so it must sign
      // in again, and the account's current refresh token goes with it.
      let stale = server.suwikiClient(tokenStore: InMemoryTokenStore(first))
      clock.advance(seconds: 3)
      await #expect(throws: Failure.signInRequired(.refreshRefused)) {
        _ = try await stale.send(SuwikiAPI.studentProfile)
      }
      await #expect(throws: Failure.signInRequired(.refreshRefused)) {
        _ = try await client.send(SuwikiAPI.studentProfile)
      }
      try await client.signIn(SuwikiAPI.signIn(loginID: "suwiki01", password: DemoSeed.password))
      #expect(try await client.send(SuwikiAPI.studentProfile).loginID == "suwiki01")
      try await server.stop()
    }
  }
#endif
