import Foundation

/// Where battles are stored: in memory (``InMemoryBattleRepository``), in SQLite, or behind a server.
///
/// The one rule a store must make atomic: a couple has at most one live battle. ``create(_:)`` checks and inserts
/// in one step, so two partners creating a battle at the same instant get one battle and one
/// ``WagerError/battleAlreadyRunning(couple:existing:)``, never two battles. Every change goes through
/// ``update(id:_:)``, which applies a ``Battle`` transition to the stored value atomically; the extension methods (``report(id:role:completed:at:)``, ``finalize(id:at:)``, ...) are
/// built on it.
public protocol BattleRepository: Sendable {
  /// Stores a new battle. A live battle is stored only if its couple has no live battle, checked and inserted
  /// atomically; a finished battle (restored from elsewhere) is stored as is.
  ///
  /// - Throws: ``WagerError/battleAlreadyRunning(couple:existing:)`` (checked first, so a retried create of the
  ///   live battle names itself as `existing`), ``WagerError/duplicateBattle(battle:)``, or a store's own error.
  ///   Nothing is stored then.
  func create(_ battle: Battle) async throws

  /// The battle with this identifier, or `nil`.
  func battle(id: BattleID) async throws -> Battle?

  /// The couple's created or running battle, or `nil`.
  func liveBattle(couple: CoupleID) async throws -> Battle?

  /// The couple's finalized battles, newest first (by ``Battle/finalizedAt``, ties by identifier, descending):
  /// the order ``BattleHistory`` expects. Cancelled battles are not included.
  func finishedBattles(couple: CoupleID) async throws -> [Battle]

  /// Applies `change` to the stored battle atomically and returns its result.
  ///
  /// When `change` throws, nothing is stored. A change must keep the battle's identifier and couple.
  ///
  /// - Throws: ``WagerError/battleNotFound(battle:)``, what `change` throws, ``WagerError/identityChanged(expected:found:)``,
  ///   or a store's own error.
  func update<Result: Sendable>(
    id: BattleID, _ change: @Sendable (inout Battle) throws(WagerError) -> Result
  ) async throws -> Result
}

extension BattleRepository {
  /// Starts the stored battle; see ``Battle/start(at:)``.
  @discardableResult
  public func start(id: BattleID, at date: Date) async throws -> Battle {
    try await update(id: id) { (battle: inout Battle) throws(WagerError) in
      try battle.start(at: date)
      return battle
    }
  }

  /// Records a partner's report on the stored battle; see ``Battle/report(_:completed:at:)``.
  @discardableResult
  public func report(id: BattleID, role: PartnerRole, completed: Bool, at date: Date) async throws -> Battle {
    try await update(id: id) { (battle: inout Battle) throws(WagerError) in
      try battle.report(role, completed: completed, at: date)
      return battle
    }
  }

  /// Finalizes the stored battle; see ``Battle/finalize(at:)``. Finalizing twice settles nothing twice.
  public func finalize(id: BattleID, at date: Date) async throws -> BattleSettlement {
    try await update(id: id) { (battle: inout Battle) throws(WagerError) in try battle.finalize(at: date) }
  }

  /// Cancels the stored battle; see ``Battle/cancel(at:)``.
  @discardableResult
  public func cancel(id: BattleID, at date: Date) async throws -> Battle {
    try await update(id: id) { (battle: inout Battle) throws(WagerError) in
      try battle.cancel(at: date)
      return battle
    }
  }
}
