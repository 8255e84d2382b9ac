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
  func deleteTimetable(id: UUID) async throws
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

/// Why a timetable repository refused a request.
public enum TimetableRepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No timetable with this identity is stored.
  case notFound(UUID)

  /// A readable explanation naming the input at fault.
  public var description: String {
    switch self {
    case .notFound(let id): "no stored timetable \(id.uuidString)"
    }
  }
}

/// A ``TimetableRepository`` in memory.
public actor InMemoryTimetableRepository: TimetableRepository {
  private var stored: [Timetable] = []
  private var selected: UUID?

  /// Creates an empty repository.
  public init() {}

  /// Every stored timetable, in the order first saved.
  public func timetables() -> [Timetable] {
    stored
  }

  /// The timetable with this identity, or `nil`.
  public func timetable(id: UUID) -> Timetable? {
    stored.first { $0.id == id }
  }

  /// Stores the timetable, replacing the one with the same identity in place.
  public func save(_ timetable: Timetable) {
    if let index = stored.firstIndex(where: { $0.id == timetable.id }) {
      stored[index] = timetable
    } else {
      stored.append(timetable)
    }
  }

  /// Removes the timetable and clears the selection when it was selected.
  public func deleteTimetable(id: UUID) throws {
    guard let index = stored.firstIndex(where: { $0.id == id }) else {
      throw TimetableRepositoryError.notFound(id)
    }
    stored.remove(at: index)
    if selected == id { selected = nil }
  }

  /// The selected timetable's identity, or `nil`.
  public func selectedTimetableID() -> UUID? {
    selected
  }

  /// Selects a stored timetable, or clears the selection with `nil`.
  public func selectTimetable(id: UUID?) throws {
    if let id, !stored.contains(where: { $0.id == id }) {
      throw TimetableRepositoryError.notFound(id)
    }
    selected = id
  }
}
