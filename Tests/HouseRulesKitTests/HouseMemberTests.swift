import Foundation
import Testing

@testable import HouseRulesKit

@Suite("Names, members and profiles")
struct HouseMemberTests {
  @Test("Names count user-visible characters and are trimmed by whole characters")
  func characterCounting() throws {
    #expect(NameText.trimmed("  민재 \n") == "민재")
    // A space followed by a combining acute accent is one character: it is trimmed whole, never split.
    #expect(NameText.trimmed(" \u{301}a") == "a")
    #expect(NameText.trimmed("a \u{301}") == "a")
    // Scalar-based trimming would have left a lone combining mark here.
    #expect(" \u{301}a".trimmingCharacters(in: .whitespaces).unicodeScalars.first == "\u{301}")
    #expect(NameText.trimmed("\u{3000}하늘\u{3000}") == "하늘")  // ideographic spaces
    #expect(NameText.trimmed(" \t ") == "")
    var house = try House(id: "h", name: "집")
    // Five characters each: Hangul syllables, a family emoji (one grapheme of 7 scalars), decomposed jamo.
    try house.addMember(Homie(id: "a", name: "김혜정테스"))
    try house.addMember(Homie(id: "b", name: "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦"))
    try house.addMember(Homie(id: "c", name: "\u{1112}\u{1161}\u{11AB}abcd"))  // 한 as three jamo + 4 letters
    expectRefused(.nameTooLong(.member, name: "김혜정테스트", limit: 5), on: &house) {
      try $0.addMember(Homie(id: "d", name: "김혜정테스트"))
    }
    expectSound(house)
  }

  @Test(
    "Bad member names are typed errors",
    arguments: [
      ("", HouseRulesError.emptyName(.member)),
      ("   ", .emptyName(.member)),
      ("민\n재", .invalidCharacters(.member, name: "민\n재")),
      ("민\u{0}재", .invalidCharacters(.member, name: "민\u{0}재")),
      ("민\u{2028}재", .invalidCharacters(.member, name: "민\u{2028}재")),
      ("abcdef", .nameTooLong(.member, name: "abcdef", limit: 5)),
    ])
  func badNames(name: String, error: HouseRulesError) throws {
    var house = try Sample.house()
    expectRefused(error, on: &house) { try $0.addMember(Homie(id: "new", name: name)) }
  }

  @Test("Stored names are trimmed")
  func trimmedOnJoin() throws {
    var house = try Sample.house()
    try house.addMember(Homie(id: "new", name: "  소라  ", profile: Profile(job: " 작가 ", hashtags: [" INFP "])))
    #expect(house.member("new")?.name == "소라")
    #expect(house.member("new")?.profile == Profile(job: "작가", introduction: "", hashtags: ["INFP"]))
    expectSound(house)
  }

  @Test("Profiles: job up to 5, introduction up to 20, at most 3 hashtags of up to 4")
  func profiles() throws {
    var house = try Sample.house()
    try house.updateMember(
      Homie(
        id: Sample.jisu, name: "지수",
        profile: Profile(job: "곧졸업생", introduction: "안녕하세요 지수입니다 반가워요!!", hashtags: ["ESFJ", "집순이", "고양이"])))
    expectRefused(.tooManyHashtags(count: 4, limit: 3), on: &house) {
      try $0.updateMember(Homie(id: Sample.jisu, name: "지수", profile: Profile(hashtags: ["a", "b", "c", "d"])))
    }
    expectRefused(.nameTooLong(.hashtag, name: "ESFJ!", limit: 4), on: &house) {
      try $0.updateMember(Homie(id: Sample.jisu, name: "지수", profile: Profile(hashtags: ["ESFJ!"])))
    }
    expectRefused(.emptyName(.hashtag), on: &house) {
      try $0.updateMember(Homie(id: Sample.jisu, name: "지수", profile: Profile(hashtags: [" "])))
    }
    expectRefused(.nameTooLong(.job, name: "대학원생입니다", limit: 5), on: &house) {
      try $0.updateMember(Homie(id: Sample.jisu, name: "지수", profile: Profile(job: "대학원생입니다")))
    }
    let longIntroduction = String(repeating: "가", count: 21)
    expectRefused(.nameTooLong(.introduction, name: longIntroduction, limit: 20), on: &house) {
      try $0.updateMember(Homie(id: Sample.jisu, name: "지수", profile: Profile(introduction: longIntroduction)))
    }
    expectRefused(.unknownMember("nobody"), on: &house) { try $0.updateMember(Homie(id: "nobody", name: "누구")) }
  }

  @Test("Identifiers are unique and the member limit holds")
  func identityAndLimit() throws {
    var house = try House(id: "h", name: "집", limits: HouseLimits(members: 2))
    try house.addMember(Homie(id: "a", name: "가"))
    expectRefused(.duplicateID("a"), on: &house) { try $0.addMember(Homie(id: "a", name: "나")) }
    try house.addMember(Homie(id: "b", name: "나"))
    expectRefused(.tooManyMembers(limit: 2), on: &house) { try $0.addMember(Homie(id: "c", name: "다")) }
    #expect(HouseLimits(members: 1_000).members == 64)
    #expect(HouseLimits(members: -3).members == 0)
  }

  @Test("Limits set out of range are normalised by the house and when decoded")
  func limitsNormalised() throws {
    var limits = HouseLimits()
    limits.members = 1_000
    limits.homeKeyRules = -5
    var house = try Sample.house(limits: limits)
    #expect(house.limits.members == 64)
    #expect(house.home(for: Sample.jisu, on: Sample.monday).keyRules.isEmpty)
    try house.addMember(Homie(id: "sora", name: "소라"))
    let decoded = try JSONDecoder().decode(HouseLimits.self, from: Data(#"{"members": 99, "ruleName": -1}"#.utf8))
    #expect(decoded.members == 64 && decoded.ruleName == 0 && decoded.events == 10)
    #expect(
      try JSONDecoder().decode(HouseLimits.self, from: JSONEncoder().encode(limits.normalized)) == limits.normalized)
  }

  @Test("A house of 64 members works up to the last bit")
  func sixtyFourMembers() throws {
    var house = try House(id: "h", name: "큰 집", limits: HouseLimits(members: 64, memberName: 10))
    for index in 0..<64 { try house.addMember(Homie(id: HomieID("m\(index)"), name: "멤버\(index)")) }
    try house.addCategory(RuleCategory(id: "c", name: "청소", icon: .clean))
    try house.addRule(
      Rule(id: "r", name: "청소", category: "c", assignments: [RuleAssignment(member: "m63", weekdays: .all)]))
    try house.check(rule: "r", member: "m63", on: Sample.monday)
    #expect(house.todos(on: Sample.monday).first?.checkedBy == ["m63"])
    try house.removeMember("m0")
    #expect(house.isChecked(rule: "r", member: "m63", on: Sample.monday))
    expectSound(house)
  }

  @Test("Member order: me first, then by when they took the test, then the untested")
  func memberOrder() throws {
    var house = try Sample.house()
    try house.addMember(Homie(id: "sora", name: "소라"))
    let scores = try PersonalityScores(light: 5, noise: 5, smell: 5, introversion: 5, clean: 5)
    try house.recordTestResult(
      PersonalityResult(scores: scores, takenAt: Date(timeIntervalSince1970: 300)), for: "sora")
    try house.recordTestResult(
      PersonalityResult(scores: scores, takenAt: Date(timeIntervalSince1970: 100)), for: Sample.haneul)
    #expect(house.orderedMembers(me: Sample.jisu).map(\.id) == [Sample.jisu, Sample.haneul, "sora", Sample.minjae])
    #expect(house.orderedMembers(me: nil).map(\.id) == [Sample.haneul, "sora", Sample.minjae, Sample.jisu])
    #expect(house.member(Sample.haneul)?.personalityType == .red)
    #expect(house.member(Sample.minjae)?.personalityType == nil)
    #expect(house.member(Sample.minjae)?.displayType == .gray)
    expectRefused(.unknownMember("x"), on: &house) {
      try $0.recordTestResult(PersonalityResult(scores: scores, takenAt: Date(timeIntervalSince1970: 0)), for: "x")
    }
  }

  @Test("Removing a member cleans their assignments, checks and events, unless they keep a rule alone")
  func removeMember() throws {
    var house = try Sample.house()
    try house.check(rule: "dishes", member: Sample.jisu, on: Sample.monday)
    try house.check(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    try house.addEvent(
      HouseEvent(id: "party", name: "집들이", date: Sample.sunday, participants: [Sample.jisu, Sample.haneul]))
    expectRefused(.memberIsOnlyAssignee(member: Sample.haneul, rule: "분리수거"), on: &house) {
      try $0.removeMember(Sample.haneul)
    }
    // 지수 keeps 화분 물주기 alone.
    expectRefused(.memberIsOnlyAssignee(member: Sample.jisu, rule: "화분 물주기"), on: &house) {
      try $0.removeMember(Sample.jisu)
    }
    try house.updateRule(
      Rule(
        id: "plants", name: "화분 물주기", category: "clean",
        assignments: [RuleAssignment(member: Sample.haneul, weekdays: [.tuesday])]))
    try house.removeMember(Sample.jisu)
    expectSound(house)
    #expect(house.members.map(\.id) == [Sample.minjae, Sample.haneul])
    #expect(house.rule("dishes")?.assignments.map(\.member) == [Sample.minjae])
    #expect(house.event("party")?.participants == [Sample.haneul])
    // 민재's check survives the shift of member positions.
    #expect(house.isChecked(rule: "dishes", member: Sample.minjae, on: Sample.monday))
    #expect(house.todos(on: Sample.monday).first { $0.id == "dishes" }?.checkedBy == [Sample.minjae])
    expectRefused(.unknownMember(Sample.jisu), on: &house) { try $0.removeMember(Sample.jisu) }
  }
}
