/// A timetable laid out as a week for drawing: one column per day, one row per period, one cell per meeting.
///
/// Monday to Friday are always shown; Saturday (and Sunday) only when a course meets then. Rows run from period
/// 1 to at least period 9, further when a course ends later. Each cell knows its day column, its first and last
/// row, its location and the colour the course was given when added, so any renderer (UIKit, SwiftUI, a server)
/// can draw it; ``text(columnWidth:strings:)`` and ``svg(width:height:palette:strings:)`` are two such renderers.
public struct TimetableGrid: Hashable, Sendable {
  /// One meeting of one course, placed on the grid.
  public struct Cell: Hashable, Sendable {
    /// The course's identity.
    public let courseID: CourseID
    /// The course name.
    public let title: String
    /// The room.
    public let location: String
    /// The day.
    public let day: Weekday
    /// The index of the day in ``TimetableGrid/days``.
    public let column: Int
    /// The first period row the meeting covers.
    public let startRow: Int
    /// The last period row the meeting covers (inclusive).
    public let endRow: Int
    /// The actual time of the meeting.
    public let interval: ClockInterval
    /// The course's colour, an index into a palette of ``Timetable/colorCount`` colours.
    public let colorIndex: Int
  }

  /// The day columns, in week order.
  public let days: [Weekday]
  /// The period rows.
  public let periods: ClosedRange<Int>
  /// The cells, by column and then row.
  public let cells: [Cell]
  /// The online and unscheduled courses, listed under the grid.
  public let coursesWithoutMeetings: [Course]
  /// The clock the rows follow (for time labels).
  public let periodClock: PeriodClock

  /// Lays out a timetable.
  ///
  /// - Parameters:
  ///   - timetable: the timetable to lay out.
  ///   - minimumPeriods: the rows shown even when empty (1...9 by default), clamped to the periods 1...15.
  public init(_ timetable: Timetable, minimumPeriods: ClosedRange<Int> = 1...9) {
    // Rows outside 1...15 name no period; clamping also keeps row arithmetic in the renderings from overflowing.
    let periodRange = ScheduleParser.periodRange
    let lowest = min(max(minimumPeriods.lowerBound, periodRange.lowerBound), periodRange.upperBound)
    let minimumPeriods = lowest...min(max(minimumPeriods.upperBound, lowest), periodRange.upperBound)
    let periodClock = timetable.periodClock
    self.periodClock = periodClock
    var placed: [Cell] = []
    var without: [Course] = []
    for entry in timetable.entries {
      let course = entry.course
      if course.hasNoMeetings {
        without.append(course)
        continue
      }
      func place(_ location: String, _ day: Weekday, _ rows: ClosedRange<Int>, _ interval: ClockInterval) {
        placed.append(
          Cell(
            courseID: course.id, title: course.name, location: location, day: day, column: 0,
            startRow: rows.lowerBound, endRow: rows.upperBound, interval: interval, colorIndex: entry.colorIndex))
      }
      for slot in course.slots {
        guard let interval = periodClock.interval(of: slot) else { continue }
        place(slot.location, slot.day, slot.periods, interval)
      }
      for meeting in course.clockMeetings {
        place(meeting.location, meeting.day, periodClock.displayPeriods(for: meeting.interval), meeting.interval)
      }
    }
    var shownDays: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]
    for weekend in [Weekday.saturday, .sunday] where placed.contains(where: { $0.day == weekend }) {
      shownDays.append(weekend)
    }
    days = shownDays
    let first = placed.map(\.startRow).min().map { min($0, minimumPeriods.lowerBound) }
    let last = placed.map(\.endRow).max().map { max($0, minimumPeriods.upperBound) }
    periods = (first ?? minimumPeriods.lowerBound)...(last ?? minimumPeriods.upperBound)
    cells = placed.map { cell in
      Cell(
        courseID: cell.courseID, title: cell.title, location: cell.location, day: cell.day,
        column: shownDays.firstIndex(of: cell.day) ?? 0, startRow: cell.startRow, endRow: cell.endRow,
        interval: cell.interval, colorIndex: cell.colorIndex)
    }
    .sorted { ($0.column, $0.startRow) < ($1.column, $1.startRow) }
    coursesWithoutMeetings = without
  }
}
