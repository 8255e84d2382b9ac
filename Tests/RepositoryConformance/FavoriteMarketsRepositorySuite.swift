import MarketBoardKit
import Testing

/// The behaviour every ``FavoriteMarketsRepository`` must have; the SQLite store runs the same suite.
public func exerciseFavoriteMarketsRepository(_ make: () async throws -> some FavoriteMarketsRepository) async throws {
  let repository = try await make()
  #expect(try await repository.favorites(id: "me") == nil)

  var mine = FavoriteMarkets(id: "me", codes: [try MarketCode("KRW-BTC"), try MarketCode("KRW-ETH")])
  try await repository.save(mine)
  #expect(try await repository.favorites(id: "me") == mine)

  // Saving again replaces, and keeps the order the user added them in; lists are independent.
  mine.toggle(try MarketCode("KRW-BTC"))
  mine.toggle(try MarketCode("KRW-XRP"))
  try await repository.save(mine)
  try await repository.save(FavoriteMarkets(id: "other", codes: [try MarketCode("KRW-ADA")]))
  let stored = try #require(try await repository.favorites(id: "me"))
  #expect(stored.codes.map(\.rawValue) == ["KRW-ETH", "KRW-XRP"])
  #expect(try await repository.favorites(id: "other")?.codes.count == 1)

  // An empty list is a list.
  try await repository.save(FavoriteMarkets(id: "empty"))
  #expect(try await repository.favorites(id: "empty") == FavoriteMarkets(id: "empty"))

  // Removing reports whether there was a list; a missing id is not an error (the contract's rule).
  #expect(try await repository.remove(id: "me"))
  #expect(try await !repository.remove(id: "me"), "removing again is not an error")
  #expect(try await !repository.remove(id: "nobody"))
  #expect(try await repository.favorites(id: "me") == nil)
  #expect(try await repository.favorites(id: "other") != nil)

  // Commands: a missing list starts empty; a command that changes nothing says so.
  let btc = try MarketCode("KRW-BTC")
  let first = try await repository.update(id: "new", .toggle(btc))
  #expect(first.changed && first.value.codes == [btc])
  #expect(try await repository.favorites(id: "new") == first.value)
  #expect(try await !repository.update(id: "new", .add(btc)).changed)
  #expect(try await !repository.update(id: "new", .remove(try MarketCode("KRW-ETH"))).changed)
  #expect(try await repository.toggle(btc, in: "new") == false)
  #expect(try await repository.favorites(id: "new")?.codes == [])

  // Concurrent stars (an app and its widget): every addition lands, once.
  let codes = try (0..<40).map { try MarketCode("KRW-T\($0)") }
  try await withThrowingTaskGroup(of: Void.self) { group in
    for code in codes + codes {
      group.addTask { _ = try await repository.update(id: "busy", .add(code)) }
    }
    try await group.waitForAll()
  }
  let busy = try #require(try await repository.favorites(id: "busy"))
  #expect(busy.codes.count == 40 && Set(busy.codes) == Set(codes))
}
