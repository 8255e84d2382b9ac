import ArgumentParser
import CandleKit
import Foundation

/// `domainkits candles`: Builds a candle series, zooms and scrolls, and writes an SVG chart.
struct CandlesCommand: KitDemoCommand {
  static let kitName = "CandleKit"
  static let configuration = CommandConfiguration(
    commandName: "candles",
    abstract: "Builds a candle series, zooms and scrolls, and writes an SVG chart."
  )

  @Option(name: .long, help: "Write the chart as an SVG file to this path.")
  var svg: String?

  @Option(help: "Keep the candles in this SQLite file; a second run shows what the first one stored.")
  var database: String?

  /// The bundled one-minute BTC/KRW candles with the bundled trades recorded into them (what the demo charts).
  static func sampleSeries() throws -> CandleSeries {
    var series = try CandleSeries(
      BithumbCandlestick.candles(from: SampleData.data("candles/BTC_KRW_1m.json")), interval: .oneMinute)
    for trade in try trades(SampleData.text("candles/transactions.jsonl")) {
      _ = try series.record(tradeAt: trade.time, price: trade.price, quantity: trade.quantity)
    }
    return series
  }

  func run() async throws {
    let candles = try BithumbCandlestick.candles(from: SampleData.data("candles/BTC_KRW_1m.json"))
    var series = try CandleSeries(candles, interval: .oneMinute)
    print("Bithumb candlestick response: \(series.count) one-minute BTC/KRW candles")
    if let first = series.first, let last = series.last {
      print("  \(Self.seoul(first.time)) ... \(Self.seoul(last.time)) Seoul time")
    }

    // Live trades from the transaction feed: the live candle updates, then rolls over at each new minute.
    var viewport = ChartViewport(candleCount: series.count, width: 720, candleWidth: 6, spacing: 2, rightPadding: 40)
    let trades = try Self.trades(SampleData.text("candles/transactions.jsonl"))
    var updates = 0
    var newCandles = 0
    for trade in trades {
      switch try series.record(tradeAt: trade.time, price: trade.price, quantity: trade.quantity) {
      case .updatedLast: updates += 1
      case .appended:
        newCandles += 1
        viewport.appendCandles(1)
      }
    }
    print("\nReplayed \(trades.count) trades: \(updates) updated the live candle, \(newCandles) opened new ones")
    if let live = series.last {
      print("  live candle \(Self.seoul(live.time)): \(Self.describe(live))")
    }

    print("\nViewport 720 pt wide, 6 pt candles with 2 pt spacing, pinned to the newest candle")
    print("  visible candles \(Self.describe(viewport.visibleRange, in: series))")
    viewport.scroll(by: 240)
    print("Dragged 240 pt to the right (older candles come in)")
    print("  visible candles \(Self.describe(viewport.visibleRange, in: series))")
    let anchorX = 300.0
    let before = viewport.index(atX: anchorX)
    viewport.zoom(by: 1.5, anchorX: anchorX)
    print(
      "Pinched out 1.5x around x = 300 (candle width now \(PriceLabel.text(viewport.candleWidth, fractionDigits: 1)) pt)"
    )
    print(
      "  candle under the fingers: \(PriceLabel.text(before, fractionDigits: 2)) before, "
        + "\(PriceLabel.text(viewport.index(atX: anchorX), fractionDigits: 2)) after")
    print("  visible candles \(Self.describe(viewport.visibleRange, in: series))")

    let layout = CandleLayout(series: series, viewport: viewport)
    if let range = series.priceRange(in: viewport.visibleRange) {
      print(
        "\nAutoscaled price range (lowest low ... highest high): "
          + "\(PriceLabel.text(range.lowerBound, fractionDigits: 0)) ... \(PriceLabel.text(range.upperBound, fractionDigits: 0)) KRW"
      )
    }
    print("  price ticks: \(layout.priceTicks.map(\.label).joined(separator: "  "))")
    print("  time ticks:  \(layout.timeTicks.map(\.label).joined(separator: "  "))")
    for line in layout.movingAverages {
      if let average = series.movingAverage(period: line.period)?.value(at: viewport.visibleRange.upperBound - 1) {
        print("  MA\(line.period) at the right edge: \(PriceLabel.text(average, fractionDigits: 0))")
      }
    }

    let hourly = try series.resampled(to: .oneHour)
    print("\nResampled to one-hour candles: \(hourly.count)")
    for candle in hourly.suffix(3) {
      print("  \(Self.seoul(candle.time))  \(Self.describe(candle))")
    }

    let repository: any CandleRepository =
      if let database { try DemoStore.open(database).candles } else { InMemoryCandleRepository() }
    let place = database.map { "the SQLite file \($0)" } ?? "the in-memory repository"
    if let earlier = try await repository.latestCandle(symbol: "BTC_KRW", interval: .oneMinute) {
      print("\n\(place) already holds candles from an earlier run, the newest at \(Self.seoul(earlier.time))")
    }
    try await repository.save(series.candles, symbol: "BTC_KRW", interval: .oneMinute)
    if let live = series.last {
      let hour = live.time.addingTimeInterval(-3_600)..<live.time.addingTimeInterval(60)
      let stored = try await repository.candles(symbol: "BTC_KRW", interval: .oneMinute, in: hour)
      print("\nSaved to \(place); the last hour loads back as \(stored.count) candles")
    }

    let document = CandleChartSVG.render(layout, title: "BTC/KRW 1m · Bithumb")
    if let svg {
      try Data(document.utf8).write(to: URL(fileURLWithPath: svg))
      print("\nWrote the chart (\(layout.items.count) candles, \(document.utf8.count) bytes of SVG) to \(svg)")
    } else {
      print("\nThe chart is \(document.utf8.count) bytes of SVG; pass --svg chart.svg to write it.")
    }
  }

  // MARK: Bithumb transaction messages (parsed here: the kit takes plain time, price and quantity values)

  private struct TransactionMessage: Decodable {
    struct Content: Decodable {
      let list: [Trade]
    }
    struct Trade: Decodable {
      let contPrice: String
      let contQty: String
      let contDtm: String
    }
    let type: String
    let content: Content
  }

  /// The trades of a file of Bithumb WebSocket "transaction" messages, one JSON object per line.
  static func trades(_ text: String) throws -> [(time: Date, price: Price, quantity: Quantity)] {
    var trades: [(time: Date, price: Price, quantity: Quantity)] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
      let message = try JSONDecoder().decode(TransactionMessage.self, from: Data(line.utf8))
      guard message.type == "transaction" else { continue }
      for trade in message.content.list {
        guard let price = Price(trade.contPrice), let quantity = Quantity(trade.contQty),
          let time = seoulDate(trade.contDtm)
        else { throw SampleDataError(path: "candles/transactions.jsonl", reason: "unreadable trade \(trade)") }
        trades.append((time, price, quantity))
      }
    }
    return trades
  }

  /// "2024-08-07 16:13:05.120345" in Seoul time.
  private static func seoulDate(_ text: String) -> Date? {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let day = try? CalendarDay(parsing: parts[0], format: .extended) else { return nil }
    let clock = parts[1].split(separator: ":")
    guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]), let seconds = Double(clock[2])
    else { return nil }
    return day.date(hour: hour, minute: minute, in: .seoul).addingTimeInterval(seconds)
  }

  // MARK: Output

  private static func seoul(_ date: Date) -> String {
    let parts = Calendar.gregorian(in: .seoul).dateComponents([.hour, .minute], from: date)
    let twoDigits = { (value: Int?) in String(100 + (value ?? 0)).dropFirst() }
    return CalendarDay(date, in: .seoul).description + " " + twoDigits(parts.hour) + ":" + twoDigits(parts.minute)
  }

  private static func describe(_ candle: Candle) -> String {
    let price = { PriceLabel.text($0, fractionDigits: 0) }
    return "O \(price(candle.open))  H \(price(candle.high))  L \(price(candle.low))  C \(price(candle.close))  "
      + "V \(PriceLabel.text(candle.volume, fractionDigits: 4))"
  }

  private static func describe(_ range: Range<Int>, in series: CandleSeries) -> String {
    guard let first = range.first, let last = range.last else { return "none" }
    return "\(range.lowerBound)..<\(range.upperBound) (\(Self.seoul(series[first].time)) ... "
      + "\(Self.seoul(series[last].time).suffix(5)))"
  }
}
