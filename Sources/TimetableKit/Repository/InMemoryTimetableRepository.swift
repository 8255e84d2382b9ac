import Foundation

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

  /// Stores a new timetable, last in the order; refuses an identity that is stored.
  public func insert(_ timetable: Timetable) throws {
    guard !stored.contains(where: { $0.id == timetable.id }) else {
      throw TimetableRepositoryError.duplicateTimetable(timetable.id)
    }
    stored.append(timetable)
  }

  /// Applies `command` to the stored timetable with `id`, all or nothing.
  @discardableResult
  public func update(id: UUID, _ command: TimetableCommand) throws -> RepositoryUpdate<Timetable> {
    guard let index = stored.firstIndex(where: { $0.id == id }) else { throw TimetableRepositoryError.notFound(id) }
    let before = stored[index]
    var after = before
    try after.apply(command)
    stored[index] = after
    return RepositoryUpdate(before: before, after: after)
  }

  /// Removes the timetable and clears the selection when it was selected; `false` when none has this identity.
  @discardableResult
  public func remove(id: UUID) -> Bool {
    guard let index = stored.firstIndex(where: { $0.id == id }) else { return false }
    stored.remove(at: index)
    if selected == id { selected = nil }
    return true
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
