import Foundation

/// How a battle ended: one partner won, or it was a draw.
public enum BattleOutcome: Sendable, Equatable, Hashable, Codable {
  /// The partner in this seat won and receives the wish coupon.
  case win(PartnerRole)
  /// Nobody won; the wish coupon is void.
  case draw

  /// Decides a battle from both partners' reports.
  ///
  /// | first | second | outcome |
  /// | --- | --- | --- |
  /// | completed | failed | `.win(.first)` |
  /// | failed | completed | `.win(.second)` |
  /// | failed | failed | `.draw` |
  /// | completed | completed | the earlier `reportedAt` wins; identical times are `.draw` |
  ///
  /// The rule is symmetric: swapping the reports swaps the winner. Times compare exactly, to the sub-second.
  ///
  /// - Complexity: O(1).
  public static func decide(first: MissionReport, second: MissionReport) -> BattleOutcome {
    switch (first.completed, second.completed) {
    case (true, false): return .win(.first)
    case (false, true): return .win(.second)
    case (false, false): return .draw
    case (true, true):
      if first.reportedAt < second.reportedAt { return .win(.first) }
      if second.reportedAt < first.reportedAt { return .win(.second) }
      return .draw
    }
  }

  /// The winner's seat, or `nil` for a draw.
  public var winner: PartnerRole? {
    if case .win(let role) = self { return role }
    return nil
  }

  /// The outcome as the partner in `role` lived it.
  public func result(for role: PartnerRole) -> BattleResult {
    switch self {
    case .draw: .draw
    case .win(let winner): winner == role ? .win : .loss
    }
  }
}
