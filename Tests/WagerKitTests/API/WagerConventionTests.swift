import Foundation
import Testing

@testable import WagerKit

/// The couple server's failures through a `WagerClient`: documented refusals with the server's code and Korean
/// message, an expired token (no refresh call: sign in again), and answers no endpoint documents.
@Suite("WagerAPI.convention: the server's codes kept, a 401 means signing in again")
struct WagerConventionTests {
  typealias Failure = APIError<WagerServerError>

  /// The error `endpoint` fails with when the server answers `body` with `status`.
  static func failure<Success: Sendable>(
    _ endpoint: Endpoint<Success, WagerServerError>, status: Int, _ body: Data
  ) async -> Failure? {
    let client = WagerTestServer.answering(status: status, body).client()
    do throws(Failure) {
      _ = try await client.send(endpoint)
      return nil
    } catch {
      return error
    }
  }

  // MARK: Documented refusals

  @Test("UE1003: a battle while one is enabled is .server with the code and the server's message")
  func alreadyCreated() async throws {
    let endpoint = try WagerAPI.startBattle(inCategory: 1, wish: "설거지 한 번 해주기")
    let error = await Self.failure(endpoint, status: 400, WagerServerSamples.alreadyCreated)
    #expect(error == .server(WagerServerError(code: "UE1003", message: "이미 생성된 승부가 있습니다.")))
    guard case .server(let refusal) = error else { return }
    #expect(refusal.kind == .alreadyGameCreated)
    #expect(error?.isRetryable == false)
  }

  @Test("UE1009: the result before the partner reported is .server(.partnerResultNotEntered), 400")
  func partnerNotEntered() async throws {
    let error = await Self.failure(
      WagerAPI.battleResult(of: "753"), status: 400, WagerServerSamples.partnerNotEntered)
    guard case .server(let refusal) = error else {
      Issue.record("not .server: \(String(describing: error))")
      return
    }
    #expect(refusal.code == "UE1009")
    #expect(refusal.kind == .partnerResultNotEntered)
    #expect(refusal.httpStatus == 400)
    #expect(refusal.message == "상대방이 아직 결과를 입력하지 않았습니다.")
  }

  @Test("UE1001: writing a wish without a blank coupon is .server(.invalidRequestMethod), message or not")
  func noBlankCoupon() async throws {
    let endpoint = try WagerAPI.writeWish("영화 고르기 권한")
    let bare = await Self.failure(endpoint, status: 400, Data(#"{"code": "UE1001"}"#.utf8))
    #expect(bare == .server(WagerServerError(code: "UE1001", message: nil)))
    let worded = await Self.failure(
      endpoint, status: 400, Data(#"{"code": "UE1001", "message": "잘못된 요청입니다."}"#.utf8))
    #expect(worded == .server(WagerServerError(code: "UE1001", message: "잘못된 요청입니다.")))
    guard case .server(let refusal) = worded else { return }
    #expect(refusal.kind == .invalidRequestMethod)
  }

  @Test("UE5006: an unknown coupon is a 404 .server(.notFoundWishCoupon)")
  func unknownCoupon() async {
    let error = await Self.failure(WagerAPI.wishCoupon(99), status: 404, Data(#"{"code": "UE5006"}"#.utf8))
    guard case .server(let refusal) = error else {
      Issue.record("not .server: \(String(describing: error))")
      return
    }
    #expect(refusal.kind == .notFoundWishCoupon && refusal.httpStatus == 404)
  }

  @Test("A code the kit does not know is still .server, its text kept and no kind")
  func unknownCode() async {
    let error = await Self.failure(
      WagerAPI.coupleHome, status: 400, Data(#"{"code": "UE1999", "message": "새 오류"}"#.utf8))
    #expect(error == .server(WagerServerError(code: "UE1999", message: "새 오류")))
    guard case .server(let refusal) = error else { return }
    #expect(refusal.kind == nil)
  }

  @Test("Every code of ErrorType with its status: 401s are an expired token, the others .server with the code")
  func everyCode() {
    for (code, status) in WagerServerSamples.errorCodes {
      let body = Data(#"{"code": "\#(code)", "message": "m"}"#.utf8)
      let response = HTTPTransportResponse(statusCode: status, body: body)
      switch WagerAPI.failure(of: response) {
      case .tokenExpired:
        #expect(status == 401, "\(code)")
      case .server(let refusal):
        #expect(status != 401, "\(code)")
        #expect(refusal == WagerServerError(code: code, message: "m"))
        #expect(refusal.httpStatus == status, "\(code)")
      case .restricted, .unexpected:
        Issue.record("\(code) is not read as the server's refusal")
      }
    }
  }

  // MARK: Tokens

  @Test("The token goes as Bearer; there is no refresh call")
  func bearer() async throws {
    #expect(WagerAPI.convention.authorization == .bearer)
    let hasRefresh = WagerAPI.convention.refresh != nil
    #expect(!hasRefresh)
    let server = WagerTestServer.answering(WagerServerSamples.profile)
    _ = try await server.client(tokens: AuthTokens(accessToken: "eyJ.other.jwt")).send(WagerAPI.partnerProfile)
    #expect(await server.requests.first?.header("Authorization") == "Bearer eyJ.other.jwt")
  }

  @Test("A 401 (UE2001) is signing in again: one request, no refresh, whatever the refresh token")
  func expiredToken() async {
    let server = WagerTestServer.answering(
      status: 401, Data(#"{"code": "UE2001", "message": "만료된 토큰입니다."}"#.utf8))
    let client = server.client(tokens: AuthTokens(accessToken: "eyJ.old.jwt", refreshToken: "eyJ.refresh.jwt"))
    await #expect(throws: Failure.signInRequired(.cannotRefresh)) {
      try await client.send(WagerAPI.coupleHome)
    }
    #expect(await server.requests.count == 1)
    #expect(await client.refreshCount == 0)
  }

  @Test("Signed out: .signInRequired(.notSignedIn), nothing sent")
  func signedOut() async {
    let server = WagerTestServer.answering(WagerServerSamples.home)
    await #expect(throws: Failure.signInRequired(.notSignedIn)) {
      try await server.client(tokens: nil).send(WagerAPI.coupleHome)
    }
    #expect(await server.requests.isEmpty)
  }

  // MARK: Undocumented answers

  @Test("A failure without an error body is unexpectedResponse with its status, retryable when 5xx")
  func noErrorBody() async {
    let error = await Self.failure(WagerAPI.coupleHome, status: 502, Data("<html>Bad Gateway</html>".utf8))
    guard case .unexpectedResponse(let status, let reason) = error else {
      Issue.record("not unexpectedResponse: \(String(describing: error))")
      return
    }
    #expect(status == 502 && reason.contains("<html>Bad Gateway</html>"))
    #expect(error?.isRetryable == true)
  }

  @Test("A 2xx body the decoder cannot read is unexpectedResponse naming the field")
  func malformedSuccess() async {
    let error = await Self.failure(WagerAPI.roundMission(of: "753"), status: 200, Data("{}".utf8))
    #expect(error == .unexpectedResponse(status: 200, reason: "malformed payload at myRoundMission: missing"))
  }

  @Test("A 204 endpoint accepts a blank body and refuses any other")
  func noContentBodies() async {
    #expect(await Self.failure(WagerAPI.useCoupon(31), status: 204, Data()) == nil)
    #expect(await Self.failure(WagerAPI.useCoupon(31), status: 200, Data(" \n".utf8)) == nil)
    let error = await Self.failure(WagerAPI.abandonBattle("753"), status: 200, Data(#"{"ok": true}"#.utf8))
    guard case .unexpectedResponse(200, let reason) = error else {
      Issue.record("not unexpectedResponse: \(String(describing: error))")
      return
    }
    #expect(reason.contains("204"))
  }
}
