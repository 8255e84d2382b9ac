import Testing

@testable import OrderBookKit

/// The behaviour every ``OrderBookRepository`` must have; a persistent implementation runs the same suite.
func exerciseRepository(_ make: () -> some OrderBookRepository) async throws {
  let repository = make()
  #expect(try await repository.loadSnapshot(symbol: "BTC_KRW") == nil)
  #expect(try await repository.symbols().isEmpty)

  let first = try snapshot(
    bids: [("80838000", "0.0586")],
    asks: [("80873000", "0.1749")],
    sequence: 7,
    time: milliseconds(1_723_102_637_709)
  )
  try await repository.saveSnapshot(first, symbol: "BTC_KRW")
  #expect(try await repository.loadSnapshot(symbol: "BTC_KRW") == first)

  // Saving again replaces; other symbols are independent.
  let second = try snapshot(bids: [("80840000", "1")], asks: [], time: milliseconds(1_723_102_638_000))
  try await repository.saveSnapshot(second, symbol: "BTC_KRW")
  try await repository.saveSnapshot(first, symbol: "ETH_KRW")
  #expect(try await repository.loadSnapshot(symbol: "BTC_KRW") == second)
  #expect(try await repository.symbols() == ["BTC_KRW", "ETH_KRW"])

  // An empty book is a valid snapshot to keep.
  try await repository.saveSnapshot(OrderBookSnapshot(bids: [], asks: []), symbol: "XRP_KRW")
  #expect(try await repository.loadSnapshot(symbol: "XRP_KRW") == OrderBookSnapshot(bids: [], asks: []))

  try await repository.removeSnapshot(symbol: "BTC_KRW")
  try await repository.removeSnapshot(symbol: "NOPE")
  #expect(try await repository.loadSnapshot(symbol: "BTC_KRW") == nil)
  #expect(try await repository.symbols() == ["ETH_KRW", "XRP_KRW"])

  // What is saved survives a restart as the same book.
  let restored = try #require(try await repository.loadSnapshot(symbol: "ETH_KRW"))
  #expect(try OrderBook(restored) == OrderBook(first))
}

@Suite("Repository")
struct RepositoryTests {
  @Test("The in-memory repository keeps the last good snapshot per symbol")
  func inMemory() async throws {
    try await exerciseRepository { InMemoryOrderBookRepository() }
  }

  @Test("A synchronizer's last good snapshot round-trips through the repository")
  func lastGoodSnapshot() async throws {
    var sync = OrderBookSynchronizer(symbol: "BTC_KRW", policy: .timestamp)
    sync.receive(try snapshot(bids: [("1", "1")], asks: [("2", "1")], time: milliseconds(5)))
    let repository = InMemoryOrderBookRepository()
    let saved = try #require(sync.lastGoodSnapshot)
    try await repository.saveSnapshot(saved, symbol: sync.symbol)
    let loaded = try #require(try await repository.loadSnapshot(symbol: "BTC_KRW"))
    #expect(try OrderBook(loaded) == sync.book)
    #expect(loaded.time == (try milliseconds(5)))
  }
}
