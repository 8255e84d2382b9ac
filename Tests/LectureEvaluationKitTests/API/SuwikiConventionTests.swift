import Foundation
import Testing

@testable import LectureEvaluationKit

/// SUWIKI's failures through a `SuwikiClient`: documented refusals with the server's Korean text, the restricted
/// account, answers no endpoint documents, one refresh for an expired token, and a refused refresh.
@Suite("SuwikiAPI.convention: typed refusals, one refresh, sign in again")
struct SuwikiConventionTests {
  typealias Failure = APIError<SuwikiServerError>

  static func json(_ status: Int, _ body: Data) -> HTTPTransportResponse {
    HTTPTransportResponse(statusCode: status, headers: ["Content-Type": "application/json"], body: body)
  }

  /// The error `endpoint` fails with when the server answers `body` with `status`.
  static func failure<Success: Sendable>(
    _ endpoint: Endpoint<Success, SuwikiServerError>, status: Int, _ body: Data
  ) async -> Failure? {
    let client = SuwikiTestServer.answering(status: status, body).client()
    do throws(Failure) {
      _ = try await client.send(endpoint)
      return nil
    } catch {
      return error
    }
  }

  // MARK: Documented refusals

  @Test("POSTS001: a second evaluation is .server(.alreadyWritten), the server's text beside the code")
  func alreadyWritten() async throws {
    let draft = try EvaluationDraft(
      semester: SuwikiAPITests.fall, satisfaction: 4.5, learning: 3.0, honey: 5.0, team: .present,
      homework: .moderate, difficulty: .lenient,
      content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
    let error = await Self.failure(
      SuwikiAPI.writeEvaluation(draft, lecture: SuwikiAPITests.lecture), status: 400,
      SuwikiAPISamples.errorBody("POST /evaluate-posts (already wrote) -> 400"))
    #expect(error == .server(.alreadyWritten(message: "이미 작성한 정보입니다.")))
    guard case .server(let refusal) = error else { return }
    #expect(refusal.code == "POSTS001" && refusal.serverMessage == "이미 작성한 정보입니다.")
  }

  @Test("EXAM_POST002: buying twice is .server(.alreadyPurchased) with the server's text")
  func alreadyPurchased() async {
    let error = await Self.failure(
      SuwikiAPI.purchaseExamInfo(lecture: 4242), status: 400,
      SuwikiAPISamples.errorBody("POST /exam-posts/purchase (already bought) -> 400"))
    #expect(error == .server(.alreadyPurchased(message: "이미 구매한 시험정보 입니다.")))
  }

  @Test("USER006: too few points is .server(.notEnoughPoints) with the server's text")
  func notEnoughPoints() async {
    let error = await Self.failure(
      SuwikiAPI.purchaseExamInfo(lecture: 4242), status: 400,
      SuwikiAPISamples.errorBody("DELETE post / POST purchase (point too low) -> 400"))
    #expect(error == .server(.notEnoughPoints(message: "유저 포인트가 부족합니다.")))
    guard case .server(let refusal) = error else { return }
    #expect(refusal.code == "USER006" && refusal.serverMessage == "유저 포인트가 부족합니다.")
  }

  @Test("LECTURE001 and EVALUATE_POST001: 404s are .server with their cases")
  func notFound() async {
    #expect(
      await Self.failure(
        SuwikiAPI.lecture(id: 1), status: 404, SuwikiAPISamples.errorBody("unknown lectureId -> 404"))
        == .server(.lectureNotFound(message: "해당 강의에 대한 정보를 찾을 수 없습니다.")))
    #expect(
      await Self.failure(
        SuwikiAPI.removeEvaluation(1), status: 404, SuwikiAPISamples.errorBody("PUT/DELETE unknown evaluateIdx -> 404"))
        == .server(.evaluationNotFound(message: "해당 강의평가를 찾을 수 없습니다.")))
  }

  @Test("403 USER008 is APIError.restricted, and no refresh is tried")
  func restricted() async {
    let server = SuwikiTestServer.answering(
      status: 403, SuwikiAPISamples.errorBody("any evaluate/exam endpoint, restricted JWT -> 403"))
    let client = server.client()
    await #expect(throws: Failure.restricted(.restricted(message: "접근 권한이 없는 사용자 입니다. 관리자에게 문의하세요."))) {
      try await client.send(SuwikiAPI.evaluationPage(lecture: 4242))
    }
    #expect(await server.requests.count == 1)
    #expect(await client.refreshCount == 0)
  }

  @Test("USER008 under another status is a plain refusal, not a restriction")
  func restrictedCodeOnly() {
    let body = SuwikiAPISamples.errorBody("any evaluate/exam endpoint, restricted JWT -> 403")
    guard case .server(let error) = SuwikiAPI.failure(of: Self.json(400, body)) else {
      Issue.record("a 400 USER008 is not .server")
      return
    }
    #expect(error.code == "USER008")
    guard case .restricted = SuwikiAPI.failure(of: Self.json(403, body)) else {
      Issue.record("a 403 USER008 is not .restricted")
      return
    }
  }

  // MARK: Undocumented answers

  @Test("A failure without an error body is unexpectedResponse with its status, retryable when 5xx")
  func noErrorBody() async {
    let error = await Self.failure(SuwikiAPI.studentProfile, status: 502, Data("<html>Bad Gateway</html>".utf8))
    guard case .unexpectedResponse(let status, let reason) = error else {
      Issue.record("not unexpectedResponse: \(String(describing: error))")
      return
    }
    #expect(status == 502 && reason.contains("<html>Bad Gateway</html>"))
    #expect(error?.isRetryable == true)
  }

  @Test("A plain answer that is not `success` is unexpectedResponse; white space around it is not")
  func notSuccessText() async {
    let error = await Self.failure(SuwikiAPI.removeExamPost(311), status: 200, Data("fail".utf8))
    #expect(error == .unexpectedResponse(status: 200, reason: #"expected the text success, got "fail""#))
    #expect(await Self.failure(SuwikiAPI.removeExamPost(311), status: 200, Data("success\n".utf8)) == nil)
    let empty = await Self.failure(SuwikiAPI.purchaseExamInfo(lecture: 4242), status: 200, Data())
    #expect(empty == .unexpectedResponse(status: 200, reason: "expected the text success, got an empty body"))
    let json = await Self.failure(SuwikiAPI.addFavoriteMajor("컴퓨터학부"), status: 200, SuwikiSamples.reportResponse)
    guard case .unexpectedResponse(200, _) = json else {
      Issue.record("a JSON answer passed for the text success: \(String(describing: json))")
      return
    }
  }

  @Test("A report answered {\"success\": false} is unexpectedResponse")
  func reportNotAccepted() async {
    let error = await Self.failure(SuwikiAPI.report(evaluation: 1187), status: 200, Data(#"{"success": false}"#.utf8))
    #expect(error == .unexpectedResponse(status: 200, reason: "the answer says success: false"))
  }

  @Test("A 2xx body the decoder cannot read is unexpectedResponse naming the field")
  func undecodable() async {
    let error = await Self.failure(
      SuwikiAPI.evaluationPage(lecture: 4242), status: 200, Data(#"{"data": []}"#.utf8))
    #expect(error == .unexpectedResponse(status: 200, reason: "missing field written"))
  }

  // MARK: Refresh

  /// A server on which access token 1 has expired: refresh token 1 buys pair 2 (in `refreshAnswer`), and only
  /// access token 2 reads the profile.
  static func expiringServer(refreshAnswer: HTTPTransportResponse) -> SuwikiTestServer {
    SuwikiTestServer { request in
      let token = request.header("Authorization")
      switch request.url.path {
      case "/user/refresh":
        return token == "eyJ.refresh-1.jwt" ? refreshAnswer : Self.json(401, SuwikiAPISamples.unauthorized)
      default:
        return token == "eyJ.access-2.jwt" || token == "eyJ.access-3.jwt"
          ? Self.json(200, SuwikiSamples.myPage) : Self.json(401, SuwikiAPISamples.unauthorized)
      }
    }
  }

  @Test("401, then one refresh with the raw refresh token, then the call again with the new token")
  func refreshOnce() async throws {
    let server = Self.expiringServer(refreshAnswer: Self.json(200, SuwikiAPISamples.tokens))
    let store = InMemoryTokenStore(SuwikiTestServer.tokens)
    let client = server.client(store: store)
    let profile = try await client.send(SuwikiAPI.studentProfile)
    #expect(profile.loginID == "suwiki01")
    let refreshes = await server.sent(to: "/user/refresh")
    #expect(refreshes.count == 1)
    #expect(await client.refreshCount == 1)
    let refresh = try #require(refreshes.first)
    #expect(refresh.method == "POST" && refresh.body == nil)
    #expect(refresh.header("Authorization") == "eyJ.refresh-1.jwt")
    let calls = await server.sent(to: "/user/my-page").map { $0.header("Authorization") }
    #expect(calls == ["eyJ.access-1.jwt", "eyJ.access-2.jwt"])
    #expect(
      await store.loadTokens() == AuthTokens(accessToken: "eyJ.access-2.jwt", refreshToken: "eyJ.refresh-2.jwt"))
  }

  @Test("Twenty calls that meet the expiry together cause one refresh")
  func refreshShared() async throws {
    let server = Self.expiringServer(refreshAnswer: Self.json(200, SuwikiAPISamples.tokens))
    let client = server.client()
    let points = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<20 { group.addTask { try await client.send(SuwikiAPI.studentProfile).points } }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(points == Array(repeating: 10, count: 20))
    #expect(await server.sent(to: "/user/refresh").count == 1)
  }

  @Test("The ResponseForm-wrapped refresh answer works the same")
  func refreshWrapped() async throws {
    let server = Self.expiringServer(refreshAnswer: Self.json(200, SuwikiAPISamples.wrappedTokens))
    let client = server.client()
    _ = try await client.send(SuwikiAPI.studentProfile)
    #expect(await server.sent(to: "/user/my-page").last?.header("Authorization") == "eyJ.access-3.jwt")
  }

  @Test(
    "A refused refresh (401, a restricted user's 403, a 400 error body) is signInRequired(.refreshRefused) and forgets the tokens",
    arguments: [
      (401, SuwikiAPISamples.unauthorized),
      (403, SuwikiAPISamples.refreshRefused),
      (400, SuwikiAPISamples.errorBody("missing/ill-typed query param -> 400")),
    ])
  func refreshRefused(status: Int, body: Data) async throws {
    let server = Self.expiringServer(refreshAnswer: Self.json(status, body))
    let store = InMemoryTokenStore(SuwikiTestServer.tokens)
    let client = server.client(store: store)
    await #expect(throws: Failure.signInRequired(.refreshRefused)) {
      try await client.send(SuwikiAPI.studentProfile)
    }
    #expect(await server.sent(to: "/user/refresh").count == 1)
    #expect(await store.loadTokens() == nil)
    await #expect(throws: Failure.signInRequired(.notSignedIn)) { try await client.send(SuwikiAPI.studentProfile) }
  }

  @Test("A refresh that meets a 503 keeps the tokens: the user is still signed in")
  func refreshUnavailable() async throws {
    let server = Self.expiringServer(refreshAnswer: HTTPTransportResponse(statusCode: 503))
    let store = InMemoryTokenStore(SuwikiTestServer.tokens)
    let client = server.client(store: store)
    let error = await #expect(throws: Failure.self) { try await client.send(SuwikiAPI.studentProfile) }
    #expect(error?.isRetryable == true)
    #expect(await store.loadTokens() == SuwikiTestServer.tokens)
  }

  // MARK: Paging

  @Test("A lecture's evaluations paged with PagedList: pages 1 and 2, an empty 3 ends, each post once")
  func paging() async throws {
    let second = Data(
      #"{"data": [{"id": 1300, "selectedSemester": "2024-1", "totalAvg": 3.0, "satisfaction": 3.0, "learning": 3.0, "honey": 3.0, "team": 0, "difficulty": 1, "homework": 1, "content": "무난한 강의입니다. 과제는 적고 시험은 수업 내용 위주입니다."}], "written": true}"#
        .utf8)
    let server = SuwikiTestServer { request in
      switch request.url.query ?? "" {
      case "lectureId=4242&page=1": return Self.json(200, SuwikiSamples.evaluationList)
      case "lectureId=4242&page=2": return Self.json(200, second)
      default: return Self.json(200, Data(#"{"data": [], "written": true}"#.utf8))
      }
    }
    let client = server.client()
    var evaluations = PagedList<ListedEvaluation>()
    while !evaluations.reachedEnd {
      let page = evaluations.nextPage
      let answer = try await client.send(SuwikiAPI.evaluationPage(lecture: 4242, page: page))
      try evaluations.apply(page: page, items: answer.posts)
    }
    #expect(evaluations.items.map(\.id) == [1021, 1187, 1300])
    #expect(
      await server.requests.map(\.url.query) == [
        "lectureId=4242&page=1", "lectureId=4242&page=2", "lectureId=4242&page=3",
      ])
    // The same page answered twice is refused, not shown twice.
    let again = try await client.send(SuwikiAPI.evaluationPage(lecture: 4242, page: 2))
    #expect(throws: PagedListError.unexpectedPage(2, expected: 3)) {
      try evaluations.apply(page: 2, items: again.posts)
    }
    #expect(evaluations.items.count == 3)
  }
}
