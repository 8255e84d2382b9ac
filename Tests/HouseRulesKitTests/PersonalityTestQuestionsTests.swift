import Foundation
import Testing

@testable import HouseRulesKit

@Suite("A personality test of the server's questions")
struct PersonalityTestQuestionsTests {
  @Test("The server's questions, in any order, make a test that scores as the built-in one")
  func serverQuestions() throws {
    #expect(try PersonalityTest(questions: PersonalityQuestion.builtIn) == PersonalityTest())
    let reversed = Array(PersonalityQuestion.builtIn.reversed())
    var test = try PersonalityTest(questions: reversed)
    #expect(test.questions == reversed)
    #expect(test.nextQuestion?.number == 15)
    for question in 1...15 {
      try test.answer(question: question, option: 1)
      #expect(test.invariantViolations() == [])
    }
    #expect(test.type == .blue)
    #expect(test.scores?.values == [6, 6, 6, 6, 6])
  }

  @Test("Questions that cannot form a test are refused")
  func refused() throws {
    let builtIn = PersonalityQuestion.builtIn
    #expect(throws: PersonalityError.noQuestions) { try PersonalityTest(questions: []) }
    #expect(throws: PersonalityError.duplicateQuestion(1)) { try PersonalityTest(questions: builtIn + [builtIn[0]]) }
    #expect(builtIn[0].axis == .light)
    #expect(throws: PersonalityError.wrongQuestionCount(axis: .light, count: 2)) {
      try PersonalityTest(questions: Array(builtIn.dropFirst()))
    }
    var twoOptions = builtIn
    twoOptions[1] = PersonalityQuestion(
      number: builtIn[1].number, axis: builtIn[1].axis, text: "질문", options: ["a", "b"])
    #expect(throws: PersonalityError.wrongOptionCount(question: builtIn[1].number, count: 2)) {
      try PersonalityTest(questions: twoOptions)
    }
    #expect(
      PersonalityError.wrongQuestionCount(axis: .light, count: 2).description
        == "the LIGHT axis has 2 questions, expected 3")
  }

  @Test("Codable: the built-in test stores its answers alone, another test its questions too")
  func codable() throws {
    var builtIn = PersonalityTest()
    try builtIn.answer(question: 3, option: 2)
    let builtInJSON = try JSONSerialization.jsonObject(with: JSONEncoder().encode(builtIn)) as? [String: Any]
    #expect(builtInJSON.map { Array($0.keys) } == ["answers"])

    var server = try PersonalityTest(questions: Array(PersonalityQuestion.builtIn.reversed()))
    try server.answer(question: 3, option: 2)
    let data = try JSONEncoder().encode(server)
    let decoded = try JSONDecoder().decode(PersonalityTest.self, from: data)
    #expect(decoded == server)
    #expect(decoded.answer(to: 3) == 2)
    #expect(decoded.invariantViolations() == [])

    let broken = #"{"answers": [], "questions": []}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PersonalityTest.self, from: Data(broken.utf8)) }
  }
}
