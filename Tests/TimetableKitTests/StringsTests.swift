import Foundation
import Testing

@testable import TimetableKit

@Suite("TimetableStrings and caller-chosen ids")
struct TimetableStringsTests {
  private func week() throws -> Timetable {
    var timetable = Timetable(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7)))
    try timetable.add(try Course(name: "데이터베이스", scheduleText: "IT106(금1,2),IT306(금3)"))
    try timetable.add(try Course(name: "ALL that English Basic(이러닝)", scheduleText: nil))
    return timetable
  }

  @Test("The defaults are the Korean strings of 0.2, and `korean` equals `init()`")
  func defaults() {
    let strings = TimetableStrings()
    #expect(strings == .korean)
    #expect(strings.periodHeader == "교시")
    #expect(strings.withoutMeetingsHeading == "시간 미정·온라인")
    #expect(strings.online == "온라인")
    #expect(strings.unscheduled == "시간 미정")
    #expect(strings.dayNames == ["월", "화", "수", "목", "금", "토", "일"])
  }

  @Test("Overriding one member changes that text only")
  func overrideOne() throws {
    var strings = TimetableStrings.korean
    strings.periodHeader = "Per."  // as wide as "교시", so the columns stay put
    let grid = TimetableGrid(try week())
    let korean = grid.text()
    #expect(korean.contains("교시") && korean.contains("시간 미정·온라인"))
    #expect(grid.text(strings: strings) == korean.replacingOccurrences(of: "교시", with: "Per."))
  }

  @Test("A timetable's id is the caller's: building the same plan twice gives equal values, stored once")
  func callerChosenID() async throws {
    let first = try week()
    let again = try week()
    #expect(first.id == UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7)))
    #expect(first == again)
    let repository: any TimetableRepository = InMemoryTimetableRepository()
    try await repository.save(first)
    try await repository.save(again)
    #expect(try await repository.timetables() == [first])
  }

}
