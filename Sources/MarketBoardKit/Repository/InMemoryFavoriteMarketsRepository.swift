/// A ``FavoriteMarketsRepository`` in memory: for tests, previews and apps that keep favourites elsewhere.
public actor InMemoryFavoriteMarketsRepository: FavoriteMarketsRepository {
  private var lists: [FavoriteMarketsID: FavoriteMarkets]

  /// A repository holding `lists` (none by default).
  public init(_ lists: [FavoriteMarkets] = []) {
    self.lists = Dictionary(lists.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The list with `id`, if saved.
  public func favorites(_ id: FavoriteMarketsID) async throws -> FavoriteMarkets? { lists[id] }

  /// Stores `favorites`, replacing any list with the same id.
  public func save(_ favorites: FavoriteMarkets) async throws { lists[favorites.id] = favorites }

  /// Forgets the list with `id`.
  public func remove(_ id: FavoriteMarketsID) async throws { lists[id] = nil }
}
