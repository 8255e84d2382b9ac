import BoxOfficeKit
import Foundation
import Testing

@Suite("Box-office dates in Seoul")
struct BoxOfficeDateTests {
  /// An instant given in UTC, so nothing depends on the zone of the machine running the test.
  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) throws -> Date {
    try CalendarDay(year: year, month: month, day: day).date(
      hour: hour, minute: minute, in: TimeZone(secondsFromGMT: 0) ?? .gmt)
  }

  @Test("At 23:59 in Seoul yesterday is the day before; at 00:01 it moves on, on a machine in UTC")
  func yesterdayAroundMidnight() throws {
    // 2025-11-21 23:59 KST is 14:59 UTC the same day; 2025-11-22 00:01 KST is 15:01 UTC on the 21st.
    let beforeMidnight = try Self.utc(2025, 11, 21, 14, 59)
    let afterMidnight = try Self.utc(2025, 11, 21, 15, 1)
    #expect(BoxOfficeDate.yesterday(now: beforeMidnight).targetDt == "20251120")
    #expect(BoxOfficeDate.yesterday(now: afterMidnight).targetDt == "20251121")
    // The bug being fixed: the same instant read in UTC gives the day before.
    let utcZone = TimeZone(secondsFromGMT: 0) ?? .gmt
    #expect(BoxOfficeDate.yesterday(now: afterMidnight, in: utcZone).targetDt == "20251120")
  }

  @Test("Today and later days are not available; yesterday and earlier are")
  func availability() throws {
    let now = try Self.utc(2025, 11, 21, 15, 1)  // 00:01 on the 22nd in Seoul
    let yesterday = try BoxOfficeDate(targetDt: "20251121")
    #expect(yesterday.isAvailable(now: now))
    #expect(try BoxOfficeDate(targetDt: "20040101").isAvailable(now: now))
    for text in ["20251122", "20251123", "20991231"] {
      let day = try BoxOfficeDate(targetDt: text)
      #expect(!day.isAvailable(now: now))
      #expect(throws: BoxOfficeError.dateNotAvailable(requested: day.day, latest: yesterday.day)) {
        try day.requireAvailable(now: now)
      }
    }
  }

  @Test("targetDt reads and writes yyyyMMdd only", arguments: ["2025-11-21", "2025112", "20251131", "", "２０２５１１２１"])
  func targetDtErrors(text: String) {
    #expect {
      try BoxOfficeDate(targetDt: text)
    } throws: { error in
      guard case .invalidRequest(let parameter, let value, _) = error as? BoxOfficeError else { return false }
      return parameter == "targetDt" && value == text
    }
  }

  @Test("Dates encode as yyyy-MM-dd and round-trip")
  func codable() throws {
    let date = try BoxOfficeDate(targetDt: "20120101")
    let data = try JSONEncoder().encode([date])
    #expect(String(decoding: data, as: UTF8.self) == #"["2012-01-01"]"#)
    #expect(try JSONDecoder().decode([BoxOfficeDate].self, from: data) == [date])
    #expect(date.description == "2012-01-01")
  }

  @Test(
    "Weekly periods follow KOBIS weeks (Monday to Sunday)",
    arguments: [
      (WeeklyPeriod.weekend, "20120101", "20111230", "20120101"),  // KOBIS's own example: Sunday 2012-01-01
      (.week, "20251121", "20251117", "20251123"),
      (.weekdays, "20251121", "20251117", "20251120"),
      (.weekend, "20251117", "20251121", "20251123"),
    ])
  func weeklyPeriods(period: WeeklyPeriod, day: String, first: String, last: String) throws {
    let range = period.days(containing: try BoxOfficeDate(targetDt: day).day)
    #expect(range.lowerBound.formatted(.basic) == first)
    #expect(range.upperBound.formatted(.basic) == last)
  }
}
