import Foundation

/// Where couples are stored, with lookup by invite code and by partner.
///
/// A store makes two rules atomic: an invite code connects once (``join(code:partner:at:)`` checks and seats in
/// one step), and a partner belongs to at most one active (waiting or connected) couple.
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
  /// - Throws: ``WagerError/inviteCodeNotFound(code:)`` when no couple has the code, the errors of
  ///   ``Couple/join(_:code:at:)``, ``WagerError/partnerAlreadyInCouple(partner:couple:)``, or a store's own
  ///   error. Nothing changes then.
  func join(code: String, partner: Partner, at date: Date) async throws -> Couple

  /// Applies `change` to the stored couple atomically and returns its result; nothing is stored when it throws.
  ///
  /// - Throws: ``WagerError/coupleNotFound(couple:)``, what `change` throws, the index conflicts of ``insert(_:)``,
  ///   ``WagerError/identityChanged(expected:found:)``, or a store's own error.
  func update<Result: Sendable>(
    id: CoupleID, _ change: @Sendable (inout Couple) throws(WagerError) -> Result
  ) async throws -> Result
}

extension CoupleRepository {
  /// Disconnects the stored couple; see ``Couple/disconnect(by:at:)``.
  @discardableResult
  public func disconnect(id: CoupleID, by role: PartnerRole, at date: Date) async throws -> Couple {
    try await update(id: id) { (couple: inout Couple) throws(WagerError) in
      try couple.disconnect(by: role, at: date)
      return couple
    }
  }

  /// Replaces the invite code of a waiting couple; see ``Couple/renewInvite(_:)``.
  @discardableResult
  public func renewInvite(id: CoupleID, _ invite: InviteCode) async throws -> Couple {
    try await update(id: id) { (couple: inout Couple) throws(WagerError) in
      try couple.renewInvite(invite)
      return couple
    }
  }
}
