import Foundation
import FuzzSupport

@testable import CandleKit

/// `QuotationCandles.candles(from:unit:dialect:)` on any bytes, for every unit and dialect: candles come back valid and oldest first, and
/// a series built from them is sound.
enum QuotationTarget {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    for unit in [QuotationCandleUnit.minutes(1), .days, .months] {
      for dialect in QuotationDialect.allCases {
        let candles: [Candle]
        do {
          candles = try QuotationCandles.candles(from: data, unit: unit, dialect: dialect)
        } catch {
          fuzzCheck(!error.description.isEmpty, "an error without a description")
          continue
        }
        for candle in candles { SeriesChecks.checkCandle(candle) }
        fuzzCheck(zip(candles, candles.dropFirst()).allSatisfy { $0.time <= $1.time }, "candles not oldest first")
        var reader = FuzzReader(Array(bytes.suffix(8)))
        if let series = try? CandleSeries(candles, interval: .oneMinute) { SeriesChecks.check(series, &reader) }
      }
    }
  }
}
