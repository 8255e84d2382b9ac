import Foundation

/// A ``CoupleRepository`` in memory: an actor, indexed by invite code and by active partner.
public actor InMemoryCoupleRepository: CoupleRepository {
  private var couples: [CoupleID: Couple] = [:]
  private var byCode: [String: CoupleID] = [:]
  private var activeByPartner: [PartnerID: CoupleID] = [:]

  /// Creates an empty repository.
  public init() {}

  /// Stores a new couple; see ``CoupleRepository/insert(_:)``.
  public func insert(_ couple: Couple) throws {
    guard couples[couple.id] == nil else { throw WagerError.duplicateCouple(couple: couple.id) }
    try checkIndexes(for: couple)
    store(couple, replacing: nil)
  }

  /// The couple with this identifier, or `nil`.
  public func couple(id: CoupleID) -> Couple? {
    couples[id]
  }

  /// The waiting or connected couple of `partner`, or `nil`.
  public func activeCouple(of partner: PartnerID) -> Couple? {
    activeByPartner[partner].flatMap { couples[$0] }
  }

  /// Seats `partner` with an invite code, atomically; see ``CoupleRepository/join(code:partner:at:)``.
  public func join(code: String, partner: Partner, at date: Date) throws -> Couple {
    guard let id = byCode[InviteCode.normalized(code)], let before = couples[id] else {
      throw WagerError.inviteCodeNotFound(code: code)
    }
    var couple = before
    try couple.join(partner, code: code, at: date)
    try checkIndexes(for: couple)
    store(couple, replacing: before)
    return couple
  }

  /// Applies `command` to a copy of the couple and stores the copy only if the command succeeds and keeps the
  /// indexes' rules; see ``CoupleRepository/update(id:_:)``.
  @discardableResult
  public func update(id: CoupleID, _ command: CoupleCommand) throws -> RepositoryUpdate<Couple> {
    guard let before = couples[id] else { throw WagerError.coupleNotFound(couple: id) }
    var couple = before
    try couple.apply(command)
    try checkIndexes(for: couple)
    store(couple, replacing: before)
    return RepositoryUpdate(before: before, after: couple)
  }

  /// Throws if `couple`'s invite code or active partners are taken by another couple.
  private func checkIndexes(for couple: Couple) throws(WagerError) {
    if let owner = byCode[couple.invite.code], owner != couple.id { throw .inviteCodeInUse(code: couple.invite.code) }
    guard couple.isActive else { return }
    for partner in [couple.first, couple.second].compactMap({ $0 }) {
      if let other = activeByPartner[partner.id], other != couple.id {
        throw .partnerAlreadyInCouple(partner: partner.id, couple: other)
      }
    }
  }

  private func store(_ couple: Couple, replacing before: Couple?) {
    if let before {
      if byCode[before.invite.code] == before.id { byCode[before.invite.code] = nil }
      for partner in [before.first, before.second].compactMap({ $0 }) where activeByPartner[partner.id] == before.id {
        activeByPartner[partner.id] = nil
      }
    }
    couples[couple.id] = couple
    byCode[couple.invite.code] = couple.id
    if couple.isActive {
      for partner in [couple.first, couple.second].compactMap({ $0 }) { activeByPartner[partner.id] = couple.id }
    }
  }
}
