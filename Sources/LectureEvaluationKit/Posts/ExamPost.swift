import Foundation

/// An exam post as stored.
public struct ExamPost: Hashable, Codable, Sendable, Identifiable {
  /// The post's identity.
  public let id: ExamPostID
  /// The lecture's identity.
  public let lecture: Int
  /// The author; only they may edit or delete the post.
  public let author: StudentID
  /// What they wrote, as last edited.
  public var draft: ExamPostDraft
  /// When it was written.
  public let writtenAt: Date
  /// When it was last edited, or `nil`.
  public var editedAt: Date?

  /// Creates a post as stored.
  public init(
    id: ExamPostID, lecture: Int, author: StudentID, draft: ExamPostDraft, writtenAt: Date, editedAt: Date? = nil
  ) {
    self.id = id
    self.lecture = lecture
    self.author = author
    self.draft = draft
    self.writtenAt = writtenAt
    self.editedAt = editedAt
  }
}
