import Foundation

extension CandleSeries: RandomAccessCollection {
  /// Zero: the oldest candle.
  public var startIndex: Int { 0 }
  /// The number of candles.
  public var endIndex: Int { times.count }

  /// The candle at `position` (0 is the oldest).
  ///
  /// - Complexity: O(1); the candle is assembled from the series' columns.
  public subscript(position: Int) -> Candle {
    Candle(
      unchecked: times[position], open: opens[position], high: extents[position].high, low: extents[position].low,
      close: closes[position], volume: extents[position].volume)
  }

  /// All the candles, oldest first, as an array.
  public var candles: [Candle] { Array(self) }
}

extension CandleSeries: Equatable {
  /// Two series are equal when they have the same interval, zone, candles and moving-average periods.
  public static func == (lhs: CandleSeries, rhs: CandleSeries) -> Bool {
    lhs.interval == rhs.interval && lhs.timeZone == rhs.timeZone && lhs.times == rhs.times
      && lhs.opens == rhs.opens && lhs.closes == rhs.closes && lhs.extents == rhs.extents
      && lhs.movingAverages.map(\.period) == rhs.movingAverages.map(\.period)
  }
}

extension CandleSeries: CustomStringConvertible {
  /// A one-line summary: interval, count and time span, for logs and the demo.
  public var description: String {
    guard let first = times.first, let last = times.last else {
      return "CandleSeries(\(interval.rawValue), empty)"
    }
    return "CandleSeries(\(interval.rawValue), \(count) candles, \(TimeText.utc(first)) ... \(TimeText.utc(last)))"
  }
}
