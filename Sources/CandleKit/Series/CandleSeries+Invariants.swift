extension CandleSeries {
  /// The ways the series is inconsistent; empty when it is sound. Checks that the columns agree in length, the
  /// times strictly increase, the range index matches a brute-force scan and every moving average has seen every
  /// candle.
  ///
  /// O(n log n). For tests and the fuzz targets, which call it after every mutation; the library never does.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    let count = times.count
    if opens.count != count || closes.count != count || extents.count != count {
      problems.append(
        "columns disagree: \(count) times, \(opens.count) opens, \(closes.count) closes, \(extents.count) extents")
    }
    for index in times.indices.dropFirst() where times[index - 1] >= times[index] {
      problems.append("candle \(index) is not after candle \(index - 1)")
    }
    for average in movingAverages where average.count != count {
      problems.append("MA\(average.period) has seen \(average.count) of \(count) candles")
    }
    return problems + extrema.invariantViolations(extents: extents)
  }
}
