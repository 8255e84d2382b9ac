import Foundation

/// One line of a student's points ledger: what happened, the change, and the balance after it.
public struct PointsEntry: Hashable, Codable, Sendable {
  /// Whose points.
  public let student: StudentID
  /// Why.
  public let reason: PointsReason
  /// The lecture concerned, or `nil` for a report.
  public let lecture: Int?
  /// The balance after the change.
  public let balance: Int
  /// When.
  public let at: Date

  /// Creates an entry as stored.
  public init(student: StudentID, reason: PointsReason, lecture: Int?, balance: Int, at: Date) {
    self.student = student
    self.reason = reason
    self.lecture = lecture
    self.balance = balance
    self.at = at
  }

  /// The change to the balance (``PointsReason/delta``).
  public var delta: Int { reason.delta }
}
