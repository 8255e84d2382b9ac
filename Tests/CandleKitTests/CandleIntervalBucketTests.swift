import CandleKit
import Foundation
import Testing

@Suite("CandleInterval buckets")
struct CandleIntervalBucketTests {
  /// 2024-08-07 07:13:15 UTC = 16:13:15 in Seoul.
  let instant = Date(timeIntervalSince1970: 1_723_014_795)

  @Test(
    "Buckets align to Seoul's wall clock",
    arguments: [
      (CandleInterval.oneMinute, 1_723_014_780.0),
      (.threeMinutes, 1_723_014_720),  // 16:12
      (.fiveMinutes, 1_723_014_600),  // 16:10
      (.tenMinutes, 1_723_014_600),  // 16:10
      (.thirtyMinutes, 1_723_014_000),  // 16:00
      (.oneHour, 1_723_014_000),  // 16:00
      (.sixHours, 1_722_999_600),  // 12:00
      (.twelveHours, 1_722_999_600),  // 12:00
      (.oneDay, 1_722_956_400),  // 00:00 Seoul = 15:00 UTC the day before
    ])
  func seoul(_ interval: CandleInterval, _ expected: Double) {
    #expect(interval.bucketStart(containing: instant).timeIntervalSince1970 == expected)
    #expect(interval.bucketStart(containing: instant, in: .seoul).timeIntervalSince1970 == expected)
    #expect(
      interval.nextBucketStart(after: instant).timeIntervalSince1970 == expected + Double(interval.seconds))
  }

  @Test("A daily bucket in UTC starts at UTC midnight")
  func utcDay() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    #expect(CandleInterval.oneDay.bucketStart(containing: instant, in: utc).timeIntervalSince1970 == 1_722_988_800)
  }

  @Test("Across daylight-saving changes a day bucket is 23 or 25 hours long")
  func daylightSaving() throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    // 2024-03-10 16:00 UTC: the spring-forward day starts at 05:00 UTC (midnight EST), the next at 04:00 UTC.
    let spring = Date(timeIntervalSince1970: 1_710_086_400)
    #expect(CandleInterval.oneDay.bucketStart(containing: spring, in: newYork).timeIntervalSince1970 == 1_710_046_800)
    #expect(CandleInterval.oneDay.nextBucketStart(after: spring, in: newYork).timeIntervalSince1970 == 1_710_129_600)
    // 2024-11-03 06:30 UTC is 01:30 EST, the second 01:30 of the fall-back day, which started at 04:00 UTC.
    let fall = Date(timeIntervalSince1970: 1_730_615_400)
    #expect(CandleInterval.oneDay.bucketStart(containing: fall, in: newYork).timeIntervalSince1970 == 1_730_606_400)
    #expect(CandleInterval.oneDay.nextBucketStart(after: fall, in: newYork).timeIntervalSince1970 == 1_730_696_400)
    #expect(CandleInterval.oneHour.bucketStart(containing: fall, in: newYork).timeIntervalSince1970 == 1_730_613_600)
  }

  @Test("A bucket start is its own bucket start, and every instant lies in its bucket")
  func idempotent() {
    for interval in CandleInterval.allCases {
      for offset in stride(from: 0.0, to: 200_000, by: 7_777) {
        let date = instant.addingTimeInterval(offset)
        let start = interval.bucketStart(containing: date)
        #expect(start <= date)
        #expect(interval.nextBucketStart(after: date) > date)
        #expect(interval.bucketStart(containing: start) == start)
      }
    }
  }

  @Test("A time that is not finite comes back unchanged")
  func nonFinite() {
    let date = Date(timeIntervalSince1970: .infinity)
    #expect(CandleInterval.oneDay.bucketStart(containing: date) == date)
    #expect(CandleInterval.oneDay.nextBucketStart(after: date) == date)
  }
}
