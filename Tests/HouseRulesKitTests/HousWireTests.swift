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

struct Envelope<Payload: Decodable>: Decodable {
  let data: Payload
}

@Suite("The original server's messages")
struct HousWireTests {
  @Test("A rule request: string booleans, JavaScript day numbers with Sunday = 0")
  func ruleRequest() throws {
    let dto = try JSONDecoder().decode(HousRuleDTO.self, from: Data(HousPayloads.ruleRequest.utf8))
    let rule = try Rule(hous: dto, id: "new-rule")
    #expect(rule.id == "new-rule")
    #expect(rule.name == "거실 청소하기")
    #expect(rule.notificationsEnabled)
    #expect(!rule.isKeyRule)
    #expect(
      rule.assignments == [
        RuleAssignment(member: "64a1f0c2e13b9a5d7c000101", weekdays: [.sunday, .wednesday]),
        RuleAssignment(member: "64a1f0c2e13b9a5d7c000102", weekdays: [.saturday]),
      ])
    #expect(throws: HousWireError.missingID) { try Rule(hous: dto) }
    // Back to the server's shape.
    #expect(rule.housDTO.ruleMembers.map(\.day) == [[0, 3], [6]])
    #expect(try Rule(hous: rule.housDTO) == rule)
  }

  @Test("A rule response: JSON booleans and the server's identifier")
  func ruleResponse() throws {
    let envelope = try JSONDecoder().decode(Envelope<HousRuleDTO>.self, from: Data(HousPayloads.ruleResponse.utf8))
    let rule = try Rule(hous: envelope.data)
    #expect(rule.id == "64a1f0c2e13b9a5d7c000201")
    #expect(rule.assignments.first?.weekdays == [.monday, .thursday])
  }

  @Test("Malformed rule messages are typed errors naming the field")
  func malformedRules() throws {
    var dto = try JSONDecoder().decode(HousRuleDTO.self, from: Data(HousPayloads.ruleRequest.utf8))
    dto.ruleMembers[0].day = [7]
    #expect(throws: HousWireError.invalidDay(7)) { try Rule(hous: dto, id: "r") }
    dto.ruleMembers[0].day = [-1]
    #expect(throws: HousWireError.invalidDay(-1)) { try Rule(hous: dto, id: "r") }
    dto.ruleMembers[0] = HousRuleDTO.Member(userId: nil, day: [1])
    #expect(throws: HousWireError.missingUserID) { try Rule(hous: dto, id: "r") }
    let badBool = HousPayloads.ruleRequest.replacingOccurrences(
      of: #""isKeyRules": "false""#, with: #""isKeyRules": "no""#)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(HousRuleDTO.self, from: Data(badBool.utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(HousRuleDTO.self, from: Data("{}".utf8)) }
  }

  @Test("A mapped rule goes through the house's validation")
  func mappedRuleIsValidated() throws {
    var house = try House(id: "room", name: "방")
    try house.addMember(Homie(id: "64a1f0c2e13b9a5d7c000101", name: "민재"))
    try house.addMember(Homie(id: "64a1f0c2e13b9a5d7c000102", name: "지수"))
    try house.addCategory(RuleCategory(id: "64a1f0c2e13b9a5d7c000011", name: "청소", icon: .clean))
    let dto = try JSONDecoder().decode(HousRuleDTO.self, from: Data(HousPayloads.ruleRequest.utf8))
    try house.addRule(Rule(hous: dto, id: "r1"))
    #expect(house.assignees(of: "r1", on: Sample.sunday) == ["64a1f0c2e13b9a5d7c000101"])
  }

  @Test("Events: the date arrives as yyyy-MM-dd or as midnight UTC")
  func events() throws {
    let envelope = try JSONDecoder().decode(Envelope<HousEventDTO>.self, from: Data(HousPayloads.eventResponse.utf8))
    let event = try HouseEvent(hous: envelope.data)
    #expect(event.date == Sample.day(2023, 8, 19))
    #expect(event.icon == .party)
    #expect(event.participants.count == 2)
    let request = HousEventDTO(eventName: "대청소", eventIcon: "CLEAN", date: "2023-08-20", participants: [])
    #expect(try HouseEvent(hous: request, id: "e").date == Sample.day(2023, 8, 20))
    for bad in ["2023-02-30", "20230820", "2023-08-20T00:00:00", "", "2023-08-20T00:00:00.000+09:00"] {
      let dto = HousEventDTO(eventName: "x", eventIcon: "PARTY", date: bad, participants: [])
      #expect(throws: HousWireError.invalidDate(bad)) { try HouseEvent(hous: dto, id: "e") }
    }
    let icon = HousEventDTO(eventName: "x", eventIcon: "BALLOON", date: "2023-08-20", participants: [])
    #expect(throws: HousWireError.unknownIcon("BALLOON")) { try HouseEvent(hous: icon, id: "e") }
  }

  @Test("Test questions: sorted by number; PERSONALITY is the introversion axis")
  func typeTests() throws {
    let dto = try JSONDecoder().decode(HousTypeTestsDTO.self, from: Data(HousPayloads.typeTests.utf8))
    let questions = try PersonalityQuestion.questions(hous: dto)
    #expect(questions.map(\.number) == [1, 2, 7])
    #expect(questions.map(\.axis) == [.light, .clean, .introversion])
    #expect(
      questions.map(\.imageURL?.absoluteString) == [
        "https://example.com/test-01.png", "https://example.com/test-02.png", nil,
      ])
    var broken = dto
    broken.typeTests[0].answers.removeLast()
    #expect(throws: HousWireError.wrongAnswerCount(testNum: 2, count: 2)) {
      try PersonalityQuestion.questions(hous: broken)
    }
    broken = dto
    broken.typeTests[1].questionType = "TASTE"
    #expect(throws: HousWireError.unknownQuestionType("TASTE")) { try PersonalityQuestion.questions(hous: broken) }
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
    let dto = try JSONDecoder().decode(HousTypeTestsDTO.self, from: JSONSerialization.data(withJSONObject: json))
    let question = try #require(try PersonalityQuestion.questions(hous: dto).first)
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
