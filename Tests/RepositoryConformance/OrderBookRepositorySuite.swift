import OrderBookKit
import Testing

/// The behaviour every ``OrderBookRepository`` must have; the SQLite store runs the same suite.
public func exerciseOrderBookRepository(_ make: () async throws -> some OrderBookRepository) async throws {
  let repository = try await make()
  #expect(try await repository.snapshot(symbol: "BTC_KRW") == nil)
  #expect(try await repository.symbols().isEmpty)

  let first = try snapshot(
    bids: [("80838000", "0.0586")],
    asks: [("80873000", "0.1749")],
    sequence: 7,
    time: milliseconds(1_723_102_637_709)
  )
  try await repository.save(first, symbol: "BTC_KRW")
  #expect(try await repository.snapshot(symbol: "BTC_KRW") == first)

  // Saving again replaces; other symbols are independent.
  let second = try snapshot(bids: [("80840000", "1")], asks: [], time: milliseconds(1_723_102_638_000))
  try await repository.save(second, symbol: "BTC_KRW")
  try await repository.save(first, symbol: "ETH_KRW")
  #expect(try await repository.snapshot(symbol: "BTC_KRW") == second)
  #expect(try await repository.symbols() == ["BTC_KRW", "ETH_KRW"])

  // An empty book is a valid snapshot to keep.
  try await repository.save(OrderBookSnapshot(bids: [], asks: []), symbol: "XRP_KRW")
  #expect(try await repository.snapshot(symbol: "XRP_KRW") == OrderBookSnapshot(bids: [], asks: []))

  // Removing reports whether there was a snapshot; a missing symbol is not an error (the contract's rule).
  #expect(try await repository.remove(symbol: "BTC_KRW"))
  #expect(try await !repository.remove(symbol: "BTC_KRW"), "removing again is not an error")
  #expect(try await !repository.remove(symbol: "NOPE"))
  #expect(try await repository.snapshot(symbol: "BTC_KRW") == nil)
  #expect(try await repository.symbols() == ["ETH_KRW", "XRP_KRW"])

  // What is saved survives a restart as the same book.
  let restored = try #require(try await repository.snapshot(symbol: "ETH_KRW"))
  #expect(try OrderBook(restored) == OrderBook(first))
}

/// A snapshot from (price, quantity) text pairs.
private func snapshot(
  bids: [(String, String)], asks: [(String, String)], sequence: UInt64? = nil, time: ExchangeTimestamp? = nil
) throws -> OrderBookSnapshot {
  func levels(_ pairs: [(String, String)]) throws -> [Level] {
    try pairs.map { Level(price: try #require(Price($0.0)), quantity: try #require(Quantity($0.1))) }
  }
  return OrderBookSnapshot(bids: try levels(bids), asks: try levels(asks), sequence: sequence, time: time)
}

/// A timestamp in milliseconds, failing the test when out of range.
private func milliseconds(_ value: Int64) throws -> ExchangeTimestamp {
  try #require(ExchangeTimestamp(milliseconds: value))
}
