import Foundation

/// Why a timetable repository refused a request.
public enum TimetableRepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No timetable with this identity is stored.
  case notFound(UUID)
  /// A timetable with this identity is stored already (``TimetableRepository/insert(_:)``).
  case duplicateTimetable(UUID)

  /// A readable explanation naming the input at fault.
  public var description: String {
    switch self {
    case .notFound(let id): "no stored timetable \(id.uuidString)"
    case .duplicateTimetable(let id): "a timetable \(id.uuidString) is stored already"
    }
  }
}
