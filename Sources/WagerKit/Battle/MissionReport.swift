import Foundation

/// A partner's report on their mission: whether they completed it, and when they said so.
///
/// The time matters: when both partners completed their missions, the one who reported first wins
/// (``BattleOutcome/decide(first:second:)``). A partner may change their report until the battle is finalized;
/// the new report carries the new time.
public struct MissionReport: Sendable, Equatable, Hashable, Codable {
  /// Whether the partner completed the mission (the wire's `WIN`) or not (`LOSE`).
  public var completed: Bool
  /// When the report was made.
  public var reportedAt: Date

  /// Creates a report.
  public init(completed: Bool, reportedAt: Date) {
    self.completed = completed
    self.reportedAt = reportedAt
  }
}
