#if Server
  import WagerKit

  /// The caller's active (waiting or connected) couple and the seat they hold in it: what every couple, battle and
  /// coupon route checks ownership against.
  struct CoupleMembership: Sendable {
    /// The couple.
    let couple: Couple
    /// The caller's seat.
    let role: PartnerRole

    /// The membership of `partner` in `couple`, or `nil` when they hold no seat in it.
    init?(couple: Couple, partner: PartnerID) {
      guard let role = couple.role(of: partner) else { return nil }
      self.couple = couple
      self.role = role
    }

    /// The other partner, or `nil` while the couple waits for them.
    var partner: Partner? { couple.partner(role.partner) }
  }
#endif
