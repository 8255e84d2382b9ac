import MarketBoardKit
import Testing

/// The behaviour every ``FavoriteMarketsRepository`` must have; the SQLite store runs the same suite.
public func exerciseFavoriteMarketsRepository(_ make: () async throws -> some FavoriteMarketsRepository) async throws {
  let repository = try await make()
  #expect(try await repository.favorites("me") == nil)

  var mine = FavoriteMarkets(id: "me", codes: [try MarketCode("KRW-BTC"), try MarketCode("KRW-ETH")])
  try await repository.save(mine)
  #expect(try await repository.favorites("me") == mine)

  // Saving again replaces, and keeps the order the user added them in; lists are independent.
  mine.toggle(try MarketCode("KRW-BTC"))
  mine.toggle(try MarketCode("KRW-XRP"))
  try await repository.save(mine)
  try await repository.save(FavoriteMarkets(id: "other", codes: [try MarketCode("KRW-ADA")]))
  let stored = try #require(try await repository.favorites("me"))
  #expect(stored.codes.map(\.rawValue) == ["KRW-ETH", "KRW-XRP"])
  #expect(try await repository.favorites("other")?.codes.count == 1)

  // An empty list is a list.
  try await repository.save(FavoriteMarkets(id: "empty"))
  #expect(try await repository.favorites("empty") == FavoriteMarkets(id: "empty"))

  try await repository.remove("me")
  try await repository.remove("nobody")
  #expect(try await repository.favorites("me") == nil)
  #expect(try await repository.favorites("other") != nil)
}
