import PropertyBased
import Testing

@testable import HouseRulesKit

@Suite("Rules and categories: every limit with its error")
struct RuleValidationTests {
  static let minjaeMonday = [RuleAssignment(member: Sample.minjae, weekdays: [.monday])]

  @Test(
    "A refused rule names itself and the limit, and leaves the house as it was",
    arguments: [
      (Rule(id: "r", name: " ", category: "clean", assignments: minjaeMonday), HouseRulesError.emptyName(.rule)),
      (
        Rule(id: "r", name: "화장실 청소는 일주일에 두 번씩", category: "clean", assignments: minjaeMonday),
        .nameTooLong(.rule, name: "화장실 청소는 일주일에 두 번씩", limit: 15)
      ),
      (
        Rule(id: "r", name: "설거지\t", category: "clean", assignments: minjaeMonday),
        .duplicateName(.rule, name: "설거지")
      ),
      (Rule(id: "r", name: "빨래", category: "laundry", assignments: minjaeMonday), .unknownCategory("laundry")),
      (
        Rule(id: "r", name: "소등", category: "clean", isKeyRule: true, assignments: minjaeMonday),
        .keyRuleHasAssignees(rule: "소등")
      ),
      (
        Rule(id: "r", name: "소등", category: "clean", isKeyRule: true, notificationsEnabled: true),
        .keyRuleHasNotifications(rule: "소등")
      ),
      (Rule(id: "r", name: "빨래", category: "clean"), .ruleHasNoAssignees(rule: "빨래")),
      (
        Rule(id: "r", name: "빨래", category: "clean", assignments: [RuleAssignment(member: Sample.jisu, weekdays: [])]),
        .noWeekdays(rule: "빨래", member: Sample.jisu)
      ),
      (
        Rule(
          id: "r", name: "빨래", category: "clean",
          assignments: [
            RuleAssignment(member: Sample.jisu, weekdays: [.monday]),
            RuleAssignment(member: Sample.jisu, weekdays: [.friday]),
          ]),
        .duplicateAssignee(rule: "빨래", member: Sample.jisu)
      ),
      (
        Rule(
          id: "r", name: "빨래", category: "clean", assignments: [RuleAssignment(member: "ghost", weekdays: [.monday])]),
        .unknownMember("ghost")
      ),
      (
        Rule(
          id: "r", name: "빨래", category: "clean", assignments: minjaeMonday,
          rotation: Rotation(members: [Sample.jisu], weekdays: [.friday], start: Sample.monday)),
        .assignmentsAndRotation(rule: "빨래")
      ),
      (
        Rule(
          id: "r", name: "빨래", category: "clean",
          rotation: Rotation(members: [], weekdays: [.friday], start: Sample.monday)),
        .ruleHasNoAssignees(rule: "빨래")
      ),
      (
        Rule(
          id: "r", name: "빨래", category: "clean",
          rotation: Rotation(members: [Sample.jisu], weekdays: [], start: Sample.monday)),
        .noWeekdays(rule: "빨래", member: nil)
      ),
      (
        Rule(
          id: "r", name: "빨래", category: "clean",
          rotation: Rotation(
            members: [Sample.jisu, Sample.minjae, Sample.jisu], weekdays: [.friday], start: Sample.monday)),
        .duplicateAssignee(rule: "빨래", member: Sample.jisu)
      ),
      (Rule(id: "dishes", name: "빨래", category: "clean", assignments: minjaeMonday), .duplicateID("dishes")),
    ])
  func refusedRules(rule: Rule, error: HouseRulesError) throws {
    var house = try Sample.house()
    expectRefused(error, on: &house) { try $0.addRule(rule) }
  }

  @Test("A key rule has no assignees; any other rule has at least one, each with a weekday")
  func validShapes() throws {
    var house = try Sample.house()
    try house.addRule(.keyRule(id: "shoes", name: "신발 정리", category: "clean"))
    try house.addRule(
      Rule(
        id: "laundry", name: "빨래", category: "clean", assignments: [RuleAssignment(member: Sample.jisu, weekdays: .all)]
      ))
    try house.addRule(
      Rule(
        id: "rota", name: "욕실 청소", category: "clean",
        rotation: Rotation(members: [Sample.jisu, Sample.minjae], weekdays: [.saturday], start: Sample.monday)))
    #expect(house.keyRules.map(\.id) == ["quiet", "shoes"])
    #expect(house.rule("laundry")?.weekdays == .all)
    #expect(house.rule("rota")?.weekdays == [.saturday])
    expectSound(house)
  }

  @Test("Rule names are unique after trimming; renaming a rule to its own name is fine")
  func uniqueNames() throws {
    var house = try Sample.house()
    try house.updateRule(
      Rule(id: "dishes", name: " 설거지 ", category: "trash", assignments: Self.minjaeMonday, notificationsEnabled: true))
    #expect(house.rule("dishes")?.name == "설거지")
    #expect(house.rule("dishes")?.category == "trash")
    expectRefused(.duplicateName(.rule, name: "분리수거"), on: &house) {
      try $0.updateRule(Rule(id: "dishes", name: "분리수거", category: "trash", assignments: Self.minjaeMonday))
    }
    expectRefused(.unknownRule("nope"), on: &house) {
      try $0.updateRule(Rule(id: "nope", name: "없음", category: "trash", assignments: Self.minjaeMonday))
    }
    expectSound(house)
  }

  @Test("At most 20 rules per category, counted on add and on a move between categories")
  func rulesPerCategory() throws {
    var house = try Sample.house()
    // 청소 holds dishes, plants and the key rule: 17 more fill it.
    for index in 1...17 {
      try house.addRule(
        Rule(id: RuleID("r\(index)"), name: "규칙 \(index)", category: "clean", assignments: Self.minjaeMonday))
    }
    #expect(house.rules(in: "clean").count == 20)
    expectRefused(.tooManyRules(category: "청소", limit: 20), on: &house) {
      try $0.addRule(Rule(id: "r21", name: "규칙 21", category: "clean", assignments: Self.minjaeMonday))
    }
    expectRefused(.tooManyRules(category: "청소", limit: 20), on: &house) {
      try $0.updateRule(
        Rule(
          id: "trash", name: "분리수거", category: "clean",
          assignments: [RuleAssignment(member: Sample.haneul, weekdays: [.wednesday])]))
    }
    // Editing a rule inside a full category is fine.
    try house.updateRule(Rule(id: "r1", name: "규칙 하나", category: "clean", assignments: Self.minjaeMonday))
    expectSound(house)
  }

  @Test("Categories: name up to 5, unique, at most 10 per house")
  func categories() throws {
    var house = try Sample.house()
    expectRefused(.nameTooLong(.category, name: "주방 정리정돈", limit: 5), on: &house) {
      try $0.addCategory(RuleCategory(id: "k", name: "주방 정리정돈", icon: .coffee))
    }
    expectRefused(.duplicateName(.category, name: "청소"), on: &house) {
      try $0.addCategory(RuleCategory(id: "k", name: "청소", icon: .coffee))
    }
    expectRefused(.duplicateID("clean"), on: &house) {
      try $0.addCategory(RuleCategory(id: "clean", name: "주방", icon: .coffee))
    }
    for index in 3...10 {
      try house.addCategory(RuleCategory(id: CategoryID("c\(index)"), name: "분류\(index)", icon: .heart))
    }
    expectRefused(.tooManyCategories(limit: 10), on: &house) {
      try $0.addCategory(RuleCategory(id: "c11", name: "분류11", icon: .heart))
    }
    try house.updateCategory(RuleCategory(id: "c3", name: "커피", icon: .coffee))
    #expect(house.category("c3")?.icon == .coffee)
    expectRefused(.unknownCategory("zz"), on: &house) {
      try $0.updateCategory(RuleCategory(id: "zz", name: "없음", icon: .coffee))
    }
    #expect(CategoryIcon.allCases.count == 8)
    #expect(EventIcon.allCases.count == 9)
    #expect(EventIcon(.laundry) == .laundry)
  }

  @Test("Removing a category deletes its rules with their checks, or moves them")
  func removeCategory() throws {
    var house = try Sample.house()
    try house.check(rule: "trash", member: Sample.haneul, on: Sample.wednesday)
    try house.check(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    var moved = house
    try house.removeCategory("trash", rules: .deleteRules)
    #expect(house.rule("trash") == nil)
    #expect(house.checks(from: Sample.monday, through: Sample.sunday).map(\.rule) == ["dishes"])
    expectSound(house)

    try moved.removeCategory("trash", rules: .moveRules(to: "clean"))
    #expect(moved.rule("trash")?.category == "clean")
    #expect(moved.isChecked(rule: "trash", member: Sample.haneul, on: Sample.wednesday))
    expectSound(moved)
    expectRefused(.unknownCategory("clean"), on: &moved) {
      try $0.removeCategory("clean", rules: .moveRules(to: "clean"))
    }
    expectRefused(.unknownCategory("gone"), on: &moved) { try $0.removeCategory("gone", rules: .deleteRules) }
  }

  @Test("Moving rules into a category without room is refused")
  func moveIntoFullCategory() throws {
    var house = try Sample.house(limits: HouseLimits(rulesPerCategory: 3))
    expectRefused(.tooManyRules(category: "청소", limit: 3), on: &house) {
      try $0.removeCategory("trash", rules: .moveRules(to: "clean"))
    }
  }

  @Test("Removing a rule removes its checks and keeps the others' checks in place")
  func removeRule() throws {
    var house = try Sample.house()
    try house.check(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    try house.check(rule: "plants", member: Sample.jisu, on: Sample.tuesday)
    try house.setTemporaryAssignees([Sample.minjae], for: "plants", on: Sample.wednesday)
    try house.removeRule("dishes")
    #expect(
      house.checks(from: Sample.monday, through: Sample.sunday) == [
        RuleCheck(rule: "plants", member: Sample.jisu, day: Sample.tuesday)
      ])
    #expect(house.temporaryAssignees(for: "plants", on: Sample.wednesday) == [Sample.minjae])
    expectRefused(.unknownRule("dishes"), on: &house) { try $0.removeRule("dishes") }
    expectSound(house)
  }

  /// Pieces of text that stress names: wide and decomposed Hangul, combining marks, joiners, emoji, every kind of
  /// space and line break, controls, and the characters iCalendar escapes.
  static let textPieces: [String] = [
    "가", "힣", "a", "Z", " ", "\u{3000}", "\n", "\r\n", "\t", "\u{0}", "\u{7F}", "\u{301}", "\u{200D}", "👨‍👩‍👧",
    "\u{1112}\u{1161}\u{11AB}", ";", ",", "\\", "\u{2028}", "e\u{301}", "🇰🇷", "\u{FEFF}",
  ]

  @Test("Rule and event validation is total on arbitrary names and weekday sets")
  func totalValidation() async throws {
    let house = try Sample.house()
    let name = Gen<String?>.element(of: Self.textPieces).map { $0 ?? "" }.array(of: 0...24).map { $0.joined() }
    let weekdays = Gen.int(in: 0...255).map { WeekdaySet(rawValue: UInt8($0)) }
    await propertyCheck(count: 300, input: name, weekdays, Gen.bool) { name, weekdays, isKeyRule in
      let rule = Rule(
        id: "fuzz", name: name, category: "clean", isKeyRule: isKeyRule,
        assignments: isKeyRule ? [] : [RuleAssignment(member: Sample.jisu, weekdays: weekdays)])
      do {
        let valid = try house.validate(rule)
        #expect(valid.name.count <= 15 && !valid.name.isEmpty)
        #expect(valid.name == NameText.trimmed(valid.name))
        #expect(!NameText.hasControlCharacters(valid.name))
        #expect(isKeyRule || !weekdays.isEmpty)
        var copy = house
        try copy.addRule(rule)
        expectSound(copy)
      } catch let error as HouseRulesError {
        #expect(!error.description.isEmpty)
      }
      do {
        let event = try house.validate(HouseEvent(id: "fuzz", name: name, date: Sample.monday))
        #expect(event.name.count <= 10 && !event.name.isEmpty)
      } catch let error as HouseRulesError {
        #expect(!error.description.isEmpty)
      }
    }
  }
}
