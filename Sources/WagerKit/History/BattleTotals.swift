import Foundation

/// Wins, losses and draws from one partner's side: the home screen's score.
public struct BattleTotals: Sendable, Equatable, Hashable, Codable {
  /// Battles this partner won (the home screen's `myScore`).
  public var wins: Int
  /// Battles the other partner won (`partnerScore`).
  public var losses: Int
  /// Draws (`drawCount`).
  public var draws: Int

  /// Creates totals.
  public init(wins: Int = 0, losses: Int = 0, draws: Int = 0) {
    self.wins = wins
    self.losses = losses
    self.draws = draws
  }

  /// Counts results; `nil` (unknown) results are not counted.
  ///
  /// - Complexity: O(*n*).
  public init(results: some Sequence<BattleResult?>) {
    self.init()
    for result in results {
      if let result { add(result) }
    }
  }

  /// All decided battles.
  public var count: Int { wins + losses + draws }

  /// Counts one more result.
  public mutating func add(_ result: BattleResult) {
    switch result {
    case .win: wins += 1
    case .loss: losses += 1
    case .draw: draws += 1
    }
  }
}
