import Foundation

/// Where candles are kept between launches: a local database, a cache, a server.
///
/// Candles are stored per symbol ("BTC_KRW") and interval, at most one per bucket time: saving a candle whose time
/// is already stored replaces it, so saving the live candle again as it changes is the normal use. Methods are
/// `async throws` so that an implementation backed by SQLite or a network can report its failures.
/// ``InMemoryCandleRepository`` is the reference implementation.
public protocol CandleRepository: Sendable {
  /// The stored candles of `symbol` and `interval` whose time lies in `timeRange`, oldest first.
  func candles(symbol: String, interval: CandleInterval, in timeRange: Range<Date>) async throws -> [Candle]

  /// The newest stored candle of `symbol` and `interval`, or `nil` when there is none: where a refetch after a
  /// restart or a reconnect starts.
  func latestCandle(symbol: String, interval: CandleInterval) async throws -> Candle?

  /// Stores `candles` of `symbol` and `interval`, replacing stored candles with the same times. The candles may
  /// come in any order; if two share a time, the later one in the array wins.
  func save(_ candles: [Candle], symbol: String, interval: CandleInterval) async throws
}
