/// Why a repository refused a change.
public enum CourseRepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Two courses of one batch share an identity.
  case duplicateCourse(CourseID)

  /// A readable explanation naming the input at fault.
  public var description: String {
    switch self {
    case .duplicateCourse(let id): "course \(id) appears twice in one catalogue"
    }
  }
}
