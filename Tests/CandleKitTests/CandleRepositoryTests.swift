import CandleKit
import Foundation
import RepositoryConformance
import Testing

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
