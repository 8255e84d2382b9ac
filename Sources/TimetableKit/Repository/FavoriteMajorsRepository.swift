/// Where an app keeps students' favourite majors: one ``FavoriteMajors`` list per ``FavoriteMajorsID``, as SUWIKI's
/// server keeps one per user. `async throws` so a store on disk (the SQLite adapter) or behind HTTP implements the
/// same protocol as ``InMemoryFavoriteMajorsRepository``.
///
/// It keeps the repository contract (CONTRIBUTING.md): a missing list reads as `nil` and removing it returns
/// `false`. A star changes a stored list with ``update(id:_:)``, which reads, changes and writes it in one
/// transaction, so two processes starring majors at once both land; ``save(_:id:)`` replaces a whole list (an
/// import, a restore, the server's list after signing in). There is no `insert`: a student's favourites exist,
/// empty, before the first star, so ``update(id:_:)`` starts a missing list empty instead of throwing.
public protocol FavoriteMajorsRepository: Sendable {
  /// The list with `id`, or `nil` when none was saved.
  func favoriteMajors(id: FavoriteMajorsID) async throws -> FavoriteMajors?
  /// Stores `favorites` as the list with `id`, replacing any list there.
  func save(_ favorites: FavoriteMajors, id: FavoriteMajorsID) async throws
  /// Applies `command` to the list with `id` atomically; a list not stored yet starts empty. A command that
  /// changes nothing writes nothing.
  ///
  /// - Returns: the stored list and whether the command changed it.
  @discardableResult
  func update(id: FavoriteMajorsID, _ command: FavoriteMajorsCommand) async throws -> RepositoryUpdate<
    FavoriteMajors
  >
  /// Forgets the list with `id`; `false` when there was none (not an error).
  @discardableResult func remove(id: FavoriteMajorsID) async throws -> Bool
}

extension FavoriteMajorsRepository {
  /// The star beside a major: adds `major` to the list with `id`, or removes it when it is there, atomically.
  ///
  /// - Returns: whether `major` is a favourite afterwards (`false` for a blank major).
  @discardableResult
  public func toggle(_ major: String, in id: FavoriteMajorsID) async throws -> Bool {
    try await update(id: id, .toggle(major)).value.contains(major)
  }
}
