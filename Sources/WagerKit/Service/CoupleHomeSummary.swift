/// What a partner's home screen shows: the D-day, the partner, the totals, the live battle and the coupons.
///
/// Named for the couple so that an app importing HouseRulesKit too, whose house home screen is `HomeSummary`,
/// meets no ambiguous name.
public struct CoupleHomeSummary: Sendable, Equatable, Hashable, Codable {
  /// Days since the couple's start day, plus one.
  public let dDay: Int
  /// The other partner's nickname, or `nil` while their seat is empty.
  public let partnerNickname: String?
  /// The viewer's wins (`myScore`), losses (`partnerScore`) and draws (`drawCount`).
  public let totals: BattleTotals
  /// The couple's created or running battle, if any.
  public let liveBattle: BattleID?
  /// The viewer's unused and unseen coupons.
  public let coupons: CouponCounts

  /// Creates a home summary, for example from the server's home response or for a preview.
  public init(
    dDay: Int, partnerNickname: String?, totals: BattleTotals, liveBattle: BattleID?, coupons: CouponCounts
  ) {
    self.dDay = dDay
    self.partnerNickname = partnerNickname
    self.totals = totals
    self.liveBattle = liveBattle
    self.coupons = coupons
  }
}
