import Foundation

// The British spellings of 0.2, forwarding to the US names (Swift API Design Guidelines).

extension Battle {
  /// Decides the battle and settles its coupon; see ``finalize(at:)``.
  @available(*, deprecated, renamed: "finalize(at:)")
  public mutating func finalise(at date: Date) throws(WagerError) -> BattleSettlement {
    try finalize(at: date)
  }

  /// When the battle was finalized, or `nil`; see ``finalizedAt``.
  @available(*, deprecated, renamed: "finalizedAt")
  public var finalisedAt: Date? { finalizedAt }
}

extension Battle.Status {
  /// Decided; see ``finalized``.
  @available(*, deprecated, renamed: "finalized")
  public static var finalised: Battle.Status { .finalized }
}

extension Battle.Action {
  /// ``Battle/finalize(at:)``; see ``finalize``.
  @available(*, deprecated, renamed: "finalize")
  public static var finalise: Battle.Action { .finalize }
}

extension Battle.Phase {
  /// Decided at `at`; see ``finalized(_:at:)``. A pattern (`case .finalised(let outcome, let at)`) must use the
  /// new case name.
  @available(*, deprecated, renamed: "finalized(_:at:)")
  public static func finalised(_ outcome: BattleOutcome, at date: Date) -> Battle.Phase {
    .finalized(outcome, at: date)
  }
}

extension BattleRepository {
  /// Finalizes the stored battle; see ``finalize(id:at:)``.
  @available(*, deprecated, renamed: "finalize(id:at:)")
  public func finalise(id: BattleID, at date: Date) async throws -> BattleSettlement {
    try await finalize(id: id, at: date)
  }
}

extension WagerService {
  /// Finalizes a battle and issues its settled coupon; see ``finalize(battle:)``.
  @available(*, deprecated, renamed: "finalize(battle:)")
  public func finalise(battle id: BattleID) async throws -> BattleSettlement {
    try await finalize(battle: id)
  }
}
