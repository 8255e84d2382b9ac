import Foundation
import HouseRulesKit
import Testing

@Suite("Personality scores and types")
struct PersonalityScoresTests {
  @Test("The original server's example: [8, 8, 5, 3, 9] is 33, blue")
  func serverExample() throws {
    let scores = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
    #expect(scores.total == 33)
    #expect(scores.type == .blue)
    #expect(scores.values == [8, 8, 5, 3, 9])
    #expect(scores[.smell] == 5)
    #expect(scores.type.koreanName == "룸메 맞춤형 네각이")
  }

  @Test(
    "Every boundary of the total-to-type table",
    arguments: [
      (15, PersonalityType.yellow), (20, .yellow), (21, .red), (26, .red), (27, .blue), (33, .blue), (34, .purple),
      (39, .purple), (40, .green), (45, .green),
    ])
  func boundaries(total: Int, type: PersonalityType) throws {
    #expect(try PersonalityType(total: total) == type)
    // Build scores with that total: spread it over the axes, 3...9 each.
    var remaining = total - 15
    var values: [Int] = []
    for _ in 0..<5 {
      let extra = min(remaining, 6)
      values.append(3 + extra)
      remaining -= extra
    }
    let scores = try PersonalityScores(values)
    #expect(scores.total == total)
    #expect(scores.type == type)
  }

  @Test("Totals outside 15...45 are refused", arguments: [14, 46, 0, -1, Int.min, Int.max])
  func totalOutOfRange(total: Int) {
    #expect(throws: PersonalityError.totalOutOfRange(total)) { try PersonalityType(total: total) }
  }

  @Test("Each axis must be 3...9; the error names the axis")
  func axisOutOfRange() {
    #expect(throws: PersonalityError.scoreOutOfRange(axis: .light, score: 2)) {
      try PersonalityScores(light: 2, noise: 5, smell: 5, introversion: 5, clean: 5)
    }
    #expect(throws: PersonalityError.scoreOutOfRange(axis: .clean, score: 10)) {
      try PersonalityScores(light: 3, noise: 9, smell: 5, introversion: 5, clean: 10)
    }
    #expect(throws: PersonalityError.scoreOutOfRange(axis: .noise, score: Int.max)) {
      try PersonalityScores([3, Int.max, 3, 3, 3])
    }
    #expect(throws: PersonalityError.wrongScoreCount(4)) { try PersonalityScores([3, 3, 3, 3]) }
    #expect(throws: PersonalityError.wrongScoreCount(6)) { try PersonalityScores([3, 3, 3, 3, 3, 3]) }
  }

  @Test("Gray has no total range and no card; the five types have both")
  func grayAndCards() {
    #expect(PersonalityType.gray.totalRange == nil)
    #expect(PersonalityType.gray.card == nil)
    for type in PersonalityType.allCases where type.isTested {
      #expect(type.card?.type == type)
      #expect(type.card?.name == type.koreanName)
    }
  }

  @Test("The cards carry the release server's matches and recommended rules")
  func cards() throws {
    let yellow = try #require(PersonalityType.yellow.card)
    #expect(yellow.comment == "어떤 상황에서도 Happy~")
    #expect(yellow.goodMatch == .red)
    #expect(yellow.badMatch == .green)
    #expect(yellow.recommendedRules == ["모두가 함께하는 대청소의 날 정하기!", "외출 시 가스벨브, 전등 확인하기!"])
    #expect(yellow.description.hasPrefix("민감하게 생각하는 생활 영역이 거의 없어\n"))
    #expect(PersonalityType.green.card?.badMatch == .red)
    #expect(PersonalityType.blue.card?.goodMatch == .purple)
    #expect(PersonalityCard.builtIn.map(\.type) == [.yellow, .red, .blue, .purple, .green])
  }

  @Test("Scores encode as the server's typeScore list and refuse invalid lists when decoded")
  func codable() throws {
    let scores = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
    let data = try JSONEncoder().encode(scores)
    #expect(String(decoding: data, as: UTF8.self) == "[8,8,5,3,9]")
    #expect(try JSONDecoder().decode(PersonalityScores.self, from: data) == scores)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PersonalityScores.self, from: Data("[2,5,10,4,12]".utf8))
    }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PersonalityScores.self, from: Data("[3,3]".utf8)) }
  }

  @Test("Axes accept both servers' question types")
  func axes() {
    #expect(PersonalityAxis(questionType: "PERSONALITY") == .introversion)
    #expect(PersonalityAxis(questionType: "INTROVERSION") == .introversion)
    #expect(PersonalityAxis(questionType: "light") == nil)
    #expect(PersonalityAxis.allCases.map(\.index) == [0, 1, 2, 3, 4])
    #expect(PersonalityAxis.allCases.map(\.koreanName) == ["빛", "소음", "냄새", "내향", "정리정돈"])
  }
}
