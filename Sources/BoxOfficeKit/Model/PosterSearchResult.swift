import Foundation

/// One page of Kakao image search results (`GET /v2/search/image`).
public struct PosterSearchResult: Hashable, Sendable, Codable {
  /// Documents matching the query (`meta.total_count`).
  public var totalCount: Int
  /// Documents reachable through paging (`meta.pageable_count`).
  public var pageableCount: Int
  /// Whether this is the last page (`meta.is_end`).
  public var isEnd: Bool
  /// The usable images of this page, in Kakao's order.
  public var candidates: [Poster]
  /// Documents left out because their `image_url` is not a usable URL.
  public var skippedCount: Int

  /// Creates a page of results.
  public init(totalCount: Int, pageableCount: Int, isEnd: Bool, candidates: [Poster], skippedCount: Int = 0) {
    self.totalCount = totalCount
    self.pageableCount = pageableCount
    self.isEnd = isEnd
    self.candidates = candidates
    self.skippedCount = skippedCount
  }
}
