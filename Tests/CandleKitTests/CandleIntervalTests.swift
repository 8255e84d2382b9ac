import CandleKit
import Foundation
import Testing

@Suite("CandleInterval")
struct CandleIntervalTests {
  @Test("Every interval the exchanges serve, by name and length")
  func names() {
    #expect(
      CandleInterval.allCases.map(\.rawValue) == [
        "1m", "3m", "5m", "10m", "15m", "30m", "1h", "4h", "6h", "12h", "24h", "1w", "1mo",
      ])
    #expect(CandleInterval(rawValue: "24h")?.seconds == 86_400)
    #expect(CandleInterval(rawValue: "4h")?.seconds == 14_400)
    #expect(CandleInterval(rawValue: "1w")?.seconds == 604_800)
    #expect(CandleInterval(rawValue: "1mo")?.seconds == 2_629_746)
    #expect(CandleInterval(rawValue: "2m") == nil)
    #expect(CandleInterval(rawValue: "1M") == nil)
    // No two names differ only in case, so a case-insensitive store or file system keeps them apart.
    #expect(Set(CandleInterval.allCases.map { $0.rawValue.lowercased() }).count == CandleInterval.allCases.count)
    #expect(CandleInterval.allCases.filter(\.isCalendarInterval) == [.oneWeek, .oneMonth])
  }

  @Test("A stored interval reads back, the calendar ones included")
  func codable() throws {
    let data = try JSONEncoder().encode(CandleInterval.allCases)
    #expect(String(decoding: data, as: UTF8.self).contains(#""1mo""#))
    #expect(try JSONDecoder().decode([CandleInterval].self, from: data) == CandleInterval.allCases)
  }

  @Test("Intervals order by length")
  func order() {
    #expect(CandleInterval.allCases.sorted() == CandleInterval.allCases)
    #expect(CandleInterval.oneHour > .thirtyMinutes)
    #expect(CandleInterval.fourHours > .oneHour && CandleInterval.fourHours < .sixHours)
    #expect(CandleInterval.oneMonth > .oneWeek && CandleInterval.oneWeek > .oneDay)
  }
}
