import Foundation
import Testing

@testable import HouseRulesKit

/// The 37 operations of the Hous server's OpenAPI document, each with the builder that makes it, and identifiers
/// that stay one path segment.
@Suite("HousAPI.operations: every operation of the document has its builder")
struct HousOperationsTests {
  /// The document's operations (`hous_server_swagger-output.json`), method and path template, in its order.
  static let document = [
    "POST /auth/signup", "POST /auth/login", "DELETE /user/", "GET /user/profile", "GET /user/profile/me",
    "PUT /user/profile/me", "GET /user/setting", "PUT /user/setting/notification", "GET /user/{homieId}",
    "PUT /user/type/test", "GET /user/me/type", "GET /user/{userId}/type", "GET /room/", "POST /room/", "GET /room/in",
    "POST /room/{roomId}/in", "DELETE /room/{roomId}/out", "POST /room/{roomId}/rule", "GET /room/{roomId}/rule/new",
    "GET /room/{roomId}/category/{categoryId}/rule", "GET /room/{roomId}/rule/{ruleId}",
    "PUT /room/{roomId}/rule/{ruleId}", "DELETE /room/{roomId}/rule/{ruleId}", "GET /room/{roomId}/rule/{ruleId}/today",
    "PUT /room/{roomId}/rule/{ruleId}/today", "PUT /room/{roomId}/rule/{ruleId}/check", "GET /room/{roomId}/rules/me",
    "POST /room/{roomId}/rules/category", "PUT /room/{roomId}/rules/category/{categoryId}",
    "DELETE /room/{roomId}/rules/category/{categoryId}", "POST /room/{roomId}/event",
    "GET /room/{roomId}/event/{eventId}", "PUT /room/{roomId}/event/{eventId}", "DELETE /room/{roomId}/event/{eventId}",
    "GET /room/{roomId}/home", "GET /room/{roomId}/rules", "GET /type/test",
  ]

  /// An endpoint's method and path, as an operation with its parameters filled.
  struct Built: Hashable, CustomStringConvertible {
    var method: HTTPMethod
    var path: String
    var credential: EndpointCredential
    var description: String { "\(method) \(path)" }

    init<Success>(_ endpoint: Endpoint<Success, HousServerError>) {
      method = endpoint.method
      path = endpoint.path
      credential = endpoint.credential
    }
  }

  /// `operation`'s template with the sample identifiers the builders below are given.
  static func filled(_ operation: HousAPI.Operation) -> String {
    let values = ["{roomId}": "R1", "{ruleId}": "U1", "{categoryId}": "C1", "{eventId}": "E1", "{homieId}": "H1"]
    var path = operation.path.replacingOccurrences(of: "{userId}", with: "H1")
    for (name, value) in values { path = path.replacingOccurrences(of: name, with: value) }
    return path
  }

  /// Every builder, in the document's order, given the sample identifiers.
  static func builders() throws -> [Built] {
    let rule = Rule(id: "U1", name: "설거지", category: "C1")
    let category = RuleCategory(id: "C1", name: "청소", icon: .clean)
    let event = HouseEvent(id: "E1", name: "집들이", date: Sample.day(2026, 3, 14))
    let assignment = TemporaryAssignment(rule: "U1", day: Sample.day(2026, 3, 14), members: ["H1"])
    let scores = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
    return [
      Built(HousAPI.signUp(email: "e", password: "p", name: "n", gender: "여자", birthday: nil, fcmToken: "t")),
      Built(HousAPI.signIn(email: "e", password: "p", fcmToken: "t")),
      Built(HousAPI.quit),
      Built(HousAPI.profile),
      Built(HousAPI.profileForEditing),
      Built(HousAPI.updateProfile(name: "n", profile: Profile())),
      Built(HousAPI.notificationsEnabled),
      Built(HousAPI.setNotifications(enabled: true)),
      Built(HousAPI.homieProfile("H1")),
      Built(HousAPI.recordTestResult(scores)),
      Built(HousAPI.myPersonalityCard),
      Built(HousAPI.personalityCard(of: "H1")),
      Built(HousAPI.currentRoom),
      Built(HousAPI.createRoom),
      Built(HousAPI.roomInvitation(inviteCode: "505TYCMR")),
      Built(HousAPI.joinRoom("R1", inviteCode: "505TYCMR")),
      Built(HousAPI.leaveRoom("R1")),
      Built(HousAPI.addRule(rule, to: "R1")),
      Built(HousAPI.ruleForm(in: "R1")),
      Built(HousAPI.categoryRules("C1", in: "R1")),
      Built(HousAPI.ruleForm(editing: "U1", in: "R1")),
      Built(HousAPI.updateRule(rule, in: "R1")),
      Built(HousAPI.removeRule("U1", from: "R1")),
      Built(HousAPI.temporaryAssignees(for: "U1", in: "R1")),
      Built(HousAPI.setTemporaryAssignees(assignment, in: "R1")),
      Built(HousAPI.check(rule: "U1", in: "R1")),
      Built(HousAPI.myTodos(in: "R1")),
      Built(HousAPI.addCategory(category, to: "R1")),
      Built(HousAPI.updateCategory(category, in: "R1")),
      Built(HousAPI.removeCategory("C1", from: "R1")),
      Built(HousAPI.addEvent(event, to: "R1")),
      Built(HousAPI.event("E1", in: "R1")),
      Built(HousAPI.updateEvent(event, in: "R1")),
      Built(HousAPI.removeEvent("E1", from: "R1")),
      Built(HousAPI.home(in: "R1")),
      Built(HousAPI.rulesHome(in: "R1")),
      Built(HousAPI.personalityQuestions),
    ]
  }

  @Test("HousAPI.operations is the document's 37 operations, each once")
  func operations() {
    #expect(HousAPI.operations.map(\.description) == Self.document)
    #expect(HousAPI.operations.count == 37)
    #expect(Set(HousAPI.operations).count == 37)
  }

  @Test("Each operation has its builder: method and path template filled, in the document's order")
  func everyBuilder() throws {
    let built = try Self.builders()
    #expect(built.count == HousAPI.operations.count)
    for (endpoint, operation) in zip(built, HousAPI.operations) {
      #expect(endpoint.method == operation.method, "\(endpoint) for \(operation)")
      #expect(endpoint.path == Self.filled(operation), "\(endpoint) for \(operation)")
    }
    #expect(Set(built.map(\.description)).count == 37)
  }

  @Test("Sign-up and login carry no token; every other call the access token")
  func credentials() throws {
    let built = try Self.builders()
    let open = built.filter { $0.credential == .none }.map(\.description)
    #expect(open == ["POST /auth/signup", "POST /auth/login"])
    #expect(built.filter { $0.credential == .accessToken }.count == 35)
  }

  @Test("An identifier stays one path segment: Hangul and spaces encoded once, / and dot segments escaped")
  func pathSegments() throws {
    func url(_ endpoint: Endpoint<ListedHomeSummary, HousServerError>) throws -> String {
      try endpoint.request(baseURL: HousTestServer.baseURL).url.absoluteString
    }
    #expect(
      try url(HousAPI.home(in: "62c871509bfca489f95f6a15"))
        == "https://api.hous.example/room/62c871509bfca489f95f6a15/home")
    #expect(
      try url(HousAPI.home(in: "망원 하우스"))
        == "https://api.hous.example/room/%EB%A7%9D%EC%9B%90%20%ED%95%98%EC%9A%B0%EC%8A%A4/home")
    #expect(try url(HousAPI.home(in: "../user")) == "https://api.hous.example/room/..%252Fuser/home")
    #expect(try url(HousAPI.home(in: "..")) == "https://api.hous.example/room/%252E%252E/home")
    #expect(try url(HousAPI.home(in: ".")) == "https://api.hous.example/room/%252E/home")
    #expect(try url(HousAPI.home(in: "a?b#c")) == "https://api.hous.example/room/a%3Fb%23c/home")
    let rule = try HousAPI.ruleForm(editing: "x/y", in: "r").request(baseURL: HousTestServer.baseURL)
    #expect(rule.url.path.split(separator: "/").count == 4)  // room, r, rule, one segment for the rule
  }
}
