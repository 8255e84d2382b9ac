import FuzzSupport

/// CandleKit's fuzz targets: `swift run FuzzCandle --list`, or `Scripts/fuzz.sh <target> <seconds>`.
@main
enum FuzzCandle {
  static func main() {
    FuzzDriver.main([
      FuzzTarget(
        "candle-bithumb", "BithumbCandlestick.candles on any bytes: valid candles, a series built and merged from them",
        run: BithumbTarget.run),
      FuzzTarget(
        "candle-quotation",
        "QuotationCandles.candles(from:unit:dialect:) (API 2.0) on any bytes: valid candles, oldest first, a sound series",
        run: QuotationTarget.run),
      FuzzTarget(
        "candle-series", "CandleSeries built, appended, updated, merged, resampled and fed trades, against brute force",
        run: SeriesScript.run),
      FuzzTarget(
        "candle-chart", "viewport gestures, price scales, layout and SVG with any sizes, offsets and prices",
        run: ChartScript.run),
    ])
  }
}
