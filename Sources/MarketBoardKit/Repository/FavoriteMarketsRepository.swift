/// Where an app keeps favourites lists. `async throws` so a store on disk (the SQLite adapter) implements the same
/// protocol as ``InMemoryFavoriteMarketsRepository``.
///
/// A star button changes a stored list with ``update(id:_:)``, which reads, changes and writes the list in one
/// transaction, so two processes (an app and its widget) starring coins at once both land; ``save(_:)`` replaces a
/// whole list (an import, a restore). A missing list reads as `nil`, and removing it is not an error.
public protocol FavoriteMarketsRepository: Sendable {
  /// The list with `id`, or `nil` when none was saved.
  func favorites(id: FavoriteMarketsID) async throws -> FavoriteMarkets?
  /// Stores `favorites`, replacing any list with the same id.
  func save(_ favorites: FavoriteMarkets) async throws
  /// Applies `command` to the list with `id` atomically; a list not stored yet starts empty (a user's favourites
  /// exist, empty, before the first star). A command that changes nothing writes nothing.
  ///
  /// - Returns: the stored list and whether the command changed it.
  @discardableResult
  func update(id: FavoriteMarketsID, _ command: FavoriteMarketsCommand) async throws -> RepositoryUpdate<
    FavoriteMarkets
  >
  /// Forgets the list with `id`; `false` when there was none (not an error).
  @discardableResult func remove(id: FavoriteMarketsID) async throws -> Bool
}

extension FavoriteMarketsRepository {
  /// The star button: adds `code` to the list with `id`, or removes it when it is there, atomically.
  ///
  /// - Returns: whether `code` is a favourite afterwards.
  @discardableResult
  public func toggle(_ code: MarketCode, in id: FavoriteMarketsID) async throws -> Bool {
    try await update(id: id, .toggle(code)).value.contains(code)
  }
}
