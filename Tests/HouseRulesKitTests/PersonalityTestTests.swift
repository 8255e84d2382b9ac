import Foundation
import HouseRulesKit
import PropertyBased
import Testing

@Suite("The personality test")
struct PersonalityTestTests {
  @Test("15 built-in questions numbered 1...15, three per axis, three options each")
  func builtInQuestions() {
    let questions = PersonalityTest().questions
    #expect(questions.map(\.number) == Array(1...15))
    for axis in PersonalityAxis.allCases {
      #expect(questions.filter { $0.axis == axis }.count == 3)
    }
    #expect(questions.allSatisfy { $0.options.count == 3 })
    #expect(questions[0].text == "알람 소리에 눈을 뜬 당신\n방 안은 어떤가요?")
    #expect(questions[0].axis == .light)
    #expect(questions[1].axis == .clean)
    #expect(questions[6].axis == .introversion)
    #expect(questions[14].options[2] == "침대에서 일어나 친구에게 스탠드 불을 줄여달라고 이야기한다.")
  }

  @Test("Scores are nil until every question is answered")
  func incomplete() throws {
    var test = PersonalityTest()
    #expect(test.scores == nil)
    #expect(test.type == .gray)
    for question in 1...14 { try test.answer(question: question, option: 2) }
    #expect(!test.isComplete)
    #expect(test.answeredCount == 14)
    #expect(test.scores == nil)
    #expect(test.nextQuestion?.number == 15)
    try test.answer(question: 15, option: 2)
    #expect(test.isComplete)
    #expect(test.nextQuestion == nil)
    #expect(test.scores?.values == [9, 9, 9, 9, 9])
    #expect(test.type == .green)
  }

  @Test("Answering a question again replaces the answer (the original app counted it twice)")
  func reansweringReplaces() throws {
    var test = PersonalityTest()
    for question in 1...15 { try test.answer(question: question, option: 0) }
    #expect(test.scores?.total == 15)
    try test.answer(question: 1, option: 2)
    try test.answer(question: 1, option: 2)
    try test.answer(question: 1, option: 1)
    #expect(test.answer(to: 1) == 1)
    #expect(test.scores?.light == 4)
    #expect(test.scores?.total == 16)
  }

  @Test("Unknown questions and options are typed errors that change nothing")
  func invalidAnswers() throws {
    var test = PersonalityTest()
    try test.answer(question: 3, option: 1)
    let before = test
    #expect(throws: PersonalityError.questionOutOfRange(0)) { try test.answer(question: 0, option: 0) }
    #expect(throws: PersonalityError.questionOutOfRange(16)) { try test.answer(question: 16, option: 0) }
    #expect(throws: PersonalityError.optionOutOfRange(question: 3, option: 3)) {
      try test.answer(question: 3, option: 3)
    }
    #expect(throws: PersonalityError.optionOutOfRange(question: 3, option: -1)) {
      try test.answer(question: 3, option: -1)
    }
    #expect(test == before)
    test.clearAnswer(question: 3)
    #expect(test.answeredCount == 0)
  }

  @Test("Any sequence of answers scores like a reference model that keeps the last answer per question")
  func differential() async {
    let answer = zip(Gen.int(in: 1...15), Gen.int(in: 0...2))
    await propertyCheck(count: 200, input: answer.array(of: 0...60)) { answers in
      var test = PersonalityTest()
      var last: [Int: Int] = [:]
      for (question, option) in answers {
        try? test.answer(question: question, option: option)
        last[question] = option
      }
      guard last.count == 15 else {
        #expect(test.scores == nil)
        return
      }
      let expected = PersonalityAxis.allCases.map { axis in
        test.questions.filter { $0.axis == axis }.reduce(0) { $0 + (last[$1.number] ?? 0) + 1 }
      }
      #expect(test.scores?.values == expected)
    }
  }

  @Test("A test in progress round-trips through JSON; corrupt answers are refused")
  func codable() throws {
    var test = PersonalityTest()
    try test.answer(question: 2, option: 1)
    try test.answer(question: 9, option: 2)
    let decoded = try JSONDecoder().decode(PersonalityTest.self, from: JSONEncoder().encode(test))
    #expect(decoded == test)
    let tooShort = Data(#"{"answers":[0,1]}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PersonalityTest.self, from: tooShort) }
    let badOption = Data(#"{"answers":[0,1,2,3,null,null,null,null,null,null,null,null,null,null,null]}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PersonalityTest.self, from: badOption) }
  }
}
