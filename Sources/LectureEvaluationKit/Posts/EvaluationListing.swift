import Foundation

/// A lecture's evaluations as a viewer sees them: the posts and whether the viewer wrote one (the wire's
/// `written`).
public struct EvaluationListing: Hashable, Sendable {
  /// The posts, oldest first.
  public let posts: [LectureEvaluationPost]
  /// Whether the viewer has an evaluation of this lecture.
  public let written: Bool

  /// Creates a listing.
  public init(posts: [LectureEvaluationPost], written: Bool) {
    self.posts = posts
    self.written = written
  }
}
