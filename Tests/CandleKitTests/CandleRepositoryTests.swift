import CandleKit
import Foundation
import Testing

/// The behaviour every `CandleRepository` must have; a SQLite or server implementation runs the same suite.
func exerciseCandleRepository(_ make: () -> some CandleRepository) async throws {
  let repository = make()
  let candles = try Sample.candles(count: 10)
  let all = Sample.start..<Sample.start.addingTimeInterval(3_600)

  #expect(try await repository.candles(symbol: "BTC_KRW", interval: .oneMinute, in: all).isEmpty)
  #expect(try await repository.latestCandle(symbol: "BTC_KRW", interval: .oneMinute) == nil)

  // Saved out of order, loaded in order; the range is half-open.
  try await repository.save(Array(candles[5...]) + Array(candles[..<5]), symbol: "BTC_KRW", interval: .oneMinute)
  #expect(try await repository.candles(symbol: "BTC_KRW", interval: .oneMinute, in: all) == candles)
  let window = candles[2].time..<candles[5].time
  #expect(try await repository.candles(symbol: "BTC_KRW", interval: .oneMinute, in: window) == Array(candles[2..<5]))
  #expect(try await repository.latestCandle(symbol: "BTC_KRW", interval: .oneMinute) == candles[9])

  // Saving the same bucket replaces it (the live candle saved again); the later of two duplicates wins.
  let live = try Candle(time: candles[9].time, open: 1, high: 3, low: 1, close: 2, volume: 5)
  let newer = try Candle(time: candles[9].time, open: 1, high: 4, low: 1, close: 4, volume: 6)
  try await repository.save([live, newer], symbol: "BTC_KRW", interval: .oneMinute)
  #expect(try await repository.latestCandle(symbol: "BTC_KRW", interval: .oneMinute) == newer)
  #expect(try await repository.candles(symbol: "BTC_KRW", interval: .oneMinute, in: all).count == 10)

  // Symbols and intervals are kept apart.
  #expect(try await repository.candles(symbol: "ETH_KRW", interval: .oneMinute, in: all).isEmpty)
  #expect(try await repository.candles(symbol: "BTC_KRW", interval: .oneHour, in: all).isEmpty)
  try await repository.save([], symbol: "BTC_KRW", interval: .oneMinute)
  #expect(try await repository.candles(symbol: "BTC_KRW", interval: .oneMinute, in: all).count == 10)
}

@Suite("CandleRepository")
struct CandleRepositoryTests {
  @Test("The in-memory repository passes the repository suite")
  func inMemory() async throws {
    try await exerciseCandleRepository { InMemoryCandleRepository() }
  }

  @Test("A repository can start with candles, and a series loads from it")
  func seeded() async throws {
    let candles = try Sample.candles(count: 30)
    let repository = InMemoryCandleRepository(candles: candles, symbol: "BTC_KRW", interval: .oneMinute)
    let loaded = await repository.candles(
      symbol: "BTC_KRW", interval: .oneMinute, in: Sample.start..<Sample.start.addingTimeInterval(1_800))
    #expect(try CandleSeries(loaded).candles == candles)
  }
}
