import Foundation
import FuzzSupport
import TimetableKit

/// A script of adds, removes and credit-limit changes on one `Timetable`, each checked against a brute-force
/// model that compares every pair of meetings on the clock.
///
/// Checks after every step: a refused change leaves the timetable equal (`==`) to what it was and is refused for
/// the reason the model gives (duplicate, then clash listing exactly the clashing courses, then credits); an
/// accepted add is one the model accepts; no two courses clash; the total is the sum of the credits, within the
/// limit. (`timetable-stored` checks the JSON round trip.)
enum TimetableScript {
  static func run(_ bytes: [UInt8]) {
    var reader = FuzzReader(bytes)
    let periodClock = makeClock(&reader)
    let limit = reader.bool() ? Credits(tenths: reader.int(in: 0...300)) : nil
    var timetable = Timetable(
      id: UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)), periodClock: periodClock)
    try? timetable.setCreditLimit(limit)
    var made: [Course] = []
    var steps = 0
    while !reader.isAtEnd, steps < 48 {
      steps += 1
      switch reader.byte() % 8 {
      case 0, 1, 2, 3:
        guard let course = makeCourse(&reader) else { continue }
        made.append(course)
        add(course, to: &timetable)
      case 4:
        guard !made.isEmpty else { continue }
        add(reader.choose(made), to: &timetable)
      case 5:
        let candidates = timetable.courses.map(\.id) + made.map(\.id)
        guard !candidates.isEmpty else { continue }
        remove(reader.choose(candidates), from: &timetable)
      case 6:
        let newLimit = reader.bool() ? nil : Credits(tenths: reader.int(in: 0...300))
        let before = timetable
        do {
          try timetable.setCreditLimit(newLimit)
          fuzzCheck(timetable.creditLimit == newLimit, "the limit was not set")
        } catch {
          fuzzCheck(timetable == before, "a refused limit changed the timetable")
          fuzzCheck(newLimit.map { before.totalCredits > $0 } == true, "a limit refused wrongly: \(error)")
        }
      default:
        guard !made.isEmpty else { continue }
        let course = reader.choose(made)
        let expected = expectedRefusal(adding: course, to: timetable)
        fuzzCheck(timetable.canAdd(course) == (expected == nil), "canAdd disagrees with the model")
        fuzzCheck(timetable.hasConflict(with: course) == !clashing(course, in: timetable).isEmpty, "hasConflict")
      }
      checkInvariants(timetable)
    }
  }

  /// Why the model refuses the course, in the order `add` checks.
  private enum Refusal: Equatable {
    case duplicate
    case clash([CourseID])
    case credits
  }

  private static func expectedRefusal(adding course: Course, to timetable: Timetable) -> Refusal? {
    if timetable.courses.contains(where: { $0.id == course.id }) { return .duplicate }
    let clashes = clashing(course, in: timetable)
    if !clashes.isEmpty { return .clash(clashes) }
    if let limit = timetable.creditLimit, timetable.totalCredits + course.credits > limit { return .credits }
    return nil
  }

  /// The courses of the timetable that meet at the same time as `course`, compared meeting by meeting.
  private static func clashing(_ course: Course, in timetable: Timetable) -> [CourseID] {
    let meetings = course.meetings(on: timetable.periodClock)
    return timetable.courses.filter { clash($0.meetings(on: timetable.periodClock), meetings) }.map(\.id)
  }

  private static func clash(_ first: [ClockMeeting], _ second: [ClockMeeting]) -> Bool {
    first.contains { a in second.contains { b in a.day == b.day && a.interval.overlaps(b.interval) } }
  }

  private static func add(_ course: Course, to timetable: inout Timetable) {
    CourseChecks.check(course)
    let expected = expectedRefusal(adding: course, to: timetable)
    let before = timetable
    do {
      try timetable.add(course)
      fuzzCheck(expected == nil, "added a course the model refuses (\(String(describing: expected))): \(course)")
      fuzzCheck(timetable.courses == before.courses + [course], "add did not append the course")
    } catch {
      fuzzCheck(timetable == before, "a refused add changed the timetable: \(error)")
      switch error {
      case .alreadyAdded: fuzzCheck(expected == .duplicate, "refused as a duplicate: \(course)")
      case .conflict(_, let conflicts):
        fuzzCheck(expected == .clash(conflicts.map(\.course.id)), "clash list differs: \(error)")
        fuzzCheck(conflicts.allSatisfy { !$0.overlaps.isEmpty }, "a conflict without overlaps: \(error)")
      case .creditLimitExceeded: fuzzCheck(expected == .credits, "refused for credits: \(course)")
      case .notFound: fuzzCheck(false, "add threw notFound")
      }
    }
  }

  private static func remove(_ id: CourseID, from timetable: inout Timetable) {
    let before = timetable
    do {
      let removed = try timetable.remove(id)
      fuzzCheck(removed.id == id && !timetable.contains(id), "removed the wrong course")
      fuzzCheck(timetable.courses == before.courses.filter { $0.id != id }, "remove touched other courses")
    } catch {
      fuzzCheck(timetable == before && !before.contains(id), "a refused remove: \(error)")
    }
  }

  private static func checkInvariants(_ timetable: Timetable) {
    let courses = timetable.courses
    fuzzCheck(Set(courses.map(\.id)).count == courses.count, "a course twice")
    let meetings = courses.map { $0.meetings(on: timetable.periodClock) }
    for first in meetings.indices {
      for second in meetings.indices where second > first {
        fuzzCheck(!clash(meetings[first], meetings[second]), "two courses clash: \(courses[first]), \(courses[second])")
      }
    }
    let total = courses.reduce(Credits.zero) { $0 + $1.credits }
    fuzzCheck(timetable.totalCredits == total, "total \(timetable.totalCredits), sum \(total)")
    fuzzCheck(timetable.creditLimit.map { total <= $0 } ?? true, "over the limit")
    fuzzCheck(timetable.entries.allSatisfy { (0..<Timetable.colorCount).contains($0.colorIndex) }, "colour")
  }

  // MARK: Making inputs

  private static func makeClock(_ reader: inout FuzzReader) -> PeriodClock {
    guard reader.byte() % 4 == 0 else { return .usw }
    let periodClock = try? PeriodClock.uniform(
      firstStart: reader.int(in: 0...1_500), length: reader.int(in: 0...90), step: reader.int(in: 0...200))
    return periodClock ?? .usw
  }

  private static let names = ["데이터베이스", "운영체제", "ALL that English(이러닝)", "온라인 특강", "캡스톤디자인", " "]
  private static let codes: [String?] = [nil, "30412", "10855", " ", ""]
  private static let sections: [String?] = [nil, "001", "002"]
  private static let rooms = ["IT106", "미래521", "2공학204", "미정", "", " ", "강의실 B215", "\u{A0}"]
  private static let days = ["월", "화", "수", "목", "금", "토", "일"]
  private static let scheduleTokens = days + rooms + ["1", "2", "3", "9", "10", "15", "16", "0", ",", "(", ")", " "]

  /// A course with a generated schedule string (mostly grammatical, sometimes token soup), and sometimes clock
  /// meetings; `nil` when the string does not parse.
  private static func makeCourse(_ reader: inout FuzzReader) -> Course? {
    let schedule: String?
    switch reader.byte() % 4 {
    case 0: schedule = nil
    case 1: schedule = reader.text(tokens: scheduleTokens)
    default: schedule = makeSchedule(&reader)
    }
    var meetings: [ClockMeeting] = []
    if reader.byte() % 4 == 0 {
      for _ in 0..<reader.int(in: 1...2) {
        let start = reader.int(in: 0...1_500)
        guard
          let meeting = try? ClockMeeting(
            location: reader.choose(rooms), day: reader.choose(Weekday.allCases), startMinute: start,
            endMinute: start + reader.int(in: 0...200))
        else { continue }
        meetings.append(meeting)
      }
    }
    return try? Course(
      name: reader.choose(names), scheduleText: schedule, code: reader.choose(codes), section: reader.choose(sections),
      credits: Credits(tenths: reader.int(in: 0...60)), clockMeetings: meetings)
  }

  /// `room(day periods day periods),room(...)` with 1...3 groups.
  private static func makeSchedule(_ reader: inout FuzzReader) -> String {
    var groups: [String] = []
    for _ in 0..<reader.int(in: 1...3) {
      var parts: [String] = []
      for _ in 0..<reader.int(in: 1...3) {
        let first = reader.int(in: 1...15)
        let periods = (first...min(first + reader.int(in: 0...3), 15)).map(String.init)
        parts.append(reader.choose(days) + periods.joined(separator: ","))
      }
      groups.append(reader.choose(rooms) + "(" + parts.joined(separator: " ") + ")")
    }
    return groups.joined(separator: ",")
  }
}
