import Foundation
import Testing

@testable import TimetableKit

/// Cases added in review: input that used to trap, and documented behaviour pinned down.
@Suite("Review")
struct ReviewTests {
  @Test(
    "The grid clamps its minimum rows to the periods 1...15, however extreme",
    arguments: [
      (Int.min...Int.max, 1...15), (-5...3, 1...3), (0...0, 1...1), (20...30, 1...15), (Int.max...Int.max, 1...15),
    ])
  func gridClampsMinimumRows(minimum: ClosedRange<Int>, expected: ClosedRange<Int>) throws {
    var timetable = Timetable(id: UUID())
    try timetable.add(try Course(name: "데이터베이스", scheduleText: "IT106(월1)"))
    let grid = TimetableGrid(timetable, minimumPeriods: minimum)
    #expect(grid.periods == expected)
    #expect(grid.text().split(separator: "\n").count == 2 + expected.count)
    #expect(grid.svg().hasSuffix("</svg>\n"))
  }

  @Test("A course already in the timetable is listed as clashing with itself, and add names the duplicate")
  func selfConflict() throws {
    var timetable = Timetable(id: UUID())
    let course = try Course(name: "데이터베이스", scheduleText: "IT106(금1,2)", code: "30412", section: "001")
    try timetable.add(course)
    #expect(timetable.conflicts(with: course).map(\.course) == [course])
    #expect(timetable.hasConflict(with: course))
    #expect(!timetable.canAdd(course))
    #expect(throws: TimetableError.alreadyAdded(course.id)) { try timetable.add(course) }
  }
}
