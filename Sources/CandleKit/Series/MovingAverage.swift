/// The simple moving average of closes over a fixed number of candles, kept up to date as candles arrive.
///
/// The average at candle `i` is the mean of the closes of candles `i - period + 1 ... i`; the first
/// `period - 1` candles have none (``value(at:)`` is `nil` there rather than a NaN that a renderer would
/// have to filter). A ``CandleSeries`` owns one per period it was given (5, 10, 20, 60 and 120 by default) and
/// updates them on every append, live update and merge.
///
/// Appending costs O(1): the sum of the window before the newest candle is carried along and re-added exactly every
/// `period` candles, so rounding never drifts far; replacing the live candle costs O(1) without any drift.
public struct MovingAverage: Hashable, Sendable {
  /// The periods a Korean exchange chart shows by default.
  public static let standardPeriods = [5, 10, 20, 60, 120]

  /// The number of closes averaged.
  public let period: Int
  /// The number of candles the average has seen.
  public private(set) var count = 0
  /// `storage[i]` is the average at candle `i + period - 1`.
  private var storage: [Double] = []
  /// The sum of `close / period` over the window of the last candle, except the last close itself. Dividing each
  /// term keeps the sum finite for any finite closes, so no infinity (and no NaN from subtracting one) can appear.
  private var sumBeforeLast = 0.0

  /// An empty average over `period` closes; `period` must be positive (the series checks it).
  init(period: Int) {
    self.period = period
  }

  /// The average at candle `index`, or `nil` before the first full window or outside the series.
  ///
  /// - Complexity: O(1).
  public func value(at index: Int) -> Double? {
    // Checked before subtracting, so that no index (Int.min included) can overflow.
    guard index >= period - 1, index < count else { return nil }
    return storage[index - (period - 1)]
  }

  /// Calls `body` with each index in `range` that has an average and the average there, in order, without
  /// building an array; for laying out a line over the visible candles.
  ///
  /// - Complexity: O(`range.count`).
  public func forEachValue(in range: Range<Int>, _ body: (_ index: Int, _ value: Double) throws -> Void) rethrows {
    let lower = max(range.lowerBound, period - 1)
    let upper = min(range.upperBound, count)
    guard lower < upper else { return }
    try storage.withUnsafeBufferPointer { values in
      for index in lower..<upper { try body(index, values[index - (period - 1)]) }
    }
  }

  /// The index of the first candle that has an average (`period - 1`), whether or not the series reaches it.
  public var firstIndex: Int { period - 1 }

  /// Takes in the candle appended last: `closes` holds `count + 1` closes.
  mutating func didAppend(closes: [Double]) {
    let index = count
    if index > 0 {
      // Slide the window: the previous last close joins the sum, the close leaving the window drops out.
      if index % period == 0 {
        sumBeforeLast = sum(closes, max(0, index - period + 1), index)
      } else {
        sumBeforeLast += closes[index - 1] / Double(period)
        if index - period >= 0 { sumBeforeLast -= closes[index - period] / Double(period) }
      }
    }
    count += 1
    if index >= period - 1 { storage.append(sumBeforeLast + closes[index] / Double(period)) }
  }

  /// Takes in a new close for the last candle.
  mutating func didReplaceLast(closes: [Double]) {
    guard count > 0, count >= period else { return }
    storage[storage.count - 1] = sumBeforeLast + closes[count - 1] / Double(period)
  }

  /// Forgets every candle from `newCount` on.
  mutating func didTruncate(to newCount: Int, closes: [Double]) {
    guard newCount < count else { return }
    count = max(0, newCount)
    storage.removeSubrange(max(0, count - period + 1)...)
    sumBeforeLast = count > 0 ? sum(closes, max(0, count - period), count - 1) : 0
  }

  /// The sum of `close / period` over `closes[lower..<upper]`.
  private func sum(_ closes: [Double], _ lower: Int, _ upper: Int) -> Double {
    var total = 0.0
    for index in lower..<upper { total += closes[index] / Double(period) }
    return total
  }
}
