import Foundation

/// Stores a student's timetables and which one is selected.
///
/// A SQLite adapter implements the same protocol; every method may throw so that it can.
public protocol TimetableRepository: Sendable {
  /// Every stored timetable, in the order first saved.
  func timetables() async throws -> [Timetable]
  /// The timetable with this identity, or `nil`.
  func timetable(id: UUID) async throws -> Timetable?
  /// Stores a timetable, replacing the stored one with the same identity (it keeps its place in the order).
  func save(_ timetable: Timetable) async throws
  /// Removes a timetable; when it was selected, nothing is selected afterwards.
  ///
  /// - Throws: ``TimetableRepositoryError/notFound(_:)`` when none has this identity.
  func removeTimetable(id: UUID) async throws
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
