#if Server
  import WagerKit

  /// Who sent a couple-app request with a valid access token: the open account, its partner id in WagerKit and its
  /// profile.
  struct CoupleCaller: Sendable {
    /// The server's account.
    let account: Account
    /// The account's partner in WagerKit (`userId` on the wire, as decimal text).
    let partner: PartnerID
    /// The nickname and picture.
    let user: CoupleUser

    /// The caller as WagerKit seats them in a couple.
    var asPartner: Partner { Partner(id: partner, nickname: user.nickname) }

    /// The wire's `userId`.
    var userID: Int64 { CoupleWireFormat.number(partner.rawValue) }
  }
#endif
