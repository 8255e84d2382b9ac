import Foundation

/// Two partners connected by an invite code, with the day their relationship started.
///
/// A couple starts with one partner (the ``PartnerRole/first`` seat) and an ``InviteCode``; the other partner
/// joins with that code and takes the ``PartnerRole/second`` seat. Either partner can disconnect later; a
/// disconnected couple keeps its partners and history but can start no battle.
///
/// ```swift
/// var couple = Couple(id: "7", creator: me, startDay: try CalendarDay(year: 2022, month: 12, day: 28), invite: code)
/// try couple.join(partner, code: "AB12CD34", at: now)
/// couple.dDay(on: now)  // 365 on 2023-12-27 in Seoul
/// ```
public struct Couple: Sendable, Equatable, Codable, Identifiable {
  /// Where a couple is in its life.
  public enum Status: Sendable, Equatable, Codable {
    /// Created by the first partner; waiting for the second to join with the invite code.
    case waiting
    /// Both partners are connected since `at`.
    case connected(at: Date)
    /// One partner ended the couple (or withdrew the invite while waiting).
    case disconnected(at: Date, by: PartnerRole)
  }

  /// The couple's identifier.
  public let id: CoupleID
  /// The partner who created the couple.
  public private(set) var first: Partner
  /// The partner who joined with the invite code, or `nil` while nobody has.
  public private(set) var second: Partner?
  /// The day the relationship started; day 1 of the D-day count.
  public var startDay: CalendarDay
  /// The code that connects (or connected) the second partner.
  public private(set) var invite: InviteCode
  /// Where the couple is in its life.
  public private(set) var status: Status

  /// Creates a couple waiting for its second partner.
  public init(id: CoupleID, creator: Partner, startDay: CalendarDay, invite: InviteCode) {
    self.id = id
    self.first = creator
    self.second = nil
    self.startDay = startDay
    self.invite = invite
    self.status = .waiting
  }

  // MARK: Queries

  /// Whether both partners are connected, the condition for starting a battle.
  public var isConnected: Bool {
    if case .connected = status { return true }
    return false
  }

  /// Whether the couple still binds its partners (waiting or connected): a partner belongs to one such couple.
  public var isActive: Bool {
    if case .disconnected = status { return false }
    return true
  }

  /// The partner in a seat, or `nil` for an empty second seat.
  public func partner(_ role: PartnerRole) -> Partner? {
    role == .first ? first : second
  }

  /// The seat of a partner, or `nil` if they are not in this couple.
  public func role(of partner: PartnerID) -> PartnerRole? {
    if first.id == partner { return .first }
    if second?.id == partner { return .second }
    return nil
  }

  /// The D-day on the day that contains `date` in `timeZone`: days since ``startDay``, plus one.
  ///
  /// The start day itself is D+1. Days before the start give zero or less.
  public func dDay(on date: Date, in timeZone: TimeZone = .seoul) -> Int {
    CalendarDay(date, in: timeZone).days(since: startDay) + 1
  }

  /// The D-day today, reading "now" from `now`.
  public func dDay(now: DateProvider, in timeZone: TimeZone = .seoul) -> Int {
    dDay(on: now(), in: timeZone)
  }

  // MARK: Transitions

  /// Seats `partner` as the second partner, if `code` is this couple's unused, unexpired invite code and
  /// `partner` is not the one who issued it.
  ///
  /// - Throws: ``WagerError/inviteCodeNotFound(code:)`` for another code, ``WagerError/ownInviteCode(code:partner:)``,
  ///   ``WagerError/inviteCodeAlreadyUsed(code:)`` once the couple has connected,
  ///   ``WagerError/coupleAlreadyDisconnected(couple:)`` for a withdrawn invite, and
  ///   ``WagerError/inviteCodeExpired(code:expiredAt:)`` from ``InviteCode/expiresAt`` on. The couple is unchanged.
  public mutating func join(_ partner: Partner, code: String, at date: Date) throws(WagerError) {
    guard InviteCode.normalized(code) == invite.code else { throw .inviteCodeNotFound(code: code) }
    guard partner.id != first.id else { throw .ownInviteCode(code: invite.code, partner: partner.id) }
    switch status {
    case .waiting: break
    case .connected: throw .inviteCodeAlreadyUsed(code: invite.code)
    case .disconnected:
      if second != nil { throw .inviteCodeAlreadyUsed(code: invite.code) }
      throw .coupleAlreadyDisconnected(couple: id)
    }
    guard invite.isValid(at: date) else { throw .inviteCodeExpired(code: invite.code, expiredAt: invite.expiresAt) }
    second = partner
    status = .connected(at: date)
  }

  /// Ends the couple on behalf of the partner in `role`; while waiting, the first partner withdraws the invite.
  ///
  /// - Throws: ``WagerError/coupleAlreadyDisconnected(couple:)``, or ``WagerError/coupleNotConnected(couple:)``
  ///   when the empty second seat asks. The couple is unchanged.
  public mutating func disconnect(by role: PartnerRole, at date: Date) throws(WagerError) {
    switch status {
    case .disconnected: throw .coupleAlreadyDisconnected(couple: id)
    case .waiting where role == .second: throw .coupleNotConnected(couple: id)
    case .waiting, .connected: status = .disconnected(at: date, by: role)
    }
  }

  /// Replaces the invite code of a couple that is still waiting (the old one expired, or leaked).
  ///
  /// - Throws: ``WagerError/coupleNotWaiting(couple:)`` once the couple has connected or ended.
  public mutating func renewInvite(_ newInvite: InviteCode) throws(WagerError) {
    guard status == .waiting else { throw .coupleNotWaiting(couple: id) }
    invite = newInvite
  }

  /// Changes the nickname of the partner in `role` without checking it; an empty seat is left alone.
  ///
  /// A nickname a user typed goes through ``changeNickname(of:to:)``, which validates it.
  public mutating func rename(_ role: PartnerRole, to nickname: String) {
    switch role {
    case .first: first.nickname = nickname
    case .second: second?.nickname = nickname
    }
  }

  // MARK: Invariants

  /// Every broken invariant, described; empty when the couple is consistent.
  ///
  /// A connected couple has a second partner distinct from the first; a waiting one has none.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    if let second, second.id == first.id { violations.append("both seats hold partner \(first.id)") }
    switch status {
    case .waiting where second != nil: violations.append("a waiting couple has a second partner")
    case .connected where second == nil: violations.append("a connected couple has no second partner")
    default: break
    }
    return violations
  }

  private enum CodingKeys: String, CodingKey {
    case id, first, second, startDay, invite, status
  }

  /// Decodes a couple and checks that its seats agree with its status.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(CoupleID.self, forKey: .id)
    first = try container.decode(Partner.self, forKey: .first)
    second = try container.decodeIfPresent(Partner.self, forKey: .second)
    startDay = try container.decode(CalendarDay.self, forKey: .startDay)
    invite = try container.decode(InviteCode.self, forKey: .invite)
    status = try container.decode(Status.self, forKey: .status)
    if let violation = invariantViolations().first {
      throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: violation)
    }
  }
}
