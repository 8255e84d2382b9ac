/// Where an app keeps favourites lists. `async throws` so a store on disk (the SQLite adapter) implements the same
/// protocol as ``InMemoryFavoriteMarketsRepository``.
public protocol FavoriteMarketsRepository: Sendable {
  /// The list with `id`, or `nil` when none was saved.
  func favorites(_ id: FavoriteMarketsID) async throws -> FavoriteMarkets?
  /// Stores `favorites`, replacing any list with the same id.
  func save(_ favorites: FavoriteMarkets) async throws
  /// Forgets the list with `id` (nothing happens when there is none).
  func remove(_ id: FavoriteMarketsID) async throws
}
