import CandleKit
import Foundation

/// The candles of the candle repository suite.
public enum CandleSample {
  /// 2024-08-07 16:13:00 in Seoul (07:13 UTC), a whole minute.
  public static let start = Date(timeIntervalSince1970: 1_723_014_780)

  /// `count` one-minute BTC/KRW-like candles from ``start``: prices step by whole thousands of won, volumes have
  /// eight decimal places, as Bithumb sends them.
  public static func candles(count: Int) throws -> [Candle] {
    try (0..<count).map { index in
      let open = 81_000_000 + Double(index % 7) * 12_000
      let close = open + Double(index % 3 - 1) * 5_000
      return try Candle(
        time: start.addingTimeInterval(Double(index * 60)), open: open, high: max(open, close) + 3_000,
        low: min(open, close) - 2_000, close: close, volume: Double(index + 1) * 0.216_305_37)
    }
  }
}
