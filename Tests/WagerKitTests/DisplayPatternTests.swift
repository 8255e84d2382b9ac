import Foundation
import PropertyBased
import Testing

@testable import WagerKit

@Suite("Display patterns and zone offsets")
struct DisplayPatternTests {
  static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

  static func formatter(_ pattern: String, _ zone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar.gregorian(in: zone)
    formatter.timeZone = zone
    formatter.dateFormat = pattern
    return formatter
  }

  @Test(
    "The history's patterns",
    arguments: [
      (Fixtures.seoul(2023, 12, 27, 20, 58), "23.12.27", "20:58"),
      (Fixtures.seoul(2024, 1, 2, 0, 5), "24.01.02", "00:05"),
      (Fixtures.seoul(2009, 9, 9, 9, 9, 59.99), "09.09.09", "09:09"),
    ])
  func historyPatterns(date: Date, day: String, time: String) {
    let table = ZoneOffsetTable(timeZone: .seoul, from: date, through: date)
    #expect(DisplayPattern.shortDate.format(table.localDateTime(date)) == day)
    #expect(DisplayPattern.hourMinute.format(table.localDateTime(date)) == time)
  }

  static let patterns = ["yy.MM.dd", "HH:mm", "yyyy-MM-dd HH:mm:ss", "y/M/d H:m:s", "'at' HH 'o''clock'", "yyyyMMdd"]

  @Test("Patterns agree with DateFormatter in Seoul and New York, across daylight-saving changes")
  func differential() async throws {
    for zone in [TimeZone.seoul, Self.newYork] {
      let formatters = Self.patterns.map { Self.formatter($0, zone) }
      let compiled = try Self.patterns.map { try DisplayPattern($0) }
      let lower = Fixtures.seoul(1950, 1, 1)
      let upper = Fixtures.seoul(2100, 1, 1)
      let table = ZoneOffsetTable(timeZone: zone, from: lower, through: upper)
      await propertyCheck(count: 400, input: Gen.double(in: lower.timeIntervalSince1970...upper.timeIntervalSince1970))
      { seconds in
        let date = Date(timeIntervalSince1970: seconds.rounded(.down))
        #expect(table.offset(at: date) == zone.secondsFromGMT(for: date), "offset at \(date) in \(zone.identifier)")
        for (pattern, formatter) in zip(compiled, formatters) {
          #expect(pattern.format(table.localDateTime(date)) == formatter.string(from: date), "\(pattern) at \(date)")
        }
      }
    }
  }

  @Test("Offsets are right on both sides of a New York transition")
  func transitions() {
    // 2024-03-10 07:00 UTC: clocks in New York jump from 02:00 EST to 03:00 EDT.
    let jump = Date(timeIntervalSince1970: 1_710_054_000)
    let table = ZoneOffsetTable(
      timeZone: Self.newYork, from: jump.addingTimeInterval(-86_400), through: jump.addingTimeInterval(86_400))
    #expect(table.offset(at: jump.addingTimeInterval(-1)) == -5 * 3_600)
    #expect(table.offset(at: jump) == -4 * 3_600)
    // Outside the table's span it asks the zone.
    #expect(
      table.offset(at: jump.addingTimeInterval(200 * 86_400))
        == Self.newYork.secondsFromGMT(for: jump.addingTimeInterval(200 * 86_400)))
  }

  @Test("Korean text and the weekday field")
  func korean() throws {
    let pattern = try DisplayPattern("yyyy년 M월 d일 (E) H시")
    let date = Fixtures.seoul(2023, 12, 27, 8, 0)
    #expect(pattern.format(LocalDateTime(date, offset: 9 * 3_600)) == "2023년 12월 27일 (수) 8시")
  }

  @Test("Unsupported fields are typed errors naming the field", arguments: ["a", "MMM", "EEEE", "yy.MM.dd hh:mm", "Q"])
  func unsupported(pattern: String) {
    #expect(throws: WagerError.self) { try DisplayPattern(pattern) }
    do {
      _ = try DisplayPattern(pattern)
    } catch {
      #expect(error.description.contains(pattern))
    }
  }

  @Test("Quotes, empty patterns and instants outside years 1...9999")
  func edges() throws {
    let time = LocalDateTime(Fixtures.seoul(2023, 12, 27, 20, 58), offset: 9 * 3_600)
    #expect(try DisplayPattern("'yy'").format(time) == "yy")
    #expect(try DisplayPattern("''").format(time) == "'")
    #expect(try DisplayPattern("'unterminated").format(time) == "unterminated")
    #expect(try DisplayPattern("").format(time) == "")
    #expect(try DisplayPattern("yyyyy").format(time) == "02023")
    let far = LocalDateTime(Date(timeIntervalSince1970: 1e300), offset: 0)
    #expect(try DisplayPattern("yyyy-MM-dd HH:mm:ss").format(far) == "9999-12-31 23:59:59")
    let nan = LocalDateTime(Date(timeIntervalSince1970: .nan), offset: 0)
    #expect(try DisplayPattern("yyyy-MM-dd").format(nan) == "0001-01-01")
    #expect(DisplayPattern.shortDate.description == "yy.MM.dd")
  }

  @Test("Patterns compare by their text")
  func equality() throws {
    #expect(try DisplayPattern("HH:mm") == DisplayPattern.hourMinute)
    #expect(try DisplayPattern("H:mm") != DisplayPattern.hourMinute)
  }
}

@Suite("Memoized display patterns")
struct DisplayPatternMemoTests {
  @Test(
    "Memoized formatting equals direct formatting for every resolution",
    arguments: ["HH:mm", "yy.MM.dd", "HH:mm:ss", "yyyy-MM-dd HH:mm", "E"])
  func memo(pattern text: String) async throws {
    let pattern = try DisplayPattern(text)
    var memo = DisplayPatternMemo(pattern)
    var generator = SplitMix64(seed: 11)
    var seconds = 1_700_000_000
    for _ in 0..<2_000 {
      // Mostly forward in small steps, sometimes back: hits and misses of both caches.
      seconds += Int.random(in: -40_000...90_000, using: &generator)
      let time = LocalDateTime(Date(timeIntervalSince1970: Double(seconds)), offset: 9 * 3_600)
      #expect(memo.format(time) == pattern.format(time))
    }
  }

  @Test("A literal longer than 255 bytes survives compilation")
  func longLiteral() throws {
    let words = String(repeating: "가나다", count: 120)  // 1,080 UTF-8 bytes
    let pattern = try DisplayPattern("'\(words)' HH")
    let time = LocalDateTime(Date(timeIntervalSince1970: 0), offset: 9 * 3_600)
    #expect(pattern.format(time) == words + " 09")
  }
}
