import Foundation

/// A decided battle as the couple server lists it to one partner (`GET /api/game/short/result/{roundGameId}`):
/// both round missions, each with its report and final result.
public struct ListedBattleResult: Sendable, Equatable {
  /// The viewer's mission (`myRoundMission`).
  public let mine: ListedRoundMission
  /// The other partner's mission (`partnerRoundMission`).
  public let partner: ListedRoundMission

  /// Creates a listed result.
  public init(mine: ListedRoundMission, partner: ListedRoundMission) {
    self.mine = mine
    self.partner = partner
  }

  /// The viewer's final result, or `nil` when the server still says `UNDECIDED`.
  public var result: BattleResult? { mine.finalResult }
}
