import Foundation

/// A lecture's evaluations as one viewer sees them, and whether that viewer wrote one.
///
/// The same view comes from two places, with two kinds of post:
/// - the server's `GET /evaluate-posts?lectureId=&page=`, decoded by ``SuwikiServerDecoder/evaluationPage(from:)``:
///   an `EvaluationPage<ListedEvaluation>` of at most 10 posts, where an empty page ends the list;
/// - a board or repository, ``EvaluationBoard/evaluationPage(lecture:viewer:)``: an
///   `EvaluationPage<LectureEvaluationPost>` holding all of the lecture's posts, oldest first.
public struct EvaluationPage<Post: Hashable & Sendable>: Hashable, Sendable {
  /// The posts, oldest first.
  public let posts: [Post]
  /// Whether the viewer has an evaluation of this lecture (the wire's `written`).
  public let written: Bool

  /// Creates a page.
  public init(posts: [Post], written: Bool) {
    self.posts = posts
    self.written = written
  }
}
