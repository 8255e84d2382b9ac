import Foundation

/// A student's report of another student's post, pending until an admin upholds it.
///
/// ``LecturePostCommand/report(_:by:)`` files it; ``LecturePostCommand/upholdReport(_:reporter:)`` upholds it,
/// crediting this reporter and removing the post with every report of it. A student reports a post once: reporting
/// it again keeps the first report.
public struct PostReport: Hashable, Sendable, Codable {
  /// The reported post.
  public let post: ReportedPost
  /// Who reported it; never the post's author.
  public let reporter: StudentID
  /// When it was reported.
  public let reportedAt: Date

  /// Creates a report as stored.
  public init(post: ReportedPost, reporter: StudentID, reportedAt: Date) {
    self.post = post
    self.reporter = reporter
    self.reportedAt = reportedAt
  }
}
