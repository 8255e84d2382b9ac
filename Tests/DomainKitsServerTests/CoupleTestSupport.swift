#if Server
  import DomainKitsCore
  import DomainKitsURLSession
  import Foundation
  import Testing
  import WagerKit

  @testable import DomainKitsServer

  /// The couple app's error body as a test reads it.
  struct CoupleErrorReply: Decodable, Equatable {
    let code: String
    let message: String
  }

  /// A refusal a test expects: its status and its exact body.
  struct CoupleRefusal: Sendable {
    let status: Int
    let code: String
    let message: String
  }

  /// A token pair as sign-up, login and refresh answer it (`AuthTokenDto`).
  struct CoupleTokenReply: Decodable {
    let accessToken: String
    let refreshToken: String

    enum CodingKeys: String, CodingKey {
      case accessToken = "access_token"
      case refreshToken = "refresh_token"
    }

    /// The pair as an app's `TokenStore` keeps it.
    var authTokens: AuthTokens { AuthTokens(accessToken: accessToken, refreshToken: refreshToken) }
  }

  /// Two partners of a connected couple, with the couple's id.
  struct CouplePair {
    let first: CoupleTokenReply
    let second: CoupleTokenReply
    let couple: Int64
  }

  /// Every couple refusal a test expects, exactly as `docs/openapi/domainkits-server.yaml` lists it (written out
  /// here, not taken from the server's code).
  enum CoupleExpected {
    static let ue1001 = CoupleRefusal(status: 400, code: "UE1001", message: "잘못된 요청입니다.")
    static let ue1003 = CoupleRefusal(status: 400, code: "UE1003", message: "이미 생성된 승부가 있습니다.")
    static let ue1005 = CoupleRefusal(status: 400, code: "UE1005", message: "이미 종료된 라운드입니다.")
    static let ue1006 = CoupleRefusal(status: 400, code: "UE1006", message: "연결된 커플이 없습니다.")
    static let ue1007 = CoupleRefusal(status: 400, code: "UE1007", message: "유효하지 않은 초대 코드입니다.")
    static let ue1009 = CoupleRefusal(status: 400, code: "UE1009", message: "상대방이 아직 결과를 입력하지 않았습니다.")
    static let ue2001 = CoupleRefusal(status: 401, code: "UE2001", message: "토큰이 만료되었습니다.")
    static let ue2002 = CoupleRefusal(status: 401, code: "UE2002", message: "사용할 수 없는 토큰입니다.")
    static let ue2003 = CoupleRefusal(status: 401, code: "UE2003", message: "로그인이 필요합니다.")
    static let ue5002 = CoupleRefusal(status: 404, code: "UE5002", message: "사용자를 찾을 수 없습니다.")
    static let ue5003 = CoupleRefusal(status: 404, code: "UE5003", message: "미션 카테고리를 찾을 수 없습니다.")
    static let ue5004 = CoupleRefusal(status: 404, code: "UE5004", message: "미션 내용을 찾을 수 없습니다.")
    static let ue5006 = CoupleRefusal(status: 404, code: "UE5006", message: "소원권을 찾을 수 없습니다.")
    static let ue5007 = CoupleRefusal(status: 404, code: "UE5007", message: "승부를 찾을 수 없습니다.")
    static let ue10001 = CoupleRefusal(status: 409, code: "UE10001", message: "이미 가입된 사용자입니다.")
    static let ue10002 = CoupleRefusal(status: 409, code: "UE10002", message: "이미 연결된 커플입니다.")
    static let ue10003 = CoupleRefusal(status: 409, code: "UE10003", message: "이미 커플이 있는 사용자입니다.")
    static let tooLarge = CoupleRefusal(status: 413, code: "UE1001", message: "요청 본문이 너무 큽니다.")
  }

  @available(macOS 14, iOS 17, tvOS 17, *)
  extension ServerHarness {
    /// The couple app's base URL on this server (`…/couple`).
    var coupleURL: URL {
      URL(string: address.url + "/couple")!
    }

    /// A client of the couple app's API on this server, as an app makes it (`WagerClient` over URLSession), holding
    /// `tokens` as the app holds the tokens of its sign-in.
    func wagerClient(_ tokens: CoupleTokenReply) -> WagerClient {
      WagerClient.wager(
        baseURL: coupleURL, transport: transport, tokenStore: InMemoryTokenStore(tokens.authTokens))
    }

    /// Sends a couple request (`path` below `/couple`) with `token` as `Authorization: Bearer <token>` (or
    /// `authorization` as the header's whole value) and `json` (or `raw`) as the body.
    func couple(
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
      return try await send(method, "/couple" + path, headers: headers, body: body)
    }

    /// Signs a new user up (`POST /api/auth/signup`); returns the tokens.
    @discardableResult
    func newPartner(
      _ login: String, nickname: String = "테스터", password: String = "correct-horse-9"
    ) async throws -> CoupleTokenReply {
      let answer = try await couple(
        "POST", "/api/auth/signup", json: ["loginId": login, "password": password, "nickname": nickname])
      guard answer.statusCode == 200 else { throw HarnessError.unexpected("sign-up \(login): \(answer.statusCode)") }
      return try JSONDecoder().decode(CoupleTokenReply.self, from: answer.body)
    }

    /// Signs in (`POST /api/auth/login`); returns the tokens.
    func coupleSignIn(_ login: String, password: String = DemoSeed.password) async throws -> CoupleTokenReply {
      let answer = try await couple("POST", "/api/auth/login", json: ["loginId": login, "password": password])
      guard answer.statusCode == 200 else { throw HarnessError.unexpected("login \(login): \(answer.statusCode)") }
      return try JSONDecoder().decode(CoupleTokenReply.self, from: answer.body)
    }

    /// Signs two new users up (`<prefix>a01`, `<prefix>b01`), the first creates a couple from 2024-01-01 and the
    /// second joins it with its invite code.
    func newCouple(_ prefix: String) async throws -> CouplePair {
      let first = try await newPartner(prefix + "a01", nickname: "첫째")
      let second = try await newPartner(prefix + "b01", nickname: "둘째")
      let created = try await couple("POST", "/api/couple", token: first.accessToken, json: ["startDate": "2024-01-01"])
      let body = try JSONSerialization.jsonObject(with: created.body) as? [String: Any]
      guard created.statusCode == 200, let code = body?["inviteCode"] as? String, let id = body?["id"] as? Int else {
        throw HarnessError.unexpected("couple of \(prefix): \(created.statusCode)")
      }
      let joined = try await couple("POST", "/api/couple/join", token: second.accessToken, json: ["inviteCode": code])
      guard joined.statusCode == 204 else { throw HarnessError.unexpected("join of \(prefix): \(joined.statusCode)") }
      return CouplePair(first: first, second: second, couple: Int64(id))
    }

    /// Starts a battle (`POST /api/game/short`) in `category`; returns its `roundGameId`.
    func startBattle(_ token: String, category: Int = 1, wish: String? = nil) async throws -> Int64 {
      var body: [String: Any] = ["missionCategoryId": category]
      if let wish { body["wishContent"] = wish }
      let answer = try await couple("POST", "/api/game/short", token: token, json: body)
      guard answer.statusCode == 200 else { throw HarnessError.unexpected("battle: \(answer.statusCode)") }
      return Int64(try WagerServerDecoder.createdBattle(from: answer.body).id.rawValue) ?? 0
    }
  }

  /// Checks that `response` is the couple refusal `expected`: its status, JSON content type and exact body.
  func expectCoupleError(
    _ response: HTTPTransportResponse, _ expected: CoupleRefusal, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(response.statusCode == expected.status, comment, sourceLocation: sourceLocation)
    #expect(
      response.header("Content-Type")?.hasPrefix("application/json") == true, comment, sourceLocation: sourceLocation)
    let reply = try? JSONDecoder().decode(CoupleErrorReply.self, from: response.body)
    #expect(
      reply == CoupleErrorReply(code: expected.code, message: expected.message), comment,
      sourceLocation: sourceLocation)
    let keys = (try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]).map { Set($0.keys) }
    #expect(keys == ["code", "message"], comment, sourceLocation: sourceLocation)
  }

  /// Checks that `response` is `204 No Content` with an empty body.
  func expectNoContent(
    _ response: HTTPTransportResponse, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(response.statusCode == 204, comment, sourceLocation: sourceLocation)
    #expect(response.body.isEmpty, comment, sourceLocation: sourceLocation)
  }

  /// The JSON array of a response's body.
  func jsonArray(_ response: HTTPTransportResponse) throws -> [[String: Any]] {
    try #require(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
  }
#endif
