import Foundation

/// Stores a student's timetables and which one is selected.
///
/// A SQLite adapter implements the same protocol; every method may throw so that it can. It keeps the repository
/// contract (CONTRIBUTING.md): a missing id reads as `nil` and removing it returns `false`; a stored timetable
/// changes by a ``TimetableCommand`` in one transaction (``update(id:_:)``), so two processes adding courses at
/// once keep both and the timetable's rules hold. `selectTimetable(id:)` is a verb of its own: it sets a reference to
/// a stored timetable, checked in the same transaction.
public protocol TimetableRepository: Sendable {
  /// Every stored timetable, in the order first saved.
  func timetables() async throws -> [Timetable]
  /// The timetable with this identity, or `nil`.
  func timetable(id: UUID) async throws -> Timetable?
  /// Stores a timetable, replacing the stored one with the same identity (it keeps its place in the order).
  func save(_ timetable: Timetable) async throws
  /// Stores a new timetable, last in the order.
  ///
  /// - Throws: ``TimetableRepositoryError/duplicateTimetable(_:)`` when one with this identity is stored.
  func insert(_ timetable: Timetable) async throws
  /// Applies `command` to the stored timetable with `id`, all or nothing.
  ///
  /// - Returns: the stored timetable and whether the command changed it.
  /// - Throws: ``TimetableRepositoryError/notFound(_:)`` when none has this identity; the command's
  ///   ``TimetableError`` when the timetable refuses it (nothing is written then).
  @discardableResult
  func update(id: UUID, _ command: TimetableCommand) async throws -> RepositoryUpdate<Timetable>
  /// Removes a timetable; when it was selected, nothing is selected afterwards. `false` when none has this identity
  /// (not an error).
  @discardableResult func remove(id: UUID) async throws -> Bool
  /// The identity of the selected timetable, or `nil`.
  func selectedTimetableID() async throws -> UUID?
  /// Selects a stored timetable, or clears the selection with `nil`.
  ///
  /// - Throws: ``TimetableRepositoryError/notFound(_:)`` for an identity that is not stored.
  func selectTimetable(id: UUID?) async throws
}

extension TimetableRepository {

  /// The selected timetable, or `nil`.
  public func selectedTimetable() async throws -> Timetable? {
    guard let id = try await selectedTimetableID() else { return nil }
    return try await timetable(id: id)
  }
}
