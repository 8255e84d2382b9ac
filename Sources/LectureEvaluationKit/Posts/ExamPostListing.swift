import Foundation

/// A lecture's exam posts as a viewer sees them.
///
/// Without a purchase the posts are hidden (``posts`` is empty) but ``postsExist`` and ``written`` still tell the
/// truth, so the app can offer the purchase.
public struct ExamPostListing: Hashable, Sendable {
  /// The posts, oldest first; empty unless ``canRead``.
  public let posts: [ExamPost]
  /// Whether the viewer bought this lecture's exam posts (the wire's `canRead`).
  public let canRead: Bool
  /// Whether the lecture has exam posts at all (the wire's `examDataExist`).
  public let postsExist: Bool
  /// Whether the viewer wrote one (the wire's `written`); writing does not grant reading.
  public let written: Bool

  /// Creates a listing.
  public init(posts: [ExamPost], canRead: Bool, postsExist: Bool, written: Bool) {
    self.posts = posts
    self.canRead = canRead
    self.postsExist = postsExist
    self.written = written
  }

  /// Whether the app should offer to buy: posts exist and none are shown.
  public var offersPurchase: Bool { postsExist && !canRead }
}
