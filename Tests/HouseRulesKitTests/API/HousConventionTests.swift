import Foundation
import Testing

@testable import HouseRulesKit

/// Hous's failures through a `HousClient` (refusals with the server's Korean message, 401 without a refresh,
/// answers no endpoint documents), the operations of the OpenAPI document each with its builder, and identifiers
/// that stay one path segment.
@Suite("HousAPI.convention: Korean refusals, sign in again on 401, every operation built")
struct HousConventionTests {
  typealias Failure = APIError<HousServerError>

  /// The error `endpoint` fails with when the server answers `body` with `status`.
  static func failure<Success: Sendable>(
    _ endpoint: Endpoint<Success, HousServerError>, status: Int, _ body: Data
  ) async -> Failure? {
    let client = HousTestServer.answering(status: status, body).client()
    do throws(Failure) {
      _ = try await client.send(endpoint)
      return nil
    } catch {
      return error
    }
  }

  // MARK: Refusals

  @Test("A 404 with the server's error body is .server, its Korean message verbatim")
  func roomNotFound() async {
    let error = await Self.failure(
      HousAPI.home(in: "62c871509bfca489f95f6a15"), status: 404, HousAPISamples.roomNotFound)
    #expect(error == .server(HousServerError(status: 404, message: "존재하지 않는 방입니다.")))
    guard case .server(let refusal) = error else { return }
    #expect(refusal.description == "HTTP 404: 존재하지 않는 방입니다.")
    #expect(error?.isRetryable == false)
  }

  @Test("A 409 on joining is .server with the server's message; the body's status is kept")
  func alreadyInRoom() async {
    let error = await Self.failure(
      HousAPI.joinRoom("62c871509bfca489f95f6a15", inviteCode: "505TYCMR"), status: 409, HousAPISamples.alreadyInRoom)
    #expect(error == .server(HousServerError(status: 409, message: "참가중인 방이 있습니다.")))
  }

  @Test("An error body without status (the older handler's {message}) takes the response's status")
  func messageOnly() async {
    let error = await Self.failure(HousAPI.profile, status: 400, Data(#"{"message": "잘못된 요청입니다."}"#.utf8))
    #expect(error == .server(HousServerError(status: 400, message: "잘못된 요청입니다.")))
  }

  @Test("A 500 is unexpectedResponse with the server's message, retryable")
  func internalError() async {
    let error = await Self.failure(HousAPI.profile, status: 500, HousAPISamples.internalError)
    #expect(error == .unexpectedResponse(status: 500, reason: "HTTP 500: 서버 내부 오류입니다."))
    #expect(error?.isRetryable == true)
  }

  @Test("A failure without the error body is unexpectedResponse quoting it")
  func noErrorBody() async {
    let error = await Self.failure(HousAPI.profile, status: 502, Data("<html>Bad Gateway</html>".utf8))
    #expect(
      error
        == .unexpectedResponse(status: 502, reason: #"HTTP 502 without a Hous error body: "<html>Bad Gateway</html>""#))
    let claimsSuccess = await Self.failure(
      HousAPI.profile, status: 400, Data(#"{"status": 400, "success": true, "message": "?"}"#.utf8))
    guard case .unexpectedResponse(400, _) = claimsSuccess else {
      Issue.record("an error body saying success: true was read as a refusal: \(String(describing: claimsSuccess))")
      return
    }
  }

  // MARK: Tokens

  @Test("401 (expired token): signInRequired(.cannotRefresh), one request, no refresh; signing in again works")
  func expiredToken() async throws {
    let server = HousTestServer { request in
      let authorization = request.header("Authorization")
      if request.url.path == "/auth/login", authorization == nil {
        return HTTPTransportResponse(statusCode: 200, body: HousAPISamples.loginResponse)
      }
      if authorization == "Bearer jwt" {
        return HTTPTransportResponse(statusCode: 200, body: Data(HousSamples.myTodosResponse.utf8))
      }
      return HTTPTransportResponse(statusCode: 401, body: HousAPISamples.expiredToken)
    }
    let store = InMemoryTokenStore(HousTestServer.tokens)
    let client = server.client(store: store)
    await #expect(throws: Failure.signInRequired(.cannotRefresh)) {
      try await client.send(HousAPI.myTodos(in: "62c871509bfca489f95f6a15"))
    }
    #expect(await server.requests.count == 1)
    #expect(await client.refreshCount == 0)
    if HousAPI.convention.refresh != nil { Issue.record("Hous has no refresh call; the convention names one") }
    #expect(HousAPI.convention.authorization == .bearer)

    try await client.signIn(HousAPI.signIn(email: "hous@naver.com", password: "password", fcmToken: "t"))
    let todos = try await client.send(HousAPI.myTodos(in: "62c871509bfca489f95f6a15"))
    #expect(todos.map(\.name) == [" 임시 담당자 설정 테스트"])
    #expect(await store.loadTokens() == AuthTokens(accessToken: "jwt"))
    #expect(await server.requests.map { $0.header("Authorization") } == [HousAPITests.bearer, nil, "Bearer jwt"])
  }

  @Test("A 401 without a token (토큰이 없습니다.) is the same; signed out, nothing is sent")
  func missingToken() async {
    #expect(
      await Self.failure(HousAPI.profile, status: 401, HousAPISamples.missingToken) == .signInRequired(.cannotRefresh))
    let server = HousTestServer.answering(Data(HousSamples.profileResponse.utf8))
    await #expect(throws: Failure.signInRequired(.notSignedIn)) {
      try await server.client(tokens: nil).send(HousAPI.profile)
    }
    #expect(await server.requests.isEmpty)
  }

  @Test("A refused login is no sign-in loop: 401 is unexpectedResponse, 400 .server with the message")
  func refusedLogin() async {
    let login = HousAPI.signIn(email: "hous@naver.com", password: "wrong", fcmToken: "t")
    #expect(
      await Self.failure(login, status: 401, HousAPISamples.expiredToken)
        == .unexpectedResponse(status: 401, reason: "unauthorized"))
    #expect(
      await Self.failure(login, status: 400, HousAPISamples.errorBody(status: 400, message: "잘못된 비밀번호 입니다."))
        == .server(HousServerError(status: 400, message: "잘못된 비밀번호 입니다.")))
  }

  // MARK: Undocumented 2xx answers

  @Test("A 2xx body the decoder cannot read is unexpectedResponse with the HousWireError's description")
  func undecodable() async throws {
    let body = Data(
      #"{"status": 200, "success": true, "data": [{"_id": "r", "categoryIcon": "NOPE", "ruleName": "a", "isChecked": false}]}"#
        .utf8)
    var expected = ""
    do throws(HousWireError) {
      _ = try HousServerDecoder.myTodos(from: body)
    } catch {
      expected = error.description
    }
    #expect(expected.contains("categoryIcon") && expected.contains("NOPE"))
    #expect(
      await Self.failure(HousAPI.myTodos(in: "r"), status: 200, body)
        == .unexpectedResponse(status: 200, reason: expected))
  }

  @Test("Answers without a payload: success false, no envelope, a null room, an empty token are refused")
  func envelopes() async {
    let notDone = Data(#"{"status": 200, "success": false, "message": "?", "data": null}"#.utf8)
    #expect(
      await Self.failure(HousAPI.leaveRoom("r"), status: 200, notDone)
        == .unexpectedResponse(status: 200, reason: "the answer says success: false"))
    let empty = await Self.failure(HousAPI.removeRule("u", from: "r"), status: 200, Data())
    guard case .unexpectedResponse(200, let reason) = empty, reason.hasPrefix("(root): ") else {
      Issue.record("an empty answer passed for an envelope: \(String(describing: empty))")
      return
    }
    #expect(
      await Self.failure(
        HousAPI.joinRoom("r", inviteCode: "505TYCMR"), status: 200,
        Data(#"{"status": 200, "success": true, "data": null}"#.utf8))
        == .unexpectedResponse(status: 200, reason: "data: null, expected the room's id"))
    #expect(
      await Self.failure(
        HousAPI.signIn(email: "e", password: "p", fcmToken: "t"), status: 200,
        Data(#"{"status": 200, "success": true, "data": ""}"#.utf8))
        == .unexpectedResponse(status: 200, reason: "data: an empty token"))
  }

  @Test("serverError(from:status:) reads util.fail and refuses a body that says success")
  func serverErrorDecoder() throws {
    #expect(
      try HousServerDecoder.serverError(from: HousAPISamples.roomNotFound, status: 400)
        == HousServerError(status: 404, message: "존재하지 않는 방입니다."))
    #expect(throws: HousWireError.malformedJSON(field: "success", reason: "true in an error body")) {
      try HousServerDecoder.serverError(from: HousAPISamples.loginResponse, status: 200)
    }
    #expect(throws: HousWireError.malformedJSON(field: "message", reason: "missing")) {
      try HousServerDecoder.serverError(from: Data(#"{"status": 400, "success": false}"#.utf8), status: 400)
    }
  }
}
