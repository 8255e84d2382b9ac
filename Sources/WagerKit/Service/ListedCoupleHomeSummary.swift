import Foundation

/// The home screen as the couple server lists it to one partner (`GET /api/v1/home`).
///
/// The server sends no coupon counts with it; ``summary(coupons:)`` adds those (from
/// ``WagerServerDecoder/wishCoupons(from:)``) to make the kit's ``CoupleHomeSummary``.
public struct ListedCoupleHomeSummary: Sendable, Equatable {
  /// The viewer (`userId`).
  public let viewer: PartnerID
  /// The other partner (`partnerId`), or `nil` while their seat is empty.
  public let partner: PartnerID?
  /// The other partner's nickname, or `nil` while their seat is empty.
  public let partnerNickname: String?
  /// The couple (`couple.id`).
  public let couple: CoupleID
  /// The day the relationship started (`couple.startDate`).
  public let startDay: CalendarDay
  /// The couple's hearts (`couple.heartToken`), or `nil` when the server sent none.
  public let heartTokens: Int?
  /// Days since the start day, plus one, as the server counted them in Seoul.
  public let dDay: Int
  /// The viewer's wins (`myScore`), losses (`partnerScore`) and draws (`drawCount`).
  public let totals: BattleTotals
  /// The couple's latest battle (`roundGameId`), live or not, or `nil` when there is none.
  public let latestBattle: BattleID?
  /// The game of the latest battle (`shortGame`), or `nil`.
  public let game: ListedShortGame?

  /// Creates a listed home summary.
  public init(
    viewer: PartnerID, partner: PartnerID?, partnerNickname: String?, couple: CoupleID, startDay: CalendarDay,
    heartTokens: Int?, dDay: Int, totals: BattleTotals, latestBattle: BattleID?, game: ListedShortGame?
  ) {
    self.viewer = viewer
    self.partner = partner
    self.partnerNickname = partnerNickname
    self.couple = couple
    self.startDay = startDay
    self.heartTokens = heartTokens
    self.dDay = dDay
    self.totals = totals
    self.latestBattle = latestBattle
    self.game = game
  }

  /// The latest battle while its game still runs, or `nil`.
  public var liveBattle: BattleID? { game?.isEnabled == true ? latestBattle : nil }

  /// The kit's home summary, with the viewer's coupon counts the home response does not carry.
  public func summary(coupons: CouponCounts) -> CoupleHomeSummary {
    CoupleHomeSummary(
      dDay: dDay, partnerNickname: partnerNickname, totals: totals, liveBattle: liveBattle, coupons: coupons)
  }
}
