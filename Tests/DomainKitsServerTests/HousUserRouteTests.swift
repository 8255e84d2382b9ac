#if Server
  import DomainKitsCore
  import Foundation
  import HouseRulesKit
  import Testing

  @testable import DomainKitsServer

  @Suite("Hous: profiles, the notification setting, roommates, the personality test")
  struct HousUserRouteTests {
    @Test("Profiles: read, edited within the kit's limits (trimmed), the same in and out of a room")
    func profile() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let user = try await server.newHomie("profile@hous.example", name: "김호미")
      let read = try await server.hous("GET", "/user/profile", token: user.accessToken)
      let data = try #require(expectHousSuccess(read, "사용자 정보 조회 성공입니다.") as? [String: Any])
      #expect(data["typeColor"] as? String == "GRAY" && data["typeName"] as? String == "임시 디폴트")
      #expect(data["notificationState"] as? Bool == true && (data["typeScore"] as? [Int]) == [])
      let edit: [String: Any] = ["userName": "호미", "job": " 대학생 ", "introduction": "안녕하세요", "hashTag": ["ESFJ"]]
      let edited = try await server.hous("PUT", "/user/profile/me", token: user.accessToken, json: edit)
      expectHousSuccess(edited, "사용자 정보 수정 성공입니다.")
      let stored = try HousServerDecoder.updatedProfile(from: edited.body)
      #expect(stored.name == "호미" && stored.profile == Profile(job: "대학생", introduction: "안녕하세요", hashtags: ["ESFJ"]))
      let me = try await server.hous("GET", "/user/profile/me", token: user.accessToken)
      let mine = try HousServerDecoder.profile(from: me.body)
      #expect(mine.name == "호미" && mine.profile.job == "대학생" && mine.notificationsEnabled == nil)
      // In a room the profile is the room's member: the same edit lands there.
      let room = try await server.newRoom(user)
      let again = edit.merging(["job": "디자이너"]) { _, new in new }
      expectHousSuccess(
        try await server.hous("PUT", "/user/profile/me", token: user.accessToken, json: again), "사용자 정보 수정 성공입니다.")
      let house = try #require(try await server.repositories.houses.house(id: HouseID(room.id)))
      #expect(house.member(HomieID(user.id))?.profile.job == "디자이너")
      let refusals: [(String, Any, HousErrorReply)] = [
        ("userName", "여섯글자이름", HousExpected.tooLong), ("job", "여섯글자직업", HousExpected.tooLong),
        ("hashTag", ["a", "b", "c", "d"], HousExpected.tooMany), ("hashTag", [""], HousExpected.missingValue),
        ("introduction", 5, HousExpected.badRequest), ("hashTag", ["다섯글자다"], HousExpected.tooLong),
      ]
      for (key, value, expected) in refusals {
        expectHousError(
          try await server.hous(
            "PUT", "/user/profile/me", token: user.accessToken, json: edit.merging([key: value]) { _, new in new }),
          expected, "\(key): \(value)")
      }
      try await server.stop()
    }

    @Test("The notification setting: read and changed; a text for the boolean is 400")
    func setting() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let user = try await server.newHomie("setting@hous.example")
      let read = try await server.hous("GET", "/user/setting", token: user.accessToken)
      #expect(
        (expectHousSuccess(read, "사용자 설정 조회 성공입니다.") as? [String: Any])?["notificationState"] as? Bool == true)
      let changed = try await server.hous(
        "PUT", "/user/setting/notification", token: user.accessToken, json: ["notificationState": false])
      expectHousSuccess(changed, "사용자 알림 설정 수정 성공입니다.")
      #expect(try HousServerDecoder.notificationsEnabled(from: changed.body) == false)
      let reread = try await server.hous("GET", "/user/profile", token: user.accessToken)
      #expect(try HousServerDecoder.profile(from: reread.body).notificationsEnabled == false)
      expectHousError(
        try await server.hous(
          "PUT", "/user/setting/notification", token: user.accessToken, json: ["notificationState": "true"]),
        HousExpected.badRequest)
      try await server.stop()
    }

    @Test("A roommate's profile and type; a user of no shared room is 404; a malformed id 400")
    func homie() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let minjae = try await server.housSignIn("homie@hous.example", password: DemoSeed.password)
      let jisu = DemoSeed.housHomies[1].id.rawValue
      let answer = try await server.hous("GET", "/user/\(jisu)", token: minjae.accessToken)
      expectHousSuccess(answer, "호미 프로필 조회 성공입니다.")
      let profile = try HousServerDecoder.profile(from: answer.body)
      #expect(profile.name == "지수" && profile.personalityType == .blue)
      #expect(profile.scores == (try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)))
      let type = try await server.hous("GET", "/user/\(jisu)/type", token: minjae.accessToken)
      expectHousSuccess(type, "사용자 성향 상세 조회 성공입니다.")
      let card = try HousServerDecoder.personalityCard(from: type.body)
      #expect(card.memberName == "지수" && card.card == PersonalityType.blue.card)
      expectHousError(
        try await server.hous("GET", "/user/not-an-id", token: minjae.accessToken), HousExpected.invalidID)
      let stranger = try await server.newHomie("stranger@hous.example")
      expectHousError(
        try await server.hous("GET", "/user/\(stranger.id)", token: minjae.accessToken), HousExpected.homieNotFound)
      try await server.stop()
    }

    @Test("The personality test: the kit's 15 questions; a result recorded in the room; the card; scores refused")
    func typeTest() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let minjae = try await server.housSignIn("homie@hous.example", password: DemoSeed.password)
      let questions = try await server.hous("GET", "/type/test", token: minjae.accessToken)
      expectHousSuccess(questions, "사용자 성향 테스트 조회 성공입니다.")
      #expect(try HousServerDecoder.personalityQuestions(from: questions.body) == PersonalityQuestion.builtIn)
      let before = try await server.hous("GET", "/user/me/type", token: minjae.accessToken)
      #expect(try HousServerDecoder.personalityCard(from: before.body).personalityType == .gray)
      let recorded = try await server.hous(
        "PUT", "/user/type/test", token: minjae.accessToken, json: ["typeScore": [3, 3, 3, 3, 4]])
      expectHousSuccess(recorded, "호미 프로필 조회 성공입니다.")
      let scores = try PersonalityScores(light: 3, noise: 3, smell: 3, introversion: 3, clean: 4)
      #expect(try HousServerDecoder.personalityScores(from: recorded.body) == scores)
      let house = try #require(try await server.repositories.houses.house(id: DemoSeed.housRoom))
      #expect(house.member(DemoSeed.housHomies[0].id)?.personality?.scores == scores)
      let after = try await server.hous("GET", "/user/me/type", token: minjae.accessToken)
      expectHousSuccess(after, "사용자 성향 상세 조회 성공입니다.")
      #expect(try HousServerDecoder.personalityCard(from: after.body).card == PersonalityType.yellow.card)
      let refusals: [([Int], HousErrorReply)] = [
        ([2, 5, 4, 3, 4], HousExpected.badRequest), ([3, 3, 3, 3], HousExpected.badRequest),
        ([3, 3, 3, 3, 10], HousExpected.badRequest), ([3, 3, 3, 3, 3, 3], HousExpected.tooMany),
      ]
      for (refused, expected) in refusals {
        expectHousError(
          try await server.hous("PUT", "/user/type/test", token: minjae.accessToken, json: ["typeScore": refused]),
          expected, "\(refused)")
      }
      expectHousError(
        try await server.hous(
          "PUT", "/user/type/test", token: minjae.accessToken, raw: Data(#"{"typeScore":[3,3,3,3,4.0]}"#.utf8)),
        HousExpected.badRequest)
      try await server.stop()
    }
  }
#endif
