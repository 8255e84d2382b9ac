import Foundation

/// A page of a lecture's exam posts as the viewer may see them (`GET /exam-posts?lectureId=&page=`).
///
/// Without a purchase ``posts`` is empty and ``canRead`` false, while ``postsExist`` and ``written`` still tell the
/// truth, so the app can offer the purchase. (``ExamPostListing`` is the same view of an ``EvaluationBoard``.)
public struct ExamPostPage: Hashable, Sendable {
  /// The page's posts; empty unless ``canRead``.
  public let posts: [ListedExamPost]
  /// Whether the viewer bought this lecture's exam posts (the wire's `canRead`).
  public let canRead: Bool
  /// Whether the lecture has exam posts at all (the wire's `examDataExist`).
  public let postsExist: Bool
  /// Whether the viewer wrote an exam post on this lecture.
  public let written: Bool

  /// Creates a page.
  public init(posts: [ListedExamPost], canRead: Bool, postsExist: Bool, written: Bool) {
    self.posts = posts
    self.canRead = canRead
    self.postsExist = postsExist
    self.written = written
  }

  /// Whether the app should offer the purchase: posts exist and none are shown.
  public var offersPurchase: Bool { postsExist && !canRead }
}
