import Foundation
import Testing

@testable import HouseRulesKit

/// The Hous endpoints of a room's rules, todos, checks, categories and events, as sent through a signed-in
/// `HousClient`: method, URL with both identifiers, `Authorization: Bearer …`, the body bytes, and the answer decoded
/// from the server's own examples.
@Suite("HousAPI: the exact request of every rule, todo, category and event endpoint and its decoded answer")
struct HousAPIRoomContentTests {
  static let room = HousAPITests.room
  static let rule = Rule(
    id: "62cb2b6c9321affd2a5da2c0", name: "방 청소하기", category: "62d4335e17e70062873f3d26",
    assignments: [RuleAssignment(member: "62d4334c17e70062873f3d1f", weekdays: [.sunday, .tuesday, .wednesday])],
    notificationsEnabled: true)
  static let ruleBody =
    #"{"categoryId":"62d4335e17e70062873f3d26","isKeyRules":false,"notificationState":true,"ruleMembers":[{"day":[0,2,3],"userId":"62d4334c17e70062873f3d1f"}],"ruleName":"방 청소하기"}"#

  static func data(_ text: String) -> Data { Data(text.utf8) }

  static func checkRequest(
    _ request: HTTPTransportRequest, _ method: String, _ path: String, body: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    HousAPITests.checkRequest(request, method, path, body: body, sourceLocation: sourceLocation)
  }

  // MARK: Rules

  @Test("POST /room/{roomId}/rule: the rule's body without _id; the new rule's id, though a member is null")
  func addRule() async throws {
    let (request, id) = try await HousTestServer.exchange(
      HousAPI.addRule(Self.rule, to: Self.room), status: 201, answer: HousAPISamples.ruleCreateResponse)
    Self.checkRequest(request, "POST", "/room/62c871509bfca489f95f6a15/rule", body: Self.ruleBody)
    #expect(id == "62caf76391f814e6272256cf")
  }

  @Test("GET /room/{roomId}/rule/new: the categories and members to choose from")
  func ruleForm() async throws {
    let (request, form) = try await HousTestServer.exchange(
      HousAPI.ruleForm(in: Self.room), answer: Self.data(HousSamples.ruleFormResponse))
    Self.checkRequest(request, "GET", "/room/62c871509bfca489f95f6a15/rule/new")
    #expect(form.rule == nil)
    #expect(form.categories.map(\.id) == ["62cac03afa32959ed64ae003"] && form.homies.map(\.name) == [" 고구마1"])
  }

  @Test("GET /room/{roomId}/rule/{ruleId}: the rule to edit, Monday and Wednesday from day numbers 1 and 3")
  func ruleFormEditing() async throws {
    let (request, form) = try await HousTestServer.exchange(
      HousAPI.ruleForm(editing: "62cb2b6c9321affd2a5da2c0", in: Self.room),
      answer: Self.data(HousSamples.ruleDetailResponse))
    Self.checkRequest(request, "GET", "/room/62c871509bfca489f95f6a15/rule/62cb2b6c9321affd2a5da2c0")
    let rule = try #require(form.rule)
    #expect(rule.id == "62cb2b6c9321affd2a5da2c0" && rule.name == "15자를넘을경우에러입니다")
    #expect(rule.assignments == [RuleAssignment(member: "62cabf1435a2e50fb7265d9e", weekdays: [.monday, .wednesday])])
  }

  @Test("GET /room/{roomId}/category/{categoryId}/rule: key rules first")
  func categoryRules() async throws {
    let (request, rules) = try await HousTestServer.exchange(
      HousAPI.categoryRules("62cac03afa32959ed64ae003", in: Self.room),
      answer: Self.data(HousSamples.categoryRulesResponse))
    Self.checkRequest(request, "GET", "/room/62c871509bfca489f95f6a15/category/62cac03afa32959ed64ae003/rule")
    #expect(rules.map(\.id) == ["62cc81ac1a034f0287c5c6ec", "62cc7d1d39f8cdcfa720900f"])
    #expect(rules.map(\.isKeyRule) == [true, false])
  }

  @Test("PUT and DELETE /room/{roomId}/rule/{ruleId}: the rule's body, then no body; success envelopes")
  func updateAndRemoveRule() async throws {
    let (update, _) = try await HousTestServer.exchange(
      HousAPI.updateRule(Self.rule, in: Self.room), answer: HousAPISamples.ruleUpdateResponse)
    Self.checkRequest(
      update, "PUT", "/room/62c871509bfca489f95f6a15/rule/62cb2b6c9321affd2a5da2c0", body: Self.ruleBody)
    let (remove, _) = try await HousTestServer.exchange(
      HousAPI.removeRule(Self.rule.id, from: Self.room), answer: HousAPISamples.ruleDeleteResponse)
    Self.checkRequest(remove, "DELETE", "/room/62c871509bfca489f95f6a15/rule/62cb2b6c9321affd2a5da2c0")
  }

  // MARK: Todos and checks

  @Test("GET /room/{roomId}/rules/me: the viewer's todos of today")
  func myTodos() async throws {
    let (request, todos) = try await HousTestServer.exchange(
      HousAPI.myTodos(in: Self.room), answer: Self.data(HousSamples.myTodosResponse))
    Self.checkRequest(request, "GET", "/room/62c871509bfca489f95f6a15/rules/me")
    #expect(
      todos == [
        ListedTodo(rule: "62cef1fd5742e5b90c586d7d", name: " 임시 담당자 설정 테스트", icon: .clean, isChecked: false)
      ])
  }

  @Test("GET /room/{roomId}/rules: the categories and the house's todos of today")
  func rulesHome() async throws {
    let (request, home) = try await HousTestServer.exchange(
      HousAPI.rulesHome(in: Self.room), answer: Self.data(HousSamples.rulesHomeResponse))
    Self.checkRequest(request, "GET", "/room/62c871509bfca489f95f6a15/rules")
    #expect(home.categories.map(\.id) == ["62cc7440d7868591384e4ebb"])
    #expect(home.todos.compactMap(\.rule) == ["62cc814a1a034f0287c5c6d4"])
    #expect(home.todos.first?.assignees.map(\.name) == ["김혜정테스"])
  }

  @Test("PUT /room/{roomId}/rule/{ruleId}/check: {isCheck} as a JSON boolean; the stored check")
  func check() async throws {
    let (request, checked) = try await HousTestServer.exchange(
      HousAPI.check(rule: "62cef1fd5742e5b90c586d7d", in: Self.room), answer: Self.data(HousSamples.checkResponse))
    Self.checkRequest(
      request, "PUT", "/room/62c871509bfca489f95f6a15/rule/62cef1fd5742e5b90c586d7d/check", body: #"{"isCheck":true}"#)
    #expect(checked)
    let (uncheck, _) = try await HousTestServer.exchange(
      HousAPI.check(rule: "62cef1fd5742e5b90c586d7d", in: Self.room, isChecked: false),
      answer: Self.data(HousSamples.checkResponse))
    #expect(uncheck.body == Data(#"{"isCheck":false}"#.utf8))
  }

  @Test("GET and PUT /room/{roomId}/rule/{ruleId}/today: the members marked; the stored assignees on the day given")
  func temporaryAssignees() async throws {
    let (read, listed) = try await HousTestServer.exchange(
      HousAPI.temporaryAssignees(for: "62cef1fd5742e5b90c586d7d", in: Self.room),
      answer: Self.data(HousSamples.todayHomiesResponse))
    Self.checkRequest(read, "GET", "/room/62c871509bfca489f95f6a15/rule/62cef1fd5742e5b90c586d7d/today")
    #expect(listed.rule == "62cef1fd5742e5b90c586d7d" && listed.members == ["62cc7409c7db06c46adf652f"])

    let day = Sample.day(2022, 7, 14)
    let assignment = TemporaryAssignment(
      rule: "62cd4e8342b3d0a3ee7b48c4", day: day, members: ["62d4334c17e70062873f3d1f"])
    let (write, stored) = try await HousTestServer.exchange(
      HousAPI.setTemporaryAssignees(assignment, in: Self.room), answer: Self.data(HousSamples.todayUpdateResponse))
    Self.checkRequest(
      write, "PUT", "/room/62c871509bfca489f95f6a15/rule/62cd4e8342b3d0a3ee7b48c4/today",
      body: #"{"tmpRuleMembers":["62d4334c17e70062873f3d1f"]}"#)
    #expect(
      stored
        == TemporaryAssignment(
          rule: "62cd4e8342b3d0a3ee7b48c4", day: day, members: ["62cc7409c7db06c46adf652f", "62cc7420d7868591384e4eb0"])
    )
  }

  // MARK: Categories

  @Test("POST, PUT and DELETE /room/{roomId}/rules/category: name and icon; the stored category with its id")
  func categories() async throws {
    let draft = RuleCategory(id: "local", name: "청소", icon: .clean)
    let (add, added) = try await HousTestServer.exchange(
      HousAPI.addCategory(draft, to: Self.room), status: 201, answer: Self.data(HousSamples.categoryCreateResponse))
    Self.checkRequest(
      add, "POST", "/room/62c871509bfca489f95f6a15/rules/category",
      body: #"{"categoryIcon":"CLEAN","categoryName":"청소"}"#)
    #expect(added == RuleCategory(id: "62c7c2ab6ee3cb1b3ec79fb9", name: "청소", icon: .clean))

    let renamed = RuleCategory(id: "62cc47f27cc4ea6b4b4ca830", name: "분리수거", icon: .trash)
    let (update, updated) = try await HousTestServer.exchange(
      HousAPI.updateCategory(renamed, in: Self.room), answer: HousAPISamples.categoryUpdateResponse)
    Self.checkRequest(
      update, "PUT", "/room/62c871509bfca489f95f6a15/rules/category/62cc47f27cc4ea6b4b4ca830",
      body: #"{"categoryIcon":"TRASH","categoryName":"분리수거"}"#)
    #expect(updated == renamed)

    let (remove, _) = try await HousTestServer.exchange(
      HousAPI.removeCategory(renamed.id, from: Self.room), answer: HousAPISamples.categoryDeleteResponse)
    Self.checkRequest(remove, "DELETE", "/room/62c871509bfca489f95f6a15/rules/category/62cc47f27cc4ea6b4b4ca830")
  }

  // MARK: Events

  @Test("POST /room/{roomId}/event: the day as yyyy-MM-dd; the stored event with the server's id and day")
  func addEvent() async throws {
    let event = HouseEvent(
      id: "local", name: "호미 생일파티", icon: .party, date: Sample.day(2022, 7, 23),
      participants: ["62d4334c17e70062873f3d1f"])
    let (request, stored) = try await HousTestServer.exchange(
      HousAPI.addEvent(event, to: Self.room), status: 201, answer: HousAPISamples.eventCreateResponse)
    Self.checkRequest(
      request, "POST", "/room/62c871509bfca489f95f6a15/event",
      body:
        #"{"date":"2022-07-23","eventIcon":"PARTY","eventName":"호미 생일파티","participants":["62d4334c17e70062873f3d1f"]}"#)
    #expect(
      stored
        == HouseEvent(
          id: "62c940dfa940516bebb8c668", name: "혜정이 생파", icon: .party, date: Sample.day(2023, 3, 4),
          participants: ["62c871289bfca489f95f6a0a", "62c8712b9bfca489f95f6a0d"]))
  }

  @Test("GET, PUT and DELETE /room/{roomId}/event/{eventId}")
  func eventDetailUpdateRemove() async throws {
    let (read, listed) = try await HousTestServer.exchange(
      HousAPI.event("62d4335e17e70062873f3d28", in: Self.room), answer: Self.data(HousSamples.eventDetailResponse))
    Self.checkRequest(read, "GET", "/room/62c871509bfca489f95f6a15/event/62d4335e17e70062873f3d28")
    #expect(listed.id == "62d4335e17e70062873f3d28" && listed.event.date == Sample.day(2022, 7, 28))
    #expect(listed.homies.map(\.name) == ["워뇽이"])

    let event = HouseEvent(
      id: "62c9acb1409b9566407fe299", name: "이벤트 수정", icon: .clean, date: Sample.day(2023, 3, 4),
      participants: ["62c871289bfca489f95f6a0a"])
    let (update, updated) = try await HousTestServer.exchange(
      HousAPI.updateEvent(event, in: Self.room), answer: Self.data(HousSamples.eventUpdateResponse))
    Self.checkRequest(
      update, "PUT", "/room/62c871509bfca489f95f6a15/event/62c9acb1409b9566407fe299",
      body:
        #"{"date":"2023-03-04","eventIcon":"CLEAN","eventName":"이벤트 수정","participants":["62c871289bfca489f95f6a0a"]}"#)
    #expect(updated == event)

    let (remove, _) = try await HousTestServer.exchange(
      HousAPI.removeEvent(event.id, from: Self.room), answer: HousAPISamples.eventDeleteResponse)
    Self.checkRequest(remove, "DELETE", "/room/62c871509bfca489f95f6a15/event/62c9acb1409b9566407fe299")
  }
}
