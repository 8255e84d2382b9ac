import Foundation

/// What the couple server answers to a new battle (`POST /api/game/short`): the battle's identifier, its game and
/// the creator's mission.
public struct CreatedBattle: Sendable, Equatable, Identifiable {
  /// The battle (`roundGameId`), as the history and the other endpoints address it.
  public let id: BattleID
  /// The game that holds the battle's round.
  public let game: ListedShortGame
  /// The creator's mission (`roundMission`).
  public let mission: ListedRoundMission

  /// Creates a created battle.
  public init(id: BattleID, game: ListedShortGame, mission: ListedRoundMission) {
    self.id = id
    self.game = game
    self.mission = mission
  }
}
