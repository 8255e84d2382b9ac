import Foundation
import Testing

@testable import HouseRulesKit

/// The Hous endpoints of the account, the profile, the personality test, the room and the home screen, as sent
/// through a signed-in `HousClient`: method, URL, `Authorization: Bearer …`, the body bytes, and the answer decoded
/// from the server's own examples.
@Suite("HousAPI: the exact request of every account, profile, test and room endpoint and its decoded answer")
struct HousAPITests {
  static let bearer = "Bearer eyJ.hous-access-1.jwt"
  static let room: HouseID = "62c871509bfca489f95f6a15"

  static func data(_ text: String) -> Data { Data(text.utf8) }

  /// Checks one request: method, the URL below the test base URL, the `Authorization` value (or none) and the
  /// body bytes (or none).
  static func checkRequest(
    _ request: HTTPTransportRequest, _ method: String, _ path: String, authorization: String? = bearer,
    body: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(request.method == method, sourceLocation: sourceLocation)
    #expect(request.url.absoluteString == "https://api.hous.example" + path, sourceLocation: sourceLocation)
    #expect(request.header("Authorization") == authorization, sourceLocation: sourceLocation)
    #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == body, sourceLocation: sourceLocation)
    if body != nil {
      #expect(request.header("Content-Type") == "application/json", sourceLocation: sourceLocation)
    }
  }

  // MARK: Signing up and in

  @Test("POST /auth/signup: the schema's fields, no token; the answer's data is the access token, no refresh token")
  func signUp() async throws {
    let endpoint = HousAPI.signUp(
      email: "hous@naver.com", password: "password", name: "김호미", gender: "여자", birthday: Sample.day(2000, 1, 1),
      fcmToken: "afjadsjcioajvasfjaisfojasdkvjais")
    #expect(endpoint.credential == .none)
    let (request, tokens) = try await HousTestServer.exchange(
      endpoint, status: 201, answer: Self.data(HousSamples.signUpResponse))
    Self.checkRequest(
      request, "POST", "/auth/signup", authorization: nil,
      body:
        #"{"birthday":"2000-01-01","email":"hous@naver.com","fcmToken":"afjadsjcioajvasfjaisfojasdkvjais","gender":"여자","password":"password","userName":"김호미"}"#
    )
    #expect(tokens == AuthTokens(accessToken: "jwt", refreshToken: nil))
  }

  @Test("POST /auth/login: no token; the client keeps the access token and sends it as Bearer")
  func signIn() async throws {
    let server = HousTestServer { request in
      request.url.path == "/auth/login"
        ? HTTPTransportResponse(statusCode: 200, body: HousAPISamples.loginResponse)
        : HTTPTransportResponse(statusCode: 200, body: Self.data(HousSamples.myTodosResponse))
    }
    let store = InMemoryTokenStore()
    let client = server.client(store: store)
    #expect(await client.isSignedIn == false)
    let tokens = try await client.signIn(
      HousAPI.signIn(email: "hous@naver.com", password: "password", fcmToken: "afjadsjcioajvasfjaisfojasdkvjais"))
    #expect(tokens == AuthTokens(accessToken: "jwt"))
    #expect(await store.loadTokens() == tokens)
    let todos = try await client.send(HousAPI.myTodos(in: Self.room))
    #expect(todos.count == 1)
    let sent = await server.requests
    try #require(sent.count == 2)
    Self.checkRequest(
      sent[0], "POST", "/auth/login", authorization: nil,
      body: #"{"email":"hous@naver.com","fcmToken":"afjadsjcioajvasfjaisfojasdkvjais","password":"password"}"#)
    #expect(sent[1].header("Authorization") == "Bearer jwt")
  }

  @Test("DELETE /user/: the trailing slash kept, no body; an empty answer and a success envelope both pass")
  func quit() async throws {
    let (request, _) = try await HousTestServer.exchange(HousAPI.quit, answer: Data())
    Self.checkRequest(request, "DELETE", "/user/")
    _ = try await HousTestServer.exchange(HousAPI.quit, answer: HousAPISamples.roomLeaveResponse)
  }

  // MARK: Profiles and settings

  @Test("GET /user/profile: the viewer's profile with the notification setting")
  func profile() async throws {
    let (request, profile) = try await HousTestServer.exchange(
      HousAPI.profile, answer: Self.data(HousSamples.profileResponse))
    Self.checkRequest(request, "GET", "/user/profile")
    #expect(profile.name == "김호미" && profile.personalityType == .gray && profile.notificationsEnabled == true)
    #expect(profile.profile.hashtags == ["ESFJ", "집순이"])
  }

  @Test("GET /user/profile/me: the profile to edit, without the setting")
  func profileForEditing() async throws {
    let (request, profile) = try await HousTestServer.exchange(
      HousAPI.profileForEditing, answer: HousAPISamples.profileForEditingResponse)
    Self.checkRequest(request, "GET", "/user/profile/me")
    #expect(profile.name == "김호미" && profile.profile.job == "곧 졸업 대학생" && profile.notificationsEnabled == nil)
  }

  @Test("PUT /user/profile/me: userName, job, introduction and hashTag; the stored name and profile")
  func updateProfile() async throws {
    let profile = Profile(job: "대학생", introduction: "김호미입니다~!!!!", hashtags: ["ESFJ", "호미호미"])
    let (request, stored) = try await HousTestServer.exchange(
      HousAPI.updateProfile(name: "김호미", profile: profile), answer: Self.data(HousSamples.profileUpdateResponse))
    Self.checkRequest(
      request, "PUT", "/user/profile/me",
      body: #"{"hashTag":["ESFJ","호미호미"],"introduction":"김호미입니다~!!!!","job":"대학생","userName":"김호미"}"#)
    #expect(stored.name == "김호미")
    #expect(
      stored.profile == Profile(job: "곧 졸업 대학생", introduction: "안녕하세여~!! 저는 김호미입니다~!!", hashtags: ["ESFJ", "집순이"]))
  }

  @Test("GET /user/{homieId}: a roommate's profile")
  func homieProfile() async throws {
    let (request, profile) = try await HousTestServer.exchange(
      HousAPI.homieProfile("62cabf1435a2e50fb7265d9e"), answer: Self.data(HousSamples.homieProfileResponse))
    Self.checkRequest(request, "GET", "/user/62cabf1435a2e50fb7265d9e")
    #expect(profile.name == " 고구마" && profile.notificationsEnabled == nil)
  }

  @Test("GET /user/setting and PUT /user/setting/notification: the setting as a JSON boolean")
  func notifications() async throws {
    let (read, enabled) = try await HousTestServer.exchange(
      HousAPI.notificationsEnabled, answer: Self.data(HousSamples.settingResponse))
    Self.checkRequest(read, "GET", "/user/setting")
    #expect(enabled)
    let (write, stored) = try await HousTestServer.exchange(
      HousAPI.setNotifications(enabled: false), answer: HousAPISamples.notificationUpdateResponse)
    Self.checkRequest(write, "PUT", "/user/setting/notification", body: #"{"notificationState":false}"#)
    #expect(stored)  // the document's example answers true
  }

  // MARK: The personality test

  @Test("GET /type/test: the document's question, its axis and three options")
  func personalityQuestions() async throws {
    let (request, questions) = try await HousTestServer.exchange(
      HousAPI.personalityQuestions, answer: HousAPISamples.typeTestResponse)
    Self.checkRequest(request, "GET", "/type/test")
    #expect(questions.map(\.number) == [1])
    #expect(questions.first?.axis == .light && questions.first?.options.count == 3)
  }

  @Test("PUT /user/type/test: the five scores; the example's stored scores are no result and are refused")
  func recordTestResult() async throws {
    let scores = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
    let stored = Data(
      #"{"status": 200, "success": true, "message": "호미 프로필 조회 성공입니다.", "data": {"_id": "62cc7428d7868591384e4eb3", "typeId": "62d28636cc1d0ea0fc0c4b31", "typeScore": [8, 8, 5, 3, 9]}}"#
        .utf8)
    let (request, answer) = try await HousTestServer.exchange(HousAPI.recordTestResult(scores), answer: stored)
    Self.checkRequest(request, "PUT", "/user/type/test", body: #"{"typeScore":[8,8,5,3,9]}"#)
    #expect(answer == scores)

    let example = Self.data(HousSamples.typeScoreResponse)
    var reason = ""
    do throws(HousWireError) {
      _ = try HousServerDecoder.personalityScores(from: example)
    } catch {
      reason = error.description
    }
    #expect(reason.hasPrefix("typeScore: "))
    let client = HousTestServer.answering(example).client()
    await #expect(throws: APIError<HousServerError>.unexpectedResponse(status: 200, reason: reason)) {
      try await client.send(HousAPI.recordTestResult(scores))
    }
  }

  @Test("GET /user/me/type and GET /user/{userId}/type: the card of the example, by Korean names")
  func personalityCards() async throws {
    let (mine, card) = try await HousTestServer.exchange(
      HousAPI.myPersonalityCard, answer: Self.data(HousSamples.myTypeResponse))
    Self.checkRequest(mine, "GET", "/user/me/type")
    #expect(card.memberName == "동글동글" && card.personalityType == .yellow)
    #expect(card.card?.goodMatch == .red && card.card?.badMatch == .green)
    let (homie, homieCard) = try await HousTestServer.exchange(
      HousAPI.personalityCard(of: "62cabf1435a2e50fb7265d9e"), answer: HousAPISamples.homieTypeResponse)
    Self.checkRequest(homie, "GET", "/user/62cabf1435a2e50fb7265d9e/type")
    #expect(homieCard.card?.type == .yellow)
  }

  // MARK: The room

  @Test("GET /room/ and POST /room/: the viewer's room id, a new room with its invite code")
  func roomAndCreate() async throws {
    let (read, current) = try await HousTestServer.exchange(
      HousAPI.currentRoom, answer: Self.data(HousSamples.roomResponse))
    Self.checkRequest(read, "GET", "/room/")
    #expect(current == HouseID("62cac03afa32959ed64ae000 or null"))  // the document's example, as written
    let noRoom = Data(#"{"status": 200, "success": true, "message": "방 조회 성공입니다.", "data": null}"#.utf8)
    let (_, none) = try await HousTestServer.exchange(HousAPI.currentRoom, answer: noRoom)
    #expect(none == nil)
    let (create, room) = try await HousTestServer.exchange(
      HousAPI.createRoom, status: 201, answer: Self.data(HousSamples.roomCreateResponse))
    Self.checkRequest(create, "POST", "/room/")
    #expect(room == HousRoom(id: "62c8685d3aba521ff9d4b8a8", inviteCode: "LZ7MW23D"))
  }

  @Test("GET /room/in: the invite code in the body the server reads; the viewer's card in that room")
  func roomInvitation() async throws {
    let (request, invitation) = try await HousTestServer.exchange(
      HousAPI.roomInvitation(inviteCode: "505TYCMR"), answer: Self.data(HousSamples.roomInvitationResponse))
    Self.checkRequest(request, "GET", "/room/in", body: #"{"roomCode":"505TYCMR"}"#)
    #expect(
      invitation
        == HousRoomInvitation(room: "62c871509bfca489f95f6a15", name: " 고구마", personalityType: .gray, introduction: ""))
  }

  @Test("POST /room/{roomId}/in and DELETE /room/{roomId}/out: join by invite code, leave with no body")
  func joinAndLeave() async throws {
    let (join, joined) = try await HousTestServer.exchange(
      HousAPI.joinRoom(Self.room, inviteCode: "505TYCMR"), answer: Self.data(HousSamples.roomJoinResponse))
    Self.checkRequest(join, "POST", "/room/62c871509bfca489f95f6a15/in", body: #"{"roomCode":"505TYCMR"}"#)
    #expect(joined == Self.room)
    let (leave, _) = try await HousTestServer.exchange(
      HousAPI.leaveRoom(Self.room), answer: HousAPISamples.roomLeaveResponse)
    Self.checkRequest(leave, "DELETE", "/room/62c871509bfca489f95f6a15/out")
  }

  @Test("GET /room/{roomId}/home: events with D-day, key rules, todos, members and the invite code")
  func home() async throws {
    let (request, home) = try await HousTestServer.exchange(
      HousAPI.home(in: Self.room), answer: Self.data(HousSamples.homeResponse))
    Self.checkRequest(request, "GET", "/room/62c871509bfca489f95f6a15/home")
    #expect(home.inviteCode == "505TYCMR" && home.keyRules == ["설거지는 먹고 바로하기"])
    #expect(home.events.map(\.id) == ["62d4335e17e70062873f3d28"] && home.events.first?.dDay.days == 9)
    #expect(home.todos.map(\.name) == ["규칙 테스트1"] && home.homies.map(\.name) == ["민재"])
  }
}
