import Foundation

/// The wish bet on a battle (소원권): the winner's to use once, void after a draw.
///
/// A coupon is created with its battle (``Battle/coupon``) and settled when the battle is: awarded to the winner,
/// or void after a draw or a cancellation. From then on a ``CouponRepository`` keeps it. Only the owner can use
/// it, and only once; a coupon bet without a wish is invisible until its owner writes one.
public struct WishCoupon: Sendable, Equatable, Codable, Identifiable {
  /// Who a coupon belongs to.
  public enum Status: Sendable, Equatable, Hashable, Codable {
    /// The battle is not decided yet.
    case pending
    /// The battle's winner owns it.
    case awarded(to: PartnerRole)
    /// The battle was a draw or was cancelled: nobody owns it.
    case void
  }

  /// The most characters a wish may have.
  public static let wishLimit = 54

  /// The battle the coupon was bet on; one coupon per battle.
  public let id: BattleID
  /// The couple whose battle it was.
  public let coupleID: CoupleID
  /// The wish, normalized; empty while none is written.
  public private(set) var wish: String
  /// Who the coupon belongs to.
  public let status: Status
  /// When the battle was settled, or `nil` while pending.
  public let settledAt: Date?
  /// When the owner used the coupon, or `nil`.
  public private(set) var usedAt: Date?
  /// When the owner first saw the coupon, or `nil` (it counts as new until then).
  public private(set) var seenAt: Date?

  init(id: BattleID, coupleID: CoupleID, wish: String, status: Status, settledAt: Date?) {
    self.id = id
    self.coupleID = coupleID
    self.wish = wish
    self.status = status
    self.settledAt = settledAt
  }

  // MARK: Queries

  /// The owner's seat, or `nil` while pending or when void.
  public var owner: PartnerRole? {
    if case .awarded(let owner) = status { return owner }
    return nil
  }

  /// Whether the coupon shows a wish: whether it has one.
  public var isVisible: Bool { !wish.isEmpty }

  /// Whether the owner has used the coupon.
  public var isUsed: Bool { usedAt != nil }

  /// Whether the owner has seen the coupon.
  public var isSeen: Bool { seenAt != nil }

  /// Whether the partner in `role` may use the coupon now: it is theirs, carries a wish and is unused.
  public func isUsable(by role: PartnerRole) -> Bool {
    owner == role && isVisible && !isUsed
  }

  // MARK: Transitions

  /// Uses the coupon on behalf of the partner in `role`.
  ///
  /// - Throws: ``WagerError/couponNotSettled(coupon:)``, ``WagerError/couponVoid(coupon:)``,
  ///   ``WagerError/couponNotOwned(coupon:by:owner:)``, ``WagerError/couponAlreadyUsed(coupon:usedAt:)`` and
  ///   ``WagerError/couponHasNoWish(coupon:)``. The coupon is unchanged.
  public mutating func use(by role: PartnerRole, at date: Date) throws(WagerError) {
    try checkOwner(role)
    if let usedAt { throw .couponAlreadyUsed(coupon: id, usedAt: usedAt) }
    guard isVisible else { throw .couponHasNoWish(coupon: id) }
    usedAt = date
    if seenAt == nil { seenAt = date }
  }

  /// Writes the wish on a coupon that was bet without one; only its owner can.
  ///
  /// - Throws: the ownership errors of ``use(by:at:)``, ``WagerError/couponWishAlreadyWritten(coupon:)``,
  ///   ``WagerError/emptyWish`` and ``WagerError/wishTooLong(length:limit:)``. The coupon is unchanged.
  public mutating func writeWish(_ text: String, by role: PartnerRole) throws(WagerError) {
    try checkOwner(role)
    guard wish.isEmpty else { throw .couponWishAlreadyWritten(coupon: id) }
    let normalized = try Self.normalizedWish(text)
    guard !normalized.isEmpty else { throw .emptyWish }
    wish = normalized
  }

  /// Marks the coupon seen by its owner; returns whether it was new. Anyone else's look changes nothing.
  @discardableResult
  public mutating func markSeen(by role: PartnerRole, at date: Date) -> Bool {
    guard owner == role, seenAt == nil else { return false }
    seenAt = date
    return true
  }

  // MARK: Invariants

  /// Every broken invariant, described; empty when the coupon is consistent.
  ///
  /// A pending coupon has no settlement time and a settled one has one; only an awarded coupon can have been
  /// seen, and only an awarded coupon with a wish used; the wish fits ``wishLimit``.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    if wish.count > Self.wishLimit { violations.append("the wish has \(wish.count) characters") }
    if (status == .pending) != (settledAt == nil) {
      violations.append("a coupon is settled exactly when it is not pending")
    }
    if owner == nil, usedAt != nil || seenAt != nil { violations.append("a coupon without an owner was used or seen") }
    if usedAt != nil, wish.isEmpty { violations.append("a coupon without a wish was used") }
    return violations
  }

  private enum CodingKeys: String, CodingKey {
    case id, coupleID, wish, status, settledAt, usedAt, seenAt
  }

  /// Decodes a stored coupon and checks its invariants (a void or pending coupon was never used, ...).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(BattleID.self, forKey: .id)
    coupleID = try container.decode(CoupleID.self, forKey: .coupleID)
    wish = try container.decode(String.self, forKey: .wish)
    status = try container.decode(Status.self, forKey: .status)
    settledAt = try container.decodeIfPresent(Date.self, forKey: .settledAt)
    usedAt = try container.decodeIfPresent(Date.self, forKey: .usedAt)
    seenAt = try container.decodeIfPresent(Date.self, forKey: .seenAt)
    if let violation = invariantViolations().first {
      throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: violation)
    }
  }

  private func checkOwner(_ role: PartnerRole) throws(WagerError) {
    switch status {
    case .pending: throw .couponNotSettled(coupon: id)
    case .void: throw .couponVoid(coupon: id)
    case .awarded(let owner):
      guard owner == role else { throw .couponNotOwned(coupon: id, by: role, owner: owner) }
    }
  }

  // MARK: Wish text

  /// A wish as a coupon stores it: runs of whitespace (new lines included) and control characters (U+0000, which
  /// no store keeps, included) become one space, and the ends are trimmed.
  ///
  /// - Throws: ``WagerError/wishTooLong(length:limit:)`` when the result has more than ``wishLimit`` characters
  ///   (grapheme clusters: a Hangul syllable or an emoji counts one).
  public static func normalizedWish(_ text: String) throws(WagerError) -> String {
    var normalized = ""
    // A control character is a grapheme cluster of its own (CR LF aside, which is whitespace).
    let separates = { (character: Character) in
      character.isWhitespace || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
    for var word in text.split(whereSeparator: separates) {
      if !normalized.isEmpty {
        // A word that starts with a combining mark or modifier whose base was whitespace ("\t\u{301}") would take
        // the joining space as its base, leaving a whitespace character in the wish; with no base, the marks go.
        while !word.isEmpty, (" " + word).first != " " {
          word = Substring(word.unicodeScalars.dropFirst())
        }
        guard !word.isEmpty else { continue }
        normalized += " "
      }
      normalized += word
    }
    let length = normalized.count
    guard length <= wishLimit else { throw .wishTooLong(length: length, limit: wishLimit) }
    return normalized
  }
}
