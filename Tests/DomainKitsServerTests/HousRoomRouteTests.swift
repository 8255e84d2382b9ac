#if Server
  import DomainKitsCore
  import Foundation
  import HouseRulesKit
  import Testing

  @testable import DomainKitsServer

  @Suite("Hous: rooms, joining, leaving, the home screen, whose room is whose")
  struct HousRoomRouteTests {
    @Test("POST /room/: 201 with the id and an invite code, the guide data in it; GET /room/ says the room; 409 twice")
    func createRoom() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(clock: clock.serverClock)
      let owner = try await server.newHomie("owner@hous.example", name: "방장")
      let before = try await server.hous("GET", "/room/", token: owner.accessToken)
      #expect(expectHousSuccess(before, "방 조회 성공입니다.") is NSNull)
      let created = try await server.hous("POST", "/room/", token: owner.accessToken)
      let data = try #require(expectHousSuccess(created, status: 201, "방 생성 성공입니다.") as? [String: Any])
      #expect(Set(data.keys) == ["_id", "roomCode"])
      let id = try #require(data["_id"] as? String)
      let code = try #require(data["roomCode"] as? String)
      #expect(HousObjectID.isValid(id) && HousInviteCode.isValid(code))
      #expect(
        expectHousSuccess(try await server.hous("GET", "/room/", token: owner.accessToken), "방 조회 성공입니다.") as? String
          == id)
      expectHousError(try await server.hous("POST", "/room/", token: owner.accessToken), HousExpected.alreadyInRoom)
      // The Hous server's guide data: a 청소 category, a key rule, an event ten days ahead with the owner in it.
      let house = try #require(try await server.repositories.houses.house(id: HouseID(id)))
      #expect(house.categories.map(\.name) == ["청소"])
      #expect(house.keyRules.map(\.name) == ["설거지는 먹고 바로하기"])
      let today = CalendarDay(clock.now, in: .seoul)
      #expect(house.events.map(\.date) == [today.adding(days: 10)])
      #expect(house.events.first?.participants.map(\.rawValue) == [owner.id])
      try await server.stop()
    }

    @Test("GET /room/in: the invite code in a GET body opens the room; without a body 400, an unknown code 404")
    func invitation() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let visitor = try await server.newHomie("visitor@hous.example", name: "손님")
      expectHousError(try await server.hous("GET", "/room/in", token: visitor.accessToken), HousExpected.missingValue)
      let headers = ["Authorization": "Bearer " + visitor.accessToken, "Content-Type": "application/json"]
      let found = try await RawHTTPExchange.send(
        port: server.address.port, method: "GET", path: "/hous/room/in", headers: headers,
        body: Data(#"{"roomCode":"505TYCMR"}"#.utf8))
      #expect(found.status == 200)
      let invitation = try HousServerDecoder.roomInvitation(from: found.body)
      #expect(
        invitation
          == HousRoomInvitation(
            room: DemoSeed.housRoom, name: "손님", personalityType: .gray, introduction: ""))
      let unknown = try await RawHTTPExchange.send(
        port: server.address.port, method: "GET", path: "/hous/room/in", headers: headers,
        body: Data(#"{"roomCode":"ZZZZ9999"}"#.utf8))
      #expect(unknown.status == 404)
      #expect(try JSONDecoder().decode(HousErrorReply.self, from: unknown.body) == HousExpected.roomNotFound)
      let malformed = try await RawHTTPExchange.send(
        port: server.address.port, method: "GET", path: "/hous/room/in", headers: headers,
        body: Data(#"{"roomCode":"short"}"#.utf8))
      #expect(try JSONDecoder().decode(HousErrorReply.self, from: malformed.body) == HousExpected.badRequest)
      try await server.stop()
    }

    @Test("POST /room/{roomId}/in: the room's code joins it; a wrong code or room 404, a bad id 400, in a room 409")
    func join() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let owner = try await server.newHomie("owner@hous.example", name: "방장")
      let mate = try await server.newHomie("mate@hous.example", name: "룸메")
      let room = try await server.newRoom(owner)
      let path = "/room/\(room.id)/in"
      expectHousError(
        try await server.hous("POST", path, token: mate.accessToken, json: ["roomCode": "AAAA0000"]),
        HousExpected.roomNotFound)
      expectHousError(
        try await server.hous(
          "POST", "/room/0123456789abcdef01234567/in", token: mate.accessToken, json: ["roomCode": room.code]),
        HousExpected.roomNotFound)
      expectHousError(
        try await server.hous("POST", "/room/not-an-id/in", token: mate.accessToken, json: ["roomCode": room.code]),
        HousExpected.invalidID)
      expectHousError(
        try await server.hous(
          "POST", "/room/A\(room.id.dropFirst())/in", token: mate.accessToken, json: ["roomCode": room.code]),
        HousExpected.invalidID)
      expectHousError(
        try await server.hous("POST", path, token: mate.accessToken, json: [String: Any]()), HousExpected.missingValue)
      let joined = try await server.hous("POST", path, token: mate.accessToken, json: ["roomCode": room.code])
      #expect(expectHousSuccess(joined, "방 참가 성공입니다.") as? String == room.id)
      expectHousError(
        try await server.hous("POST", path, token: mate.accessToken, json: ["roomCode": room.code]),
        HousExpected.alreadyInRoom)
      expectHousError(try await server.hous("POST", "/room/", token: mate.accessToken), HousExpected.alreadyInRoom)
      let house = try #require(try await server.repositories.houses.house(id: HouseID(room.id)))
      #expect(house.members.map(\.id.rawValue) == [owner.id, mate.id])
      #expect(house.member(HomieID(mate.id))?.name == "룸메")
      try await server.stop()
    }

    @Test(
      "Two roommates entering the code at once both land (the kit's addMember command)",
      arguments: StorageUnderTest.available)
    func concurrentJoins(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage)
      let owner = try await server.newHomie("owner@hous.example", name: "방장")
      var mates: [HousTestUser] = []
      for index in 1...4 {
        mates.append(try await server.newHomie("mate\(index)@hous.example", name: "룸메\(index)"))
      }
      let room = try await server.newRoom(owner)
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for mate in mates {
          group.addTask {
            try await server.hous("POST", "/room/\(room.id)/in", token: mate.accessToken, json: ["roomCode": room.code])
              .statusCode
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(statuses == [200, 200, 200, 200])
      let house = try #require(try await server.repositories.houses.house(id: HouseID(room.id)))
      #expect(Set(house.members.map(\.id.rawValue)) == Set([owner.id] + mates.map(\.id)))
      for mate in mates {
        let answer = try await server.hous("GET", "/room/", token: mate.accessToken)
        #expect(expectHousSuccess(answer, "방 조회 성공입니다.") as? String == room.id)
      }
      try await server.stop()
    }

    @Test("A homie of another room gets 403 on this room's operations and 404 for its homies' profiles and types")
    func ownership() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let outsider = try await server.newHomie("outsider@hous.example", name: "이웃")
      _ = try await server.newRoom(outsider)
      let room = DemoSeed.housRoom.rawValue
      let rule = "62caf76391f814e6272256cf"
      let operations: [(String, String, Any?)] = [
        ("GET", "/room/\(room)/home", nil), ("GET", "/room/\(room)/rules", nil), ("GET", "/room/\(room)/rules/me", nil),
        ("GET", "/room/\(room)/rule/new", nil), ("GET", "/room/\(room)/rule/\(rule)", nil),
        ("DELETE", "/room/\(room)/rule/\(rule)", nil), ("GET", "/room/\(room)/rule/\(rule)/today", nil),
        ("PUT", "/room/\(room)/rule/\(rule)/check", ["isCheck": true]),
        ("GET", "/room/\(room)/category/62d4335e17e70062873f3d26/rule", nil),
        ("DELETE", "/room/\(room)/rules/category/62d4335e17e70062873f3d26", nil),
        ("GET", "/room/\(room)/event/62d4335e17e70062873f3d28", nil), ("DELETE", "/room/\(room)/out", nil),
      ]
      for (method, path, body) in operations {
        expectHousError(
          try await server.hous(method, path, token: outsider.accessToken, json: body), HousExpected.forbiddenRoom,
          Comment(rawValue: "\(method) \(path)"))
      }
      expectHousError(
        try await server.hous("GET", "/room/0123456789abcdef01234567/home", token: outsider.accessToken),
        HousExpected.roomNotFound)
      let minjae = DemoSeed.housHomies[0].id.rawValue
      expectHousError(
        try await server.hous("GET", "/user/\(minjae)", token: outsider.accessToken), HousExpected.homieNotFound)
      expectHousError(
        try await server.hous("GET", "/user/\(minjae)/type", token: outsider.accessToken), HousExpected.homieNotFound)
      // Nothing of the demo room changed.
      let house = try #require(try await server.repositories.houses.house(id: DemoSeed.housRoom))
      #expect(house.members.count == 3 && house.rule(RuleID(rule)) != nil && house.events.count == 1)
      try await server.stop()
    }

    @Test("DELETE /room/{roomId}/out: the kit's removeMember (400 while keeping a rule alone); the last one closes it")
    func leave() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let haneul = try await server.housSignIn("homie3@hous.example", password: DemoSeed.password)
      let room = DemoSeed.housRoom.rawValue
      // 하늘 alone keeps 분리수거 내놓기: the kit refuses until it is reassigned.
      expectHousError(
        try await server.hous("DELETE", "/room/\(room)/out", token: haneul.accessToken), HousExpected.badRequest)
      let reassigned: [String: Any] = [
        "ruleName": "분리수거 내놓기", "categoryId": "62cac03afa32959ed64ae003", "isKeyRules": false,
        "notificationState": true, "ruleMembers": [["userId": DemoSeed.housHomies[0].id.rawValue, "day": [2, 5]]],
      ]
      let updated = try await server.hous(
        "PUT", "/room/\(room)/rule/62cbd8b5647a6c0c44d65ed1", token: haneul.accessToken, json: reassigned)
      expectHousSuccess(updated, "규칙 수정 성공입니다.")
      let left = try await server.hous("DELETE", "/room/\(room)/out", token: haneul.accessToken)
      #expect(expectHousSuccess(left, "방 퇴사 성공입니다.") is NSNull)
      let roomless = try await server.hous("GET", "/room/", token: haneul.accessToken)
      #expect(expectHousSuccess(roomless, "방 조회 성공입니다.") is NSNull)
      let house = try #require(try await server.repositories.houses.house(id: DemoSeed.housRoom))
      #expect(house.members.map(\.name) == ["민재", "지수"])
      #expect(
        house.rule("62cef1fd5742e5b90c586d7d")?.rotation?.members.map(\.rawValue) == [
          DemoSeed.housHomies[0].id.rawValue, DemoSeed.housHomies[1].id.rawValue,
        ])
      // Outside a room, the room's operations are 403 for them; the profile is their own row's.
      expectHousError(
        try await server.hous("GET", "/room/\(room)/home", token: haneul.accessToken), HousExpected.forbiddenRoom)
      #expect(try await server.hous("GET", "/user/profile", token: haneul.accessToken).statusCode == 200)
      try await server.stop()
    }

    @Test("GET /room/{roomId}/home: events with their D-day, key rules, the caller's todos, members, the code")
    func home() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      // Wednesday 2026-12-16, 09:00 in Seoul: 민재 keeps 설거지 on Wednesdays; the party is eight days ahead.
      let clock = TestClock(Date(timeIntervalSince1970: 1_797_379_200))
      let server = try await ServerHarness.start(demo: true, clock: clock.serverClock)
      let minjae = try await server.housSignIn("homie@hous.example", password: DemoSeed.password)
      let answer = try await server.hous("GET", "/room/\(DemoSeed.housRoom)/home", token: minjae.accessToken)
      expectHousSuccess(answer, "홈화면 조회 성공입니다.")
      let home = try HousServerDecoder.home(from: answer.body)
      #expect(home.inviteCode == "505TYCMR")
      #expect(home.keyRules == ["밤 11시 이후 조용히", "현관 신발 정리"])
      #expect(home.events.map(\.dDay.days) == [8])
      #expect(home.homies.first?.name == "민재" && home.homies.count == 3)
      #expect(home.todos.contains { $0.name == "설거지" && $0.isChecked == false })
      try await server.stop()
    }
  }
#endif
