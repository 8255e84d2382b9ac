import Foundation

/// A lecture's exam posts as one viewer may see them: hidden without a purchase.
///
/// Without a purchase ``posts`` is empty and ``canRead`` false, while ``postsExist`` and ``written`` still tell the
/// truth, so the app can offer the purchase. The same view comes from two places, with two kinds of post:
/// - the server's `GET /exam-posts?lectureId=&page=`, decoded by ``SuwikiServerDecoder/examPostPage(from:)``:
///   an `ExamPostPage<ListedExamPost>`;
/// - a board or repository, ``EvaluationBoard/examPostPage(lecture:viewer:)``: an `ExamPostPage<ExamPost>` holding
///   all of the lecture's posts, oldest first.
public struct ExamPostPage<Post: Hashable & Sendable>: Hashable, Sendable {
  /// The posts, oldest first; empty unless ``canRead``.
  public let posts: [Post]
  /// Whether the viewer bought this lecture's exam posts (the wire's `canRead`).
  public let canRead: Bool
  /// Whether the lecture has exam posts at all (the wire's `examDataExist`).
  public let postsExist: Bool
  /// Whether the viewer wrote an exam post on this lecture (the wire's `written`); writing does not grant reading.
  public let written: Bool

  /// Creates a page.
  public init(posts: [Post], canRead: Bool, postsExist: Bool, written: Bool) {
    self.posts = posts
    self.canRead = canRead
    self.postsExist = postsExist
    self.written = written
  }

  /// Whether the app should offer the purchase: posts exist and none are shown.
  public var offersPurchase: Bool { postsExist && !canRead }
}
