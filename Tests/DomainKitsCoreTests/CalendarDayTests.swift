import DomainKitsCore
import Foundation
import PropertyBased
import Testing

@Suite("CalendarDay")
struct CalendarDayTests {
  @Test("Known days and weekdays")
  func knownDays() throws {
    let epoch = try CalendarDay(year: 1970, month: 1, day: 1)
    #expect(epoch.dayNumber == 0)
    #expect(epoch.weekday == .thursday)
    let day = try CalendarDay(year: 2026, month: 11, day: 21)
    #expect(day.weekday == .saturday)
    #expect(day.description == "2026-11-21")
    #expect(day.formatted(.basic) == "20261121")
    #expect(try CalendarDay(year: 2000, month: 2, day: 29).weekday == .tuesday)
    #expect(try CalendarDay(year: 1, month: 1, day: 1).weekday == .monday)
  }

  @Test(
    "Invalid days are typed errors",
    arguments: [(2023, 2, 29), (2024, 13, 1), (2024, 0, 1), (2024, 4, 31), (0, 1, 1), (10_000, 1, 1), (2024, 1, 0)])
  func invalidDays(year: Int, month: Int, day: Int) {
    #expect(throws: CalendarDayError.invalidDate(year: year, month: month, day: day)) {
      try CalendarDay(year: year, month: month, day: day)
    }
  }

  @Test("Parsing both formats, and rejecting everything else")
  func parsing() throws {
    #expect(try CalendarDay(parsing: "20220105", format: .basic) == CalendarDay(year: 2022, month: 1, day: 5))
    #expect(try CalendarDay(parsing: "2022-01-05", format: .extended) == CalendarDay(year: 2022, month: 1, day: 5))
    for bad in ["", " ", "2022-1-05", "2022/01/05", "2022-01-05 ", "20220105", "２０２２-01-05"] {
      #expect(throws: CalendarDayError.malformed(text: bad, expected: .extended)) {
        try CalendarDay(parsing: bad, format: .extended)
      }
    }
    #expect(throws: CalendarDayError.invalidDate(year: 2022, month: 2, day: 30)) {
      try CalendarDay(parsing: "20220230", format: .basic)
    }
    #expect(CalendarDay("2022-02-30") == nil)
    #expect(CalendarDay("0999-01-02")?.description == "0999-01-02")
  }

  @Test("A day's start in Seoul is 15:00 UTC the day before")
  func startInSeoul() throws {
    let day = try CalendarDay(year: 2026, month: 1, day: 1)
    let start = day.start(in: .seoul)
    #expect(start == Date(timeIntervalSince1970: 1_767_193_200))  // 2025-12-31T15:00:00Z
    #expect(CalendarDay(start, in: .seoul) == day)
    #expect(CalendarDay(start.addingTimeInterval(-1), in: .seoul) == day.adding(days: -1))
    #expect(CalendarDay(start, in: TimeZone(identifier: "UTC")!) == day.adding(days: -1))
  }

  @Test("Midnight boundaries in Seoul, wherever the machine is")
  func seoulMidnight() throws {
    // 2026-11-20T14:59:59Z is 23:59:59 on the 20th in Seoul; one second later is the 21st.
    let before = Date(timeIntervalSince1970: 1_795_186_799)
    #expect(CalendarDay(before, in: .seoul).description == "2026-11-20")
    #expect(CalendarDay(before.addingTimeInterval(1), in: .seoul).description == "2026-11-21")
    #expect(before.addingTimeInterval(1).weekday(in: .seoul) == .saturday)
  }

  @Test("Wall-clock times of a day")
  func wallClock() throws {
    let day = try CalendarDay(year: 2026, month: 11, day: 21)
    let nine = day.date(hour: 9, minute: 0, in: .seoul)
    #expect(nine.timeIntervalSince(day.start(in: .seoul)) == 9 * 3_600)
    #expect(day.date(hour: 24, minute: 0, in: .seoul) == day.adding(days: 1).start(in: .seoul))
  }

  @Test("Arithmetic stays in range")
  func clamping() throws {
    let last = try CalendarDay(year: 9999, month: 12, day: 31)
    #expect(last.adding(days: 1) == last)
    #expect(last.adding(days: .max) == last)
    let first = try CalendarDay(year: 1, month: 1, day: 1)
    #expect(first.adding(days: .min) == first)
    #expect(CalendarDay(Date.distantFuture, in: .seoul) <= last)
    #expect(CalendarDay(Date(timeIntervalSince1970: .infinity), in: .seoul) == first)
    #expect(CalendarDay(Date(timeIntervalSince1970: -.greatestFiniteMagnitude), in: .seoul) == first)
  }

  @Test("Codable as yyyy-MM-dd")
  func codable() throws {
    let day = try CalendarDay(year: 2024, month: 2, day: 29)
    let data = try JSONEncoder().encode([day])
    #expect(String(decoding: data, as: UTF8.self) == #"["2024-02-29"]"#)
    #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [day])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CalendarDay].self, from: Data(#"["2023-02-29"]"#.utf8))
    }
  }

  // Foundation switches to the Julian calendar before 1582-10-15; CalendarDay is proleptic Gregorian.
  @Test("Day numbers agree with Foundation's Gregorian calendar from 1583 on")
  func matchesFoundation() async {
    let calendar = Calendar.gregorian(in: TimeZone(identifier: "UTC")!)
    await propertyCheck(count: 300, input: Gen.int(in: -141_349...2_900_000)) { dayNumber in
      let day = CalendarDay(dayNumber: dayNumber)
      let date = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
      #expect(parts.year == day.year)
      #expect(parts.month == day.month)
      #expect(parts.day == day.day)
      #expect(parts.weekday == day.weekday.calendarWeekday)
      #expect((try? CalendarDay(year: day.year, month: day.month, day: day.day)) == day)
    }
  }
}
