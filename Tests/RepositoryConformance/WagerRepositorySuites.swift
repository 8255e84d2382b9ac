import Foundation
import Testing
import WagerKit

// Conformance suites for the repository protocols, written only against the public API so that any
// implementation (the in-memory actors in WagerKitTests, the SQLite stores in DomainKitsGRDBTests) can run them: call
// `exerciseBattleRepository { MyStore() }` from a test. Each call of `make` must return an empty store.

/// Checks a ``BattleRepository``: storing, the one-live-battle rule (also under concurrent inserts), atomic
/// commands that change nothing when refused, the contract for a missing id, and the order of finished battles.
public func exerciseBattleRepository<Store: BattleRepository>(_ make: () async throws -> Store) async throws {
  // Insert, read, duplicate.
  do {
    let store = try await make()
    let battle = try WagerSample.newBattle("b1")
    try await store.insert(battle)
    #expect(try await store.battle(id: "b1") == battle)
    #expect(try await store.battle(id: "missing") == nil)
    #expect(try await store.liveBattle(couple: "couple-7") == battle)
    #expect(try await store.liveBattle(couple: "other") == nil)
    await #expect(throws: WagerError.battleAlreadyRunning(couple: "couple-7", existing: "b1")) {
      try await store.insert(battle)
    }
    // The same identifier for another couple's battle is a duplicate.
    await #expect(throws: WagerError.duplicateBattle(battle: "b1")) {
      try await store.insert(try WagerSample.newBattle("b1", couple: "couple-9"))
    }
    await #expect(throws: WagerError.battleAlreadyRunning(couple: "couple-7", existing: "b1")) {
      try await store.insert(try WagerSample.newBattle("b2"))
    }
    #expect(try await store.battle(id: "b2") == nil, "a refused insert stores nothing")
    // Another couple is not affected.
    try await store.insert(try WagerSample.newBattle("b3", couple: "couple-8"))
    #expect(try await store.liveBattle(couple: "couple-8")?.id == "b3")
  }

  // Transitions through the store; a refused one changes nothing.
  do {
    let store = try await make()
    try await store.insert(try WagerSample.newBattle("b1"))
    #expect(try await store.start(id: "b1", at: WagerSample.at(1)).status == .running)
    try await store.report(id: "b1", role: .second, completed: true, at: WagerSample.at(5))
    let beforeRefusal = try await store.battle(id: "b1")
    await #expect(throws: WagerError.partnerNotReported(battle: "b1", role: .first)) {
      try await store.finalize(id: "b1", at: WagerSample.at(6))
    }
    await #expect(throws: WagerError.outOfOrder(battle: "b1", at: WagerSample.at(2), latest: WagerSample.at(5))) {
      try await store.report(id: "b1", role: .first, completed: true, at: WagerSample.at(2))
    }
    #expect(try await store.battle(id: "b1") == beforeRefusal)
    await #expect(throws: WagerError.battleNotFound(battle: "nope")) {
      try await store.start(id: "nope", at: WagerSample.at(1))
    }
    try await store.report(id: "b1", role: .first, completed: true, at: WagerSample.at(7))
    let settlement = try await store.finalize(id: "b1", at: WagerSample.at(8))
    #expect(settlement.outcome == .win(.second))
    #expect(settlement.isNew)
    let again = try await store.finalize(id: "b1", at: WagerSample.at(9))
    #expect(!again.isNew)
    #expect(again.outcome == settlement.outcome)
    #expect(try await store.battle(id: "b1")?.finalizedAt == WagerSample.at(8))
    #expect(try await store.liveBattle(couple: "couple-7") == nil)
    // The couple can start its next battle now.
    try await store.insert(try WagerSample.newBattle("b2", created: WagerSample.at(10)))
    try await store.cancel(id: "b2", at: WagerSample.at(11))
    #expect(try await store.liveBattle(couple: "couple-7") == nil)
    #expect(try await store.finishedBattles(couple: "couple-7").map(\.id) == ["b1"], "cancelled is not finished")
  }

  // A missing id reads nil and a command on it throws the typed not-found error; a command that changes nothing
  // reports `changed == false`.
  do {
    let store = try await make()
    #expect(try await store.battle(id: "missing") == nil)
    await #expect(throws: WagerError.battleNotFound(battle: "missing")) {
      try await store.update(id: "missing", .start(at: WagerSample.at(1)))
    }
    #expect(try await store.battle(id: "missing") == nil, "a command on a missing id stores nothing")
    try await store.insert(try WagerSample.newBattle("b1"))
    let started = try await store.update(id: "b1", .start(at: WagerSample.at(1)))
    #expect(started.changed)
    #expect(started.value.status == .running)
    #expect(try await store.update(id: "b1", .report(.first, completed: true, at: WagerSample.at(2))).changed)
    let repeated = try await store.update(id: "b1", .report(.first, completed: true, at: WagerSample.at(2)))
    #expect(!repeated.changed, "the same report at the same time changes nothing")
    try await store.update(id: "b1", .report(.second, completed: false, at: WagerSample.at(3)))
    let finalized = try await store.update(id: "b1", .finalize(at: WagerSample.at(4)))
    #expect(finalized.changed)
    #expect(finalized.value.outcome == .win(.first))
    let again = try await store.update(id: "b1", .finalize(at: WagerSample.at(5)))
    #expect(!again.changed, "finalizing a finalized battle changes nothing")
    #expect(again.value == finalized.value)
    #expect(try await store.battle(id: "b1") == finalized.value)
  }

  // Finished battles come newest first, ties by identifier descending, whatever the insertion order.
  do {
    let store = try await make()
    let finished = [
      try WagerSample.finishedBattle("f2", minutes: 20, winner: .first),
      try WagerSample.finishedBattle("f4", minutes: 40, winner: nil),
      try WagerSample.finishedBattle("f1", minutes: 10, winner: .second),
      try WagerSample.finishedBattle("f3b", minutes: 30, winner: .first),
      try WagerSample.finishedBattle("f3a", minutes: 30, winner: .first),
      try WagerSample.finishedBattle("x1", minutes: 50, winner: .first, couple: "couple-8"),
    ]
    for battle in finished { try await store.insert(battle) }
    #expect(try await store.finishedBattles(couple: "couple-7").map(\.id) == ["f4", "f3b", "f3a", "f2", "f1"])
    #expect(try await store.finishedBattles(couple: "nobody").isEmpty)
    #expect(try await store.liveBattle(couple: "couple-7") == nil)
  }

  // Both partners (and retries) inserting at once: exactly one battle.
  do {
    let store = try await make()
    let attempts = 200
    let outcomes = await withTaskGroup(of: Result<BattleID, WagerError>.self) { group in
      for attempt in 0..<attempts {
        group.addTask {
          do {
            let battle = try WagerSample.newBattle(BattleID("race-\(attempt)"))
            try await store.insert(battle)
            return .success(battle.id)
          } catch let error as WagerError {
            return .failure(error)
          } catch {
            return .failure(.malformedPayload(reason: "unexpected \(error)"))
          }
        }
      }
      var all: [Result<BattleID, WagerError>] = []
      for await outcome in group { all.append(outcome) }
      return all
    }
    let winners = outcomes.compactMap { try? $0.get() }
    #expect(winners.count == 1)
    let winner = try #require(winners.first)
    #expect(try await store.liveBattle(couple: "couple-7")?.id == winner)
    for case .failure(let error) in outcomes {
      #expect(error == .battleAlreadyRunning(couple: "couple-7", existing: winner))
    }
  }
}

/// Checks a ``CoupleRepository``: storing, joining once (also under concurrent joins), one active couple per
/// partner, and disconnecting.
public func exerciseCoupleRepository<Store: CoupleRepository>(_ make: () async throws -> Store) async throws {
  let me = Partner(id: "user-1", nickname: "빵빵아")
  let you = Partner(id: "user-2", nickname: "콩떡이")
  let issued = Date(timeIntervalSince1970: 1_672_617_600)
  let invite = try InviteCode(code: "K7Q2M9XD", issuedAt: issued, expiresAt: issued.addingTimeInterval(86_400))
  let start = try CalendarDay(year: 2022, month: 12, day: 28)
  let waiting = Couple(id: "couple-7", creator: me, startDay: start, invite: invite)

  do {
    let store = try await make()
    try await store.insert(waiting)
    #expect(try await store.couple(id: "couple-7") == waiting)
    #expect(try await store.activeCouple(of: me.id) == waiting)
    await #expect(throws: WagerError.duplicateCouple(couple: "couple-7")) { try await store.insert(waiting) }
    let sameCode = Couple(
      id: "couple-8", creator: Partner(id: "user-9", nickname: "x"), startDay: start, invite: invite)
    await #expect(throws: WagerError.inviteCodeInUse(code: "K7Q2M9XD")) { try await store.insert(sameCode) }
    let otherInvite = try InviteCode(code: "OTHER234", issuedAt: issued, expiresAt: issued.addingTimeInterval(60))
    let secondCouple = Couple(id: "couple-9", creator: me, startDay: start, invite: otherInvite)
    await #expect(throws: WagerError.partnerAlreadyInCouple(partner: me.id, couple: "couple-7")) {
      try await store.insert(secondCouple)
    }
    await #expect(throws: WagerError.inviteCodeNotFound(code: "NOPE2345")) {
      try await store.join(code: "NOPE2345", partner: you, at: issued)
    }
    await #expect(throws: WagerError.ownInviteCode(code: "K7Q2M9XD", partner: me.id)) {
      try await store.join(code: "K7Q2M9XD", partner: me, at: issued)
    }
    let joined = try await store.join(code: "k7q2m9xd", partner: you, at: issued.addingTimeInterval(60))
    #expect(joined.isConnected)
    #expect(try await store.couple(id: "couple-7") == joined)
    #expect(try await store.activeCouple(of: you.id)?.id == "couple-7")
    await #expect(throws: WagerError.inviteCodeAlreadyUsed(code: "K7Q2M9XD")) {
      try await store.join(code: "K7Q2M9XD", partner: Partner(id: "user-3", nickname: "낯선이"), at: issued)
    }
    let ended = try await store.disconnect(id: "couple-7", by: .first, at: issued.addingTimeInterval(120))
    #expect(!ended.isActive)
    #expect(try await store.activeCouple(of: me.id) == nil)
    // Free again: the creator can start a new couple.
    try await store.insert(secondCouple)
    #expect(try await store.activeCouple(of: me.id)?.id == "couple-9")
    await #expect(throws: WagerError.coupleNotFound(couple: "nope")) {
      try await store.disconnect(id: "nope", by: .first, at: issued)
    }
  }

  // A missing id reads nil and a command on it throws the typed not-found error; a command that changes nothing
  // reports `changed == false`.
  do {
    let store = try await make()
    #expect(try await store.couple(id: "missing") == nil)
    await #expect(throws: WagerError.coupleNotFound(couple: "missing")) {
      try await store.update(id: "missing", .changeStartDay(to: start, today: start))
    }
    #expect(try await store.couple(id: "missing") == nil, "a command on a missing id stores nothing")
    try await store.insert(waiting)
    let same = try await store.update(id: "couple-7", .changeStartDay(to: start, today: start))
    #expect(!same.changed, "the start day it already has changes nothing")
    #expect(same.value == waiting)
    let renamed = try await store.update(id: "couple-7", .changeNickname(of: .first, to: "빵빵"))
    #expect(renamed.changed)
    #expect(try await !store.update(id: "couple-7", .changeNickname(of: .first, to: " 빵빵 ")).changed)
    let joined = try await store.update(id: "couple-7", .join(you, code: "K7Q2M9XD", at: issued))
    #expect(joined.changed)
    #expect(joined.value.isConnected)
    #expect(try await store.activeCouple(of: you.id)?.id == "couple-7")
  }

  // Profile edits are atomic: a valid one is stored, a refused one stores nothing.
  do {
    let store = try await make()
    try await store.insert(waiting)
    let renamed = try await store.changeNickname(id: "couple-7", of: .first, to: "빵빵")
    #expect(try await store.couple(id: "couple-7") == renamed)
    await #expect(throws: WagerError.coupleNotConnected(couple: "couple-7")) {
      try await store.changeNickname(id: "couple-7", of: .second, to: "콩떡")
    }
    await #expect(
      throws: WagerError.invalidNickname(nickname: String(repeating: "가", count: 11), length: 11, allowed: 1...10)
    ) {
      try await store.changeNickname(id: "couple-7", of: .first, to: String(repeating: "가", count: 11))
    }
    let today = try CalendarDay(year: 2023, month: 1, day: 2)
    await #expect(throws: WagerError.startDayInFuture(startDay: today.advanced(by: 1), today: today)) {
      try await store.changeStartDay(id: "couple-7", to: today.advanced(by: 1), today: today)
    }
    #expect(try await store.couple(id: "couple-7") == renamed)
    let moved = try await store.changeStartDay(id: "couple-7", to: today, today: today)
    #expect(moved.startDay == today)
    #expect(try await store.couple(id: "couple-7") == moved)
  }

  // An expired code stays unused; a renewed one connects.
  do {
    let store = try await make()
    try await store.insert(waiting)
    await #expect(throws: WagerError.inviteCodeExpired(code: "K7Q2M9XD", expiredAt: invite.expiresAt)) {
      try await store.join(code: "K7Q2M9XD", partner: you, at: invite.expiresAt)
    }
    #expect(try await store.couple(id: "couple-7") == waiting)
    let renewed = try InviteCode(code: "NEW23456", issuedAt: invite.expiresAt, expiresAt: invite.expiresAt + 600)
    try await store.renewInvite(id: "couple-7", renewed)
    await #expect(throws: WagerError.inviteCodeNotFound(code: "K7Q2M9XD")) {
      try await store.join(code: "K7Q2M9XD", partner: you, at: invite.expiresAt)
    }
    #expect(try await store.join(code: "NEW23456", partner: you, at: invite.expiresAt + 1).isConnected)
  }

  // Many people racing for one code: exactly one joins.
  do {
    let store = try await make()
    try await store.insert(waiting)
    let joins = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<100 {
        group.addTask {
          let partner = Partner(id: PartnerID("racer-\(index)"), nickname: "racer")
          return (try? await store.join(code: "K7Q2M9XD", partner: partner, at: issued)) != nil
        }
      }
      var count = 0
      for await joined in group where joined { count += 1 }
      return count
    }
    #expect(joins == 1)
    #expect(try await store.couple(id: "couple-7")?.isConnected == true)
  }
}

/// Checks a ``CouponRepository``: idempotent issue, ownership, single use (also under concurrent use), counts.
public func exerciseCouponRepository<Store: CouponRepository>(_ make: () async throws -> Store) async throws {
  let won = try WagerSample.finishedBattle("c1", minutes: 10, winner: .first)
  let lost = try WagerSample.finishedBattle("c2", minutes: 20, winner: .second)
  let drawn = try WagerSample.finishedBattle("c3", minutes: 30, winner: nil)
  var pending = try WagerSample.newBattle("c4")
  try pending.start(at: WagerSample.createdAt)

  do {
    let store = try await make()
    #expect(try await store.issue(won.coupon))
    #expect(try await !store.issue(won.coupon), "issuing again stores nothing")
    try await store.issue(lost.coupon)
    try await store.issue(drawn.coupon)
    await #expect(throws: WagerError.couponNotSettled(coupon: "c4")) { try await store.issue(pending.coupon) }
    #expect(try await store.coupon(id: "c4") == nil)
    #expect(try await store.coupons(couple: "couple-7").map(\.id) == ["c3", "c2", "c1"])
    #expect(try await store.coupons(couple: "couple-7", owner: .first).map(\.id) == ["c1"])
    #expect(try await store.counts(couple: "couple-7", owner: .first) == CouponCounts(unused: 1, unseen: 1))

    await #expect(throws: WagerError.couponNotOwned(coupon: "c1", by: .second, owner: .first)) {
      try await store.use(id: "c1", by: .second, at: WagerSample.at(60))
    }
    await #expect(throws: WagerError.couponVoid(coupon: "c3")) {
      try await store.use(id: "c3", by: .first, at: WagerSample.at(60))
    }
    await #expect(throws: WagerError.couponNotFound(coupon: "zz")) {
      try await store.use(id: "zz", by: .first, at: WagerSample.at(60))
    }
    #expect(try await store.coupon(id: "c1")?.isUsed == false)
    let used = try await store.use(id: "c1", by: .first, at: WagerSample.at(60))
    #expect(used.usedAt == WagerSample.at(60))
    await #expect(throws: WagerError.couponAlreadyUsed(coupon: "c1", usedAt: WagerSample.at(60))) {
      try await store.use(id: "c1", by: .first, at: WagerSample.at(61))
    }
    #expect(try await !store.issue(won.coupon), "re-issuing does not reset a used coupon")
    #expect(try await store.coupon(id: "c1")?.usedAt == WagerSample.at(60))
    #expect(try await store.markSeen(id: "c2", by: .second, at: WagerSample.at(62)))
    #expect(try await store.counts(couple: "couple-7", owner: .second) == CouponCounts(unused: 1, unseen: 0))
    #expect(try await store.counts(couple: "couple-7", owner: .first) == CouponCounts(unused: 0, unseen: 0))
  }

  // A missing id reads nil and a command on it throws the typed not-found error; a command that changes nothing
  // reports `changed == false`.
  do {
    let store = try await make()
    #expect(try await store.coupon(id: "missing") == nil)
    await #expect(throws: WagerError.couponNotFound(coupon: "missing")) {
      try await store.update(id: "missing", .markSeen(by: .first, at: WagerSample.at(60)))
    }
    #expect(try await store.coupon(id: "missing") == nil, "a command on a missing id stores nothing")
    try await store.issue(won.coupon)
    let seen = try await store.update(id: "c1", .markSeen(by: .first, at: WagerSample.at(60)))
    #expect(seen.changed)
    #expect(seen.value.seenAt == WagerSample.at(60))
    let twice = try await store.update(id: "c1", .markSeen(by: .first, at: WagerSample.at(61)))
    #expect(!twice.changed, "a coupon seen already changes nothing")
    #expect(twice.value == seen.value)
    #expect(try await !store.markSeen(id: "c1", by: .first, at: WagerSample.at(62)))
    #expect(try await !store.update(id: "c1", .markSeen(by: .second, at: WagerSample.at(62))).changed)
    let used = try await store.update(id: "c1", .use(by: .first, at: WagerSample.at(63)))
    #expect(used.changed)
    #expect(try await store.coupon(id: "c1") == used.value)
  }

  // Concurrent uses of one coupon: exactly one succeeds.
  do {
    let store = try await make()
    try await store.issue(won.coupon)
    let successes = await withTaskGroup(of: Bool.self) { group in
      for attempt in 0..<100 {
        group.addTask { (try? await store.use(id: "c1", by: .first, at: WagerSample.at(Double(60 + attempt)))) != nil }
      }
      var count = 0
      for await success in group where success { count += 1 }
      return count
    }
    #expect(successes == 1)
  }

  // A blank coupon: its owner writes the wish, then uses it.
  do {
    let store = try await make()
    var blank = try Battle(
      id: "c5", coupleID: "couple-7", createdBy: .second, createdAt: WagerSample.createdAt,
      category: WagerSample.category,
      missions: (Mission(id: 11, content: "에코백"), Mission(id: 12, content: "장미")), wish: "")
    try blank.start(at: WagerSample.createdAt)
    try blank.report(.first, completed: true, at: WagerSample.at(1))
    try blank.report(.second, completed: false, at: WagerSample.at(2))
    _ = try blank.finalize(at: WagerSample.at(3))
    try await store.issue(blank.coupon)
    await #expect(throws: WagerError.couponHasNoWish(coupon: "c5")) {
      try await store.use(id: "c5", by: .first, at: WagerSample.at(4))
    }
    try await store.writeWish(id: "c5", "영화 고르기 권한", by: .first)
    #expect(try await store.use(id: "c5", by: .first, at: WagerSample.at(5)).wish == "영화 고르기 권한")
  }
}
