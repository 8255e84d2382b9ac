import Foundation
import PropertyBased
import Testing

@testable import HouseRulesKit

@Suite("Text limits while typing")
struct TextLimitTests {
  /// A family of four joined by zero-width joiners: seven scalars, eleven UTF-16 units, one character.
  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
  /// Thumbs up with a medium skin tone: two scalars, one character.
  static let thumbsUp = "\u{1F44D}\u{1F3FD}"
  /// The flags of Korea and Japan: two regional indicators each.
  static let flags = "\u{1F1F0}\u{1F1F7}\u{1F1EF}\u{1F1F5}"
  /// 한국어 decomposed (NFD): conjoining jamo, 3 + 3 + 2 scalars, three characters.
  static let decomposedKorean = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}\u{110B}\u{1165}"

  @Test(
    "Clamping keeps whole characters: syllables, emoji sequences, flags, combining marks, decomposed Hangul",
    arguments: [
      (15, "화장실 청소는 일주일에 두 번씩", "화장실 청소는 일주일에 두 "),
      (3, "설거지하기", "설거지"),
      (4, "설거지\(family) 당번", "설거지\(family)"),
      (3, "설거지\(family) 당번", "설거지"),
      (1, "\(thumbsUp)\u{1F44D}", thumbsUp),
      (1, flags, "\u{1F1F0}\u{1F1F7}"),
      (4, "cafe\u{301} 청소", "cafe\u{301}"),
      (2, decomposedKorean, "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"),
      (3, "ㅎㅏㄴ글", "ㅎㅏㄴ"),
      (2, "\r\n\r\n\r\n", "\r\n\r\n"),
      (0, "가", ""),
      (5, "", ""),
      (5, "짧은 말", "짧은 말"),
      (5, "다섯글자다", "다섯글자다"),
    ])
  func clamp(limit: Int, text: String, expected: String) {
    let clamped = TextLimit(limit).clamp(text)
    // Compared scalar for scalar: `==` on strings would take a decomposed result for a precomposed one.
    #expect(Array(clamped.unicodeScalars) == Array(expected.unicodeScalars))
    #expect(clamped.count == min(text.count, limit))
    #expect(text.unicodeScalars.starts(with: clamped.unicodeScalars))
  }

  @Test("Counting is by character, not by scalar or UTF-16 unit")
  func counts() {
    #expect(Self.family.count == 1 && Self.family.unicodeScalars.count == 7 && Self.family.utf16.count == 11)
    #expect(TextLimit(2).clamp(Self.family + Self.family + Self.family) == Self.family + Self.family)
    #expect(Self.decomposedKorean.count == 3)
    #expect(Self.decomposedKorean.precomposedStringWithCanonicalMapping.count == 3)
    #expect(TextLimit(-3).limit == 0 && TextLimit(-3).clamp("가") == "")
  }

  @Test("Every Hangul syllable decomposed (NFD) is one character, as precomposed, and a clamp never splits it")
  func decomposedSyllables() {
    var failures: [String] = []
    for value in UInt32(0xAC00)...UInt32(0xD7A3) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let syllable = String(Character(scalar))
      let decomposed = syllable.decomposedStringWithCanonicalMapping
      let clamped = TextLimit(1).clamp(decomposed + decomposed)
      let whole =
        decomposed.unicodeScalars.count >= 2 && decomposed.count == 1 && (decomposed + decomposed).count == 2
        && clamped.unicodeScalars.elementsEqual(decomposed.unicodeScalars)
      if !whole { failures.append(syllable) }
    }
    #expect(failures.isEmpty, "split or miscounted: \(failures.prefix(10))")
  }

  @Test("The limits Hous used (TeamHous/Hous-Server modules/limitNum.ts), and a house's limit for each field")
  func housLimits() {
    #expect(TextLimit.ruleName.limit == 15)
    #expect(TextLimit.categoryName.limit == 5)
    #expect(TextLimit.eventName.limit == 10)
    #expect(TextLimit.memberName.limit == 5)
    #expect(TextLimit.job.limit == 5)
    #expect(TextLimit.introduction.limit == 20)
    #expect(TextLimit.hashtag.limit == 4)
    let limits = HouseLimits(
      houseName: 21, memberName: 22, job: 23, introduction: 24, hashtag: 25, categoryName: 26, ruleName: 27,
      eventName: 28)
    let expected: [NameField: Int] = [
      .house: 21, .member: 22, .job: 23, .introduction: 24, .hashtag: 25, .category: 26, .rule: 27, .event: 28,
    ]
    for field in NameField.allCases {
      #expect(limits.textLimit(for: field).limit == expected[field], "\(field)")
    }
    #expect(HouseLimits.original.textLimit(for: .rule) == .ruleName)
  }

  @Test("A clamped name is never too long for the house")
  func clampedNamesAreAccepted() throws {
    var house = try Sample.house()
    let typed = "화장실 청소는 일주일에 두 번씩 꼭 하기"
    let rule = Rule(
      id: "bath", name: house.limits.textLimit(for: .rule).clamp(typed), category: "clean",
      assignments: [RuleAssignment(member: Sample.minjae, weekdays: [.monday])])
    try house.addRule(rule)
    #expect(house.rules.last?.name == "화장실 청소는 일주일에 두")
    expectSound(house)
  }

  @Test("On any text a clamp is a prefix of whole characters, as long as the limit allows, and idempotent")
  func anyText() async {
    let pieces =
      RuleValidationTests.textPieces + [Self.family, Self.thumbsUp, Self.flags, "\u{1F1F0}", "ㅎ", "\u{1161}"]
    let text = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...30).map { $0.joined() }
    await propertyCheck(count: 300, input: text, Gen.int(in: 0...20)) { text, limit in
      let clamped = TextLimit(limit).clamp(text)
      #expect(text.unicodeScalars.starts(with: clamped.unicodeScalars))
      #expect(clamped.count == min(text.count, limit))
      #expect(Array(TextLimit(limit).clamp(clamped).unicodeScalars) == Array(clamped.unicodeScalars))
      #expect(Array(clamped) == Array(text.prefix(limit)), "the same characters as the text's first ones")
      // What the house counts after trimming, so a clamped name is never `nameTooLong`.
      #expect(NameText.trimmed(clamped).count <= limit)
    }
  }
}
