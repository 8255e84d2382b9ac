import Foundation
import Testing

@testable import LectureEvaluationKit

/// Every SUWIKI endpoint as sent through a signed-in `SuwikiClient`: method, URL with its query, the raw
/// `Authorization` value, the body bytes, and the answer decoded from the transcribed samples.
@Suite("SuwikiAPI: the exact request of every endpoint and its decoded answer")
struct SuwikiAPITests {
  static let access = SuwikiTestServer.tokens.accessToken
  static let fall = Semester(year: 2023, term: .second)
  static let lecture = EvaluationLecture(
    id: 4242, name: "데이터베이스", professor: "홍길동", semesters: [Semester(year: 2022, term: .second), fall])
  /// "컴퓨터학부", percent-encoded as UTF-8.
  static let computerScience = "%EC%BB%B4%ED%93%A8%ED%84%B0%ED%95%99%EB%B6%80"

  /// The JSON object of `data`, for comparing bodies with the samples whatever their key order and number spelling.
  static func object(_ data: Data?) throws -> NSDictionary {
    let bytes = try #require(data)
    return try #require(try JSONSerialization.jsonObject(with: bytes) as? NSDictionary)
  }

  /// Checks one request: method, the URL below the test base URL, the raw `Authorization` value (or none) and
  /// the body bytes (or none).
  static func checkRequest(
    _ request: HTTPTransportRequest, _ method: String, _ pathAndQuery: String, authorization: String? = access,
    body: Data? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(request.method == method, sourceLocation: sourceLocation)
    #expect(
      request.url.absoluteString == "https://api.suwiki.example" + pathAndQuery, sourceLocation: sourceLocation)
    #expect(request.header("Authorization") == authorization, sourceLocation: sourceLocation)
    #expect(request.body == body, sourceLocation: sourceLocation)
    if body != nil {
      #expect(request.header("Content-Type") == "application/json", sourceLocation: sourceLocation)
    }
  }

  // MARK: Lectures

  @Test("GET /lecture/all: option, page and majorType in order, the raw access token when signed in, a LecturePage")
  func lectureList() async throws {
    let (request, page) = try await SuwikiTestServer.exchange(
      SuwikiAPI.lecturePage(sort: .honey, major: "컴퓨터학부", page: 2), answer: Fixtures.evaluationPageJSON)
    Self.checkRequest(request, "GET", "/lecture/all?option=lectureHoneyAvg&page=2&majorType=\(Self.computerScience)")
    #expect(page.lectures.map(\.id) == [812, 77])
    #expect(page.totalCount == 2)
    let plain = try SuwikiAPI.lecturePage().request(baseURL: SuwikiTestServer.baseURL)
    #expect(plain.url.absoluteString == "https://api.suwiki.example/lecture/all?page=1")
    #expect(SuwikiAPI.lecturePage().credential == .accessTokenIfSignedIn)
    #expect(SuwikiAPI.lecturePage(searching: "DB").credential == .accessTokenIfSignedIn)
  }

  @Test("Signed out, the lecture list is sent without a token, as SUWIKI's server answers it")
  func lectureListSignedOut() async throws {
    let server = SuwikiTestServer.answering(Fixtures.evaluationPageJSON)
    let page = try await server.client(tokens: nil).send(SuwikiAPI.lecturePage())
    #expect(page.lectures.count == 2)
    #expect(await server.requests.first?.header("Authorization") == nil)
  }

  @Test("GET /lecture/search: searchValue percent-encoded first, the raw access token when signed in")
  func lectureSearch() async throws {
    let (request, page) = try await SuwikiTestServer.exchange(
      SuwikiAPI.lecturePage(searching: "홍길동 DB", sort: .latest, page: 1), answer: Fixtures.evaluationPageJSON)
    Self.checkRequest(
      request, "GET", "/lecture/search?searchValue=%ED%99%8D%EA%B8%B8%EB%8F%99%20DB&option=modifiedDate&page=1")
    #expect(page.lectures.first?.name == "데이터베이스")
  }

  @Test("GET /lecture?lectureId=: the raw access token, the detail of sample 10")
  func lectureDetail() async throws {
    let (request, lecture) = try await SuwikiTestServer.exchange(
      SuwikiAPI.lecture(id: 4242), answer: SuwikiSamples.lectureDetail)
    Self.checkRequest(request, "GET", "/lecture?lectureId=4242")
    #expect(request.header("Authorization") == "eyJ.access-1.jwt")  // no "Bearer "
    #expect(lecture.id == 4242 && lecture.total.value == 3.5833333 && lecture.homework?.value == 1.5)
    #expect(EvaluationLecture(lecture).semesters == Self.lecture.semesters + [Semester(year: 2024, term: .first)])
  }

  // MARK: Evaluations

  @Test("GET /evaluate-posts?lectureId=&page=: the page of sample 03")
  func evaluationPage() async throws {
    let (request, page) = try await SuwikiTestServer.exchange(
      SuwikiAPI.evaluationPage(lecture: 4242, page: 2), answer: SuwikiSamples.evaluationList)
    Self.checkRequest(request, "GET", "/evaluate-posts?lectureId=4242&page=2")
    #expect(page.posts.map(\.id) == [1021, 1187])
    #expect(page.written)
    #expect(page.posts[0].total.value == 4.1666665)
  }

  @Test("POST /evaluate-posts?lectureId=: the body of sample 01, the answer `success`")
  func writeEvaluation() async throws {
    let draft = try EvaluationDraft(
      semester: Self.fall, satisfaction: 4.5, learning: 3.0, honey: 5.0, team: .present, homework: .moderate,
      difficulty: .lenient, content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
    let body = SuwikiRequestEncoder.requestBody(for: draft, lecture: Self.lecture)
    let (request, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.writeEvaluation(draft, lecture: Self.lecture), answer: SuwikiAPISamples.successText)
    Self.checkRequest(request, "POST", "/evaluate-posts?lectureId=4242", body: body)
    #expect(try Self.object(request.body) == Self.object(SuwikiSamples.evaluationWriteRequest))
  }

  @Test("PUT /evaluate-posts?evaluateIdx=: the body of sample 02, without the lecture's names")
  func editEvaluation() async throws {
    let draft = try JSONDecoder().decode(EvaluationRequestWire.self, from: SuwikiSamples.evaluationUpdateRequest)
      .draft()
    let (request, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.editEvaluation(1187, to: draft), answer: SuwikiAPISamples.successText)
    Self.checkRequest(
      request, "PUT", "/evaluate-posts?evaluateIdx=1187", body: SuwikiRequestEncoder.requestBody(editing: draft))
    #expect(try Self.object(request.body) == Self.object(SuwikiSamples.evaluationUpdateRequest))
  }

  @Test("DELETE /evaluate-posts?evaluateIdx=: no body")
  func removeEvaluation() async throws {
    let (request, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.removeEvaluation(1187), answer: SuwikiAPISamples.successText)
    Self.checkRequest(request, "DELETE", "/evaluate-posts?evaluateIdx=1187")
  }

  @Test("GET /evaluate-posts/written?page=: the viewer's evaluations of sample 04")
  func writtenEvaluations() async throws {
    let (request, written) = try await SuwikiTestServer.exchange(
      SuwikiAPI.writtenEvaluations(page: 1), answer: SuwikiSamples.myEvaluations)
    Self.checkRequest(request, "GET", "/evaluate-posts/written?page=1")
    #expect(written.map(\.id) == [1021])
    #expect(written.first?.lecture.name == "데이터베이스")
  }

  // MARK: Exam posts

  @Test("GET /exam-posts?lectureId=&page=: bought (07a) and not bought (07b)")
  func examPostPage() async throws {
    let (request, bought) = try await SuwikiTestServer.exchange(
      SuwikiAPI.examPostPage(lecture: 4242, page: 1), answer: SuwikiSamples.examListPurchased)
    Self.checkRequest(request, "GET", "/exam-posts?lectureId=4242&page=1")
    #expect(bought.posts.map(\.id) == [311] && bought.canRead && !bought.offersPurchase)
    let (_, hidden) = try await SuwikiTestServer.exchange(
      SuwikiAPI.examPostPage(lecture: 4242), answer: SuwikiSamples.examListNotPurchased)
    #expect(hidden.posts.isEmpty && hidden.offersPurchase && hidden.written)
  }

  @Test("POST /exam-posts?lectureId=: the body of sample 05")
  func writeExamPost() async throws {
    let draft = try JSONDecoder().decode(ExamPostRequestWire.self, from: SuwikiSamples.examWriteRequest).draft()
    let (request, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.writeExamPost(draft, lecture: Self.lecture), answer: SuwikiAPISamples.successText)
    Self.checkRequest(
      request, "POST", "/exam-posts?lectureId=4242",
      body: SuwikiRequestEncoder.requestBody(for: draft, lecture: Self.lecture))
    #expect(try Self.object(request.body) == Self.object(SuwikiSamples.examWriteRequest))
  }

  @Test("PUT /exam-posts?examIdx=: the body of sample 06")
  func editExamPost() async throws {
    let draft = try JSONDecoder().decode(ExamPostRequestWire.self, from: SuwikiSamples.examUpdateRequest).draft()
    let (request, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.editExamPost(311, to: draft), answer: SuwikiAPISamples.successText)
    Self.checkRequest(request, "PUT", "/exam-posts?examIdx=311", body: SuwikiRequestEncoder.requestBody(editing: draft))
    #expect(try Self.object(request.body) == Self.object(SuwikiSamples.examUpdateRequest))
  }

  @Test("DELETE /exam-posts?examIdx=: no body")
  func removeExamPost() async throws {
    let (request, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.removeExamPost(311), answer: SuwikiAPISamples.successText)
    Self.checkRequest(request, "DELETE", "/exam-posts?examIdx=311")
  }

  @Test("GET /exam-posts/written?page=: the viewer's exam posts of sample 08")
  func writtenExamPosts() async throws {
    let (request, written) = try await SuwikiTestServer.exchange(
      SuwikiAPI.writtenExamPosts(page: 3), answer: SuwikiSamples.myExamPosts)
    Self.checkRequest(request, "GET", "/exam-posts/written?page=3")
    #expect(written.map(\.id) == [311])
    #expect(written.first?.post.tags == [.pastExams, .slides, .applied])
  }

  @Test("POST /exam-posts/purchase?lectureId=: no body, the answer `success`")
  func purchaseExamInfo() async throws {
    let (request, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.purchaseExamInfo(lecture: 4242), answer: SuwikiAPISamples.successText)
    Self.checkRequest(request, "POST", "/exam-posts/purchase?lectureId=4242")
  }

  @Test("GET /exam-posts/purchase: the purchases of sample 09")
  func examPostPurchases() async throws {
    let (request, purchases) = try await SuwikiTestServer.exchange(
      SuwikiAPI.examPostPurchases, answer: SuwikiSamples.purchaseHistory)
    Self.checkRequest(request, "GET", "/exam-posts/purchase")
    #expect(purchases.map(\.id) == [58])
    #expect(purchases.first?.purchasedAt == Date(timeIntervalSince1970: 1_710_133_357))
  }

  // MARK: The viewer, reports, favourite majors

  @Test("GET /user/my-page: the profile of sample 11")
  func studentProfile() async throws {
    let (request, profile) = try await SuwikiTestServer.exchange(
      SuwikiAPI.studentProfile, answer: SuwikiSamples.myPage)
    Self.checkRequest(request, "GET", "/user/my-page")
    #expect(profile.loginID == "suwiki01" && profile.points == 10 && profile.purchasedExamInfo == 1)
  }

  @Test("POST /user/report/evaluate and /user/report/exam: one key each (12a, 12b), the answer of 12c")
  func reports() async throws {
    let (evaluation, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.report(evaluation: 1187), answer: SuwikiSamples.reportResponse)
    Self.checkRequest(evaluation, "POST", "/user/report/evaluate", body: Data(#"{"evaluateIdx":1187}"#.utf8))
    #expect(try Self.object(evaluation.body) == Self.object(SuwikiSamples.reportEvaluation))
    let (exam, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.report(examPost: 311), answer: SuwikiSamples.reportResponse)
    Self.checkRequest(exam, "POST", "/user/report/exam", body: Data(#"{"examIdx":311}"#.utf8))
    #expect(try Self.object(exam.body) == Self.object(SuwikiSamples.reportExam))
  }

  @Test("GET /user/favorite-major: the ResponseForm's majors, in order")
  func favoriteMajors() async throws {
    let (request, majors) = try await SuwikiTestServer.exchange(
      SuwikiAPI.favoriteMajors, answer: SuwikiAPISamples.favoriteMajors)
    Self.checkRequest(request, "GET", "/user/favorite-major")
    #expect(majors == ["컴퓨터학부", "데이터과학부"])
  }

  @Test("POST /user/favorite-major with {majorType}; DELETE with the query majorType")
  func changeFavoriteMajors() async throws {
    let (added, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.addFavoriteMajor("컴퓨터학부"), answer: SuwikiAPISamples.successText)
    Self.checkRequest(added, "POST", "/user/favorite-major", body: Data(#"{"majorType":"컴퓨터학부"}"#.utf8))
    let (removed, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.removeFavoriteMajor("컴퓨터학부"), answer: SuwikiAPISamples.successText)
    Self.checkRequest(removed, "DELETE", "/user/favorite-major?majorType=\(Self.computerScience)")
  }

  // MARK: Account

  @Test("POST /user/login: {loginId, password}, no token; the client keeps the pair and sends the new token raw")
  func signIn() async throws {
    let server = SuwikiTestServer { request in
      request.url.path == "/user/login"
        ? HTTPTransportResponse(statusCode: 200, body: SuwikiAPISamples.tokens)
        : HTTPTransportResponse(statusCode: 200, body: SuwikiSamples.myPage)
    }
    let store = InMemoryTokenStore()
    let client = server.client(store: store)
    #expect(await client.isSignedIn == false)
    let tokens = try await client.signIn(SuwikiAPI.signIn(loginID: "suwiki01", password: "pw-1234"))
    #expect(tokens == AuthTokens(accessToken: "eyJ.access-2.jwt", refreshToken: "eyJ.refresh-2.jwt"))
    #expect(await store.loadTokens() == tokens)
    _ = try await client.send(SuwikiAPI.studentProfile)
    let sent = await server.requests
    try #require(sent.count == 2)
    Self.checkRequest(
      sent[0], "POST", "/user/login", authorization: nil,
      body: Data(#"{"loginId":"suwiki01","password":"pw-1234"}"#.utf8))
    #expect(sent[1].header("Authorization") == "eyJ.access-2.jwt")
  }

  @Test("POST /user/quit: {loginId, password} with the token; {\"success\": true} is accepted")
  func quit() async throws {
    let (request, _) = try await SuwikiTestServer.exchange(
      SuwikiAPI.quit(loginID: "suwiki01", password: "pw-1234"), answer: SuwikiSamples.reportResponse)
    Self.checkRequest(
      request, "POST", "/user/quit", body: Data(#"{"loginId":"suwiki01","password":"pw-1234"}"#.utf8))
  }

  @Test("POST /user/refresh: the refresh token raw, no body; both answer shapes decode")
  func refresh() throws {
    let endpoint = SuwikiAPI.refresh
    #expect(endpoint.method == .post && endpoint.path == "/user/refresh" && endpoint.credential == .refreshToken)
    #expect(endpoint.body == nil)
    let request = try endpoint.request(
      baseURL: SuwikiTestServer.baseURL, authorization: ("Authorization", "eyJ.refresh-1.jwt"))
    #expect(request.url.absoluteString == "https://api.suwiki.example/user/refresh")
    let plain = try endpoint.decode(HTTPTransportResponse(statusCode: 200, body: SuwikiAPISamples.tokens))
    #expect(plain == AuthTokens(accessToken: "eyJ.access-2.jwt", refreshToken: "eyJ.refresh-2.jwt"))
    let wrapped = try endpoint.decode(HTTPTransportResponse(statusCode: 200, body: SuwikiAPISamples.wrappedTokens))
    #expect(wrapped == AuthTokens(accessToken: "eyJ.access-3.jwt", refreshToken: "eyJ.refresh-3.jwt"))
    #expect(throws: APIError<SuwikiServerError>.unexpectedResponse(status: 200, reason: "missing field AccessToken")) {
      try endpoint.decode(HTTPTransportResponse(statusCode: 200, body: Data(#"{"RefreshToken": "x"}"#.utf8)))
    }
    #expect(SuwikiAPI.convention.authorization == .raw)
  }

  @Test("The decoder's tokens: an empty access token is refused, an empty refresh token is none")
  func tokensWire() throws {
    #expect(throws: SuwikiWireError.invalidField(record: nil, field: "AccessToken", value: "")) {
      try SuwikiServerDecoder.tokens(from: Data(#"{"AccessToken": "", "RefreshToken": "r"}"#.utf8))
    }
    let bare = try SuwikiServerDecoder.tokens(from: Data(#"{"AccessToken": "a", "RefreshToken": ""}"#.utf8))
    #expect(bare == AuthTokens(accessToken: "a", refreshToken: nil))
    #expect(throws: SuwikiWireError.self) {
      try SuwikiServerDecoder.favoriteMajors(from: Data(#"{"data": "컴퓨터학부"}"#.utf8))
    }
    #expect(try SuwikiServerDecoder.success(from: SuwikiSamples.reportResponse))
  }
}
