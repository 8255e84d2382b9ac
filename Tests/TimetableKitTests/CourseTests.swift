import Foundation
import Testing

@testable import TimetableKit

@Suite("Course")
struct CourseTests {
  @Test("Nil, empty or blank schedule text is an unscheduled course", arguments: [nil, "", "   "] as [String?])
  func unscheduled(text: String?) throws {
    let course = try Course(name: "캡스톤디자인", scheduleText: text)
    #expect(course.delivery == .unscheduled)
    #expect(course.slots.isEmpty)
    #expect(course.scheduleText == nil)
    #expect(course.hasNoMeetings)
  }

  @Test(
    "이러닝 or 온라인 in the name without times is online",
    arguments: [
      "ALL that English Basic(이러닝)", "ALL that English1(온라인-초급)", "온라인 글쓰기",
    ])
  func online(name: String) throws {
    let course = try Course(name: name, scheduleText: nil)
    #expect(course.delivery == .online)
    #expect(course.isOnline)
  }

  @Test("An online-named course with a time string keeps its times")
  func onlineWithTimes() throws {
    let course = try Course(name: "소프트웨어문해(이러닝-파이썬)", scheduleText: "미래112(토14,15)")
    #expect(course.delivery == .scheduled)
    #expect(course.slots == [TimeSlot(location: "미래112", day: .saturday, startPeriod: 14, endPeriod: 15)])
    #expect(course.days == [.saturday])
  }

  @Test("Identity: code and section when both exist, else name, schedule text and any section")
  func identity() throws {
    let coded = try Course(name: "데이터베이스", scheduleText: "IT106(금1)", code: "30412", section: "001")
    #expect(coded.id == .catalog(code: "30412", section: "001"))
    let sectionOnly = try Course(name: "데이터베이스", scheduleText: "IT106(금1)", section: "001")
    #expect(sectionOnly.id == .named(name: "데이터베이스", schedule: "IT106(금1)", section: "001"))
    let blankCode = try Course(name: "데이터베이스", scheduleText: nil, code: "  ", section: "001")
    #expect(blankCode.id == .named(name: "데이터베이스", schedule: "", section: "001"))
    let plain = try Course(name: "캡스톤디자인", scheduleText: nil)
    #expect(plain.id == .named(name: "캡스톤디자인", schedule: "", section: nil))
    #expect(plain.id.description == "캡스톤디자인")
    // Two unscheduled sections of one practicum without a code (SUWIKI records) stay two courses.
    let first = try Course(name: "캡스톤디자인", scheduleText: nil, section: "001")
    let second = try Course(name: "캡스톤디자인", scheduleText: nil, section: "002")
    #expect(first.id != second.id)
    #expect(second.id.description == "캡스톤디자인 #002")
    #expect(coded.id.description == "30412-001")
  }

  @Test("Blank optional fields become nil and departments lose blanks and repeats")
  func normalises() throws {
    let course = try Course(
      name: "  경영학원론 ", scheduleText: nil, professor: " ", departments: ["경영학부", "", "경영학부", "회계학과"],
      classification: "")
    #expect(course.name == "경영학원론")
    #expect(course.professor == nil)
    #expect(course.classification == nil)
    #expect(course.departments == ["경영학부", "회계학과"])
    #expect(course.department == "경영학부")
  }

  @Test("A malformed schedule text is the parser's error")
  func malformed() {
    #expect(throws: ScheduleParseError.emptyPeriodList(text: "IT106(금)", position: 6)) {
      try Course(name: "데이터베이스", scheduleText: "IT106(금)")
    }
  }

  @Test("Meetings convert periods to clock time and keep clock meetings")
  func meetings() throws {
    let lab = try ClockMeeting(location: "IT실습실", day: .monday, startMinute: 18 * 60, endMinute: 19 * 60)
    let course = try Course(name: "실습", scheduleText: "IT106(금1,2)", clockMeetings: [lab])
    #expect(course.meetings().map(\.description) == ["IT106 금 09:30-11:20", "IT실습실 월 18:00-19:00"])
    #expect(course.days == [.monday, .friday])
  }

  @Test("Codable keeps every field and rebuilds the slots")
  func codable() throws {
    let lab = try ClockMeeting(location: "IT실습실", day: .monday, startMinute: 1080, endMinute: 1140)
    let course = try Course(
      name: "데이터베이스", scheduleText: "IT106(금1,2),IT306(금3)", code: "30412", section: "001", professor: "김하늘",
      departments: ["데이터과학부"], classification: "전핵", grade: 2, credits: Credits(tenths: 15),
      evaluationMethod: "상대평가", lectureType: "A형(강의식 수업)", semester: Semester(year: 2023, term: .second),
      clockMeetings: [lab])
    let data = try JSONEncoder().encode(course)
    #expect(try JSONDecoder().decode(Course.self, from: data) == course)
  }

  @Test("Decoding a stored course with a malformed schedule is a DecodingError")
  func decodingMalformed() {
    let json = Data(#"{"name": "데이터베이스", "scheduleText": "IT106(금16)", "credits": "3"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Course.self, from: json) }
  }
}

@Suite("Credits, semesters, clock times")
struct ValueTests {
  @Test(
    "Credits parse and print exactly",
    arguments: [
      ("3", 30, "3"), ("1.5", 15, "1.5"), ("0.5", 5, "0.5"), ("2.50", 25, "2.5"), (" 4 ", 40, "4"),
    ])
  func credits(text: String, tenths: Int, canonical: String) throws {
    let credits = try #require(Credits(text))
    #expect(credits.tenths == tenths)
    #expect(credits.description == canonical)
  }

  @Test(
    "Credits refuse what is not a whole number of tenths", arguments: ["", "-1", "1.25", "1.", ".5", "abc", "99999"])
  func creditsRefused(text: String) {
    #expect(Credits(text) == nil)
  }

  @Test("Credits from decimals, sums and clamping")
  func creditArithmetic() {
    #expect(Credits(exactly: Decimal(string: "1.5") ?? 0) == Credits(tenths: 15))
    #expect(Credits(exactly: Decimal(string: "1.55") ?? 0) == nil)
    #expect(Credits(exactly: -1) == nil)
    #expect(Credits(exactly: 2000) == nil)
    #expect((3 as Credits) + Credits(tenths: 15) == Credits(tenths: 45))
    #expect(Credits.maximum + 1 == Credits.maximum)
    #expect((1 as Credits) - 3 == .zero)
    #expect(Credits(integerLiteral: Int.max) == .maximum)
  }

  @Test("Credits decode from numbers and text, and encode as text")
  func creditsCodable() throws {
    let decoded = try JSONDecoder().decode([Credits].self, from: Data("[3, 1.5, \"2\"]".utf8))
    #expect(decoded == [3, Credits(tenths: 15), 2])
    #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == #"["3","1.5","2"]"#)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([Credits].self, from: Data("[1.25]".utf8)) }
  }

  @Test("Semesters parse, order and read the portal's codes")
  func semesters() {
    #expect(Semester("2023-2") == Semester(year: 2023, term: .second))
    #expect(Semester(" 2021-1") == Semester(year: 2021, term: .first))
    #expect(Semester("2023-3") == nil)
    #expect(Semester("23-1") == nil)
    #expect(Semester(uswYear: "2023", termCode: "20") == Semester(year: 2023, term: .second))
    #expect(Semester(uswYear: "2023", termCode: "15") == nil)
    #expect(Semester(year: 2022, term: .second) < Semester(year: 2023, term: .first))
    #expect(Semester(year: 2023, term: .first).description == "2023-1")
  }

  @Test("Clock texts", arguments: [("9:30", 570), ("09:30", 570), ("24:20", 1460), ("0:00", 0), (" 13:05 ", 785)])
  func clockText(text: String, minutes: Int) {
    #expect(ClockInterval.minutes(fromClockText: text) == minutes)
  }

  @Test("Bad clock texts", arguments: ["", "9", "9:3", "9:60", "49:00", "-1:00", "9:30pm", "１0:00"])
  func badClockText(text: String) {
    #expect(ClockInterval.minutes(fromClockText: text) == nil)
  }

  @Test("Intervals must be non-empty and inside 0...48h")
  func intervals() throws {
    #expect(throws: ScheduleError.invalidInterval(startMinute: 600, endMinute: 600)) {
      try ClockInterval(startMinute: 600, endMinute: 600)
    }
    #expect(throws: ScheduleError.invalidInterval(startMinute: -1, endMinute: 10)) {
      try ClockInterval(startMinute: -1, endMinute: 10)
    }
    let a = try ClockInterval(startMinute: 570, endMinute: 620)
    let b = try ClockInterval(startMinute: 620, endMinute: 680)
    #expect(!a.overlaps(b))
    #expect(a.description == "09:30-10:20")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ClockInterval.self, from: Data(#"{"startMinute": 700, "endMinute": 600}"#.utf8))
    }
  }
}
