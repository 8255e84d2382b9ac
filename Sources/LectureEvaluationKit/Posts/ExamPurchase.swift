import Foundation

/// A student's purchase of one lecture's exam posts: permanent, and it covers posts written later.
public struct ExamPurchase: Hashable, Codable, Sendable {
  /// Who bought.
  public let student: StudentID
  /// The lecture whose exam posts they may read.
  public let lecture: Int
  /// When.
  public let purchasedAt: Date

  /// Creates a purchase as stored.
  public init(student: StudentID, lecture: Int, purchasedAt: Date) {
    self.student = student
    self.lecture = lecture
    self.purchasedAt = purchasedAt
  }
}
