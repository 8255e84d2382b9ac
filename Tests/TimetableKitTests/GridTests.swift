import Foundation
import Testing

@testable import TimetableKit

@Suite("TimetableGrid")
struct GridTests {
  private func week() throws -> Timetable {
    var timetable = Timetable(id: UUID())
    try timetable.add(try Course(name: "데이터베이스", scheduleText: "IT106(금1,2),IT306(금3)"))
    try timetable.add(try Course(name: "음악사", scheduleText: "음악109(화1,2 수3,4)"))
    try timetable.add(try Course(name: "ALL that English Basic(이러닝)", scheduleText: nil))
    return timetable
  }

  @Test("Weekdays only, periods 1...9, one cell per slot with the slot's own room")
  func layout() throws {
    let grid = TimetableGrid(try week())
    #expect(grid.days == [.monday, .tuesday, .wednesday, .thursday, .friday])
    #expect(grid.periods == 1...9)
    #expect(grid.cells.map(\.location) == ["음악109", "음악109", "IT106", "IT306"])
    #expect(grid.cells.map(\.column) == [1, 2, 4, 4])
    #expect(grid.cells.map(\.startRow) == [1, 3, 1, 3])
    #expect(grid.cells.map(\.endRow) == [2, 4, 2, 3])
    #expect(grid.coursesWithoutMeetings.map(\.name) == ["ALL that English Basic(이러닝)"])
  }

  @Test("Saturday appears only when used; late periods extend the rows")
  func saturday() throws {
    var timetable = try week()
    try timetable.add(try Course(name: "소프트웨어문해(이러닝-파이썬)", scheduleText: "미래112(토14,15)"))
    let grid = TimetableGrid(timetable)
    #expect(grid.days.last == .saturday)
    #expect(grid.periods == 1...15)
  }

  @Test("Colours are kept per course and differ while the palette lasts")
  func colours() throws {
    let grid = TimetableGrid(try week())
    let byTitle = Dictionary(grouping: grid.cells, by: \.title).mapValues { Set($0.map(\.colorIndex)) }
    #expect(byTitle["데이터베이스"] == [0])
    #expect(byTitle["음악사"] == [1])
  }

  @Test("Clock meetings take the rows they overlap")
  func clockMeetings() throws {
    var timetable = Timetable(id: UUID())
    try timetable.add(
      try Course(
        name: "야간",
        clockMeetings: [try ClockMeeting(location: "경상301", day: .monday, startMinute: 1110, endMinute: 1230)]
      ))
    let cell = try #require(TimetableGrid(timetable).cells.first)
    // 18:30-20:30 overlaps period 10 (18:30-19:20) and period 11 (19:30-20:20).
    #expect(cell.startRow == 10)
    #expect(cell.endRow == 11)
  }

  @Test("Text rendering aligns Hangul and lists courses without meetings")
  func text() throws {
    let text = TimetableGrid(try week()).text(columnWidth: 10)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "교시 | 월         | 화         | 수         | 목         | 금")
    #expect(lines[2] == "   1 |            | 음악사     |            |            | 데이터베…")
    #expect(lines[3] == "   2 |            | 음악109    |            |            | IT106")
    #expect(lines.suffix(2) == ["시간 미정·온라인", "- ALL that English Basic(이러닝) (온라인)"])
  }

  @Test("Strings can be replaced")
  func strings() throws {
    var strings = TimetableStrings.korean
    strings.periodHeader = "Period"
    strings.dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let first = TimetableGrid(try week()).text(strings: strings).split(separator: "\n").first
    #expect(first?.hasPrefix("Period | Mon") == true)
  }

  @Test("SVG escapes text and draws one rectangle per cell")
  func svg() throws {
    var timetable = Timetable(id: UUID())
    try timetable.add(try Course(name: "R&D <기초>", scheduleText: "IT106(월1)"))
    let svg = TimetableGrid(timetable).svg()
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("R&amp;D &lt;기초&gt;"))
    #expect(svg.components(separatedBy: "rx=\"4\"").count == 2)
    #expect(svg.hasSuffix("</svg>\n"))
  }
}
