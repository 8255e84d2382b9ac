import Foundation

/// Where battles are stored: in memory (``InMemoryBattleRepository``), in SQLite, or behind a server.
///
/// It keeps the repository contract (CONTRIBUTING.md): a missing battle reads as `nil`, and a stored battle changes
/// only by a ``BattleCommand`` applied in one transaction (``update(id:_:)``), through the same rules as
/// ``Battle``'s own transitions; the battle verbs (``start(id:at:)``, ``report(id:role:completed:at:)``,
/// ``finalize(id:at:)``, ``cancel(id:at:)``) are extensions over it.
///
/// The one rule a store must make atomic: a couple has at most one live battle. ``insert(_:)`` checks and inserts
/// in one step, so two partners creating a battle at the same instant get one battle and one
/// ``WagerError/battleAlreadyRunning(couple:existing:)``, never two battles.
///
/// It has no `save(_:)` and no `remove(id:)`: a stored battle changes only by its transitions (a restored battle
/// goes through ``insert(_:)``, which keeps a finished battle as it is), and battles are the couple's history, kept
/// when cancelled.
public protocol BattleRepository: Sendable {
  /// Stores a new battle. A live battle is stored only if its couple has no live battle, checked and inserted
  /// atomically; a finished battle (restored from elsewhere) is stored as is.
  ///
  /// - Throws: ``WagerError/battleAlreadyRunning(couple:existing:)`` (checked first, so a retried insert of the
  ///   live battle names itself as `existing`), ``WagerError/duplicateBattle(battle:)``, or a store's own error.
  ///   Nothing is stored then.
  func insert(_ battle: Battle) async throws

  /// The battle with this identifier, or `nil`.
  func battle(id: BattleID) async throws -> Battle?

  /// The couple's created or running battle, or `nil`.
  func liveBattle(couple: CoupleID) async throws -> Battle?

  /// The couple's finalized battles, newest first (by ``Battle/finalizedAt``, ties by identifier, descending):
  /// the order ``BattleHistory`` expects. Cancelled battles are not included.
  func finishedBattles(couple: CoupleID) async throws -> [Battle]

  /// Applies `command` to the stored battle with `id` in one transaction, all or nothing (``Battle/apply(_:)``).
  ///
  /// - Returns: the stored battle and whether the command changed it (`false` for finalizing a finalized battle).
  /// - Throws: ``WagerError/battleNotFound(battle:)``, the command's ``WagerError`` (nothing is stored then), or a
  ///   store's own error.
  @discardableResult
  func update(id: BattleID, _ command: BattleCommand) async throws -> RepositoryUpdate<Battle>
}

extension BattleRepository {
  /// Starts the stored battle (``Battle/start(at:)``), as ``BattleCommand/start(at:)``.
  @discardableResult
  public func start(id: BattleID, at date: Date) async throws -> Battle {
    try await update(id: id, .start(at: date)).value
  }

  /// Records a partner's report on the stored battle (``Battle/report(_:completed:at:)``), as
  /// ``BattleCommand/report(_:completed:at:)``.
  @discardableResult
  public func report(id: BattleID, role: PartnerRole, completed: Bool, at date: Date) async throws -> Battle {
    try await update(id: id, .report(role, completed: completed, at: date)).value
  }

  /// Finalizes the stored battle (``Battle/finalize(at:)``), as ``BattleCommand/finalize(at:)``. Finalizing twice
  /// settles nothing twice: the second call returns the same outcome with ``BattleSettlement/isNew`` `false`.
  public func finalize(id: BattleID, at date: Date) async throws -> BattleSettlement {
    let stored = try await update(id: id, .finalize(at: date))
    // Finalizing changes a battle exactly when it settles it: a finalized battle is left as it is.
    guard let outcome = stored.value.outcome else {
      throw WagerError.invalidTransition(battle: id, from: stored.value.status, action: .finalize)
    }
    return BattleSettlement(outcome: outcome, coupon: stored.value.coupon, isNew: stored.changed)
  }

  /// Cancels the stored battle (``Battle/cancel(at:)``), as ``BattleCommand/cancel(at:)``.
  @discardableResult
  public func cancel(id: BattleID, at date: Date) async throws -> Battle {
    try await update(id: id, .cancel(at: date)).value
  }
}
