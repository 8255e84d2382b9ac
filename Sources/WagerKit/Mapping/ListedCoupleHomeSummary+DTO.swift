import Foundation

extension ListedCoupleHomeSummary {
  /// Maps the home response; identifiers become the kit's text identifiers ("753").
  ///
  /// - Throws: ``WagerError/malformedPayload(field:reason:)`` naming `couple.startDate` or `shortGame.finishAt`.
  init(dto: HomeResponseDTO) throws(WagerError) {
    let startDay = try WagerServerText.day(dto.couple.startDate, field: "couple.startDate")
    var game: ListedShortGame?
    if let shortGame = dto.shortGame {
      game = try ListedShortGame(dto: shortGame, field: "shortGame")
    }
    self.init(
      viewer: PartnerID(String(dto.userId)), partner: dto.partnerId.map { PartnerID(String($0)) },
      partnerNickname: dto.partnerNickname, couple: CoupleID(String(dto.couple.id)), startDay: startDay,
      heartTokens: dto.couple.heartToken, dDay: dto.dDay,
      totals: BattleTotals(wins: dto.myScore, losses: dto.partnerScore, draws: dto.drawCount),
      latestBattle: dto.roundGameId.map { BattleID(String($0)) }, game: game)
  }
}
