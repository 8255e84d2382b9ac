import Foundation

/// One partner's mission in a battle as the couple server lists it (`RoundMission`): the mission dealt, its
/// category, the partner's report and the result decided so far.
public struct ListedRoundMission: Sendable, Equatable, Identifiable {
  /// The round mission's server id (one per partner and battle).
  public let id: Int
  /// The mission dealt to the partner (`missionContent`).
  public let mission: Mission
  /// The mission's category as the server sent it, with ``MissionCategory/missions`` empty (the server sends only
  /// the dealt mission). The server's `level` and `expectedTime` are not kept.
  public let category: MissionCategory
  /// The partner's report: `nil` while the server says `UNDECIDED`; `WIN` is completed, `LOSE` failed, at the
  /// server's `updatedAt` (Seoul wall-clock time, read in Seoul).
  public let report: MissionReport?
  /// The partner's final result, or `nil` while the server says `UNDECIDED` (until the result is asked for).
  public let finalResult: BattleResult?

  /// Creates a listed round mission.
  public init(
    id: Int, mission: Mission, category: MissionCategory, report: MissionReport?, finalResult: BattleResult?
  ) {
    self.id = id
    self.mission = mission
    self.category = category
    self.report = report
    self.finalResult = finalResult
  }
}
