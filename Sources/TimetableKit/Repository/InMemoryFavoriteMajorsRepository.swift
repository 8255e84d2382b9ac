/// A ``FavoriteMajorsRepository`` in memory: for tests, previews and apps that keep favourites elsewhere.
public actor InMemoryFavoriteMajorsRepository: FavoriteMajorsRepository {
  private var lists: [FavoriteMajorsID: FavoriteMajors]

  /// A repository holding `lists` (none by default).
  public init(_ lists: [FavoriteMajorsID: FavoriteMajors] = [:]) {
    self.lists = lists
  }

  /// The list with `id`, if saved.
  public func favoriteMajors(id: FavoriteMajorsID) async throws -> FavoriteMajors? { lists[id] }

  /// Stores `favorites` as the list with `id`, replacing any list there.
  public func save(_ favorites: FavoriteMajors, id: FavoriteMajorsID) async throws { lists[id] = favorites }

  /// Applies `command` to the list with `id` (an empty one when none is stored).
  @discardableResult
  public func update(id: FavoriteMajorsID, _ command: FavoriteMajorsCommand) async throws -> RepositoryUpdate<
    FavoriteMajors
  > {
    let before = lists[id] ?? FavoriteMajors()
    var after = before
    after.apply(command)
    if after != before { lists[id] = after }
    return RepositoryUpdate(before: before, after: after)
  }

  /// Forgets the list with `id`; `false` when there was none.
  @discardableResult
  public func remove(id: FavoriteMajorsID) async throws -> Bool { lists.removeValue(forKey: id) != nil }
}
