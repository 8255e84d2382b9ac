import Foundation
import Testing

@testable import CandleKit

/// Every unit API 2.0 serves is a chartable interval: decoded pages build series, in the dialect's session zone.
@Suite("API 2.0 units as chart intervals")
struct QuotationIntervalTests {
  /// A page of rows at the given `(candle_date_time_utc, candle_date_time_kst)` times, with constant prices.
  static func page(_ times: [(utc: String, kst: String)], unit: Int? = nil) -> Data {
    let values =
      #""opening_price":100,"high_price":110,"low_price":90,"trade_price":105,"timestamp":0,"#
      + #""candle_acc_trade_price":1000,"candle_acc_trade_volume":10"#
    let unitField = unit.map { #","unit":\#($0)"# } ?? ""
    let rows: [String] = times.map { time in
      let dates = #""candle_date_time_utc":"\#(time.utc)","candle_date_time_kst":"\#(time.kst)","#
      return #"{"market":"KRW-BTC","# + dates + values + unitField + "}"
    }
    return Data(("[" + rows.joined(separator: ",") + "]").utf8)
  }

  @Test("Each unit maps to its interval and back; 6 and 12 hours have no unit")
  func mapping() {
    let units = QuotationCandleUnit.minuteCounts.map { QuotationCandleUnit.minutes($0) } + [.days, .weeks, .months]
    #expect(
      units.map(\.interval) == [
        .oneMinute, .threeMinutes, .fiveMinutes, .tenMinutes, .fifteenMinutes, .thirtyMinutes, .oneHour, .fourHours,
        .oneDay, .oneWeek, .oneMonth,
      ])
    for unit in units { #expect(unit.interval?.quotationUnit == unit) }
    #expect(QuotationCandleUnit.minutes(2).interval == nil)
    #expect(QuotationCandleUnit.minutes(120).interval == nil)
    #expect(CandleInterval.allCases.filter { $0.quotationUnit == nil } == [.sixHours, .twelveHours])
    for interval in CandleInterval.allCases {
      guard let unit = interval.quotationUnit else { continue }
      #expect(unit.path != nil, "\(interval)")
      #expect(unit.interval == interval)
    }
    #expect(QuotationDialect.bithumb.sessionTimeZone == .seoul)
    #expect(QuotationDialect.upbit.sessionTimeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_785_397_680)) == 0)
  }

  @Test("Bithumb's decoded week and month captures chart as weekly and monthly series in Seoul")
  func bithumbCaptures() throws {
    let dialect = QuotationDialect.bithumb
    let captures: [(String, QuotationCandleUnit, Int)] = [
      (QuotationCandleFixtures.months, .months, 3), (QuotationCandleFixtures.weeks, .weeks, 1),
      (QuotationCandleFixtures.days, .days, 1), (QuotationCandleFixtures.minutes, .minutes(1), 1),
    ]
    for (fixture, unit, count) in captures {
      let candles = try QuotationCandles.candles(from: Data(fixture.utf8), unit: unit, dialect: dialect)
      let interval = try #require(unit.interval)
      let series = try CandleSeries(candles, interval: interval, timeZone: dialect.sessionTimeZone)
      #expect(series.count == count, "\(unit)")
    }
  }

  @Test("Upbit's months start on the 1st at UTC midnight: monthly in UTC, refused as daily or in Seoul")
  func upbitMonths() throws {
    let months: [(utc: String, kst: String)] = (1...6).map { month in
      (utc: "2026-0\(month)-01T00:00:00", kst: "2026-0\(month)-01T09:00:00")
    }
    // Newest first, as the exchanges list them.
    let candles = try QuotationCandles.candles(
      from: Self.page(Array(months.reversed())), unit: .months, dialect: .upbit)
    #expect(candles.count == 6)
    let utc = QuotationDialect.upbit.sessionTimeZone
    #expect(try CandleSeries(candles, interval: .oneMonth, timeZone: utc).count == 6)
    #expect(throws: CandleError.coarserCandles(interval: .oneDay, candleInterval: .oneMonth)) {
      try CandleSeries(candles, interval: .oneDay, timeZone: utc)
    }
    // 09:00 in Seoul starts no Seoul month.
    #expect(throws: CandleError.self) { try CandleSeries(candles, interval: .oneMonth) }
  }

  @Test("Upbit's 240-minute candles step from UTC midnight (01:00, 05:00 ... in Seoul)")
  func upbitFourHours() throws {
    let times: [(utc: String, kst: String)] = [
      (utc: "2026-07-30T00:00:00", kst: "2026-07-30T09:00:00"),
      (utc: "2026-07-30T04:00:00", kst: "2026-07-30T13:00:00"),
      (utc: "2026-07-30T08:00:00", kst: "2026-07-30T17:00:00"),
    ]
    let candles = try QuotationCandles.candles(from: Self.page(times, unit: 240), unit: .minutes(240), dialect: .upbit)
    let interval = try #require(QuotationCandleUnit.minutes(240).interval)
    #expect(try CandleSeries(candles, interval: interval, timeZone: QuotationDialect.upbit.sessionTimeZone).count == 3)
    #expect(throws: CandleError.self) { try CandleSeries(candles, interval: interval, timeZone: .seoul) }
  }

  @Test("A week candle off Monday and a month candle off the 1st are typed errors naming the row")
  func calendarChecks() {
    // Tuesday 2026-06-23 in Seoul.
    let tuesday = QuotationCandleFixtures.weeks
      .replacingOccurrences(of: "2026-06-21T15:00:00", with: "2026-06-22T15:00:00")
      .replacingOccurrences(of: "2026-06-22T00:00:00", with: "2026-06-23T00:00:00")
    #expect(
      throws: CandleDecodingError.invalidValue(
        field: "[0].candle_date_time_utc", value: "2026-06-22T15:00:00",
        expected: "the start of a week (a Monday) at the session's midnight")
    ) { try QuotationCandles.candles(from: Data(tuesday.utf8), unit: .weeks, dialect: .bithumb) }
    // The weekly capture is no month.
    #expect(throws: CandleDecodingError.self) {
      try QuotationCandles.candles(from: Data(QuotationCandleFixtures.weeks.utf8), unit: .months, dialect: .bithumb)
    }
    // 2026-03-02 in Seoul, in the newest row.
    let second = QuotationCandleFixtures.months
      .replacingOccurrences(of: "2026-02-28T15:00:00", with: "2026-03-01T15:00:00")
      .replacingOccurrences(of: "2026-03-01T00:00:00", with: "2026-03-02T00:00:00")
    #expect(
      throws: CandleDecodingError.invalidValue(
        field: "[0].candle_date_time_utc", value: "2026-03-01T15:00:00",
        expected: "the start of a month (the 1st) at the session's midnight")
    ) { try QuotationCandles.candles(from: Data(second.utf8), unit: .months, dialect: .bithumb) }
    // Month starts are day starts, and 2026-06-01 was a Monday: a month candle can also be a week candle.
    let juneFirst = Self.page([(utc: "2026-05-31T15:00:00", kst: "2026-06-01T00:00:00")])
    #expect((try? QuotationCandles.candles(from: juneFirst, unit: .weeks, dialect: .bithumb))?.count == 1)
    #expect((try? QuotationCandles.candles(from: juneFirst, unit: .months, dialect: .bithumb))?.count == 1)
  }

  @Test("Bithumb's legacy endpoint serves its nine intervals; the others are resampled from a finer one")
  func legacySources() throws {
    #expect(BithumbCandlestick.intervals.map(\.rawValue) == ["1m", "3m", "5m", "10m", "30m", "1h", "6h", "12h", "24h"])
    for interval in BithumbCandlestick.intervals {
      #expect(BithumbCandlestick.sourceInterval(for: interval) == interval)
    }
    #expect(BithumbCandlestick.sourceInterval(for: .fifteenMinutes) == .fiveMinutes)
    #expect(BithumbCandlestick.sourceInterval(for: .fourHours) == .oneHour)
    #expect(BithumbCandlestick.sourceInterval(for: .oneWeek) == .oneDay)
    #expect(BithumbCandlestick.sourceInterval(for: .oneMonth) == .oneDay)

    // Ten days of legacy day candles from Saturday 2024-08-03 (Seoul): the week of Monday 29 July is partial and
    // left out, the weeks of 5 and 12 August stay.
    let start = 1_722_610_800  // 2024-08-03 00:00 in Seoul
    let rows = (0..<10).map { day in #"[\#((start + day * 86_400) * 1_000),"100","105","110","90","1.5"]"# }
    let body = Data((#"{"status":"0000","data":["# + rows.joined(separator: ",") + "]}").utf8)
    let weeks = try BithumbCandlestick.candles(from: body, resampledTo: .oneWeek)
    #expect(weeks.map(\.time.timeIntervalSince1970) == [1_722_783_600, 1_723_388_400])
    #expect(weeks.first?.volume == 10.5)  // Monday to Sunday: seven days
    #expect(try BithumbCandlestick.candles(from: body, resampledTo: .oneDay).count == 10)
    // From the 1st, a month's first bucket is whole and kept.
    let august = (0..<3).map { day in #"[\#((1_722_438_000 + day * 86_400) * 1_000),"1","1","1","1","1"]"# }
    let augustBody = Data((#"{"status":"0000","data":["# + august.joined(separator: ",") + "]}").utf8)
    #expect(try BithumbCandlestick.candles(from: augustBody, resampledTo: .oneMonth).count == 1)
    // Finer candles off their buckets name the row.
    let misaligned = Data(
      #"{"status":"0000","data":[[1722610800000,"1","1","1","1","1"],[1722610860000,"1","1","1","1","1"]]}"#.utf8)
    #expect(throws: CandleDecodingError.self) {
      try BithumbCandlestick.candles(from: misaligned, resampledTo: .oneWeek)
    }
  }
}
