import Foundation

/// A completed personality test: the scores and when they were recorded.
public struct PersonalityResult: Hashable, Sendable, Codable {
  /// The five axis scores.
  public let scores: PersonalityScores
  /// When the member finished the test; members are listed in this order.
  public let takenAt: Date

  /// Creates a result.
  public init(scores: PersonalityScores, takenAt: Date) {
    self.scores = scores
    self.takenAt = takenAt
  }

  /// The type of the scores.
  public var type: PersonalityType { scores.type }
}
