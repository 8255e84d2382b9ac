import Foundation
import PropertyBased
import Testing

@testable import TimetableKit

@Suite("Timetable")
struct TimetableTests {
  private func week(_ courses: Course...) throws -> Timetable {
    var timetable = Timetable(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID())
    for course in courses { try timetable.add(course) }
    return timetable
  }

  @Test("Adjacent periods do not clash")
  func adjacent() throws {
    var timetable = try week(try Fixtures.course("A", "IT106(금1,2)"))
    let next = try Fixtures.course("B", "IT306(금3,4)")
    #expect(timetable.conflicts(with: next).isEmpty)
    try timetable.add(next)
    #expect(timetable.courses.map(\.name) == ["A", "B"])
  }

  @Test("Identical times clash", arguments: ["IT106(금1,2)", "IT306(금1,2)"])
  func identical(text: String) throws {
    let timetable = try week(try Fixtures.course("A", "IT106(금1,2)"))
    let conflicts = timetable.conflicts(with: try Fixtures.course("B", text))
    #expect(conflicts.map(\.course.name) == ["A"])
    #expect(conflicts.first?.overlaps.map(\.description) == ["금1-2 (09:30-11:20)"])
  }

  @Test("Containment clashes both ways")
  func containment() throws {
    // A new course containing an existing one (missed by the first version of the original app).
    let short = try Fixtures.course("짧은", "IT106(화3)")
    let long = try Fixtures.course("긴", "IT306(화1,2,3,4,5)")
    #expect(try week(short).conflicts(with: long).first?.overlaps.first?.periods == 3...3)
    #expect(try week(long).conflicts(with: short).first?.overlaps.first?.periods == 3...3)
  }

  @Test("Gaps are not filled in")
  func gaps() throws {
    let timetable = try week(try Fixtures.course("회로실험", "2공학204(화1,2,3,5,6,7)"))
    #expect(timetable.conflicts(with: try Fixtures.course("점심", "IT106(화4)")).isEmpty)
    #expect(timetable.conflicts(with: try Fixtures.course("오후", "IT106(화4,5)")).count == 1)
  }

  @Test("A course meeting in two rooms on one day is checked room by room")
  func twoRoomsSameDay() throws {
    let timetable = try week(try Fixtures.course("실험", "미래103(목5,6),미래B102(목7,8)"))
    let clash = try Fixtures.course("세미나", "IT106(목6,7)")
    let overlaps = try #require(timetable.conflicts(with: clash).first).overlaps
    #expect(overlaps.map(\.periods) == [6...7])
    #expect(timetable.conflicts(with: try Fixtures.course("저녁", "IT106(목9)")).isEmpty)
    #expect(timetable.courses.first?.slots.map(\.location) == ["미래103", "미래B102"])
  }

  @Test("Saturday clashes only with Saturday")
  func saturday() throws {
    let timetable = try week(try Fixtures.course("토요강좌", "미래112(토14,15)"))
    #expect(timetable.conflicts(with: try Fixtures.course("금요강좌", "미래112(금14,15)")).isEmpty)
    #expect(timetable.conflicts(with: try Fixtures.course("토요2", "미래113(토15)")).count == 1)
  }

  @Test("Any number of online and unscheduled courses fit")
  func withoutMeetings() throws {
    var timetable = try week(try Fixtures.course("데이터베이스", "IT106(토1,2,3,4,5,6,7,8,9,10,11,12,13,14,15)"))
    for index in 1...6 {
      try timetable.add(try Fixtures.course("ALL that English\(index)(이러닝)", nil))
      try timetable.add(try Fixtures.course("캡스톤디자인\(index)", nil))
    }
    #expect(timetable.courses.count == 13)
    #expect(timetable.courses.filter(\.isOnline).count == 6)
  }

  @Test("The error lists every clashing course and its overlaps")
  func everyConflict() throws {
    let a = try Fixtures.course("A", "IT106(월1,2)", code: "1", section: "001")
    let b = try Fixtures.course("B", "IT106(월4 수3)", code: "2", section: "001")
    let c = try Fixtures.course("C", "IT106(금1)", code: "3", section: "001")
    let timetable = try week(a, b, c)
    let new = try Fixtures.course("D", "IT306(월2,3,4 수3,4)", code: "4", section: "001")
    var copy = timetable
    #expect(
      throws: TimetableError.conflict(
        course: new.id,
        conflicts: [
          Conflict(course: a, overlaps: [Overlap(day: .monday, interval: try interval(630, 680), periods: 2...2)]),
          Conflict(
            course: b,
            overlaps: [
              Overlap(day: .monday, interval: try interval(750, 800), periods: 4...4),
              Overlap(day: .wednesday, interval: try interval(690, 740), periods: 3...3),
            ]),
        ])
    ) { try copy.add(new) }
    #expect(copy == timetable)
  }

  private func interval(_ start: Int, _ end: Int) throws -> ClockInterval {
    try ClockInterval(startMinute: start, endMinute: end)
  }

  @Test("The same course twice is its own error, online or not")
  func duplicate() throws {
    let online = try Fixtures.course("ALL that English Basic(이러닝)", nil, code: "11620", section: "001")
    var timetable = try week(online)
    #expect(throws: TimetableError.alreadyAdded(online.id)) { try timetable.add(online) }
    let named = try Fixtures.course("데이터베이스", "IT106(금1)")
    try timetable.add(named)
    #expect(throws: TimetableError.alreadyAdded(named.id)) {
      try timetable.add(try Fixtures.course("데이터베이스", "IT106(금1)"))
    }
    #expect(!timetable.canAdd(named))
    #expect(timetable.contains(named.id))
  }

  @Test("Same-named sections at other times are different courses")
  func sections() throws {
    var timetable = try week(try Fixtures.course("ALL that English2(이러닝)", "미래112(월1)", code: "11622", section: "001"))
    try timetable.add(try Fixtures.course("ALL that English2(이러닝)", "미래112(화1)", code: "11622", section: "002"))
    #expect(timetable.courses.count == 2)
  }

  @Test("The credit limit refuses a course and leaves the timetable as it was")
  func creditLimit() throws {
    var timetable = Timetable(id: UUID(), creditLimit: 6)
    try timetable.add(try Fixtures.course("A", "IT106(월1)"))
    try timetable.add(try Fixtures.course("B", nil, credits: Credits(tenths: 15)))
    let before = timetable
    #expect(throws: TimetableError.creditLimitExceeded(limit: 6, total: Credits(tenths: 75))) {
      try timetable.add(try Fixtures.course("C", "IT106(화1)"))
    }
    #expect(timetable == before)
    #expect(timetable.totalCredits == Credits(tenths: 45))
    #expect(throws: TimetableError.creditLimitExceeded(limit: 4, total: Credits(tenths: 45))) {
      try timetable.setCreditLimit(4)
    }
    try timetable.setCreditLimit(nil)
    try timetable.add(try Fixtures.course("C", "IT106(화1)"))
    #expect(timetable.totalCredits == Credits(tenths: 75))
  }

  @Test("Remove frees the periods and keeps the others' colours")
  func remove() throws {
    let a = try Fixtures.course("A", "IT106(월1)")
    let b = try Fixtures.course("B", "IT106(월2)")
    var timetable = try week(a, b)
    let colorOfB = timetable.entries[1].colorIndex
    #expect(try timetable.remove(a.id) == a)
    #expect(timetable.entries.map(\.colorIndex) == [colorOfB])
    try timetable.add(try Fixtures.course("A2", "IT106(월1)"))
    #expect(timetable.entries.map(\.colorIndex) == [colorOfB, 0])
    #expect(throws: TimetableError.notFound(a.id)) { try timetable.remove(a.id) }
  }

  @Test("Clock-time courses are compared on actual times")
  func clockTime() throws {
    // Period 2 runs 10:30-11:20 on the USW clock.
    let periods = try Fixtures.course("A", "IT106(월2)")
    let touching = try Course(
      name: "B", clockMeetings: [try ClockMeeting(location: "경상301", day: .monday, startMinute: 560, endMinute: 630)])
    let overlapping = try Course(
      name: "C", clockMeetings: [try ClockMeeting(location: "경상301", day: .monday, startMinute: 660, endMinute: 735)])
    var timetable = try week(periods, touching)
    let conflicts = timetable.conflicts(with: overlapping)
    #expect(conflicts.map(\.course.name) == ["A"])
    #expect(conflicts.first?.overlaps == [Overlap(day: .monday, interval: try interval(660, 680), periods: 2...2)])
    #expect(throws: TimetableError.self) { try timetable.add(overlapping) }
    // A period course added after clock courses is checked against them too.
    #expect(timetable.conflicts(with: try Fixtures.course("D", "IT106(월1)")).map(\.course.name) == ["B"])
  }

  @Test("Another clock changes what clashes")
  func otherClock() throws {
    let periodClock = try PeriodClock.uniform(firstStart: 9 * 60, length: 75, step: 90)
    var timetable = Timetable(id: UUID(), periodClock: periodClock)
    try timetable.add(try Fixtures.course("A", "IT106(월1)"))  // 09:00-10:15
    let lab = try Course(
      name: "B", clockMeetings: [try ClockMeeting(location: "", day: .monday, startMinute: 600, endMinute: 660)])
    #expect(timetable.conflicts(with: lab).first?.overlaps.first?.interval == (try interval(600, 615)))
    #expect(lab.clockMeetings.first?.location == "미정")
  }

  @Test("Codable round trip, and a stored clash is refused")
  func codable() throws {
    var timetable = Timetable(id: UUID(), name: "1안", semester: Semester(year: 2023, term: .second), creditLimit: 21)
    try timetable.add(try Fixtures.course("A", "IT106(월1,2)"))
    try timetable.add(try Fixtures.course("B(이러닝)", nil))
    let data = try JSONEncoder().encode(timetable)
    #expect(try JSONDecoder().decode(Timetable.self, from: data) == timetable)

    let text = String(decoding: data, as: UTF8.self)
    let clashing = text.replacingOccurrences(of: "B(이러닝)\"", with: "B\",\"scheduleText\":\"IT106(월2)\"")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Timetable.self, from: Data(clashing.utf8)) }
  }

  @Test("Adds agree with a reference model that compares every pair of meetings in minutes")
  func differential() async throws {
    let slot = PropertyBased.zip(Gen<Weekday>.case, Gen.int(in: 1...15), Gen.int(in: 0...3))
    let course = slot.array(of: 0...3)
    await propertyCheck(count: 200, input: course.array(of: 1...12)) { specs in
      var timetable = Timetable(id: UUID())
      var reference: [[ClockMeeting]] = []
      for (index, spec) in specs.enumerated() {
        let text = spec.map { day, start, length in
          "R(\(day.koreanSymbol)" + (start...min(start + length, 15)).map(String.init).joined(separator: ",") + ")"
        }.joined(separator: ",")
        guard let course = try? Course(name: "과목\(index)", scheduleText: text) else {
          Issue.record("\(text) does not parse")
          return
        }
        let meetings = course.meetings()
        let clashing = reference.indices.filter { other in
          reference[other].contains { a in meetings.contains { b in a.day == b.day && a.interval.overlaps(b.interval) }
          }
        }
        let conflicts = timetable.conflicts(with: course)
        #expect(conflicts.map(\.course.name) == clashing.map { timetable.courses[$0].name }, "\(text)")
        #expect(timetable.hasConflict(with: course) == !clashing.isEmpty)
        do {
          try timetable.add(course)
          reference.append(meetings)
        } catch {
          #expect(!clashing.isEmpty, "\(text): \(error)")
        }
        #expect(timetable.courses.count == reference.count)
      }
    }
  }
}

@Suite("PeriodClock")
struct PeriodClockTests {
  @Test("USW periods: 09:30 + (n-1)h to 10:20 + (n-1)h; period 15 ends at 24:20 without wrapping")
  func usw() throws {
    let periodClock = PeriodClock.usw
    #expect(periodClock.interval(ofPeriod: 1)?.description == "09:30-10:20")
    #expect(periodClock.interval(ofPeriod: 15)?.startMinute == 23 * 60 + 30)
    #expect(periodClock.interval(ofPeriod: 15)?.endMinute == 24 * 60 + 20)
    #expect(periodClock.interval(ofPeriod: 15)?.description == "23:30-24:20")
    #expect(periodClock.interval(ofPeriod: 0) == nil)
    #expect(periodClock.interval(ofPeriod: 16) == nil)
    #expect(try PeriodClock.uniform(firstStart: 570, length: 50, step: 60) == periodClock)
  }

  @Test("Periods overlapping an interval")
  func overlapping() throws {
    let periodClock = PeriodClock.usw
    #expect(periodClock.periods(overlapping: try ClockInterval(startMinute: 600, endMinute: 700)) == 1...3)
    #expect(periodClock.periods(overlapping: try ClockInterval(startMinute: 620, endMinute: 630)) == nil)
    #expect(periodClock.periods(overlapping: try ClockInterval(startMinute: 0, endMinute: 570)) == nil)
  }

  @Test("Invalid clocks are refused")
  func invalid() throws {
    #expect(throws: ScheduleError.wrongPeriodCount(expected: 15, found: 1)) {
      try PeriodClock(periods: [try ClockInterval(startMinute: 0, endMinute: 10)])
    }
    #expect(throws: ScheduleError.invalidUniformClock(firstStart: 0, length: 60, step: 30)) {
      try PeriodClock.uniform(firstStart: 0, length: 60, step: 30)
    }
    #expect(throws: ScheduleError.self) { try PeriodClock.uniform(firstStart: Int.max, length: 1, step: 1) }
    var periods = PeriodClock.usw.periods
    periods[3] = try ClockInterval(startMinute: 700, endMinute: 760)
    #expect(throws: ScheduleError.overlappingPeriods(period: 4)) { try PeriodClock(periods: periods) }
  }
}
