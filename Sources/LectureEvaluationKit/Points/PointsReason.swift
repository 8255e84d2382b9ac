import Foundation

/// Why a student's points changed, with the change each reason makes.
public enum PointsReason: String, CaseIterable, Hashable, Codable, Sendable {
  /// Wrote a lecture evaluation: +10.
  case evaluationWritten
  /// Wrote an exam post: +20.
  case examPostWritten
  /// Bought a lecture's exam posts: −20 (needs a balance of 20).
  case examInfoPurchased
  /// Deleted their own evaluation: −30 (needs a balance of 30).
  case evaluationDeleted
  /// Deleted their own exam post: −30 (needs a balance of 30).
  case examPostDeleted
  /// A report they made was upheld: +1.
  case reportUpheld

  /// The change to the balance.
  public var delta: Int {
    switch self {
    case .evaluationWritten: 10
    case .examPostWritten: 20
    case .examInfoPurchased: -20
    case .evaluationDeleted, .examPostDeleted: -30
    case .reportUpheld: 1
    }
  }
}
