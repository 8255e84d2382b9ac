import Foundation
import Testing

@testable import CandleKit

@Suite("API 2.0 candles")
struct QuotationCandleTests {
  @Test("Minute, week and month captures decode oldest first, at their UTC time")
  func captures() throws {
    let minute = try QuotationCandles.candles(
      from:
        Data(QuotationCandleFixtures.minutes.utf8), unit: .minutes(1), dialect: .bithumb)
    #expect(minute.count == 1)
    // 2026-07-30T07:48:00 UTC.
    #expect(minute[0].time == Date(timeIntervalSince1970: 1_785_397_680))
    #expect(minute[0].open == 91_226_000 && minute[0].close == 91_171_000 && minute[0].volume == 0.07725993)
    let months = try QuotationCandles.candles(
      from:
        Data(QuotationCandleFixtures.months.utf8), unit: .months, dialect: .bithumb)
    // 2025-12-31T15:00:00 UTC is 2026-01-01 00:00 in Seoul; the response lists newest first.
    #expect(months.map(\.time.timeIntervalSince1970) == [1_767_193_200, 1_769_871_600, 1_772_290_800])
    let weeks = try QuotationCandles.candles(
      from: Data(QuotationCandleFixtures.weeks.utf8), unit: .weeks, dialect: .bithumb)
    #expect(weeks.first?.low == 88_888_000)
  }

  @Test("Day candles start at Seoul midnight on Bithumb and at UTC midnight on Upbit")
  func dayBoundary() throws {
    let days = try QuotationCandles.candles(
      from: Data(QuotationCandleFixtures.days.utf8), unit: .days, dialect: .bithumb)
    #expect(days.first?.time == Date(timeIntervalSince1970: 1_785_337_200))  // 2026-07-29T15:00:00Z
    #expect(
      throws: CandleDecodingError.invalidValue(
        field: "[0].candle_date_time_utc", value: "2026-07-29T15:00:00",
        expected: "the start of a day at the session's midnight")
    ) { try QuotationCandles.candles(from: Data(QuotationCandleFixtures.days.utf8), unit: .days, dialect: .upbit) }
  }

  @Test("Inconsistent times, a wrong unit, broken candles and error bodies are typed errors")
  func errors() {
    let skewed = QuotationCandleFixtures.minutes.replacingOccurrences(of: "16:48:00", with: "07:48:00")
    #expect(throws: CandleDecodingError.self) {
      try QuotationCandles.candles(from: Data(skewed.utf8), unit: .minutes(1), dialect: .bithumb)
    }
    #expect(throws: CandleDecodingError.invalidValue(field: "[0].unit", value: "1", expected: "3 minutes")) {
      try QuotationCandles.candles(
        from: Data(QuotationCandleFixtures.minutes.utf8), unit: .minutes(3), dialect: .bithumb)
    }
    let lowAbove = QuotationCandleFixtures.minutes.replacingOccurrences(
      of: "\"low_price\": 91171000", with: "\"low_price\": 99999999")
    // A row that breaks a candle's invariants names its field, as every other case does.
    #expect(
      throws: CandleDecodingError.invalidValue(
        field: "[0].low_price", value: "99999999.0",
        expected: "at most the open (91226000.0) and the close (91171000.0)")
    ) {
      try QuotationCandles.candles(from: Data(lowAbove.utf8), unit: .minutes(1), dialect: .bithumb)
    }
    let missing = QuotationCandleFixtures.minutes.replacingOccurrences(of: "\"high_price\"", with: "\"high\"")
    #expect(throws: CandleDecodingError.missingField("[0].high_price")) {
      try QuotationCandles.candles(from: Data(missing.utf8), unit: .minutes(1), dialect: .bithumb)
    }
    let error = #"{"error":{"name":"invalid_parameter","message":"잘못된 파라미터입니다."}}"#
    #expect(throws: CandleDecodingError.exchangeError(name: "invalid_parameter", message: "잘못된 파라미터입니다.")) {
      try QuotationCandles.candles(from: Data(error.utf8), unit: .days, dialect: .bithumb)
    }
    #expect(QuotationCandleUnit.minutes(240).path == "/v1/candles/minutes/240")
    #expect(QuotationCandleUnit.minutes(2).path == nil)
  }
}
