import ArgumentParser

/// `domainkits candles`: Builds a candle series, zooms and scrolls, and writes an SVG chart.
struct CandlesCommand: KitDemoCommand {
  static let kitName = "CandleKit"
  static let configuration = CommandConfiguration(
    commandName: "candles",
    abstract: "Builds a candle series, zooms and scrolls, and writes an SVG chart."
  )

  func run() async throws {
    throw KitNotBuiltError(kit: Self.kitName, issue: 4)
  }
}
