import HouseRulesKit
import Testing

@Suite("PersonalityType")
struct PersonalityTypeTests {
  @Test("Colour names as the server sent them")
  func rawValues() {
    #expect(PersonalityType(rawValue: "BLUE") == .blue)
    #expect(PersonalityType(rawValue: "blue") == nil)
    #expect(PersonalityType.allCases.count == 6)
  }

  @Test("Gray is the untested type")
  func gray() {
    #expect(!PersonalityType.gray.isTested)
    #expect(PersonalityType.allCases.filter(\.isTested).count == 5)
    #expect(PersonalityType.blue.koreanName == "룸메 맞춤형 네각이")
  }
}
