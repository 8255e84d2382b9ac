#if Server
  import DomainKitsCore
  import DomainKitsURLSession
  import Foundation
  import HouseRulesKit
  import Testing

  @testable import DomainKitsServer

  /// A Hous error body as a test reads it.
  struct HousErrorReply: Decodable, Equatable {
    let status: Int
    let success: Bool
    let message: String
  }

  /// The error body of each Hous refusal a test expects, written out here (the Hous server's `responseMessage.ts`
  /// texts), not taken from the server's code.
  enum HousExpected {
    static let badRequest = HousErrorReply(status: 400, success: false, message: "잘못된 요청입니다.")
    static let missingValue = HousErrorReply(status: 400, success: false, message: "필요한 값이 없습니다.")
    static let invalidID = HousErrorReply(status: 400, success: false, message: "유효하지 않은 id입니다.")
    static let tooLong = HousErrorReply(status: 400, success: false, message: "제한 길이를 초과하였습니다.")
    static let tooMany = HousErrorReply(status: 400, success: false, message: "제한 개수를 초과하였습니다.")
    static let invalidIcon = HousErrorReply(status: 400, success: false, message: "잘못된 아이콘 값입니다.")
    static let invalidDay = HousErrorReply(status: 400, success: false, message: "잘못된 요일 값입니다.")
    static let wrongPassword = HousErrorReply(status: 400, success: false, message: "잘못된 비밀번호 입니다.")
    static let tokenMissing = HousErrorReply(status: 401, success: false, message: "토큰이 없습니다.")
    static let unauthorized = HousErrorReply(status: 401, success: false, message: "승인되지 않은 유저입니다.")
    static let tokenExpired = HousErrorReply(status: 401, success: false, message: "만료된 토큰 입니다.")
    static let forbidden = HousErrorReply(status: 403, success: false, message: "권한이 없는 유저의 요청입니다.")
    static let forbiddenRoom = HousErrorReply(
      status: 403, success: false, message: "참가하고 있지 않은 방에 접근할 수 없습니다.")
    static let roomNotFound = HousErrorReply(status: 404, success: false, message: "존재하지 않는 방입니다.")
    static let ruleNotFound = HousErrorReply(status: 404, success: false, message: "존재하지 않는 규칙입니다.")
    static let categoryNotFound = HousErrorReply(status: 404, success: false, message: "존재하지 않는 규칙 카테고리입니다.")
    static let eventNotFound = HousErrorReply(status: 404, success: false, message: "존재하지 않는 이벤트입니다.")
    static let homieNotFound = HousErrorReply(status: 404, success: false, message: "같은 방에 존재하지 않는 호미입니다.")
    static let emailNotFound = HousErrorReply(status: 404, success: false, message: "가입되지 않은 이메일입니다.")
    static let methodNotAllowed = HousErrorReply(status: 405, success: false, message: "허용되지 않은 메서드입니다.")
    static let emailTaken = HousErrorReply(status: 409, success: false, message: "이메일 중복입니다.")
    static let alreadyInRoom = HousErrorReply(status: 409, success: false, message: "참가중인 방이 있습니다.")
    static let categoryNameTaken = HousErrorReply(
      status: 409, success: false, message: "이미 존재하는 규칙 카테고리명입니다.")
    static let ruleNameTaken = HousErrorReply(status: 409, success: false, message: "이미 존재하는 규칙명입니다.")
    static let tooLarge = HousErrorReply(status: 413, success: false, message: "요청 본문이 너무 큽니다.")
  }

  /// A signed-up Hous user as a test holds them: their tokens and id.
  struct HousTestUser: Sendable {
    let email: String
    let accessToken: String
    let refreshToken: String
    let id: String
  }

  /// A room as a test holds it.
  struct HousTestRoom: Sendable {
    let id: String
    let code: String
  }

  /// The password every test user signs up with.
  let housTestPassword = "correct-horse-9"

  @available(macOS 14, iOS 17, tvOS 17, *)
  extension ServerHarness {
    /// Hous's base URL on this server (`…/hous`).
    var housURL: URL {
      URL(string: address.url + "/hous")!
    }

    /// A client of Hous's API on this server, as the Hous app makes it, over URLSession.
    func housClient(tokenStore: any TokenStore = InMemoryTokenStore()) -> HousClient {
      HousClient.hous(baseURL: housURL, transport: transport, tokenStore: tokenStore)
    }

    /// Sends a Hous request (`path` below `/hous`) with `Authorization: Bearer <token>` (or `authorization` as
    /// given) and `json` (or `raw`) as the body.
    func hous(
      _ method: String, _ path: String, token: String? = nil, authorization: String? = nil, json: Any? = nil,
      raw: Data? = nil
    ) async throws -> HTTPTransportResponse {
      var headers: [String: String] = [:]
      if let token { headers["Authorization"] = "Bearer " + token }
      if let authorization { headers["Authorization"] = authorization }
      var body = raw
      if let json {
        body = try JSONSerialization.data(withJSONObject: json)
      }
      if body != nil { headers["Content-Type"] = "application/json" }
      return try await send(method, "/hous" + path, headers: headers, body: body)
    }

    /// Signs a new user up (`POST /auth/signup`); returns their tokens and id.
    func newHomie(_ email: String, name: String = "호미") async throws -> HousTestUser {
      let answer = try await hous(
        "POST", "/auth/signup",
        json: [
          "email": email, "password": housTestPassword, "userName": name, "gender": "여자", "birthday": "2000-01-01",
          "fcmToken": "test-fcm-token",
        ])
      guard answer.statusCode == 201 else { throw HarnessError.unexpected("sign-up \(email): \(answer.statusCode)") }
      return try await housUser(answer, email: email)
    }

    /// Signs in (`POST /auth/login`); returns the tokens and id.
    func housSignIn(_ email: String, password: String = housTestPassword) async throws -> HousTestUser {
      let answer = try await hous(
        "POST", "/auth/login", json: ["email": email, "password": password, "fcmToken": "test-fcm-token"])
      guard answer.statusCode == 200 else { throw HarnessError.unexpected("login \(email): \(answer.statusCode)") }
      return try await housUser(answer, email: email)
    }

    /// The user a sign-up or login answer names.
    private func housUser(_ answer: HTTPTransportResponse, email: String) async throws -> HousTestUser {
      let access = try HousServerDecoder.accessToken(from: answer.body)
      guard let refresh = answer.header("Refresh-Token") else { throw HarnessError.unexpected("no Refresh-Token") }
      guard let payload = access.split(separator: ".").dropFirst().first.flatMap({ Base64URL.decode($0) }),
        let number = try JSONDecoder().decode(TokenClaims.self, from: payload).accountID,
        let account = try await repositories.accounts.account(id: number)
      else { throw HarnessError.unexpected("no account for the token") }
      return HousTestUser(email: email, accessToken: access, refreshToken: refresh, id: account.kitID)
    }

    /// `POST /room/` as `user`; the room's id and invite code.
    func newRoom(_ user: HousTestUser) async throws -> HousTestRoom {
      let answer = try await hous("POST", "/room/", token: user.accessToken)
      guard answer.statusCode == 201 else { throw HarnessError.unexpected("room: \(answer.statusCode)") }
      let room = try HousServerDecoder.room(from: answer.body)
      return HousTestRoom(id: room.id.rawValue, code: room.inviteCode)
    }

    /// `POST /room/{roomId}/in` as `user`.
    func join(_ room: HousTestRoom, _ user: HousTestUser) async throws {
      let answer = try await hous("POST", "/room/\(room.id)/in", token: user.accessToken, json: ["roomCode": room.code])
      guard answer.statusCode == 200 else { throw HarnessError.unexpected("join: \(answer.statusCode)") }
    }
  }

  /// Checks that `response` is Hous's error `expected`: its status, JSON content type and exact body.
  func expectHousError(
    _ response: HTTPTransportResponse, _ expected: HousErrorReply, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(response.statusCode == expected.status, comment, sourceLocation: sourceLocation)
    #expect(
      response.header("Content-Type")?.hasPrefix("application/json") == true, comment, sourceLocation: sourceLocation)
    let reply = try? JSONDecoder().decode(HousErrorReply.self, from: response.body)
    #expect(reply == expected, comment, sourceLocation: sourceLocation)
    let keys = (try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]).map { Set($0.keys) }
    #expect(keys == ["status", "success", "message"], comment, sourceLocation: sourceLocation)
  }

  /// Checks that `response` is Hous's success envelope with `status` and `message`, and returns its `data`
  /// (`NSNull` for `null`).
  @discardableResult
  func expectHousSuccess(
    _ response: HTTPTransportResponse, status: Int = 200, _ message: String, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Any? {
    #expect(response.statusCode == status, comment, sourceLocation: sourceLocation)
    let body = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
    #expect(
      body.map { Set($0.keys) } == ["status", "success", "message", "data"], comment, sourceLocation: sourceLocation)
    #expect(body?["status"] as? Int == status, comment, sourceLocation: sourceLocation)
    #expect(body?["success"] as? Bool == true, comment, sourceLocation: sourceLocation)
    #expect(body?["message"] as? String == message, comment, sourceLocation: sourceLocation)
    return body?["data"]
  }
#endif
