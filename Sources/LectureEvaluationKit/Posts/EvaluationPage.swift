import Foundation

/// A page of a lecture's evaluations (`GET /evaluate-posts?lectureId=&page=`) and whether the viewer wrote one.
public struct EvaluationPage: Hashable, Sendable {
  /// The page's posts (10 at most; an empty page ends the list).
  public let posts: [ListedEvaluation]
  /// Whether the viewer has an evaluation of this lecture.
  public let written: Bool

  /// Creates a page.
  public init(posts: [ListedEvaluation], written: Bool) {
    self.posts = posts
    self.written = written
  }
}
