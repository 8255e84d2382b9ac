import FuzzSupport

/// MarketBoardKit's fuzz targets: `swift run FuzzMarketBoard --list`, or `Scripts/fuzz.sh <target> <seconds>`.
@main
enum FuzzMarketBoard {
  static func main() {
    FuzzDriver.main([
      FuzzTarget(
        "market-ticker",
        "API 2.0 ticker frames and REST tickers: bytes and text agree; decoded tickers applied to a sound board",
        run: TickerTarget.run),
      FuzzTarget(
        "market-list", "API 2.0 market lists and alert lists decoded, boarded and searched", run: MarketListTarget.run),
    ])
  }
}
