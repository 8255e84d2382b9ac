import Foundation

/// Where couples are stored, with lookup by invite code and by partner.
///
/// It keeps the repository contract (CONTRIBUTING.md): a missing couple reads as `nil`, and a stored couple changes
/// only by a ``CoupleCommand`` applied in one transaction (``update(id:_:)``); ``disconnect(id:by:at:)``,
/// ``renewInvite(id:_:)``, ``changeNickname(id:of:to:)`` and ``changeStartDay(id:to:today:)`` are extensions over it.
///
/// A store makes two rules atomic: an invite code connects once (``join(code:partner:at:)`` checks and seats in
/// one step), and a partner belongs to at most one active (waiting or connected) couple.
///
/// It has no `save(_:)` and no `remove(id:)`: a couple changes only by its commands, and a couple ends by
/// ``disconnect(id:by:at:)`` and stays, for its battles' history.
public protocol CoupleRepository: Sendable {
  /// Stores a new couple.
  ///
  /// - Throws: ``WagerError/duplicateCouple(couple:)``, ``WagerError/inviteCodeInUse(code:)``,
  ///   ``WagerError/partnerAlreadyInCouple(partner:couple:)`` when a partner of an active couple already belongs
  ///   to another active one, or a store's own error. Nothing is stored then.
  func insert(_ couple: Couple) async throws

  /// The couple with this identifier, or `nil`.
  func couple(id: CoupleID) async throws -> Couple?

  /// The waiting or connected couple `partner` belongs to, or `nil`.
  func activeCouple(of partner: PartnerID) async throws -> Couple?

  /// Seats `partner` in the couple whose invite code is `code`, atomically; see ``Couple/join(_:code:at:)``.
  ///
  /// A verb beside ``update(id:_:)`` because the partner who joins knows the couple only by its invite code, not
  /// by its identifier: the store finds the couple by the code and seats the partner in the same transaction.
  ///
  /// - Throws: ``WagerError/inviteCodeNotFound(code:)`` when no couple has the code, the errors of
  ///   ``Couple/join(_:code:at:)``, ``WagerError/partnerAlreadyInCouple(partner:couple:)``, or a store's own
  ///   error. Nothing changes then.
  func join(code: String, partner: Partner, at date: Date) async throws -> Couple

  /// Applies `command` to the stored couple with `id` in one transaction, all or nothing (``Couple/apply(_:)``).
  ///
  /// - Returns: the stored couple and whether the command changed it.
  /// - Throws: ``WagerError/coupleNotFound(couple:)``, the command's ``WagerError``, the index conflicts of
  ///   ``insert(_:)``, or a store's own error. Nothing is stored then.
  @discardableResult
  func update(id: CoupleID, _ command: CoupleCommand) async throws -> RepositoryUpdate<Couple>
}

extension CoupleRepository {
  /// Disconnects the stored couple (``Couple/disconnect(by:at:)``), as ``CoupleCommand/disconnect(by:at:)``.
  @discardableResult
  public func disconnect(id: CoupleID, by role: PartnerRole, at date: Date) async throws -> Couple {
    try await update(id: id, .disconnect(by: role, at: date)).value
  }

  /// Replaces the invite code of a waiting couple (``Couple/renewInvite(_:)``), as
  /// ``CoupleCommand/renewInvite(_:)``.
  @discardableResult
  public func renewInvite(id: CoupleID, _ invite: InviteCode) async throws -> Couple {
    try await update(id: id, .renewInvite(invite)).value
  }
}
