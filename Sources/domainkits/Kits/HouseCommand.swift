import ArgumentParser
import Foundation
import HouseRulesKit

/// `domainkits house`: Shows a house's todos for today, a personality result, and writes an .ics file.
struct HouseCommand: KitDemoCommand {
  static let kitName = "HouseRulesKit"
  static let configuration = CommandConfiguration(
    commandName: "house",
    abstract: "Shows a house's todos for today, a personality result, and writes an .ics file."
  )

  @Option(name: .long, help: "The day to show, as yyyy-MM-dd (default: today in Seoul).")
  var date: String?

  @Option(name: .long, help: "Where to write the house's iCalendar file.")
  var ics: String = FileManager.default.temporaryDirectory.appendingPathComponent("domainkits-house.ics").path

  /// A `--date` that names no day is a usage error, reported before the demo runs.
  func validate() throws {
    guard let date else { return }
    do {
      _ = try CalendarDay(parsing: date, format: .extended)
    } catch {
      throw ValidationError("--date \(date) is not a day: \(error)")
    }
  }

  func run() async throws {
    let today = try date.map { try CalendarDay(parsing: $0, format: .extended) } ?? CalendarDay(Date(), in: .seoul)
    var house = try Self.sampleHouse(startingWeekOf: today)
    try house.addEvent(
      HouseEvent(
        id: "event-party", name: "지수 생일파티", icon: .cake, date: today.adding(days: 3),
        participants: ["homie-jisu", "homie-minjae", "homie-haneul"]))

    // Two members keep their first todo of the day.
    for todo in house.todos(on: today).filter(\.hasAssignees).prefix(2) {
      if let member = todo.assignees.first { try house.check(rule: todo.id, member: member, on: today) }
    }

    print(Terminal.heading("\(house.name) — \(today) (\(today.weekday.koreanSymbol)), \(house.timeZone.identifier)"))
    print("\nKey rules")
    for rule in house.keyRules { print("  • \(rule.name)") }
    print("\nToday's todos (rules with nobody today first)")
    for todo in house.todos(on: today) { print("  " + describe(todo, in: house)) }

    // A member who is not assigned tries to check: the kit refuses and nothing changes.
    if let todo = house.todos(on: today).first(where: \.hasAssignees),
      let outsider = house.members.first(where: { !todo.isAssigned($0.id) })
    {
      do {
        try house.check(rule: todo.id, member: outsider.id, on: today)
      } catch {
        print("  refused: \(error)")
      }
    }

    print("\nEvents")
    for upcoming in house.upcomingEvents(from: today) {
      print("  \(Terminal.pad(upcoming.dDay.text(), to: 6)) \(upcoming.event.name) (\(upcoming.event.date))")
    }

    try printPersonality(in: &house)
    try writeCalendar(of: house, from: today)
  }

  private func describe(_ todo: Todo, in house: House) -> String {
    let box = todo.isAllChecked ? "[✓]" : "[ ]"
    let name = Terminal.pad(todo.rule.name, to: 18)
    guard todo.hasAssignees else { return "\(box) \(name) nobody today" }
    let people = todo.assignees.map { id in
      (house.member(id)?.name ?? id.rawValue) + (todo.isChecked(by: id) ? " ✓" : " ·")
    }
    return "\(box) \(name) \(people.joined(separator: ", "))"
  }

  private func printPersonality(in house: inout House) throws {
    let sample = try JSONDecoder().decode(
      SampleAnswers.self, from: SampleData.data("house/personality-answers.json"))
    var test = PersonalityTest()
    for (index, option) in sample.answers.enumerated() {
      try test.answer(question: index + 1, option: option)
    }
    guard let scores = test.scores else { return }
    try house.recordTestResult(PersonalityResult(scores: scores, takenAt: Date()), for: HomieID(sample.homie))
    let name = house.member(HomieID(sample.homie))?.name ?? sample.homie
    print("\n\(name)'s personality test")
    print("  scores \(scores.values), total \(scores.total) → \(scores.type.rawValue) \(scores.type.koreanName)")
    if let card = scores.type.card {
      print("  \"\(card.comment)\" · good with \(card.goodMatch.koreanName), careful with \(card.badMatch.koreanName)")
    }
    let vertices = RadarGraph().vertices(for: scores)
    print("  radar (r = 10s − 10, centre 100,100): " + RadarGraph.svgPath(vertices))
    let other = try PersonalityScores(light: 5, noise: 4, smell: 5, introversion: 7, clean: 9)
    let match = scores.compatibility(with: other)
    print(
      "  compatibility with 민재 \(other.values): \(match.percent)%"
        + (match.conflicts.isEmpty ? "" : ", talk about " + match.conflicts.map(\.koreanName).joined(separator: ", ")))
  }

  private func writeCalendar(of house: House, from today: CalendarDay) throws {
    // Eight weeks from today: fixed rules repeat weekly, the rotation is one entry per week with its member.
    let end = today.adding(days: 55)
    guard let text = try house.iCalendar(from: today, through: end, generatedAt: Date()) else {
      print("\nNothing to put in a calendar from \(today) through \(end)")
      return
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: ics))
    let entries = text.components(separatedBy: "BEGIN:VEVENT").count - 1
    print("\nWrote \(entries) calendar entries (\(today) through \(end): rules and events) to \(ics)")
  }

  /// The sample house: three members, two categories, the rules of `SampleData/house/rules.json` (in the
  /// original server's shape) and a weekly bathroom rotation.
  static func sampleHouse(startingWeekOf today: CalendarDay) throws -> House {
    var house = try House(id: "house-mangwon", name: "망원동 하우스")
    try house.addMember(Homie(id: "homie-minjae", name: "민재", profile: Profile(job: "대학생", hashtags: ["ESFJ"])))
    try house.addMember(Homie(id: "homie-jisu", name: "지수", profile: Profile(job: "디자이너", hashtags: ["집순이"])))
    try house.addMember(Homie(id: "homie-haneul", name: "하늘"))
    try house.addCategory(RuleCategory(id: "category-kitchen", name: "주방", icon: .coffee))
    try house.addCategory(RuleCategory(id: "category-clean", name: "청소", icon: .clean))
    for rule in try HousServerDecoder.rules(from: SampleData.data("house/rules.json")) { try house.addRule(rule) }
    try house.addRule(
      Rule(
        id: "rule-bath", name: "욕실 청소", category: "category-clean",
        rotation: Rotation(
          members: ["homie-haneul", "homie-minjae", "homie-jisu"], weekdays: [.wednesday, .saturday], start: today)))
    return house
  }
}

/// `SampleData/house/personality-answers.json`: one member's answers, option index per question 1...15.
struct SampleAnswers: Decodable {
  let homie: String
  let answers: [Int]
}
