#if SQLite
  import DomainKitsGRDB
  import Foundation
  import MarketBoardKit
  import Testing

  @Suite("Favourites in SQLite")
  struct FavoritesStoreTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    /// An app and its widget, each with its own connection to one file, star coins at once: with `save(_:)` of a
    /// whole list one of two concurrent additions was lost (10 of 10 rounds); with `update(id:_:)` none is.
    @Test("Two connections to one file starring at once lose no star")
    func twoConnections() async throws {
      let path = folder.path("favorites.sqlite")
      let (app, widget) = (try DomainKitsDatabase.open(atPath: path), try DomainKitsDatabase.open(atPath: path))
      let stores = [SQLiteFavoriteMarketsRepository(app), SQLiteFavoriteMarketsRepository(widget)]
      let codes = try (0..<40).map { try MarketCode("KRW-C\($0)") }
      try await withThrowingTaskGroup(of: Void.self) { group in
        for (index, code) in codes.enumerated() {
          group.addTask { _ = try await stores[index % 2].update(id: "me", .add(code)) }
        }
        try await group.waitForAll()
      }
      let stored = try #require(try await stores[0].favorites(id: "me"))
      #expect(stored.codes.count == 40 && Set(stored.codes) == Set(codes))

      // Toggling one coin from both sides an even number of times leaves it as it was.
      let btc = try MarketCode("KRW-BTC")
      try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<20 {
          group.addTask { _ = try await stores[index % 2].toggle(btc, in: "me") }
        }
        try await group.waitForAll()
      }
      #expect(try await stores[1].favorites(id: "me")?.contains(btc) == false)
      #expect(try await stores[1].favorites(id: "me")?.codes.count == 40)
    }
  }
#endif
