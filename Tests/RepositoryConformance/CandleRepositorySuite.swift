import CandleKit
import Foundation
import Testing

/// The behaviour every `CandleRepository` must have; the SQLite store (and any server-backed one) runs the same suite.
public func exerciseCandleRepository(_ make: () async throws -> some CandleRepository) async throws {
  let repository = try await make()
  let candles = try CandleSample.candles(count: 10)
  let all = CandleSample.start..<CandleSample.start.addingTimeInterval(3_600)

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
