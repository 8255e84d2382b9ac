/// A ``FavoriteMarketsRepository`` in memory: for tests, previews and apps that keep favourites elsewhere.
public actor InMemoryFavoriteMarketsRepository: FavoriteMarketsRepository {
  private var lists: [FavoriteMarketsID: FavoriteMarkets]

  /// A repository holding `lists` (none by default).
  public init(_ lists: [FavoriteMarkets] = []) {
    self.lists = Dictionary(lists.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The list with `id`, if saved.
  public func favorites(id: FavoriteMarketsID) async throws -> FavoriteMarkets? { lists[id] }

  /// Stores `favorites`, replacing any list with the same id.
  public func save(_ favorites: FavoriteMarkets) async throws { lists[favorites.id] = favorites }

  /// Applies `command` to the list with `id` (an empty one when none is stored).
  @discardableResult
  public func update(id: FavoriteMarketsID, _ command: FavoriteMarketsCommand) async throws -> RepositoryUpdate<
    FavoriteMarkets
  > {
    let before = lists[id] ?? FavoriteMarkets(id: id)
    var after = before
    after.apply(command)
    if after != before { lists[id] = after }
    return RepositoryUpdate(before: before, after: after)
  }

  /// Forgets the list with `id`; `false` when there was none.
  @discardableResult
  public func remove(id: FavoriteMarketsID) async throws -> Bool { lists.removeValue(forKey: id) != nil }
}
