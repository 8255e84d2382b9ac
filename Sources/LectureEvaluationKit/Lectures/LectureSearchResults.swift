/// The lectures of a paged search, as the list shows them.
///
/// Page 1 replaces whatever was shown (a new query or sort starts over); a later page appends the lectures not
/// already shown, so a page that overlaps the previous one (the server's list moved between requests) never
/// shows a lecture twice. An empty later page marks the end.
public struct LectureSearchResults: Hashable, Sendable {
  /// The lectures shown, in order.
  public private(set) var lectures: [LectureSummary] = []
  /// The last page applied (0 before any).
  public private(set) var lastPage = 0
  /// Whether a later page came back empty.
  public private(set) var reachedEnd = false

  /// Creates empty results.
  public init() {}

  /// Applies a page of results.
  ///
  /// - Throws: ``LectureEvaluationError/invalidPage(_:)`` for a page below 1, leaving the results unchanged.
  public mutating func apply(page: Int, lectures newLectures: [LectureSummary]) throws(LectureEvaluationError) {
    guard page >= 1 else { throw .invalidPage(page) }
    if page == 1 {
      lectures = []
      reachedEnd = false
    }
    var seen = Set(lectures.map(\.id))
    for lecture in newLectures where seen.insert(lecture.id).inserted {
      lectures.append(lecture)
    }
    if page > 1, newLectures.isEmpty { reachedEnd = true }
    lastPage = page
  }

  /// The lectures in another order (for sorting what is already loaded).
  public func sorted(by order: LectureSort) -> [LectureSummary] {
    lectures.sorted(by: order.areInIncreasingOrder)
  }
}
