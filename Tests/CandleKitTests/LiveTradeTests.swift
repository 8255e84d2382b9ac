import Foundation
import Testing

@testable import CandleKit

@Suite("Live trades and reconnects")
struct LiveTradeTests {
  /// Trades as a Bithumb WebSocket "transaction" feed reports them (contDtm in Seoul time, contPrice, contQty),
  /// already parsed by the caller: 16:13:05.1, 16:13:41.9, 16:13:59.99, then 16:14:00.2 and 16:16:30 (no trade in
  /// 16:15).
  let trades: [(time: Date, price: Double, quantity: Double)] = [
    (Sample.start.addingTimeInterval(5.1), 81_061_000, 0.0123),
    (Sample.start.addingTimeInterval(41.9), 81_062_000, 0.5),
    (Sample.start.addingTimeInterval(59.99), 80_860_000, 0.0001),
    (Sample.start.addingTimeInterval(60.2), 80_900_000, 1.25),
    (Sample.start.addingTimeInterval(210), 80_950_000, 0.2),
  ]

  @Test("Trades update the live candle and roll to a new one at the bucket boundary; gaps stay gaps")
  func record() throws {
    var series = try CandleSeries([])
    var changes: [CandleSeries.LiveChange] = []
    for trade in trades {
      changes.append(try series.record(tradeAt: trade.time, price: trade.price, quantity: trade.quantity))
    }
    #expect(changes == [.appended, .updatedLast, .updatedLast, .appended, .appended])
    #expect(series.count == 3)
    let first = series[0]
    #expect(first.time == Sample.start)
    #expect(first.open == 81_061_000)
    #expect(first.high == 81_062_000)
    #expect(first.low == 80_860_000)
    #expect(first.close == 80_860_000)
    #expect(first.volume.isClose(to: 0.5124))
    #expect(series[1].time == Sample.start.addingTimeInterval(60))
    #expect(series[2].time == Sample.start.addingTimeInterval(180))
    #expect(series[2].open == 80_950_000)
    #expect(try CandleSeries(trades: trades) == series)
  }

  @Test("Exact trades (Price, Quantity) build the same candles as their chart values; a negative price is refused")
  func recordExact() throws {
    let texts: [(price: String, quantity: String)] = [
      ("81061000", "0.0123"), ("81062000", "0.5"), ("80860000", "0.0001"), ("80900000", "1.25"), ("80950000", "0.2"),
    ]
    var exact = try CandleSeries([])
    var changes: [CandleSeries.LiveChange] = []
    for (trade, text) in zip(trades, texts) {
      let price = try Price.parse(text.price)
      let quantity = try Quantity.parse(text.quantity)
      changes.append(try exact.record(tradeAt: trade.time, price: price, quantity: quantity))
    }
    #expect(changes == [.appended, .updatedLast, .updatedLast, .appended, .appended])
    #expect(exact == (try CandleSeries(trades: trades)))
    // The conversion is the correctly rounded Double of the decimal text, for a fraction too.
    #expect(CandleSeries.chartValue(units: try Price.parse("81062000.12345678").units) == 81_062_000.123_456_78)
    #expect(CandleSeries.chartValue(units: try Quantity.parse("0.00021931").units) == 0.00021931)
    let before = exact
    #expect(throws: CandleError.negativeValue(field: "price", value: -3)) {
      try exact.record(
        tradeAt: Sample.start.addingTimeInterval(210), price: Price(units: -300_000_000), quantity: .zero)
    }
    #expect(exact == before)
  }

  @Test("Bad trades are refused and change nothing")
  func badTrades() throws {
    var series = try CandleSeries(trades: trades)
    let before = series
    let live = Sample.start.addingTimeInterval(180)
    #expect(throws: CandleError.beforeLiveCandle(time: Sample.start.addingTimeInterval(100), liveCandleTime: live)) {
      try series.record(tradeAt: Sample.start.addingTimeInterval(100), price: 1, quantity: 1)
    }
    #expect(throws: CandleError.nonFiniteValue(field: "price")) {
      try series.record(tradeAt: live, price: .nan, quantity: 1)
    }
    #expect(throws: CandleError.nonFiniteValue(field: "quantity")) {
      try series.record(tradeAt: live, price: 1, quantity: .infinity)
    }
    #expect(throws: CandleError.nonFiniteValue(field: "time")) {
      try series.record(tradeAt: Date(timeIntervalSince1970: .nan), price: 1, quantity: 1)
    }
    #expect(throws: CandleError.negativeValue(field: "quantity", value: -1)) {
      try series.record(tradeAt: live, price: 1, quantity: -1)
    }
    #expect(throws: CandleError.negativeValue(field: "price", value: -3)) {
      try series.record(tradeAt: live, price: -3, quantity: 1)
    }
    #expect(series == before)
    try series.record(tradeAt: live, price: 1, quantity: 1e308)
    #expect(throws: CandleError.nonFiniteValue(field: "volume")) {
      try series.record(tradeAt: live, price: 1, quantity: 1e308)
    }
  }

  @Test("The missing history after a reconnect runs from the live candle to the end of now's bucket")
  func missingHistory() throws {
    let series = try CandleSeries(Sample.candles(count: 10))
    let live = Sample.start.addingTimeInterval(9 * 60)
    let now = Sample.start.addingTimeInterval(17 * 60 + 30)
    #expect(series.missingHistory(through: now) == live..<Sample.start.addingTimeInterval(18 * 60))
    #expect(series.missingHistory(through: Sample.start) == nil)
    #expect(series.missingHistory(through: Date(timeIntervalSince1970: .nan)) == nil)
  }

  @Test("A reconnect merges only the missing range, then trades continue")
  func reconnect() throws {
    let history = try Sample.candles(count: 20)
    // Before the disconnect the feed saw only part of minute 9.
    var series = try CandleSeries(Array(history[0..<9]))
    try series.record(tradeAt: history[9].time.addingTimeInterval(2), price: history[9].open, quantity: 0.1)
    let now = history[19].time.addingTimeInterval(20)
    let missing = try #require(series.missingHistory(through: now))
    let page = history.filter { missing.contains($0.time) }
    #expect(page.count == 11)
    let summary = try series.merge(page)
    #expect(summary == CandleSeries.MergeSummary(inserted: 10, replaced: 1, insertedAfterLast: 10))
    #expect(series.candles == history)
    #expect(try series.record(tradeAt: now.addingTimeInterval(50), price: 81e6, quantity: 1) == .appended)
    #expect(series.count == 21)
  }
}
