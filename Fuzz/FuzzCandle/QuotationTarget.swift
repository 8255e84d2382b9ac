import Foundation
import FuzzSupport

@_spi(Reference) @testable import CandleKit

/// `QuotationCandles.candles(from:unit:dialect:)` on any bytes, for every unit and dialect: the same candles or error
/// as the tree decoder it replaced (`referenceCandles`); candles come back valid and oldest first, and a series
/// built from them is sound. Day, week and month candles the decoder accepts start their buckets of the
/// unit's interval in the dialect's session zone.
enum QuotationTarget {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    for unit in [QuotationCandleUnit.minutes(1), .days, .weeks, .months] {
      for dialect in QuotationDialect.allCases {
        let read = outcome { () throws(CandleDecodingError) in
          try QuotationCandles.candles(from: data, unit: unit, dialect: dialect)
        }
        let reference = outcome { () throws(CandleDecodingError) in
          try QuotationCandles.referenceCandles(from: data, unit: unit, dialect: dialect)
        }
        fuzzCheck(read == reference, "one-pass reader \(read) ≠ tree decoder \(reference)")
        let candles: [Candle]
        switch read {
        case .success(let decoded):
          candles = decoded
        case .failure(let error):
          fuzzCheck(!error.description.isEmpty, "an error without a description")
          continue
        }
        for candle in candles { SeriesChecks.checkCandle(candle) }
        fuzzCheck(zip(candles, candles.dropFirst()).allSatisfy { $0.time <= $1.time }, "candles not oldest first")
        var reader = FuzzReader(Array(bytes.suffix(8)))
        if let series = try? CandleSeries(candles, interval: .oneMinute) { SeriesChecks.check(series, &reader) }
        // From 1989 on: the decoder reads Seoul as a fixed +09:00, which Asia/Seoul has kept since 1988.
        guard let interval = unit.interval, interval >= .oneDay,
          candles.allSatisfy({ $0.time.timeIntervalSince1970 >= 599_616_000 })
        else { continue }
        do {
          _ = try CandleSeries(
            candles, interval: interval, timeZone: dialect.sessionTimeZone, movingAveragePeriods: [])
        } catch {
          if case .misalignedTime = error {
            fuzzCheck(false, "decoded \(unit) candles are off their buckets: \(error)")
          }
        }
      }
    }
  }

  /// The candles or the error `body` gives.
  private static func outcome(
    _ body: () throws(CandleDecodingError) -> [Candle]
  ) -> Result<[Candle], CandleDecodingError> {
    do throws(CandleDecodingError) {
      return .success(try body())
    } catch {
      return .failure(error)
    }
  }
}
