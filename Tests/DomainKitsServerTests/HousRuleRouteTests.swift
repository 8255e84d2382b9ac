#if Server
  import DomainKitsCore
  import Foundation
  import HouseRulesKit
  import Testing

  @testable import DomainKitsServer

  @Suite("Hous: rules, categories, today's todos and checks, events")
  struct HousRuleRouteTests {
    /// Wednesday 2026-12-16, 09:00 in Seoul: 민재 keeps 설거지 on Wednesdays, 지수 화분 물주기.
    static let wednesday = Date(timeIntervalSince1970: 1_797_379_200)
    static let room = DemoSeed.housRoom.rawValue
    static let minjae = DemoSeed.housHomies[0].id.rawValue
    static let jisu = DemoSeed.housHomies[1].id.rawValue
    static let kitchen = "62d4335e17e70062873f3d26"
    static let clean = "62cac03afa32959ed64ae003"
    static let dishes = "62caf76391f814e6272256cf"
    static let trash = "62cbd8b5647a6c0c44d65ed1"
    static let quiet = "62cc81ac1a034f0287c5c6ec"
    static let party = "62d4335e17e70062873f3d28"
    static let nothing = "0123456789abcdef01234567"

    /// A server with the demo on a Wednesday, and 민재 signed in.
    @available(macOS 14, iOS 17, tvOS 17, *)
    static func start() async throws -> (ServerHarness, HousTestUser) {
      let server = try await ServerHarness.start(demo: true, clock: TestClock(wednesday).serverClock)
      return (server, try await server.housSignIn("homie@hous.example", password: DemoSeed.password))
    }

    /// A rule's body.
    static func rule(
      _ name: String, category: String = HousRuleRouteTests.kitchen, isKey: Bool = false, members: [[String: Any]]
    ) -> [String: Any] {
      [
        "ruleName": name, "categoryId": category, "isKeyRules": isKey, "notificationState": !isKey,
        "ruleMembers": members,
      ]
    }

    @Test("Rules: added (201), read in its form, replaced, listed by category, removed; the kit's refusals")
    func rules() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let (server, minjae) = try await Self.start()
      let token = minjae.accessToken
      let laundry = Self.rule(
        "빨래", members: [["userId": Self.minjae, "day": [3]], ["userId": Self.jisu, "day": [3, 6]]])
      let created = try await server.hous("POST", "/room/\(Self.room)/rule", token: token, json: laundry)
      let data = try #require(expectHousSuccess(created, status: 201, "규칙 생성 성공입니다.") as? [String: Any])
      let id = try #require(data["_id"] as? String)
      #expect(HousObjectID.isValid(id) && data["roomId"] as? String == Self.room)
      let form = try await server.hous("GET", "/room/\(Self.room)/rule/\(id)", token: token)
      expectHousSuccess(form, "규칙 조회 성공입니다.")
      let expected = Rule(
        id: RuleID(id), name: "빨래", category: CategoryID(Self.kitchen),
        assignments: [
          RuleAssignment(member: HomieID(Self.minjae), weekdays: [.wednesday]),
          RuleAssignment(member: HomieID(Self.jisu), weekdays: [.wednesday, .saturday]),
        ], notificationsEnabled: true)
      let ruleForm = try HousServerDecoder.ruleForm(from: form.body)
      #expect(ruleForm.rule == expected)
      #expect(ruleForm.categories.map(\.name) == ["주방", "청소"] && ruleForm.homies.count == 3)
      let newForm = try await server.hous("GET", "/room/\(Self.room)/rule/new", token: token)
      expectHousSuccess(newForm, "규칙 생성 시 조회 성공입니다.")
      #expect(try HousServerDecoder.ruleForm(from: newForm.body).rule == nil)

      let path = "/room/\(Self.room)/rule"
      let refusals: [([String: Any], HousErrorReply)] = [
        (Self.rule("설거지", members: [["userId": Self.minjae, "day": [1]]]), HousExpected.ruleNameTaken),
        (
          Self.rule("새 규칙", category: Self.nothing, members: [["userId": Self.minjae, "day": [1]]]),
          HousExpected.categoryNotFound
        ),
        (
          Self.rule("새 규칙", category: "kitchen", members: [["userId": Self.minjae, "day": [1]]]),
          HousExpected.invalidID
        ),
        (Self.rule("새 규칙", members: [["userId": Self.minjae, "day": [7]]]), HousExpected.invalidDay),
        (Self.rule("새 규칙", members: [["userId": Self.nothing, "day": [1]]]), HousExpected.homieNotFound),
        (Self.rule("새 규칙", isKey: true, members: [["userId": Self.minjae, "day": [1]]]), HousExpected.badRequest),
        (Self.rule("새 규칙", members: []), HousExpected.badRequest),
        (Self.rule("열여섯글자가넘는아주긴규칙이름입니다", members: [["userId": Self.minjae, "day": [1]]]), HousExpected.tooLong),
      ]
      for (body, expected) in refusals {
        expectHousError(try await server.hous("POST", path, token: token, json: body), expected, "\(body)")
      }
      let fraction =
        #"{"ruleName":"새 규칙","categoryId":"\#(Self.kitchen)","isKeyRules":false,"#
        + #""notificationState":true,"ruleMembers":[{"userId":"\#(Self.minjae)","day":[1.0]}]}"#
      expectHousError(
        try await server.hous("POST", path, token: token, raw: Data(fraction.utf8)), HousExpected.badRequest)

      let renamed = Self.rule("빨래 널기", category: Self.clean, members: [["userId": Self.jisu, "day": [0]]])
      let updated = try await server.hous("PUT", "/room/\(Self.room)/rule/\(id)", token: token, json: renamed)
      expectHousSuccess(updated, "규칙 수정 성공입니다.")
      let reread = try HousServerDecoder.ruleForm(
        from: try await server.hous("GET", "/room/\(Self.room)/rule/\(id)", token: token).body)
      #expect(reread.rule?.name == "빨래 널기" && reread.rule?.category == CategoryID(Self.clean))
      expectHousError(
        try await server.hous("PUT", "/room/\(Self.room)/rule/\(Self.nothing)", token: token, json: renamed),
        HousExpected.ruleNotFound)
      expectHousError(
        try await server.hous("GET", "/room/\(Self.room)/rule/\(Self.nothing)", token: token),
        HousExpected.ruleNotFound)

      let listed = try await server.hous("GET", "/room/\(Self.room)/category/\(Self.clean)/rule", token: token)
      expectHousSuccess(listed, "카테고리 별 규칙 조회 성공입니다.")
      let rules = try HousServerDecoder.categoryRules(from: listed.body)
      #expect(rules.filter(\.isKeyRule).map(\.name) == ["밤 11시 이후 조용히", "현관 신발 정리"])
      #expect(rules.first { $0.name == "욕실 청소" }?.memberCount == 3)
      #expect(rules.contains { $0.name == "빨래 널기" && $0.memberTypes == [.blue] })
      expectHousError(
        try await server.hous("GET", "/room/\(Self.room)/category/\(Self.nothing)/rule", token: token),
        HousExpected.categoryNotFound)

      let removed = try await server.hous("DELETE", "/room/\(Self.room)/rule/\(id)", token: token)
      #expect(expectHousSuccess(removed, "규칙 삭제 성공입니다.") is NSNull)
      expectHousError(
        try await server.hous("DELETE", "/room/\(Self.room)/rule/\(id)", token: token), HousExpected.ruleNotFound)
      try await server.stop()
    }

    @Test("Categories: added (201), a taken name 409, an unknown icon 400, renamed, removed with their rules, ten")
    func categories() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let (server, minjae) = try await Self.start()
      let token = minjae.accessToken
      let path = "/room/\(Self.room)/rules/category"
      let created = try await server.hous(
        "POST", path, token: token, json: ["categoryName": "빨래방", "categoryIcon": "LAUNDRY"])
      let data = try #require(expectHousSuccess(created, status: 201, "규칙 카테고리 생성 성공입니다.") as? [String: Any])
      #expect(data["ruleCnt"] as? Int == 0 && data["roomId"] as? String == Self.room)
      let category = try HousServerDecoder.category(from: created.body)
      #expect(category.name == "빨래방" && category.icon == .laundry)
      let refusals: [([String: Any], HousErrorReply)] = [
        (["categoryName": "청소", "categoryIcon": "CLEAN"], HousExpected.categoryNameTaken),
        (["categoryName": "새분류", "categoryIcon": "PARTY"], HousExpected.invalidIcon),
        (["categoryName": "여섯글자분류", "categoryIcon": "CLEAN"], HousExpected.tooLong),
        (["categoryName": "새분류"], HousExpected.missingValue),
      ]
      for (body, expected) in refusals {
        expectHousError(try await server.hous("POST", path, token: token, json: body), expected, "\(body)")
      }
      let renamed = try await server.hous(
        "PUT", "\(path)/\(category.id)", token: token, json: ["categoryName": "세탁", "categoryIcon": "HEART"])
      expectHousSuccess(renamed, "규칙 카테고리 수정 성공입니다.")
      let renamedCategory = try HousServerDecoder.category(from: renamed.body)
      #expect(renamedCategory == RuleCategory(id: category.id, name: "세탁", icon: .heart))
      expectHousError(
        try await server.hous(
          "PUT", "\(path)/\(Self.clean)", token: token, json: ["categoryName": "세탁", "categoryIcon": "HEART"]),
        HousExpected.categoryNameTaken)
      expectHousError(
        try await server.hous(
          "PUT", "\(path)/\(Self.nothing)", token: token, json: ["categoryName": "없음", "categoryIcon": "HEART"]),
        HousExpected.categoryNotFound)
      // Removing 주방 removes 설거지 with it.
      let removed = try await server.hous("DELETE", "\(path)/\(Self.kitchen)", token: token)
      #expect(expectHousSuccess(removed, "규칙 카테고리 삭제 성공입니다.") is NSNull)
      let house = try #require(try await server.repositories.houses.house(id: DemoSeed.housRoom))
      #expect(house.rule(RuleID(Self.dishes)) == nil && house.category(CategoryID(Self.kitchen)) == nil)
      expectHousError(
        try await server.hous("DELETE", "\(path)/\(Self.kitchen)", token: token), HousExpected.categoryNotFound)
      // Ten categories at most (2 now).
      for index in 1...8 {
        let answer = try await server.hous(
          "POST", path, token: token, json: ["categoryName": "분류\(index)", "categoryIcon": "BEER"])
        #expect(answer.statusCode == 201, "분류\(index)")
      }
      expectHousError(
        try await server.hous("POST", path, token: token, json: ["categoryName": "분류9", "categoryIcon": "BEER"]),
        HousExpected.tooMany)
      try await server.stop()
    }

    @Test("Today: my todos, my check (set, cleared, twice is fine, not mine 403), one-day assignees, the rules screen")
    func today() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let (server, minjae) = try await Self.start()
      let token = minjae.accessToken
      let mine = try await server.hous("GET", "/room/\(Self.room)/rules/me", token: token)
      expectHousSuccess(mine, "나의 to-do 조회 성공입니다.")
      #expect(
        try HousServerDecoder.myTodos(from: mine.body).contains {
          $0.rule == RuleID(Self.dishes) && $0.icon == .coffee && $0.isChecked == false
        })
      let check = "/room/\(Self.room)/rule/\(Self.dishes)/check"
      for wanted in [true, true, false, false, true] {
        let answer = try await server.hous("PUT", check, token: token, json: ["isCheck": wanted])
        expectHousSuccess(answer, "나의 to-do 체크 수정 성공입니다.")
        #expect(try HousServerDecoder.isChecked(from: answer.body) == wanted)
      }
      let day = try CalendarDay(year: 2026, month: 12, day: 16)
      let house = try #require(try await server.repositories.houses.house(id: DemoSeed.housRoom))
      #expect(house.isChecked(rule: RuleID(Self.dishes), member: HomieID(Self.minjae), on: day))
      expectHousError(
        try await server.hous(
          "PUT", "/room/\(Self.room)/rule/\(Self.trash)/check", token: token, json: ["isCheck": true]),
        HousExpected.forbidden)
      expectHousError(
        try await server.hous("PUT", check, token: token, json: ["isCheck": "true"]), HousExpected.badRequest)

      let todayPath = "/room/\(Self.room)/rule/\(Self.dishes)/today"
      let listed = try await server.hous("GET", todayPath, token: token)
      expectHousSuccess(listed, "오늘의 임시 담당자 여부를 포함한 호미 리스트 조회 성공입니다.")
      let assigned = try HousServerDecoder.temporaryAssignees(from: listed.body)
      #expect(assigned.members == [HomieID(Self.minjae)] && assigned.homies.count == 3)
      let set = try await server.hous("PUT", todayPath, token: token, json: ["tmpRuleMembers": [Self.jisu]])
      expectHousSuccess(set, "오늘의 임시 담당자 설정 성공입니다.")
      #expect(try HousServerDecoder.temporaryAssignment(from: set.body, on: day).members == [HomieID(Self.jisu)])
      let screen = try await server.hous("GET", "/room/\(Self.room)/rules", token: token)
      expectHousSuccess(screen, "규칙 홈화면 조회 성공입니다.")
      let home = try HousServerDecoder.rulesHome(from: screen.body)
      #expect(home.categories.map(\.name) == ["주방", "청소"])
      let dishes = try #require(home.todos.first { $0.rule == RuleID(Self.dishes) })
      #expect(dishes.isTemporary == true && dishes.assignees.map(\.name) == ["지수"] && dishes.isAllChecked == false)
      // 민재's check stays on record but no longer counts, and they may no longer check it today.
      expectHousError(
        try await server.hous("PUT", check, token: token, json: ["isCheck": true]), HousExpected.forbidden)
      let cleared = try await server.hous("PUT", todayPath, token: token, json: ["tmpRuleMembers": [String]()])
      #expect(try HousServerDecoder.temporaryAssignment(from: cleared.body, on: day).members.isEmpty)
      expectHousError(
        try await server.hous("PUT", todayPath, token: token, json: ["tmpRuleMembers": [Self.nothing]]),
        HousExpected.homieNotFound)
      expectHousError(
        try await server.hous(
          "PUT", "/room/\(Self.room)/rule/\(Self.quiet)/today", token: token, json: ["tmpRuleMembers": [Self.jisu]]),
        HousExpected.badRequest)
      try await server.stop()
    }

    @Test("Events: added (201), read with every member marked, replaced, removed; the kit's refusals")
    func events() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let (server, minjae) = try await Self.start()
      let token = minjae.accessToken
      let path = "/room/\(Self.room)/event"
      let body: [String: Any] = [
        "eventName": "집들이", "eventIcon": "CAKE", "date": "2026-12-20", "participants": [Self.minjae, Self.jisu],
      ]
      let created = try await server.hous("POST", path, token: token, json: body)
      expectHousSuccess(created, status: 201, "이벤트 생성 성공입니다.")
      let event = try HousServerDecoder.event(from: created.body)
      let date = try CalendarDay(year: 2026, month: 12, day: 20)
      #expect(event.name == "집들이" && event.icon == .cake && event.date == date)
      let read = try await server.hous("GET", "\(path)/\(event.id)", token: token)
      expectHousSuccess(read, "이벤트 조회 성공입니다.")
      let detail = try HousServerDecoder.eventDetail(from: read.body)
      #expect(detail.event == event && detail.homies.count == 3)
      let changed = body.merging(["eventName": "송년회", "participants": [Self.jisu]]) { _, new in new }
      let updated = try await server.hous("PUT", "\(path)/\(event.id)", token: token, json: changed)
      expectHousSuccess(updated, "이벤트 수정 성공입니다.")
      #expect(try HousServerDecoder.event(from: updated.body).participants == [HomieID(Self.jisu)])
      let refusals: [([String: Any], HousErrorReply)] = [
        (body.merging(["eventIcon": "ROCKET"]) { _, new in new }, HousExpected.invalidIcon),
        (body.merging(["date": "2026-13-01"]) { _, new in new }, HousExpected.badRequest),
        (body.merging(["eventName": "열한글자가넘는이벤트명"]) { _, new in new }, HousExpected.tooLong),
        (body.merging(["participants": [Self.nothing]]) { _, new in new }, HousExpected.homieNotFound),
        (body.merging(["participants": [Self.jisu, Self.jisu]]) { _, new in new }, HousExpected.badRequest),
        (body.merging(["participants": ["x"]]) { _, new in new }, HousExpected.invalidID),
      ]
      for (refused, expected) in refusals {
        expectHousError(try await server.hous("POST", path, token: token, json: refused), expected, "\(refused)")
      }
      let removed = try await server.hous("DELETE", "\(path)/\(event.id)", token: token)
      expectHousSuccess(removed, "이벤트 삭제 성공입니다.")
      expectHousError(try await server.hous("GET", "\(path)/\(event.id)", token: token), HousExpected.eventNotFound)
      expectHousError(try await server.hous("DELETE", "\(path)/\(event.id)", token: token), HousExpected.eventNotFound)
      // Ten events at most (the demo has one).
      for index in 1...9 {
        let answer = try await server.hous(
          "POST", path, token: token, json: body.merging(["eventName": "모임\(index)"]) { _, new in new })
        #expect(answer.statusCode == 201, "모임\(index)")
      }
      expectHousError(try await server.hous("POST", path, token: token, json: body), HousExpected.tooMany)
      try await server.stop()
    }
  }
#endif
