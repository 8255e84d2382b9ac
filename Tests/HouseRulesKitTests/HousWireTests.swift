import Foundation
import HouseRulesKit
import Testing

/// Payloads in the shapes of the original Hous server's API (TeamHous/Hous-Server swagger), written for these tests.
enum HousPayloads {
  static let ruleRequest = #"""
    {
      "notificationState": "true",
      "ruleName": "거실 청소하기",
      "categoryId": "64a1f0c2e13b9a5d7c000011",
      "isKeyRules": "false",
      "ruleMembers": [
        { "userId": "64a1f0c2e13b9a5d7c000101", "day": [0, 3] },
        { "userId": "64a1f0c2e13b9a5d7c000102", "day": [6] }
      ]
    }
    """#

  static let ruleResponse = #"""
    {
      "status": 201,
      "success": true,
      "message": "규칙 생성 성공입니다.",
      "data": {
        "roomId": "64a1f0c2e13b9a5d7c000001",
        "categoryId": "64a1f0c2e13b9a5d7c000011",
        "ruleName": "분리수거 내놓기",
        "ruleMembers": [
          { "userId": "64a1f0c2e13b9a5d7c000103", "day": [1, 4], "_id": "64a1f0c2e13b9a5d7c000301" }
        ],
        "tmpRuleMembers": [],
        "isKeyRules": false,
        "notificationState": true,
        "tmpUpdatedDate": "2023-07-01T08:00:53.125Z",
        "_id": "64a1f0c2e13b9a5d7c000201",
        "createdAt": "2023-07-11T08:00:53.144Z",
        "updatedAt": "2023-07-11T08:00:53.144Z",
        "__v": 0
      }
    }
    """#

  static let eventResponse = #"""
    {
      "status": 201, "success": true, "message": "이벤트 생성 성공입니다.",
      "data": {
        "_id": "64a1f0c2e13b9a5d7c000401",
        "eventName": "지수 생일파티",
        "eventIcon": "PARTY",
        "date": "2023-08-19T00:00:00.000Z",
        "participants": ["64a1f0c2e13b9a5d7c000101", "64a1f0c2e13b9a5d7c000102"]
      }
    }
    """#

  static let typeTests = #"""
    {
      "typeTests": [
        { "_id": "64a1f0c2e13b9a5d7c000502", "testNum": 2, "question": "외출 준비를 하려는데\n샴푸통이 비어있는 것 같다.",
          "questionType": "CLEAN", "answers": ["그냥 둔다", "나중에 치운다", "바로 버린다"],
          "questionImg": "https://example.com/test-02.png" },
        { "_id": "64a1f0c2e13b9a5d7c000501", "testNum": 1, "question": "알람 소리에 눈을 뜬 당신\n방 안은 어떤가요?",
          "questionType": "LIGHT", "answers": ["밝다", "햇빛", "어둡다"], "questionImg": "https://example.com/test-01.png" },
        { "_id": "64a1f0c2e13b9a5d7c000507", "testNum": 7, "question": "식당에 도착해\n정적이 찾아왔다.",
          "questionType": "PERSONALITY", "answers": ["말한다", "가끔", "즐긴다"] }
      ]
    }
    """#
}

@Suite("The original server's messages")
struct HousWireTests {
  @Test("A rule request: string booleans, JavaScript day numbers with Sunday = 0")
  func ruleRequest() throws {
    let body = Data(HousPayloads.ruleRequest.utf8)
    let rule = try HousServerDecoder.rule(from: body, id: "new-rule")
    #expect(rule.id == "new-rule")
    #expect(rule.name == "거실 청소하기")
    #expect(rule.notificationsEnabled)
    #expect(!rule.isKeyRule)
    #expect(
      rule.assignments == [
        RuleAssignment(member: "64a1f0c2e13b9a5d7c000101", weekdays: [.sunday, .wednesday]),
        RuleAssignment(member: "64a1f0c2e13b9a5d7c000102", weekdays: [.saturday]),
      ])
    #expect(throws: HousWireError.missingID) { try HousServerDecoder.rule(from: body) }
    // Back to the server's shape.
    let request = HousRequestEncoder.requestBody(for: rule)
    let members = try #require(
      (try JSONSerialization.jsonObject(with: request) as? [String: Any])?["ruleMembers"] as? [[String: Any]])
    #expect(members.map { $0["day"] as? [Int] } == [[0, 3], [6]])
    // The schema has no `_id`: the body reads back given the identifier.
    #expect(throws: HousWireError.missingID) { try HousServerDecoder.rule(from: request) }
    #expect(try HousServerDecoder.rule(from: request, id: rule.id) == rule)
  }

  @Test("A rule response: JSON booleans and the server's identifier")
  func ruleResponse() throws {
    let rule = try HousServerDecoder.rule(from: Data(HousPayloads.ruleResponse.utf8))
    #expect(rule.id == "64a1f0c2e13b9a5d7c000201")
    #expect(rule.assignments.first?.weekdays == [.monday, .thursday])
  }

  @Test("Malformed rule messages are typed errors naming the field")
  func malformedRules() throws {
    func rule(_ text: String) throws(HousWireError) -> Rule {
      try HousServerDecoder.rule(from: Data(text.utf8), id: "r")
    }
    let request = HousPayloads.ruleRequest
    #expect(throws: HousWireError.invalidDay(7, field: "ruleMembers[0].day[0]")) {
      try rule(request.replacingOccurrences(of: "[0, 3]", with: "[7]"))
    }
    #expect(throws: HousWireError.invalidDay(-1, field: "ruleMembers[0].day[1]")) {
      try rule(request.replacingOccurrences(of: "[0, 3]", with: "[0, -1]"))
    }
    #expect(throws: HousWireError.missingUserID(field: "ruleMembers[1].userId")) {
      try rule(request.replacingOccurrences(of: #""64a1f0c2e13b9a5d7c000102""#, with: "null"))
    }
    let badBool = request.replacingOccurrences(of: #""isKeyRules": "false""#, with: #""isKeyRules": "no""#)
    #expect(throws: HousWireError.malformedJSON(field: "isKeyRules", reason: "\"no\" is not true or false")) {
      try rule(badBool)
    }
    #expect(throws: HousWireError.malformedJSON(field: "ruleMembers[1].day", reason: "expected a list")) {
      try rule(request.replacingOccurrences(of: "[6]", with: "6"))
    }
    #expect(throws: HousWireError.malformedJSON(field: "ruleName", reason: "missing")) { try rule("{}") }
    #expect {
      try rule("not json")
    } throws: { error in
      guard case .malformedJSON(let field, _) = error as? HousWireError else { return false }
      return field == "(root)"
    }
  }

  @Test("A rule's day or member error names its place in a wrapped response and in a list of rules")
  func mappingErrorPaths() throws {
    let response = HousPayloads.ruleResponse.replacingOccurrences(of: "[1, 4]", with: "[1, 4, 9]")
    #expect {
      try HousServerDecoder.rule(from: Data(response.utf8))
    } throws: { error in
      (error as? HousWireError)?.description
        == "field data.ruleMembers[0].day[2] is 9, expected 0 (Sunday)...6 (Saturday)"
    }
    let good = HousPayloads.ruleRequest.replacingOccurrences(of: #""ruleName""#, with: #""_id": "a", "ruleName""#)
    let left = good.replacingOccurrences(of: #""64a1f0c2e13b9a5d7c000102""#, with: "null")
    let list = Data("[\(good), \(left)]".utf8)
    #expect {
      try HousServerDecoder.rules(from: list)
    } throws: { error in
      (error as? HousWireError)?.description == "field [1].ruleMembers[1].userId is null, expected a member's id"
    }
    #expect(throws: HousWireError.invalidDay(7, field: "[2]")) { try WeekdaySet(housDays: [0, 6, 7]) }
    // A pattern without the field still matches, as before the field was added.
    #expect {
      try HousServerDecoder.rules(from: list)
    } throws: { error in
      guard case .missingUserID = error as? HousWireError else { return false }
      return true
    }
  }

  @Test("A mapped rule goes through the house's validation")
  func mappedRuleIsValidated() throws {
    var house = try House(id: "room", name: "방")
    try house.addMember(Homie(id: "64a1f0c2e13b9a5d7c000101", name: "민재"))
    try house.addMember(Homie(id: "64a1f0c2e13b9a5d7c000102", name: "지수"))
    try house.addCategory(RuleCategory(id: "64a1f0c2e13b9a5d7c000011", name: "청소", icon: .clean))
    try house.addRule(HousServerDecoder.rule(from: Data(HousPayloads.ruleRequest.utf8), id: "r1"))
    #expect(house.assignees(of: "r1", on: Sample.sunday) == ["64a1f0c2e13b9a5d7c000101"])
  }

  @Test("Events: the date arrives as yyyy-MM-dd or as midnight UTC")
  func events() throws {
    let event = try HousServerDecoder.event(from: Data(HousPayloads.eventResponse.utf8))
    #expect(event.date == Sample.day(2023, 8, 19))
    #expect(event.icon == .party)
    #expect(event.participants.count == 2)
    func decodeEvent(icon: String, date: String) throws(HousWireError) -> HouseEvent {
      let body = #"{"eventName": "x", "eventIcon": "\#(icon)", "date": "\#(date)", "participants": []}"#
      return try HousServerDecoder.event(from: Data(body.utf8), id: "e")
    }
    #expect(try decodeEvent(icon: "CLEAN", date: "2023-08-20").date == Sample.day(2023, 8, 20))
    for bad in ["2023-02-30", "20230820", "2023-08-20T00:00:00", "", "2023-08-20T00:00:00.000+09:00"] {
      #expect(throws: HousWireError.invalidDate(bad, field: "date")) { try decodeEvent(icon: "PARTY", date: bad) }
    }
    #expect(throws: HousWireError.unknownIcon("BALLOON", field: "eventIcon")) {
      try decodeEvent(icon: "BALLOON", date: "2023-08-20")
    }
    // In a wrapped response the field is led by `data`.
    let wrapped = #"{"data": {"eventName": "x", "eventIcon": "PARTY", "date": "2023-02-30", "participants": []}}"#
    #expect(
      throws: HousWireError.invalidDate("2023-02-30", field: "data.date"),
      "the error names the field"
    ) { try HousServerDecoder.event(from: Data(wrapped.utf8), id: "e") }
    #expect(
      HousWireError.invalidDate("2023-02-30", field: "data.date").description
        == #"field data.date is "2023-02-30", expected yyyy-MM-dd or yyyy-MM-ddTHH:mm:ss.SSSZ"#)
  }

  @Test("Test questions: sorted by number; PERSONALITY is the introversion axis")
  func typeTests() throws {
    let questions = try HousServerDecoder.personalityQuestions(from: Data(HousPayloads.typeTests.utf8))
    #expect(questions.map(\.number) == [1, 2, 7])
    #expect(questions.map(\.axis) == [.light, .clean, .introversion])
    #expect(
      questions.map(\.imageURL?.absoluteString) == [
        "https://example.com/test-01.png", "https://example.com/test-02.png", nil,
      ])
    func decodeQuestions(_ question: [String: Any]) throws -> [PersonalityQuestion] {
      try HousServerDecoder.personalityQuestions(
        from: JSONSerialization.data(withJSONObject: ["typeTests": [question]]))
    }
    let valid: [String: Any] = ["testNum": 2, "question": "질문", "questionType": "LIGHT", "answers": ["a", "b", "c"]]
    var broken = valid
    broken["answers"] = ["a", "b"]
    #expect(throws: HousWireError.wrongAnswerCount(testNum: 2, count: 2, field: "typeTests[0].answers")) {
      try decodeQuestions(broken)
    }
    #expect(
      HousWireError.wrongAnswerCount(testNum: 2, count: 2, field: "typeTests[0].answers").description
        == "field typeTests[0].answers of question 2 holds 2 answers, expected 3")
    broken = valid
    broken["questionType"] = "TASTE"
    #expect(throws: HousWireError.unknownQuestionType("TASTE", field: "typeTests[0].questionType")) {
      try decodeQuestions(broken)
    }
    // The index is the question's place in the server's list, before sorting by number.
    let second = try JSONSerialization.data(withJSONObject: ["typeTests": [valid, broken]])
    #expect(throws: HousWireError.unknownQuestionType("TASTE", field: "typeTests[1].questionType")) {
      try HousServerDecoder.personalityQuestions(from: second)
    }
  }

  @Test(
    "questionImg: kept through the mapping, built with WebAddress, dropped when it is no web address",
    arguments: [
      // hous_type_tests_fixture.json (Hous-Release/hous-server data.sql): the release's illustrations.
      (
        "https://hous-team.s3.ap-northeast-2.amazonaws.com/personality-test/test-01.png",
        "https://hous-team.s3.ap-northeast-2.amazonaws.com/personality-test/test-01.png"
      ),
      (
        "  https://hous-team.s3.ap-northeast-2.amazonaws.com/성향 테스트/01.png ",
        "https://hous-team.s3.ap-northeast-2.amazonaws.com/%EC%84%B1%ED%96%A5%20%ED%85%8C%EC%8A%A4%ED%8A%B8/01.png"
      ),
      ("https://cdn.example.com/a%20b c.png", "https://cdn.example.com/a%20b%20c.png"),
      ("", nil), ("   ", nil), ("test-01.png", nil), ("/personality-test/test-01.png", nil),
      ("javascript:alert(1)", nil), ("https://", nil), ("ftp://host/x.png", nil),
    ] as [(String, String?)])
  func questionImage(text: String, expected: String?) throws {
    let json: [String: Any] = [
      "typeTests": [
        ["testNum": 1, "question": "질문", "questionType": "LIGHT", "answers": ["a", "b", "c"], "questionImg": text]
      ]
    ]
    let question = try #require(
      try HousServerDecoder.personalityQuestions(from: JSONSerialization.data(withJSONObject: json)).first)
    #expect(question.imageURL?.absoluteString == expected)
    let stored = try JSONDecoder().decode(PersonalityQuestion.self, from: JSONEncoder().encode(question))
    #expect(stored == question)
  }

  @Test("typeScore: the server accepted [2, 5, 10, 4, 12]; the kit does not")
  func typeScore() throws {
    #expect(try PersonalityScores(housTypeScore: [8, 8, 5, 3, 9]).type == .blue)
    #expect(throws: HousWireError.invalidTypeScore(.scoreOutOfRange(axis: .light, score: 2))) {
      try PersonalityScores(housTypeScore: [2, 5, 10, 4, 12])
    }
    #expect(throws: HousWireError.invalidTypeScore(.wrongScoreCount(0))) { try PersonalityScores(housTypeScore: []) }
  }
}
