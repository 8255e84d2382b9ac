/// A page of the SUWIKI lecture list or search (`{"data": [...], "count": 123}`), mapped to summaries.
///
/// Apply it to ``LectureSearchResults`` with its page number to show it.
public struct LecturePage: Hashable, Sendable {
  /// The lectures of the page, in the server's order.
  public let lectures: [LectureSummary]
  /// The total number of lectures the query matches, when the server sends it.
  public let totalCount: Int?

  /// Creates a page.
  public init(lectures: [LectureSummary], totalCount: Int? = nil) {
    self.lectures = lectures
    self.totalCount = totalCount
  }
}
