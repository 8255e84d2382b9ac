import Foundation
import Testing

@testable import WagerKit

/// A couple store whose first read of a couple hands out the connected couple and then lets the other partner
/// disconnect: the interleaving of "create a battle" with "disconnect" that the service must survive.
private actor DisconnectingAfterRead: CoupleRepository {
  let inner = InMemoryCoupleRepository()
  let disconnectAt: Date
  private var readsLeft = 1

  init(disconnectAt: Date) {
    self.disconnectAt = disconnectAt
  }

  func insert(_ couple: Couple) async throws { try await inner.insert(couple) }

  func couple(id: CoupleID) async throws -> Couple? {
    let couple = await inner.couple(id: id)
    if readsLeft > 0 {
      readsLeft -= 1
      // The disconnect runs here, before the battle is stored: it finds no live battle to cancel.
      try await inner.disconnect(id: id, by: .second, at: disconnectAt)
    }
    return couple
  }

  func activeCouple(of partner: PartnerID) async throws -> Couple? { await inner.activeCouple(of: partner) }

  func join(code: String, partner: Partner, at date: Date) async throws -> Couple {
    try await inner.join(code: code, partner: partner, at: date)
  }

  func update(id: CoupleID, _ command: CoupleCommand) async throws -> RepositoryUpdate<Couple> {
    try await inner.update(id: id, command)
  }
}

@Suite("The battle flow at its edges")
struct WagerServiceEdgeTests {
  @Test("A battle stored after a concurrent disconnect is cancelled, and the create fails")
  func createDuringDisconnect() async throws {
    let now = Fixtures.seoul(2024, 1, 5, 19, 0)
    let couples = DisconnectingAfterRead(disconnectAt: now)
    try await couples.inner.insert(Fixtures.waitingCouple())
    _ = try await couples.inner.join(code: "K7Q2M9XD", partner: Fixtures.kongtteok, at: Fixtures.inviteIssued)
    let service = WagerService(
      couples: couples, battles: InMemoryBattleRepository(), coupons: InMemoryCouponRepository(), now: { now })
    var generator = SplitMix64(seed: 3)
    await #expect(throws: WagerError.coupleNotConnected(couple: "couple-7")) {
      try await service.createBattle(
        id: "late", couple: "couple-7", by: .first, category: Fixtures.compliments, wish: "안마 10분", using: &generator)
    }
    #expect(try await service.battles.liveBattle(couple: "couple-7") == nil)
    #expect(try await service.battles.battle(id: "late")?.status == .cancelled)
    #expect(try await service.coupons.coupon(id: "late")?.status == .void)
  }

  @Test("The home summary can be built by an app (from the server's HomeResponseDto, or for a preview)")
  func homeSummary() throws {
    let home = CoupleHomeSummary(
      dDay: 365, partnerNickname: "빵빵아", totals: BattleTotals(wins: 3, losses: 2, draws: 1), liveBattle: "753",
      coupons: CouponCounts(unused: 1, unseen: 1))
    #expect(try JSONDecoder().decode(CoupleHomeSummary.self, from: JSONEncoder().encode(home)) == home)
    #expect(home.totals.count == 6)
  }
}
