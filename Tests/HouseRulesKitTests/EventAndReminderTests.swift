import Foundation
import Testing

@testable import HouseRulesKit

@Suite("Events, D-day and reminders")
struct EventAndReminderTests {
  @Test("Events: name up to 10 characters, participants from the house, at most 10")
  func validation() throws {
    var house = try Sample.house()
    try house.addEvent(HouseEvent(id: "party", name: " 호미 생일파티 ", date: Sample.sunday, participants: [Sample.jisu]))
    #expect(house.event("party")?.name == "호미 생일파티")
    expectRefused(.nameTooLong(.event, name: "우리집 첫 번째 집들이", limit: 10), on: &house) {
      try $0.addEvent(HouseEvent(id: "e", name: "우리집 첫 번째 집들이", date: Sample.sunday))
    }
    expectRefused(.unknownMember("ghost"), on: &house) {
      try $0.addEvent(HouseEvent(id: "e", name: "대청소", date: Sample.sunday, participants: ["ghost"]))
    }
    expectRefused(.duplicateParticipant(event: "대청소", member: Sample.jisu), on: &house) {
      try $0.addEvent(HouseEvent(id: "e", name: "대청소", date: Sample.sunday, participants: [Sample.jisu, Sample.jisu]))
    }
    expectRefused(.duplicateID("party"), on: &house) {
      try $0.addEvent(HouseEvent(id: "party", name: "대청소", date: Sample.sunday))
    }
    expectRefused(.emptyName(.event), on: &house) {
      try $0.addEvent(HouseEvent(id: "e", name: "", date: Sample.sunday))
    }
    for index in 2...10 {
      try house.addEvent(HouseEvent(id: EventID("e\(index)"), name: "행사 \(index)", date: Sample.sunday))
    }
    expectRefused(.tooManyEvents(limit: 10), on: &house) {
      try $0.addEvent(HouseEvent(id: "e11", name: "행사 11", date: Sample.sunday))
    }
    try house.updateEvent(HouseEvent(id: "party", name: "생일파티", icon: .cake, date: Sample.sunday))
    #expect(house.event("party")?.icon == .cake)
    try house.removeEvent("e10")
    expectRefused(.unknownEvent("e10"), on: &house) { try $0.removeEvent("e10") }
    expectRefused(.unknownEvent("e10"), on: &house) {
      try $0.updateEvent(HouseEvent(id: "e10", name: "행사", date: Sample.sunday))
    }
    expectSound(house)
  }

  @Test("Upcoming events: today and later, soonest first, with the D-day")
  func upcoming() throws {
    var house = try Sample.house()
    try house.addEvent(HouseEvent(id: "late", name: "대청소", date: Sample.monday.adding(days: 9)))
    try house.addEvent(HouseEvent(id: "past", name: "집들이", date: Sample.monday.adding(days: -1)))
    try house.addEvent(HouseEvent(id: "today", name: "치킨 파티", date: Sample.monday))
    try house.addEvent(HouseEvent(id: "soon", name: "생일", date: Sample.monday.adding(days: 3)))
    try house.addEvent(HouseEvent(id: "today2", name: "영화", date: Sample.monday))
    let upcoming = house.upcomingEvents(from: Sample.monday)
    #expect(upcoming.map(\.id) == ["today", "today2", "soon", "late"])
    #expect(upcoming.map { $0.dDay.text() } == ["D-DAY", "D-DAY", "D-3", "D-9"])
    #expect(upcoming.map(\.dDay.days) == [0, 0, 3, 9])
  }

  @Test("D-day text, and today's D-day in Seoul from a date provider")
  func dDay() {
    #expect(DDay(days: 0).text() == "D-DAY")
    #expect(DDay(days: 3).text() == "D-3")
    #expect(DDay(days: -2).text() == "D+2")
    #expect(DDay(days: Int.min).text() == "D+9223372036854775808")
    var english = HouseRulesStrings.korean
    english.dDay = { $0 == 0 ? "Today" : "in \($0) days" }
    #expect(DDay(days: 4).text(english) == "in 4 days")
    // 2026-03-01T15:00:00Z is Monday 00:00 in Seoul: an event on Monday is D-DAY, a second earlier D-1.
    let midnight = Date(timeIntervalSince1970: 1_772_377_200)
    #expect(DDay(to: Sample.monday, now: { midnight }).days == 0)
    #expect(DDay(to: Sample.monday, now: { midnight.addingTimeInterval(-1) }).days == 1)
  }

  @Test("Reminders: 09:00 todos and 22:00 undone todos for rules with notifications, in the house's zone")
  func todoReminders() throws {
    var house = try Sample.house()
    try house.check(rule: "dishes", member: Sample.jisu, on: Sample.monday)
    let reminders = house.reminders(on: Sample.monday)
    // Only 설거지 has notifications: 민재 and 지수 get the morning list; only 민재 still has it undone.
    #expect(
      reminders.map(\.id) == [
        "todo-morning-2026-03-02-jisu", "todo-morning-2026-03-02-minjae", "todo-evening-2026-03-02-minjae",
      ])
    let nineAM = Date(timeIntervalSince1970: 1_772_409_600)  // 2026-03-02T00:00:00Z = 09:00 KST
    #expect(reminders[0].fireDate == nineAM)
    #expect(reminders[2].fireDate == nineAM.addingTimeInterval(13 * 3_600))
    #expect(reminders[2].kind == .undoneTodos)
    #expect(reminders[2].rules == ["dishes"])
    #expect(reminders[1].title == "오늘의 to-do")
    #expect(reminders[1].body == "설거지, 오늘 담당이에요")
    // A member who turned notifications off gets nothing.
    var minjae = try #require(house.member(Sample.minjae))
    minjae.notificationsEnabled = false
    try house.updateMember(minjae)
    #expect(house.reminders(on: Sample.monday).map(\.recipient) == [Sample.jisu])
    // Plants has notifications off: no reminder on Tuesday.
    #expect(house.reminders(on: Sample.tuesday).isEmpty)
  }

  @Test("Event reminders at a configurable time, to participants, or everyone when none are listed")
  func eventReminders() throws {
    var house = try Sample.house()
    try house.addEvent(HouseEvent(id: "party", name: "생일파티", date: Sample.sunday, participants: [Sample.haneul]))
    try house.addEvent(HouseEvent(id: "clean", name: "대청소", date: Sample.sunday))
    let settings = ReminderSettings(eventTime: try TimeOfDay(hour: 18, minute: 30))
    let reminders = house.reminders(on: Sample.sunday, settings: settings).filter {
      if case .event = $0.kind { true } else { false }
    }
    #expect(reminders.count == 4)
    #expect(reminders.filter { $0.kind == .event("party") }.map(\.recipient) == [Sample.haneul])
    #expect(
      Set(reminders.filter { $0.kind == .event("clean") }.map(\.recipient)) == [
        Sample.minjae, Sample.jisu, Sample.haneul,
      ])
    let sundayEvening = Sample.sunday.date(hour: 18, minute: 30, in: .seoul)
    #expect(reminders.allSatisfy { $0.fireDate == sundayEvening })
    #expect(reminders.first { $0.kind == .event("party") }?.title == "오늘은 생일파티 날이에요")
    #expect(throws: HouseRulesError.invalidTime(hour: 24, minute: 0)) { try TimeOfDay(hour: 24) }
    #expect(throws: HouseRulesError.invalidTime(hour: 9, minute: 60)) { try TimeOfDay(hour: 9, minute: 60) }
    let week = house.reminders(from: Sample.monday, through: Sample.sunday)
    #expect(week.map(\.fireDate) == week.map(\.fireDate).sorted())
    #expect(house.reminders(from: Sample.sunday, through: Sample.monday).isEmpty)
  }
}
