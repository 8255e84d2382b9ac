import RepositoryConformance
import Testing

@testable import OrderBookKit

@Suite("Repository")
struct RepositoryTests {
  @Test("The in-memory repository keeps the last good snapshot per symbol")
  func inMemory() async throws {
    try await exerciseOrderBookRepository { InMemoryOrderBookRepository() }
  }

  @Test("A synchronizer's last good snapshot round-trips through the repository")
  func lastGoodSnapshot() async throws {
    var sync = OrderBookSynchronizer(symbol: "BTC_KRW", policy: .timestamp)
    sync.receive(try snapshot(bids: [("1", "1")], asks: [("2", "1")], time: milliseconds(5)))
    let repository = InMemoryOrderBookRepository()
    let saved = try #require(sync.lastGoodSnapshot)
    try await repository.save(saved, symbol: sync.symbol)
    let loaded = try #require(try await repository.snapshot(symbol: "BTC_KRW"))
    #expect(try OrderBook(loaded) == sync.book)
    #expect(loaded.time == (try milliseconds(5)))
  }
}
