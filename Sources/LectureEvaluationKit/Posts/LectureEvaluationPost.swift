import Foundation

/// A lecture evaluation as stored: who wrote it about which lecture, and what they wrote.
public struct LectureEvaluationPost: Hashable, Codable, Sendable, Identifiable {
  /// The post's identity.
  public let id: EvaluationPostID
  /// The lecture's identity (the server's lecture `id`).
  public let lecture: Int
  /// The author; only they may edit or delete the post.
  public let author: StudentID
  /// What they wrote, as last edited.
  public var draft: EvaluationDraft
  /// When it was written.
  public let writtenAt: Date
  /// When it was last edited, or `nil`.
  public var editedAt: Date?

  /// Creates a post as stored.
  public init(
    id: EvaluationPostID, lecture: Int, author: StudentID, draft: EvaluationDraft, writtenAt: Date,
    editedAt: Date? = nil
  ) {
    self.id = id
    self.lecture = lecture
    self.author = author
    self.draft = draft
    self.writtenAt = writtenAt
    self.editedAt = editedAt
  }
}
