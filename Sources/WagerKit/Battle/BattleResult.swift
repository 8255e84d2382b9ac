import Foundation

/// A battle's outcome from one partner's side: what their history row and home score count.
public enum BattleResult: String, CaseIterable, Sendable, Hashable, Codable {
  /// This partner won (wire value `WIN`).
  case win = "WIN"
  /// The other partner won (wire value `LOSE`).
  case loss = "LOSE"
  /// Nobody won (wire value `DRAW`).
  case draw = "DRAW"
}
