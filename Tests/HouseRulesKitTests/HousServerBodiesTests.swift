import Foundation
import Testing

@testable import HouseRulesKit

@Suite("The Hous server's response bodies, from its own examples")
struct HousServerBodiesTests {
  private func body(_ text: String) -> Data { Data(text.utf8) }

  @Test("typeColor: upper case as the document writes it, lower case and none as the app's model does, else refused")
  func typeColor() throws {
    let colors = ["YELLOW": PersonalityType.yellow, "RED": .red, "BLUE": .blue, "PURPLE": .purple, "GREEN": .green]
    for (text, type) in colors {
      #expect(try PersonalityType(housTypeColor: text) == type)
      #expect(type.isTested)
    }
    #expect(try PersonalityType(housTypeColor: "GRAY") == .gray)
    #expect(try PersonalityType(housTypeColor: "GRAY").isTested == false)
    for (text, type) in colors { #expect(try PersonalityType(housTypeColor: text.lowercased()) == type) }
    for text in ["gray", "none", "NONE"] { #expect(try PersonalityType(housTypeColor: text) == .gray) }
    for bad in ["Gray", "yelloW", "None", "", " GRAY", "gray ", "ORANGE", "orange"] {
      #expect(throws: HousWireError.unknownTypeColor(bad, field: "typeColor")) {
        try PersonalityType(housTypeColor: bad)
      }
    }
    #expect(
      HousWireError.unknownTypeColor("none", field: "data.typeColor").description
        == #"field data.typeColor is "none", expected one of the server's type colours"#)
  }

  @Test("Sign-up and login: data is the token")
  func accessToken() throws {
    #expect(try HousServerDecoder.accessToken(from: body(HousSamples.signUpResponse)) == "jwt")
    #expect(throws: HousWireError.malformedJSON(field: "data", reason: "expected a string")) {
      try HousServerDecoder.accessToken(from: self.body(#"{"status": 201, "data": 7}"#))
    }
  }

  @Test("Profiles: a gray member has no scores; a tested member's scores must be a result")
  func profiles() throws {
    let mine = try HousServerDecoder.profile(from: body(HousSamples.profileResponse))
    #expect(mine.name == "김호미")
    #expect(
      mine.profile == Profile(job: "곧 졸업 대학생", introduction: "안녕하세여~!! 저는 김호미입니다~!!", hashtags: ["ESFJ", "집순이"]))
    #expect(mine.personalityType == .gray)
    #expect(mine.scores == nil)
    #expect(mine.notificationsEnabled == true)

    let homie = try HousServerDecoder.profile(from: body(HousSamples.homieProfileResponse))
    #expect(homie.name == " 고구마")
    #expect(homie.notificationsEnabled == nil)

    let tested = HousSamples.homieProfileResponse
      .replacingOccurrences(of: #""typeColor": "GRAY""#, with: #""typeColor": "BLUE""#)
      .replacingOccurrences(of: #""typeScore": ["#, with: #""typeScore": [8, 8, 5, 3, 9], "oldTypeScore": ["#)
    let blue = try HousServerDecoder.profile(from: body(tested))
    #expect(blue.personalityType == .blue)
    let expected = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
    #expect(blue.scores == expected)
    // The example's scores are no result once the colour says the test was taken.
    let badScores = HousSamples.homieProfileResponse
      .replacingOccurrences(of: #""typeColor": "GRAY""#, with: #""typeColor": "BLUE""#)
    #expect(throws: HousWireError.invalidTypeScore(.scoreOutOfRange(axis: .light, score: 2))) {
      try HousServerDecoder.profile(from: self.body(badScores))
    }
  }

  @Test("Profiles: unknown colour, missing and mistyped fields name the field")
  func malformedProfiles() throws {
    let sample = HousSamples.profileResponse
    #expect(throws: HousWireError.unknownTypeColor("Gray", field: "data.typeColor")) {
      try HousServerDecoder.profile(
        from: self.body(sample.replacingOccurrences(of: #""GRAY""#, with: #""Gray""#)))
    }
    #expect(throws: HousWireError.malformedJSON(field: "data.userName", reason: "missing")) {
      try HousServerDecoder.profile(
        from: self.body(sample.replacingOccurrences(of: #""userName": "김호미","#, with: "")))
    }
    #expect(throws: HousWireError.malformedJSON(field: "data.notificationState", reason: "expected a boolean")) {
      try HousServerDecoder.profile(
        from: self.body(
          sample.replacingOccurrences(of: #""notificationState": true"#, with: #""notificationState": 1"#)))
    }
  }

  @Test("Profile update, settings, check and stored scores")
  func smallBodies() throws {
    let updated = try HousServerDecoder.updatedProfile(from: body(HousSamples.profileUpdateResponse))
    #expect(updated.name == "김호미")
    #expect(updated.profile.hashtags == ["ESFJ", "집순이"])
    #expect(try HousServerDecoder.notificationsEnabled(from: body(HousSamples.settingResponse)))
    #expect(try !HousServerDecoder.notificationsEnabled(from: body(#"{"notificationState": false}"#)))
    #expect(try HousServerDecoder.isChecked(from: body(HousSamples.checkResponse)))
    #expect(throws: HousWireError.malformedJSON(field: "data.isCheck", reason: "missing")) {
      try HousServerDecoder.isChecked(from: self.body(#"{"data": {"isChecked": true}}"#))
    }
    // The document's own example stores [2, 5, 4, 3, 4], which is no test result.
    #expect(throws: HousWireError.invalidTypeScore(.scoreOutOfRange(axis: .light, score: 2))) {
      try HousServerDecoder.personalityScores(from: self.body(HousSamples.typeScoreResponse))
    }
    let stored = HousSamples.typeScoreResponse.replacingOccurrences(
      of: #""typeScore": ["#, with: #""typeScore": [3, 3, 3, 3, 3], "oldTypeScore": ["#)
    #expect(try HousServerDecoder.personalityScores(from: body(stored)).type == .yellow)
  }

  @Test("A type's details: a card from the server's texts, matches by Korean name")
  func personalityCard() throws {
    let listed = try HousServerDecoder.personalityCard(from: body(HousSamples.myTypeResponse))
    #expect(listed.memberName == "동글동글")
    #expect(listed.personalityType == .yellow)
    let card = try #require(listed.card)
    #expect(card.type == .yellow)
    #expect(card.goodMatch == .red)
    #expect(card.badMatch == .green)
    #expect(card.comment == "어떤 상황에서도 Happy -")
    #expect(card.recommendedRules == ["밥 먹고 바로 설거지하기", "샤워 후 머리카락 치우기"])
    #expect(
      listed.imageURL?.absoluteString == "https://team-hous.s3.ap-northeast-2.amazonaws.com/Type/color/type_yellow.png")
    let unknown = HousSamples.myTypeResponse.replacingOccurrences(of: "슈퍼 팔로워 셋돌이", with: "셋돌이")
    #expect(throws: HousWireError.unknownTypeName("셋돌이", field: "data.good.typeName")) {
      try HousServerDecoder.personalityCard(from: self.body(unknown))
    }
    let gray = HousSamples.myTypeResponse.replacingOccurrences(of: #""YELLOW""#, with: #""GRAY""#)
    #expect(try HousServerDecoder.personalityCard(from: body(gray)).card == nil)
    let lower = HousSamples.myTypeResponse.replacingOccurrences(of: #""YELLOW""#, with: #""yellow""#)
    #expect(
      try HousServerDecoder.personalityCard(from: body(lower))
        == HousServerDecoder.personalityCard(from: body(HousSamples.myTypeResponse)))
    let orange = HousSamples.myTypeResponse.replacingOccurrences(of: #""YELLOW""#, with: #""ORANGE""#)
    #expect(throws: HousWireError.unknownTypeColor("ORANGE", field: "data.typeColor")) {
      try HousServerDecoder.personalityCard(from: self.body(orange))
    }
  }

  @Test("Rooms: the viewer's room or null, a new room's invite code, an invitation with the viewer's card")
  func rooms() throws {
    // The document's example is the text "... or null" itself.
    #expect(
      try HousServerDecoder.roomID(from: body(HousSamples.roomResponse)) == HouseID("62cac03afa32959ed64ae000 or null"))
    #expect(try HousServerDecoder.roomID(from: body(#"{"status": 200, "data": null}"#)) == nil)
    #expect(
      try HousServerDecoder.roomID(from: body(HousSamples.roomJoinResponse)) == HouseID("62c871509bfca489f95f6a15"))
    #expect(throws: HousWireError.malformedJSON(field: "data", reason: "expected a string")) {
      try HousServerDecoder.roomID(from: self.body(#"{"data": 5}"#))
    }
    #expect(
      try HousServerDecoder.room(from: body(HousSamples.roomCreateResponse))
        == HousRoom(id: "62c8685d3aba521ff9d4b8a8", inviteCode: "LZ7MW23D"))
    #expect(throws: HousWireError.malformedJSON(field: "data.roomCode", reason: "missing")) {
      try HousServerDecoder.room(from: self.body(#"{"data": {"_id": "r"}}"#))
    }
    #expect(
      try HousServerDecoder.roomInvitation(from: body(HousSamples.roomInvitationResponse))
        == HousRoomInvitation(room: "62c871509bfca489f95f6a15", name: " 고구마", personalityType: .gray, introduction: ""))
  }

  @Test("The home screen: D-days from text, key rules, my todos by name, members")
  func home() throws {
    let home = try HousServerDecoder.home(from: body(HousSamples.homeResponse))
    #expect(home.events == [ListedUpcomingEvent(id: "62d4335e17e70062873f3d28", icon: .party, dDay: DDay(days: 9))])
    #expect(home.keyRules == ["설거지는 먹고 바로하기"])
    #expect(home.todos == [ListedTodo(rule: nil, name: "규칙 테스트1", isChecked: false)])
    #expect(home.homies == [ListedHomie(id: "62d52147579fd88859ba700f", name: "민재", personalityType: .gray)])
    #expect(home.inviteCode == "505TYCMR")
    let badDay = HousSamples.homeResponse.replacingOccurrences(of: #""dDay": "9""#, with: #""dDay": "D-9""#)
    #expect(
      throws: HousWireError.malformedJSON(
        field: "data.eventList[0].dDay", reason: #""D-9" is not a whole number of days"#)
    ) { try HousServerDecoder.home(from: self.body(badDay)) }
    let none = HousSamples.homeResponse.replacingOccurrences(of: #""GRAY""#, with: #""none""#)
    #expect(
      try HousServerDecoder.home(from: body(none)) == HousServerDecoder.home(from: body(HousSamples.homeResponse)))
    let badColor = HousSamples.homeResponse.replacingOccurrences(of: #""GRAY""#, with: #""None""#)
    #expect(throws: HousWireError.unknownTypeColor("None", field: "data.homieProfileList[0].typeColor")) {
      try HousServerDecoder.home(from: self.body(badColor))
    }
    let noCode = HousSamples.homeResponse.replacingOccurrences(
      of: #""roomCode": "505TYCMR""#, with: #""roomCode": 505"#)
    #expect(throws: HousWireError.malformedJSON(field: "data.roomCode", reason: "expected a string")) {
      try HousServerDecoder.home(from: self.body(noCode))
    }
  }

  @Test("A rule's form: new (categories and members) and editing (the rule from its members' homie objects)")
  func ruleForm() throws {
    let new = try HousServerDecoder.ruleForm(from: body(HousSamples.ruleFormResponse))
    #expect(new.rule == nil)
    #expect(new.categories == [ListedRuleCategory(id: "62cac03afa32959ed64ae003", name: "청소")])
    #expect(new.homies == [ListedHomie(id: "62cabf1435a2e50fb7265d9e", name: " 고구마1", personalityType: .gray)])

    let editing = try HousServerDecoder.ruleForm(from: body(HousSamples.ruleDetailResponse))
    let rule = try #require(editing.rule)
    #expect(rule.id == "62cb2b6c9321affd2a5da2c0")
    #expect(rule.category == "62cac03afa32959ed64ae003")
    #expect(!rule.notificationsEnabled)
    #expect(rule.assignments == [RuleAssignment(member: "62cabf1435a2e50fb7265d9e", weekdays: [.monday, .wednesday])])

    let left = HousSamples.ruleDetailResponse.replacingOccurrences(
      of: #""homie": {"#, with: #""homie": null, "formerHomie": {"#)
    #expect(throws: HousWireError.missingUserID(field: "data.rule.ruleMembers[0].homie")) {
      try HousServerDecoder.ruleForm(from: self.body(left))
    }
    let badDay = HousSamples.ruleDetailResponse.replacingOccurrences(
      of: #""day": ["#, with: #""day": [1, 7], "formerDay": ["#)
    #expect(throws: HousWireError.invalidDay(7, field: "data.rule.ruleMembers[0].day[1]")) {
      try HousServerDecoder.ruleForm(from: self.body(badDay))
    }
    #expect(throws: HousWireError.malformedJSON(field: "data.ruleCategories", reason: "missing")) {
      try HousServerDecoder.ruleForm(from: self.body(#"{"data": {"homies": []}}"#))
    }
  }

  @Test("A category's rules: key rules first, member colours")
  func categoryRules() throws {
    let rules = try HousServerDecoder.categoryRules(from: body(HousSamples.categoryRulesResponse))
    #expect(
      rules == [
        ListedRule(id: "62cc81ac1a034f0287c5c6ec", name: " 상단규칙", isKeyRule: true, memberCount: nil, memberTypes: []),
        ListedRule(
          id: "62cc7d1d39f8cdcfa720900f", name: "청소하기", isKeyRule: false, memberCount: 4,
          memberTypes: [.gray, .green, .red]),
      ])
    let bad = HousSamples.categoryRulesResponse.replacingOccurrences(of: #""RED""#, with: #""Red""#)
    #expect(throws: HousWireError.unknownTypeColor("Red", field: "data.rules[0].typeColors[2]")) {
      try HousServerDecoder.categoryRules(from: self.body(bad))
    }
    let noCount = HousSamples.categoryRulesResponse.replacingOccurrences(of: #""membersCnt": 4,"#, with: "")
    #expect(throws: HousWireError.malformedJSON(field: "data.rules[0].membersCnt", reason: "missing")) {
      try HousServerDecoder.categoryRules(from: self.body(noCount))
    }
  }

  @Test("Today's temporary assignees: the list to choose from and the stored assignment")
  func temporaryAssignees() throws {
    let listed = try HousServerDecoder.temporaryAssignees(from: body(HousSamples.todayHomiesResponse))
    #expect(listed.rule == "62cef1fd5742e5b90c586d7d")
    #expect(listed.members == ["62cc7409c7db06c46adf652f"])
    #expect(listed.homies.map(\.name) == [" 감자2"])
    let day = Sample.day(2022, 7, 14)
    #expect(
      listed.assignment(on: day)
        == TemporaryAssignment(rule: "62cef1fd5742e5b90c586d7d", day: day, members: ["62cc7409c7db06c46adf652f"]))
    let unchecked = HousSamples.todayHomiesResponse.replacingOccurrences(
      of: #""isChecked": true"#, with: #""isChecked": false"#)
    #expect(try HousServerDecoder.temporaryAssignees(from: body(unchecked)).members.isEmpty)
    let missing = HousSamples.todayHomiesResponse.replacingOccurrences(of: #""isChecked": true,"#, with: "")
    #expect(throws: HousWireError.malformedJSON(field: "data.homies[0].isChecked", reason: "missing")) {
      try HousServerDecoder.temporaryAssignees(from: self.body(missing))
    }

    let stored = try HousServerDecoder.temporaryAssignment(from: body(HousSamples.todayUpdateResponse), on: day)
    #expect(stored.rule == "62cd4e8342b3d0a3ee7b48c4")
    #expect(stored.members == ["62cc7409c7db06c46adf652f", "62cc7420d7868591384e4eb0"])
    #expect(throws: HousWireError.missingID) {
      try HousServerDecoder.temporaryAssignment(from: self.body(#"{"tmpRuleMembers": []}"#), on: day)
    }
  }

  @Test("Todos: mine with the category icon, the house's with today's assignees")
  func todos() throws {
    let mine = try HousServerDecoder.myTodos(from: body(HousSamples.myTodosResponse))
    #expect(
      mine == [ListedTodo(rule: "62cef1fd5742e5b90c586d7d", name: " 임시 담당자 설정 테스트", icon: .clean, isChecked: false)])
    let badIcon = HousSamples.myTodosResponse.replacingOccurrences(of: #""CLEAN""#, with: #""BROOM""#)
    #expect(throws: HousWireError.unknownIcon("BROOM", field: "data[0].categoryIcon")) {
      try HousServerDecoder.myTodos(from: self.body(badIcon))
    }
    let noCheck = HousSamples.myTodosResponse.replacingOccurrences(
      of: #""isChecked": false"#, with: #""wasChecked": false"#)
    #expect(throws: HousWireError.malformedJSON(field: "data[0].isChecked", reason: "missing")) {
      try HousServerDecoder.myTodos(from: self.body(noCheck))
    }

    let screen = try HousServerDecoder.rulesHome(from: body(HousSamples.rulesHomeResponse))
    #expect(screen.categories == [RuleCategory(id: "62cc7440d7868591384e4ebb", name: "청소", icon: .clean)])
    #expect(
      screen.todos == [
        ListedTodo(
          rule: "62cc814a1a034f0287c5c6d4", name: " nn 구분",
          assignees: [ListedHomie(id: nil, name: "김혜정테스", personalityType: .green)], isTemporary: false,
          isAllChecked: false)
      ])
    let badColor = HousSamples.rulesHomeResponse.replacingOccurrences(of: #""GREEN""#, with: #""Green""#)
    #expect(
      throws: HousWireError.unknownTypeColor(
        "Green", field: "data.todayTodoRules[0].todayMembersWithTypeColor[0].typeColor")
    ) { try HousServerDecoder.rulesHome(from: self.body(badColor)) }
  }

  @Test("Categories: the response to creating one")
  func category() throws {
    #expect(
      try HousServerDecoder.category(from: body(HousSamples.categoryCreateResponse))
        == RuleCategory(id: "62c7c2ab6ee3cb1b3ec79fb9", name: "청소", icon: .clean))
    let bad = HousSamples.categoryCreateResponse.replacingOccurrences(of: #""CLEAN""#, with: #""clean""#)
    #expect(throws: HousWireError.unknownIcon("clean", field: "data.ruleCategoryIcon")) {
      try HousServerDecoder.category(from: self.body(bad))
    }
    let missing = HousSamples.categoryCreateResponse.replacingOccurrences(of: #""ruleCategoryName": "청소","#, with: "")
    #expect(throws: HousWireError.malformedJSON(field: "data.ruleCategoryName", reason: "missing")) {
      try HousServerDecoder.category(from: self.body(missing))
    }
  }

  @Test("Events: the detail with every member, the update's response with identifiers")
  func events() throws {
    let listed = try HousServerDecoder.eventDetail(from: body(HousSamples.eventDetailResponse))
    #expect(listed.id == "62d4335e17e70062873f3d28")
    #expect(listed.event.date == Sample.day(2022, 7, 28))
    #expect(listed.event.participants == ["62d4334c17e70062873f3d1f"])
    #expect(listed.homies == [ListedHomie(id: "62d4334c17e70062873f3d1f", name: "워뇽이", personalityType: .gray)])
    let out = HousSamples.eventDetailResponse.replacingOccurrences(
      of: #""isChecked": true"#, with: #""isChecked": false"#)
    #expect(try HousServerDecoder.eventDetail(from: body(out)).event.participants.isEmpty)
    let badDate = HousSamples.eventDetailResponse.replacingOccurrences(of: "2022-07-28", with: "2022-07-32")
    #expect(throws: HousWireError.invalidDate("2022-07-32", field: "data.date")) {
      try HousServerDecoder.eventDetail(from: self.body(badDate))
    }
    let updated = try HousServerDecoder.event(from: body(HousSamples.eventUpdateResponse))
    #expect(updated.icon == .clean)
    #expect(updated.date == Sample.day(2023, 3, 4))
  }
}
