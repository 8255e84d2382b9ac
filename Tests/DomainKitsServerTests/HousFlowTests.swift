#if Server
  import DomainKitsCore
  import DomainKitsURLSession
  import Foundation
  import HouseRulesKit
  import Testing

  @testable import DomainKitsServer

  /// The Hous app's own client (`HousClient`, HouseRulesKit's `HousAPI` over `URLSessionTransport`) against the
  /// reference server over real HTTP: what issue 31 asks the Hous flow to show. Every operation of `HousAPI` is sent
  /// but `roomInvitation(inviteCode:)`, a `GET` with a body that URLSession does not send (HousRoomRouteTests sends
  /// it over a plain socket).
  @Suite("Hous end to end: the kit's HousClient over URLSession")
  struct HousFlowTests {
    typealias Failure = APIError<HousServerError>

    @Test(
      "Two roommates: sign up, a room, a category, a rule, checks, one-day assignees, events, profiles, the test",
      arguments: StorageUnderTest.available)
    func flow(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(storage: storage, clock: clock.serverClock)
      let today = CalendarDay(clock.now, in: .seoul)
      let minjiClient = server.housClient()
      let seojunClient = server.housClient()

      // Sign-up signs in: an access token, no refresh token (the app's convention).
      let tokens = try await minjiClient.signIn(
        HousAPI.signUp(
          email: "minji@hous.example", password: "correct-horse-9", name: "민지", gender: "여자",
          birthday: try CalendarDay(year: 2000, month: 1, day: 1), fcmToken: "device-minji"))
      #expect(tokens.refreshToken == nil)
      try await seojunClient.signIn(
        HousAPI.signUp(
          email: "seojun@hous.example", password: "correct-horse-9", name: "서준", gender: "남자", birthday: nil,
          fcmToken: "device-seojun"))

      // A room, and the roommate joins with its code.
      #expect(try await minjiClient.send(HousAPI.currentRoom) == nil)
      let room = try await minjiClient.send(HousAPI.createRoom)
      #expect(try await seojunClient.send(HousAPI.joinRoom(room.id, inviteCode: room.inviteCode)) == room.id)
      #expect(try await seojunClient.send(HousAPI.currentRoom) == room.id)
      await #expect(throws: Failure.server(HousServerError(status: 409, message: "참가중인 방이 있습니다."))) {
        try await seojunClient.send(HousAPI.createRoom)
      }
      let form = try await minjiClient.send(HousAPI.ruleForm(in: room.id))
      #expect(form.rule == nil && form.homies.map(\.name) == ["민지", "서준"])
      let minji = try #require(form.homies.first { $0.name == "민지" }?.id)
      let seojun = try #require(form.homies.first { $0.name == "서준" }?.id)

      // A category, renamed; a rule both keep every day.
      let added = try await minjiClient.send(
        HousAPI.addCategory(RuleCategory(id: "new", name: "주방", icon: .coffee), to: room.id))
      #expect(added.name == "주방" && added.id != "new")
      let kitchen = try await minjiClient.send(
        HousAPI.updateCategory(RuleCategory(id: added.id, name: "부엌", icon: .cake), in: room.id))
      #expect(kitchen == RuleCategory(id: added.id, name: "부엌", icon: .cake))
      let dishes = Rule(
        id: "new", name: "설거지", category: kitchen.id,
        assignments: [RuleAssignment(member: minji, weekdays: .all), RuleAssignment(member: seojun, weekdays: .all)],
        notificationsEnabled: true)
      let ruleID = try await minjiClient.send(HousAPI.addRule(dishes, to: room.id))
      let stored = try await seojunClient.send(HousAPI.ruleForm(editing: ruleID, in: room.id))
      #expect(
        stored.rule
          == Rule(
            id: ruleID, name: "설거지", category: kitchen.id, assignments: dishes.assignments, notificationsEnabled: true))
      #expect(try await minjiClient.send(HousAPI.categoryRules(kitchen.id, in: room.id)).map(\.name) == ["설거지"])
      await #expect(throws: Failure.server(HousServerError(status: 409, message: "이미 존재하는 규칙명입니다."))) {
        try await minjiClient.send(HousAPI.addRule(dishes, to: room.id))
      }

      // Today's todos and checks.
      let mine = try await minjiClient.send(HousAPI.myTodos(in: room.id))
      #expect(mine.first { $0.rule == ruleID }?.isChecked == false)
      #expect(try await minjiClient.send(HousAPI.check(rule: ruleID, in: room.id)) == true)
      #expect(try await minjiClient.send(HousAPI.myTodos(in: room.id)).first { $0.rule == ruleID }?.isChecked == true)
      #expect(try await minjiClient.send(HousAPI.check(rule: ruleID, in: room.id, isChecked: false)) == false)

      // Today's assignees: 서준 alone today; then 민지 may not check it, 서준 may.
      let assignees = try await minjiClient.send(HousAPI.temporaryAssignees(for: ruleID, in: room.id))
      #expect(assignees.members == [minji, seojun] && assignees.rule == ruleID)
      let alone = TemporaryAssignment(rule: ruleID, day: today, members: [seojun])
      #expect(try await seojunClient.send(HousAPI.setTemporaryAssignees(alone, in: room.id)) == alone)
      let screen = try await minjiClient.send(HousAPI.rulesHome(in: room.id))
      let todo = try #require(screen.todos.first { $0.rule == ruleID })
      #expect(todo.isTemporary == true && todo.assignees.map(\.name) == ["서준"])
      await #expect(throws: Failure.server(HousServerError(status: 403, message: "권한이 없는 유저의 요청입니다."))) {
        try await minjiClient.send(HousAPI.check(rule: ruleID, in: room.id))
      }
      #expect(try await seojunClient.send(HousAPI.check(rule: ruleID, in: room.id)) == true)

      // Events.
      let party = try await minjiClient.send(
        HousAPI.addEvent(
          HouseEvent(id: "new", name: "집들이", icon: .party, date: today.adding(days: 3), participants: [minji, seojun]),
          to: room.id))
      #expect(party.name == "집들이" && party.id != "new")
      #expect(try await seojunClient.send(HousAPI.event(party.id, in: room.id)).event == party)
      var moved = party
      moved.date = today.adding(days: 5)
      #expect(try await minjiClient.send(HousAPI.updateEvent(moved, in: room.id)) == moved)
      let home = try await seojunClient.send(HousAPI.home(in: room.id))
      #expect(home.events.contains { $0.id == party.id && $0.dDay.days == 5 })
      #expect(home.inviteCode == room.inviteCode && home.homies.first?.name == "서준")
      #expect(home.todos.contains { $0.name == "설거지" && $0.isChecked == true })
      try await minjiClient.send(HousAPI.removeEvent(party.id, from: room.id))
      await #expect(throws: Failure.server(HousServerError(status: 404, message: "존재하지 않는 이벤트입니다."))) {
        try await minjiClient.send(HousAPI.event(party.id, in: room.id))
      }

      // Profiles and the setting.
      let profile = Profile(job: "개발자", introduction: "반가워요", hashtags: ["INTJ"])
      let updated = try await minjiClient.send(HousAPI.updateProfile(name: "민지", profile: profile))
      #expect(updated.name == "민지" && updated.profile == profile)
      #expect(try await minjiClient.send(HousAPI.profile).profile == profile)
      #expect(try await minjiClient.send(HousAPI.profileForEditing).name == "민지")
      #expect(try await seojunClient.send(HousAPI.homieProfile(minji)).profile == profile)
      #expect(try await minjiClient.send(HousAPI.setNotifications(enabled: false)) == false)
      #expect(try await minjiClient.send(HousAPI.notificationsEnabled) == false)

      // The personality test, answered with the kit's own test.
      let questions = try await minjiClient.send(HousAPI.personalityQuestions)
      var test = try PersonalityTest(questions: questions)
      for question in questions {
        try test.answer(question: question.number, option: 2)
      }
      let scores = try #require(test.scores)
      #expect(try await minjiClient.send(HousAPI.recordTestResult(scores)) == scores)
      let card = try await minjiClient.send(HousAPI.myPersonalityCard)
      #expect(card.personalityType == scores.type && card.card == scores.type.card)
      #expect(try await seojunClient.send(HousAPI.personalityCard(of: minji)).personalityType == scores.type)
      #expect(try await minjiClient.send(HousAPI.personalityCard(of: seojun)).personalityType == .gray)

      // 서준 leaves; the rule is 민지's alone, then removed with its category; 민지 leaves Hous for good.
      try await seojunClient.send(HousAPI.leaveRoom(room.id))
      #expect(try await seojunClient.send(HousAPI.currentRoom) == nil)
      let minjiAlone = Rule(
        id: ruleID, name: "설거지", category: kitchen.id, assignments: [RuleAssignment(member: minji, weekdays: .all)])
      try await minjiClient.send(HousAPI.updateRule(minjiAlone, in: room.id))
      try await minjiClient.send(HousAPI.removeRule(ruleID, from: room.id))
      try await minjiClient.send(HousAPI.removeCategory(kitchen.id, from: room.id))
      try await minjiClient.send(HousAPI.quit)
      await #expect(throws: Failure.signInRequired(.cannotRefresh)) {
        try await minjiClient.send(HousAPI.profile)
      }
      #expect(try await server.repositories.houses.house(id: room.id) == nil, "the last member took the room along")
      try await server.stop()
    }

    @Test("An expired token: the client asks to sign in again (no refresh call), and signing in works")
    func expiry() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(
        demo: true, clock: clock.serverClock, accessTokenLifetime: .seconds(60))
      let client = server.housClient()
      try await client.signIn(
        HousAPI.signIn(email: "homie@hous.example", password: DemoSeed.password, fcmToken: "device"))
      #expect(try await client.send(HousAPI.currentRoom) == DemoSeed.housRoom)
      clock.advance(seconds: 61)
      await #expect(throws: Failure.signInRequired(.cannotRefresh)) {
        try await client.send(HousAPI.currentRoom)
      }
      try await client.signIn(
        HousAPI.signIn(email: "homie@hous.example", password: DemoSeed.password, fcmToken: "device"))
      #expect(try await client.send(HousAPI.myTodos(in: DemoSeed.housRoom)).allSatisfy { $0.rule != nil })
      try await server.stop()
    }
  }
#endif
