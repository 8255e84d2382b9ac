#if Server
  import DomainKitsCore
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  /// A clock a test moves by hand: what the server reads for tokens' issue and expiry and posts' dates.
  final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock that starts at `start` (2025-03-02 09:00 UTC by default).
    init(_ start: Date = Date(timeIntervalSince1970: 1_740_906_000)) {
      current = start
    }

    /// The time now.
    var now: Date {
      lock.lock()
      defer { lock.unlock() }
      return current
    }

    /// Moves the time forward.
    func advance(seconds: TimeInterval) {
      lock.lock()
      current += seconds
      lock.unlock()
    }

    /// The server's view of this clock.
    var serverClock: ServerClock {
      ServerClock { [self] in self.now }
    }
  }

  /// A SUWIKI error body as a test reads it.
  struct SuwikiErrorReply: Decodable, Equatable {
    let exception: String
    let code: String
    let message: String
    let status: Int
    let error: String
  }

  /// A token pair as login and refresh answer it.
  struct SuwikiTokenReply: Decodable {
    let accessToken: String
    let refreshToken: String

    enum CodingKeys: String, CodingKey {
      case accessToken = "AccessToken"
      case refreshToken = "RefreshToken"
    }
  }

  /// The error body of each SUWIKI refusal a test expects, exactly as `docs/openapi/domainkits-server.yaml`
  /// lists it (written out here, not taken from the server's code).
  enum SuwikiExpected {
    static let param001 = SuwikiErrorReply(
      exception: "PARAM_VALID_ERROR", code: "PARAM001", message: "파라미터가 올바르지 않습니다.", status: 400,
      error: "Bad Request")
    static let option001 = SuwikiErrorReply(
      exception: "LectureException", code: "OPTION001", message: "ORDER OPTION을 확인해주세요.", status: 400,
      error: "Bad Request")
    static let posts001Evaluation = SuwikiErrorReply(
      exception: "EvaluatePostException", code: "POSTS001", message: "이미 작성한 정보입니다.", status: 400,
      error: "Bad Request")
    static let posts001Exam = SuwikiErrorReply(
      exception: "AccountException", code: "POSTS001", message: "이미 작성한 정보입니다.", status: 400,
      error: "Bad Request")
    static let user005 = SuwikiErrorReply(
      exception: "AccountException", code: "USER005", message: "비밀번호를 확인해주세요.", status: 400,
      error: "Bad Request")
    static let user006 = SuwikiErrorReply(
      exception: "AccountException", code: "USER006", message: "유저 포인트가 부족합니다.", status: 400,
      error: "Bad Request")
    static let user010 = SuwikiErrorReply(
      exception: "AccountException", code: "USER010", message: "아이디 혹은 이메일이 중복됩니다.", status: 400,
      error: "Bad Request")
    static let examPost002 = SuwikiErrorReply(
      exception: "ExamPostException", code: "EXAM_POST002", message: "이미 구매한 시험정보 입니다.", status: 400,
      error: "Bad Request")
    static let report001 = SuwikiErrorReply(
      exception: "ReportException", code: "REPORT001", message: "자신의 글은 신고할 수 없습니다.", status: 400,
      error: "Bad Request")
    static let security001 = SuwikiErrorReply(
      exception: "AccountException", code: "SECURITY001", message: "로그인이 필요한 기능입니다.", status: 401,
      error: "Unauthorized")
    static let security003 = SuwikiErrorReply(
      exception: "AccountException", code: "SECURITY003", message: "로그인에 실패했습니다. ID, PASSWORD 를 확인해주세요.",
      status: 401, error: "Unauthorized")
    static let token001 = SuwikiErrorReply(
      exception: "AccountException", code: "TOKEN001", message: "토큰이 만료되었습니다 다시 로그인 해주세요", status: 401,
      error: "Unauthorized")
    static let user008 = SuwikiErrorReply(
      exception: "AccountException", code: "USER008", message: "접근 권한이 없는 사용자 입니다. 관리자에게 문의하세요.",
      status: 403, error: "Forbidden")
    static let user11 = SuwikiErrorReply(
      exception: "AccountException", code: "USER11", message: "작성자만 수정하거나 삭제할 수 있습니다.", status: 403,
      error: "Forbidden")
    static let lecture001 = SuwikiErrorReply(
      exception: "LectureException", code: "LECTURE001", message: "해당 강의에 대한 정보를 찾을 수 없습니다.", status: 404,
      error: "Not Found")
    static let evaluatePost001 = SuwikiErrorReply(
      exception: "EvaluatePostException", code: "EVALUATE_POST001", message: "해당 강의평가를 찾을 수 없습니다.",
      status: 404, error: "Not Found")
    static let examPost001 = SuwikiErrorReply(
      exception: "ExamPostException", code: "EXAM_POST001", message: "해당 시험정보를 찾을 수 없습니다.", status: 404,
      error: "Not Found")
    static let tooLarge = SuwikiErrorReply(
      exception: "PARAM_VALID_ERROR", code: "PARAM001", message: "파라미터가 올바르지 않습니다.", status: 413,
      error: "Payload Too Large")
  }

  /// Request bodies the tests send, as JSON objects.
  enum SuwikiBodies {
    /// Sample 01's body, with the lecture's names.
    static var evaluation: [String: Any] {
      [
        "lectureName": "데이터베이스", "professor": "홍길동", "selectedSemester": "2023-2", "satisfaction": 4.5,
        "learning": 3.0, "honey": 5.0, "team": 1, "difficulty": 0, "homework": 1,
        "content": "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.",
      ]
    }

    /// Sample 02's body: an edit, without the lecture's names.
    static var evaluationEdit: [String: Any] {
      [
        "selectedSemester": "2023-2", "satisfaction": 4.0, "learning": 3.5, "honey": 4.5, "team": 1, "difficulty": 1,
        "homework": 2, "content": "수정: 후반부 과제가 많아졌습니다. 그래도 배울 게 많은 강의입니다.",
      ]
    }

    /// Sample 05's body, with the lecture's names.
    static var examPost: [String: Any] {
      [
        "lectureName": "데이터베이스", "professor": "홍길동", "selectedSemester": "2023-2", "examType": "중간고사",
        "examInfo": "족보, PPT, 응용", "examDifficulty": "보통",
        "content": "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.",
      ]
    }

    /// Sample 06's body: an edit, without the lecture's names.
    static var examPostEdit: [String: Any] {
      [
        "selectedSemester": "2023-2", "examType": "기말고사", "examInfo": "교재, 필기", "examDifficulty": "어려움",
        "content": "기말은 교재 연습문제와 필기 내용에서 서술형으로 출제되었습니다. 범위가 넓어요.",
      ]
    }

    /// `body` with `key` set to `value` (`nil` removes it).
    static func changing(_ body: [String: Any], _ key: String, to value: Any?) -> [String: Any] {
      var changed = body
      changed[key] = value
      return changed
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, *)
  extension ServerHarness {
    /// Sends a SUWIKI request (`path` below `/suwiki`, query included) with `token` raw in `Authorization` and
    /// `json` as the body.
    func suwiki(
      _ method: String, _ path: String, token: String? = nil, json: Any? = nil, raw: Data? = nil
    ) async throws -> HTTPTransportResponse {
      var headers: [String: String] = [:]
      if let token { headers["Authorization"] = token }
      var body = raw
      if let json {
        body = try JSONSerialization.data(withJSONObject: json)
      }
      if body != nil { headers["Content-Type"] = "application/json" }
      return try await send(method, "/suwiki" + path, headers: headers, body: body)
    }

    /// Signs a new student up (`POST /user/join`) and in; returns the tokens.
    @discardableResult
    func newStudent(_ login: String, password: String = "correct-horse-9") async throws -> SuwikiTokenReply {
      let joined = try await suwiki(
        "POST", "/user/join", json: ["loginId": login, "password": password, "email": "\(login)@suwon.ac.kr"])
      guard joined.statusCode == 200 else { throw HarnessError.unexpected("join \(login): \(joined.statusCode)") }
      return try await signIn(login, password: password)
    }

    /// Signs in (`POST /user/login`); returns the tokens.
    func signIn(_ login: String, password: String = DemoSeed.password) async throws -> SuwikiTokenReply {
      let answer = try await suwiki("POST", "/user/login", json: ["loginId": login, "password": password])
      return try JSONDecoder().decode(SuwikiTokenReply.self, from: answer.body)
    }

    /// The student's points and counts (`GET /user/my-page`).
    func profile(_ token: String) async throws -> StudentProfile {
      try SuwikiServerDecoder.studentProfile(from: try await suwiki("GET", "/user/my-page", token: token).body)
    }
  }

  /// Checks that `response` is SUWIKI's error `expected`: its status, JSON content type and exact body.
  func expectSuwikiError(
    _ response: HTTPTransportResponse, _ expected: SuwikiErrorReply, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(response.statusCode == expected.status, comment, sourceLocation: sourceLocation)
    #expect(
      response.header("Content-Type")?.hasPrefix("application/json") == true, comment, sourceLocation: sourceLocation)
    let reply = try? JSONDecoder().decode(SuwikiErrorReply.self, from: response.body)
    #expect(reply == expected, comment, sourceLocation: sourceLocation)
    let keys = (try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]).map { Set($0.keys) }
    #expect(keys == ["exception", "code", "message", "status", "error"], comment, sourceLocation: sourceLocation)
  }

  /// The JSON object of a response's body.
  func jsonObject(_ response: HTTPTransportResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
  }

  /// Checks that `response` is the plain text `success`.
  func expectSuccessText(
    _ response: HTTPTransportResponse, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(response.statusCode == 200, comment, sourceLocation: sourceLocation)
    #expect(response.header("Content-Type")?.hasPrefix("text/plain") == true, comment, sourceLocation: sourceLocation)
    #expect(String(decoding: response.body, as: UTF8.self) == "success", comment, sourceLocation: sourceLocation)
  }
#endif
