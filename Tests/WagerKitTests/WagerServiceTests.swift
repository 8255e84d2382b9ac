import Foundation
import Testing

@testable import WagerKit

/// A "now" the test moves forward; shared by the service's provider.
private final class ManualNow: @unchecked Sendable {
  private let lock = NSLock()
  private var date: Date
  init(_ date: Date) { self.date = date }
  func callAsFunction() -> Date {
    lock.lock()
    defer { lock.unlock() }
    return date
  }
  func advance(minutes: Double) {
    lock.lock()
    defer { lock.unlock() }
    date = date.addingTimeInterval(minutes * 60)
  }
}

@Suite("The battle flow over the repositories")
struct WagerServiceTests {
  private static func service(at date: Date) async throws -> (WagerService, ManualNow) {
    let now = ManualNow(date)
    let service = WagerService(
      couples: InMemoryCoupleRepository(), battles: InMemoryBattleRepository(), coupons: InMemoryCouponRepository(),
      now: { now() })
    try await service.couples.insert(Fixtures.waitingCouple())
    _ = try await service.couples.join(code: "K7Q2M9XD", partner: Fixtures.kongtteok, at: Fixtures.inviteIssued)
    return (service, now)
  }

  @Test("A win by first report, a draw, the coupon used once, the history and the home screen")
  func flow() async throws {
    let (service, now) = try await Self.service(at: Fixtures.seoul(2023, 12, 27, 20, 40))
    var generator = SplitMix64(seed: 753)
    let battle = try await service.createBattle(
      id: "753", couple: "couple-7", by: .first, category: Fixtures.twentyQuestions, wish: "설거지 한 번 해주기",
      using: &generator)
    #expect(battle.firstMission != battle.secondMission)
    await #expect(throws: WagerError.battleAlreadyRunning(couple: "couple-7", existing: "753")) {
      try await service.createBattle(
        id: "754", couple: "couple-7", by: .second, category: Fixtures.compliments, wish: "", using: &generator)
    }
    try await service.start(battle: "753")
    now.advance(minutes: 16)
    try await service.report(battle: "753", by: .second, completed: true)
    await #expect(throws: WagerError.partnerNotReported(battle: "753", role: .first)) {
      try await service.finalize(battle: "753")
    }
    now.advance(minutes: 2)
    try await service.report(battle: "753", by: .first, completed: true)
    let settlement = try await service.finalize(battle: "753")
    #expect(settlement.outcome == .win(.second), "the second partner reported first")
    #expect(try await !service.finalize(battle: "753").isNew)
    #expect(try await service.coupons.coupons(couple: "couple-7").count == 1, "finalizing twice issued one coupon")

    // The second battle: both fail, a draw.
    now.advance(minutes: 60 * 24)
    _ = try await service.createBattle(
      id: "754", couple: "couple-7", by: .second, category: Fixtures.compliments, wish: "영화 고르기 권한",
      using: &generator)
    try await service.start(battle: "754")
    now.advance(minutes: 30)
    try await service.report(battle: "754", by: .first, completed: false)
    try await service.report(battle: "754", by: .second, completed: false)
    #expect(try await service.finalize(battle: "754").outcome == .draw)

    // Coupons: the winner uses theirs once; the draw's is void.
    await #expect(throws: WagerError.couponNotOwned(coupon: "753", by: .first, owner: .second)) {
      try await service.useCoupon("753", by: .first)
    }
    try await service.useCoupon("753", by: .second)
    await #expect(throws: WagerError.self) { try await service.useCoupon("753", by: .second) }
    await #expect(throws: WagerError.couponVoid(coupon: "754")) { try await service.useCoupon("754", by: .second) }

    let history = try await service.history(couple: "couple-7", viewer: .second)
    #expect(history.rows.map(\.id) == ["754", "753"])
    #expect(history.rows.map(\.resultText) == ["무승부", "승리"])
    #expect(history.rows[1].date == "23.12.27")
    #expect(history.rows[1].myMission.time == "20:56")
    #expect(history.rows[1].partnerMission.time == "20:58")
    #expect(history.rows[1].winnerName == "콩떡이")

    let home = try await service.home(couple: "couple-7", viewer: .first)
    #expect(home.dDay == 366)
    #expect(home.partnerNickname == "콩떡이")
    #expect(home.totals == BattleTotals(wins: 0, losses: 1, draws: 1))
    #expect(home.liveBattle == nil)
    #expect(home.coupons == CouponCounts(unused: 0, unseen: 0))
    let theirHome = try await service.home(couple: "couple-7", viewer: .second)
    #expect(theirHome.coupons == CouponCounts(unused: 0, unseen: 0), "used implies seen")
  }

  @Test("Both partners creating at the same time get exactly one battle")
  func concurrentCreates() async throws {
    let (service, _) = try await Self.service(at: Fixtures.seoul(2023, 12, 27, 20, 40))
    let created = await withTaskGroup(of: BattleID?.self) { group in
      for attempt in 0..<64 {
        group.addTask {
          var generator = SplitMix64(seed: UInt64(attempt))
          let role: PartnerRole = attempt.isMultiple(of: 2) ? .first : .second
          return try? await service.createBattle(
            id: BattleID("attempt-\(attempt)"), couple: "couple-7", by: role, category: Fixtures.twentyQuestions,
            wish: "", using: &generator
          ).id
        }
      }
      var ids: [BattleID] = []
      for await id in group { if let id { ids.append(id) } }
      return ids
    }
    #expect(created.count == 1)
    #expect(try await service.battles.liveBattle(couple: "couple-7")?.id == created.first)
  }

  @Test("Disconnecting cancels the live battle and voids its coupon; no new battle starts")
  func disconnect() async throws {
    let (service, now) = try await Self.service(at: Fixtures.seoul(2024, 1, 5, 19, 0))
    var generator = SplitMix64(seed: 1)
    _ = try await service.createBattle(
      id: "b", couple: "couple-7", by: .first, category: Fixtures.compliments, wish: "안마 10분", using: &generator)
    now.advance(minutes: 5)
    try await service.disconnect(couple: "couple-7", by: .second)
    #expect(try await service.battles.battle(id: "b")?.status == .cancelled)
    #expect(try await service.coupons.coupon(id: "b")?.status == .void)
    await #expect(throws: WagerError.coupleNotConnected(couple: "couple-7")) {
      try await service.createBattle(
        id: "c", couple: "couple-7", by: .first, category: Fixtures.compliments, wish: "", using: &generator)
    }
    await #expect(throws: WagerError.coupleNotFound(couple: "ghost")) {
      try await service.history(couple: "ghost", viewer: .first)
    }
  }

  @Test("User-facing messages come from the strings value")
  func messages() {
    let strings = WagerStrings.korean
    #expect(strings.message(for: .battleAlreadyRunning(couple: "c", existing: "b")) == "이미 생성된 승부가 있습니다.")
    #expect(strings.message(for: .partnerNotReported(battle: "b", role: .first)) == "상대방이 아직 결과를 입력하지 않았습니다.")
    #expect(
      strings.message(for: .invalidTransition(battle: "b", from: .finalized, action: .report)) == "이미 종료된 라운드입니다.")
    #expect(strings.message(for: .inviteCodeExpired(code: "X", expiredAt: .distantPast)) == strings.invalidInviteCode)
    #expect(strings.message(for: .couponAlreadyUsed(coupon: "b", usedAt: .distantPast)) == strings.couponUnavailable)
    #expect(strings.message(for: .emptyWish) == strings.genericFailure)
    var english = strings
    english.battleAlreadyRunning = "A battle is already in progress."
    #expect(
      english.message(for: .battleAlreadyRunning(couple: "c", existing: "b")) == "A battle is already in progress.")
  }
}

/// An app's view model: main-actor isolated, keeping its generator in a stored property.
@MainActor
private final class BattleScreenModel {
  let service: WagerService
  var generator = SplitMix64(seed: 753)
  init(service: WagerService) { self.service = service }

  func create() async throws -> Battle {
    // `using: &generator` does not compile here: a main-actor property cannot go inout across the await.
    try await service.createBattle(
      id: "753", couple: "couple-7", by: .first, category: Fixtures.twentyQuestions, wish: "", using: generator)
  }
}

@Suite("Creating a battle from a main-actor owner")
struct WagerServiceMainActorTests {
  @Test("The copy form deals what the inout form deals with the same seed")
  @MainActor
  func copyForm() async throws {
    func service() async throws -> WagerService {
      let service = WagerService(
        couples: InMemoryCoupleRepository(), battles: InMemoryBattleRepository(),
        coupons: InMemoryCouponRepository(), now: { Fixtures.seoul(2023, 12, 27, 20, 40) })
      try await service.couples.insert(Fixtures.waitingCouple())
      _ = try await service.couples.join(code: "K7Q2M9XD", partner: Fixtures.kongtteok, at: Fixtures.inviteIssued)
      return service
    }
    let model = BattleScreenModel(service: try await service())
    let copied = try await model.create()

    var generator = SplitMix64(seed: 753)
    let direct = try await service().createBattle(
      id: "753", couple: "couple-7", by: .first, category: Fixtures.twentyQuestions, wish: "", using: &generator)
    #expect(copied.firstMission == direct.firstMission)
    #expect(copied.secondMission == direct.secondMission)
    #expect(model.generator == SplitMix64(seed: 753), "the owner's generator is copied, not advanced")
  }

  @Test("A shared generator advances across battles: the second deal is the inout form's second deal")
  @MainActor
  func sharedGenerator() async throws {
    func service() async throws -> WagerService {
      let service = WagerService(
        couples: InMemoryCoupleRepository(), battles: InMemoryBattleRepository(),
        coupons: InMemoryCouponRepository(), now: { Fixtures.seoul(2023, 12, 27, 20, 40) })
      try await service.couples.insert(Fixtures.waitingCouple())
      _ = try await service.couples.join(code: "K7Q2M9XD", partner: Fixtures.kongtteok, at: Fixtures.inviteIssued)
      return service
    }
    let random = SharedRandomNumberGenerator(SplitMix64(seed: 753))
    let shared = try await service()
    var sharedDeals: [[Mission?]] = []
    let direct = try await service()
    var generator = SplitMix64(seed: 753)
    var directDeals: [[Mission?]] = []
    for id in ["800", "801", "802"] {
      let battle = try await shared.createBattle(
        id: BattleID(id), couple: "couple-7", by: .first, category: Fixtures.twentyQuestions, wish: "",
        using: random)
      _ = try await shared.cancel(battle: battle.id)
      sharedDeals.append([battle.firstMission, battle.secondMission])
      let reference = try await direct.createBattle(
        id: BattleID(id), couple: "couple-7", by: .first, category: Fixtures.twentyQuestions, wish: "",
        using: &generator)
      _ = try await direct.cancel(battle: reference.id)
      directDeals.append([reference.firstMission, reference.secondMission])
    }
    #expect(sharedDeals == directDeals)
    #expect(Set(sharedDeals.map { $0.map { $0?.id } }).count > 1, "three battles, not one deal repeated")
  }
}

@Suite("Error text in Seoul time")
struct WagerErrorTimeTextTests {
  @Test("A used coupon's error names the time of use as Seoul's wall clock, not UTC")
  func couponUsedAt() {
    let usedAt = Date(timeIntervalSince1970: 1_795_622_411)  // 2026-11-25 16:00:11 UTC
    #expect(
      WagerError.couponAlreadyUsed(coupon: "753", usedAt: usedAt).description
        == "the wish coupon of battle 753 was already used at 2026-11-26 01:00:11 +09:00")
  }
}
