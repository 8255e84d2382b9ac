/// A mapping or paging problem with lecture evaluations.
public enum LectureEvaluationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A `semesterList` that is not "YYYY-T, YYYY-T".
  case invalidSemesterList(id: Int, text: String)
  /// A page number below 1.
  case invalidPage(Int)

  /// The readable explanation.
  public var description: String {
    switch self {
    case .invalidSemesterList(let id, let text): "lecture \(id): invalid semesterList \"\(text)\""
    case .invalidPage(let page): "invalid page \(page): pages start at 1"
    }
  }
}
