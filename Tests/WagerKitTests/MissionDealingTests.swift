import Foundation
import PropertyBased
import Testing
import WagerKit

@Suite("Dealing missions")
struct MissionDealingTests {
  @Test("SAME deals one mission to both partners")
  func same() throws {
    var generator = SplitMix64(seed: 7)
    let dealt = try Fixtures.compliments.dealMissions(using: &generator)
    #expect(dealt.first == dealt.second)
    #expect(dealt.first.content == "칭찬 다섯 번 하기")
  }

  @Test("DIFFERENCE deals each partner a different mission, for every seed")
  func different() async {
    await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var generator = SplitMix64(seed: seed)
      guard let dealt = try? Fixtures.twentyQuestions.dealMissions(using: &generator) else {
        Issue.record("a four-mission category must deal")
        return
      }
      #expect(dealt.first != dealt.second)
      #expect(Fixtures.twentyQuestions.missions.contains(dealt.first))
      #expect(Fixtures.twentyQuestions.missions.contains(dealt.second))
    }
  }

  @Test("The same seed deals the same missions")
  func deterministic() throws {
    var a = SplitMix64(seed: 2023)
    var b = SplitMix64(seed: 2023)
    let first = try Fixtures.twentyQuestions.dealMissions(using: &a)
    let second = try Fixtures.twentyQuestions.dealMissions(using: &b)
    #expect(first == second)
  }

  @Test("Every ordered pair of distinct missions can be dealt")
  func coverage() throws {
    var generator = SplitMix64(seed: 99)
    var seen: Set<[Int]> = []
    for _ in 0..<2_000 {
      let dealt = try Fixtures.twentyQuestions.dealMissions(using: &generator)
      seen.insert([dealt.first.id, dealt.second.id])
    }
    #expect(seen.count == 4 * 3)
  }

  @Test("A category without enough missions is a typed error")
  func notEnough() {
    var generator = SplitMix64(seed: 1)
    var one = Fixtures.twentyQuestions
    one.missions = [Mission(id: 11, content: "에코백")]
    #expect(throws: WagerError.notEnoughMissions(category: 1, needed: 2, available: 1)) {
      try one.dealMissions(using: &generator)
    }
    var none = Fixtures.compliments
    none.missions = []
    #expect(throws: WagerError.notEnoughMissions(category: 2, needed: 1, available: 0)) {
      try none.dealMissions(using: &generator)
    }
  }

  @Test("Wire values of mission types and tools")
  func wireValues() {
    #expect(MissionType(rawValue: "SAME") == .same)
    #expect(MissionType(rawValue: "DIFFERENCE") == .different)
    #expect(MissionTool.allCases.map(\.rawValue) == ["MEMO", "TIMER", "NONE"])
  }
}
