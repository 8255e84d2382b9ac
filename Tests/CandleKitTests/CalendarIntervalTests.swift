import Foundation
import PropertyBased
import Testing

@testable import CandleKit

/// Week and month buckets, and the intervals added beside them (15 minutes, 4 hours), on Seoul's wall clock: checked
/// against hand-computed instants and against Foundation's calendar, an oracle independent of the kit's arithmetic.
@Suite("Calendar intervals")
struct CalendarIntervalTests {
  static let utc = TimeZone(secondsFromGMT: 0) ?? .gmt

  /// `(interval, instant, bucket start, next bucket start)` in seconds since 1970, all in Seoul.
  static let seoulCases: [(CandleInterval, Double, Double, Double)] = [
    // Wednesday 2024-08-07 15:59:59 KST: the quarter hour from 15:45, the four hours from 12:00.
    (.fifteenMinutes, 1_723_013_999, 1_723_013_100, 1_723_014_000),
    (.fourHours, 1_723_013_999, 1_722_999_600, 1_723_014_000),
    // The same instant's week starts on Monday 2024-08-05 and its month on 2024-08-01, both 00:00 KST.
    (.oneWeek, 1_723_013_999, 1_722_783_600, 1_723_388_400),
    (.oneMonth, 1_723_013_999, 1_722_438_000, 1_725_116_400),
    // Monday 2024-08-05 00:00 KST is still Sunday 15:00 in UTC: it starts the week in Seoul...
    (.oneWeek, 1_722_783_600, 1_722_783_600, 1_723_388_400),
    // ...and one second earlier (Sunday 23:59:59 KST) belongs to the week of Monday 2024-07-29.
    (.oneWeek, 1_722_783_599, 1_722_178_800, 1_722_783_600),
    // The last second of January 2024 and the first of February.
    (.oneMonth, 1_706_713_199, 1_704_034_800, 1_706_713_200),
    (.oneMonth, 1_706_713_200, 1_706_713_200, 1_709_218_800),
    // Leap day 2028-02-29 12:00 KST: February 2028 has 29 days, and its week runs Monday 28 February to 6 March.
    (.oneMonth, 1_835_406_000, 1_832_943_600, 1_835_449_200),
    (.oneWeek, 1_835_406_000, 1_835_276_400, 1_835_881_200),
    // February 2027 has 28.
    (.oneMonth, 1_802_617_200, 1_801_407_600, 1_803_826_800),
    // 2024-12-31 16:00 UTC is already 2025-01-01 01:00 KST: January's month, and a week that began in 2024.
    (.oneMonth, 1_735_660_800, 1_735_657_200, 1_738_335_600),
    (.oneWeek, 1_735_660_800, 1_735_484_400, 1_736_089_200),
    // 2024-12-31 14:59:59 UTC is the last second of 2024 in Seoul: December's month.
    (.oneMonth, 1_735_657_199, 1_732_978_800, 1_735_657_200),
  ]

  @Test("Weeks start on Monday and months on the 1st, at Seoul midnight", arguments: seoulCases)
  func seoul(_ interval: CandleInterval, _ instant: Double, _ start: Double, _ next: Double) {
    let date = Date(timeIntervalSince1970: instant)
    #expect(interval.bucketStart(containing: date).timeIntervalSince1970 == start)
    #expect(interval.nextBucketStart(after: date).timeIntervalSince1970 == next)
    #expect(interval.bucketStart(containing: Date(timeIntervalSince1970: start)).timeIntervalSince1970 == start)
  }

  @Test("In UTC, the instant that starts a Seoul week is in the week before")
  func utcWeek() {
    // Sunday 2024-08-04 15:00 UTC: the week of Monday 2024-07-29 00:00 UTC, which ends at Monday 2024-08-05 00:00.
    let sundayAfternoon = Date(timeIntervalSince1970: 1_722_783_600)
    #expect(
      CandleInterval.oneWeek.bucketStart(containing: sundayAfternoon, in: Self.utc).timeIntervalSince1970
        == 1_722_211_200)
    #expect(
      CandleInterval.oneWeek.nextBucketStart(after: sundayAfternoon, in: Self.utc).timeIntervalSince1970
        == 1_722_816_000)
    // 2024-12-31 16:00 UTC is still December in UTC.
    let newYearsEve = Date(timeIntervalSince1970: 1_735_660_800)
    #expect(
      CandleInterval.oneMonth.bucketStart(containing: newYearsEve, in: Self.utc).timeIntervalSince1970 == 1_733_011_200)
  }

  @Test(
    "Week and month buckets match Foundation's calendar",
    arguments: ["Asia/Seoul", "UTC", "America/New_York", "Asia/Kathmandu"])
  func foundation(_ identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let calendar = Calendar.gregorian(in: zone)  // weeks start on Monday
    var random = SplitMix64(seed: 32)
    for _ in 0..<400 {
      // 1990 ... 2150, to the millisecond (before that, some of these zones' clock changes skipped midnight).
      let milliseconds = Int.random(in: 631_152_000_000...5_680_281_600_000, using: &random)
      let date = Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
      for (interval, component) in [(CandleInterval.oneWeek, Calendar.Component.weekOfYear), (.oneMonth, .month)] {
        let expected = try #require(calendar.dateInterval(of: component, for: date))
        #expect(interval.bucketStart(containing: date, in: zone) == expected.start, "\(interval) \(date) \(identifier)")
        #expect(interval.nextBucketStart(after: date, in: zone) == expected.end, "\(interval) \(date) \(identifier)")
      }
    }
  }

  @Test("Any instant in Seoul lies in its bucket: start <= t < next start, and both are bucket starts")
  func propertySeoul() async {
    // From 1989 on: Korea last changed its clocks in 1988, and some of its earlier changes skipped midnight.
    await propertyCheck(
      count: 300, input: Gen.int(in: 599_616_000...7_258_118_399), Gen.int(in: 0...999),
      Gen.int(in: 0...(CandleInterval.allCases.count - 1))
    ) { seconds, milliseconds, which in
      let interval = CandleInterval.allCases[which]
      let date = Date(timeIntervalSince1970: Double(seconds) + Double(milliseconds) / 1_000)
      Self.checkBucket(interval, date, in: .seoul)
      // No daylight saving: every fixed interval and a week are their exact length, a month 28 to 31 days.
      let length = interval.nextBucketStart(after: date).timeIntervalSince(interval.bucketStart(containing: date))
      if interval == .oneMonth {
        #expect((28.0 * 86_400...31 * 86_400).contains(length), "\(date): \(length)")
      } else {
        #expect(length == Double(interval.seconds), "\(interval) \(date): \(length)")
      }
    }
  }

  @Test("Any instant from 1900 to 2200 in UTC lies in its bucket")
  func propertyUTC() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: -2_208_988_800...7_258_118_399), Gen.int(in: 0...999),
      Gen.int(in: 0...(CandleInterval.allCases.count - 1))
    ) { seconds, milliseconds, which in
      let date = Date(timeIntervalSince1970: Double(seconds) + Double(milliseconds) / 1_000)
      Self.checkBucket(CandleInterval.allCases[which], date, in: Self.utc)
    }
  }

  /// `start <= date < next`, both bucket starts, and `next` the bucket after `start`.
  static func checkBucket(_ interval: CandleInterval, _ date: Date, in zone: TimeZone) {
    let start = interval.bucketStart(containing: date, in: zone)
    let next = interval.nextBucketStart(after: date, in: zone)
    #expect(start <= date, "\(interval) \(date)")
    #expect(date < next, "\(interval) \(date)")
    #expect(interval.bucketStart(containing: start, in: zone) == start, "\(interval) \(date)")
    #expect(interval.bucketStart(containing: next, in: zone) == next, "\(interval) \(date)")
    #expect(interval.nextBucketStart(after: start, in: zone) == next, "\(interval) \(date)")
  }

  @Test("Instants far outside the calendar's years still get a bucket around them, without trapping")
  func extremes() {
    for seconds in [-1e15, -62_135_596_800 - 1e6, 253_402_300_800 + 1e6, 1e15] {
      let date = Date(timeIntervalSince1970: seconds)
      for interval in [CandleInterval.oneWeek, .oneMonth] {
        let start = interval.bucketStart(containing: date, in: Self.utc)
        #expect(start <= date && date < interval.nextBucketStart(after: date, in: Self.utc), "\(interval) \(seconds)")
      }
    }
  }

  @Test("Ticks on week and month candles fall on months and years, never on days of the month")
  func tickSteps() {
    for interval in [CandleInterval.oneWeek, .oneMonth] {
      for points in [0.3, 1, 3, 6, 16, 40, 200] {
        let step = TimeTickStep.step(for: interval, pointsPerCandle: points, minimumSpacing: 72)
        #expect(step.unit == .month || step.unit == .year, "\(interval) at \(points) pt: \(step)")
      }
    }
    #expect(
      TimeTickStep.step(for: .oneMonth, pointsPerCandle: 200, minimumSpacing: 72)
        == TimeTickStep(unit: .month, count: 1))
    // Six hours would be far enough apart at 60 points a candle, but is not a whole number of four-hour candles.
    #expect(
      TimeTickStep.step(for: .fourHours, pointsPerCandle: 60, minimumSpacing: 72)
        == TimeTickStep(unit: .hour, count: 12))
    #expect(
      TimeTickStep.step(for: .oneWeek, pointsPerCandle: 200, minimumSpacing: 72)
        == TimeTickStep(unit: .month, count: 1))
  }
}
