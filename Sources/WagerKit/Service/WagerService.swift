import Foundation

/// The battle flow of a couples' app over the three repositories, reading "now" from an injected provider.
///
/// Each step is one atomic repository operation plus, where the flow needs it, an idempotent follow-up (issuing
/// the settled coupon), so retrying a step after a failure never settles or issues anything twice.
///
/// ```swift
/// let service = WagerService(
///   couples: InMemoryCoupleRepository(), battles: InMemoryBattleRepository(), coupons: InMemoryCouponRepository(),
///   now: Date.init)  // the app's clock; tests pass a fixed one
/// var random = SystemRandomNumberGenerator()
/// let battle = try await service.createBattle(
///   id: "753", couple: "7", by: .first, category: twentyQuestions, wish: "설거지 한 번 해주기", using: &random)
/// try await service.start(battle: battle.id)
/// try await service.report(battle: battle.id, by: .first, completed: true)
/// try await service.report(battle: battle.id, by: .second, completed: false)
/// let settlement = try await service.finalize(battle: battle.id)  // .win(.first); the coupon is issued
/// ```
public struct WagerService: Sendable {
  /// The couples.
  public let couples: any CoupleRepository
  /// The battles.
  public let battles: any BattleRepository
  /// The settled wish coupons.
  public let coupons: any CouponRepository
  /// Where "now" comes from.
  public let now: DateProvider

  /// Creates a service over three repositories and the app's clock.
  ///
  /// WagerKit never reads the system clock: pass `Date.init` in the app, a fixed or stepping provider in tests.
  public init(
    couples: any CoupleRepository, battles: any BattleRepository, coupons: any CouponRepository,
    now: @escaping DateProvider
  ) {
    self.couples = couples
    self.battles = battles
    self.coupons = coupons
    self.now = now
  }

  // MARK: Battles

  /// Creates a battle for a connected couple, dealing missions with `generator`; refused while the couple has a
  /// live battle, atomically, however many partners try at once.
  ///
  /// - Throws: ``WagerError/coupleNotFound(couple:)``, the errors of
  ///   ``Battle/create(id:couple:by:category:wish:at:deadline:using:)`` and of ``BattleRepository/insert(_:)``
  ///   (``WagerError/battleAlreadyRunning(couple:existing:)``). When the couple was disconnected while the
  ///   battle was being stored, the battle is cancelled again and the error is
  ///   ``WagerError/coupleNotConnected(couple:)``.
  public func createBattle(
    id: BattleID, couple coupleID: CoupleID, by role: PartnerRole, category: MissionCategory, wish: String,
    deadline: Date? = nil, using generator: inout some RandomNumberGenerator
  ) async throws -> Battle {
    guard let couple = try await couples.couple(id: coupleID) else { throw WagerError.coupleNotFound(couple: coupleID) }
    let battle = try Battle.create(
      id: id, couple: couple, by: role, category: category, wish: wish, at: now(), deadline: deadline,
      using: &generator)
    try await battles.insert(battle)
    // A disconnect that ran between reading the couple and storing the battle found no live battle to cancel;
    // look again, so that a disconnected couple never keeps a live battle.
    if let current = try? await couples.couple(id: coupleID), !current.isConnected {
      _ = try? await cancel(battle: battle.id)
      throw WagerError.coupleNotConnected(couple: coupleID)
    }
    return battle
  }

  /// Creates a battle as the `inout` form does, dealing missions with a copy of `generator`.
  ///
  /// This is the form an `@MainActor` owner calls: it cannot pass a generator it stores `inout` across the
  /// `await`. Pass `SystemRandomNumberGenerator()` in an app. A value generator is copied, so a seeded
  /// `SplitMix64` stored by the owner deals the same missions to every battle; keep a
  /// `SharedRandomNumberGenerator` instead, whose draws continue from call to call.
  ///
  /// - Throws: As the `inout` form.
  public func createBattle(
    id: BattleID, couple coupleID: CoupleID, by role: PartnerRole, category: MissionCategory, wish: String,
    deadline: Date? = nil, using generator: some RandomNumberGenerator & Sendable
  ) async throws -> Battle {
    var generator = generator
    return try await createBattle(
      id: id, couple: coupleID, by: role, category: category, wish: wish, deadline: deadline, using: &generator)
  }

  /// Starts a created battle.
  @discardableResult
  public func start(battle id: BattleID) async throws -> Battle {
    try await battles.start(id: id, at: now())
  }

  /// Records or changes a partner's report.
  @discardableResult
  public func report(battle id: BattleID, by role: PartnerRole, completed: Bool) async throws -> Battle {
    try await battles.report(id: id, role: role, completed: completed, at: now())
  }

  /// Finalizes a battle and issues its settled coupon. Calling it again returns the same outcome, with
  /// ``BattleSettlement/isNew`` false, and issues nothing again.
  public func finalize(battle id: BattleID) async throws -> BattleSettlement {
    let settlement = try await battles.finalize(id: id, at: now())
    // Issue even when not new: if an earlier call stopped between the two steps, this completes it.
    try await coupons.issue(settlement.coupon)
    return settlement
  }

  /// Cancels a live battle and records its coupon as void.
  @discardableResult
  public func cancel(battle id: BattleID) async throws -> Battle {
    let battle = try await battles.cancel(id: id, at: now())
    try await coupons.issue(battle.coupon)
    return battle
  }

  // MARK: Couples and coupons

  /// Disconnects a couple and cancels its live battle, if any.
  @discardableResult
  public func disconnect(couple id: CoupleID, by role: PartnerRole) async throws -> Couple {
    let couple = try await couples.disconnect(id: id, by: role, at: now())
    if let live = try await battles.liveBattle(couple: id) { try await cancel(battle: live.id) }
    return couple
  }

  /// Uses a wish coupon on behalf of its owner; a coupon is used once, even when two requests race.
  @discardableResult
  public func useCoupon(_ id: BattleID, by role: PartnerRole) async throws -> WishCoupon {
    try await coupons.use(id: id, by: role, at: now())
  }

  // MARK: Screens

  /// The history screen of the partner in `viewer`.
  public func history(
    couple id: CoupleID, viewer: PartnerRole, strings: WagerStrings = .korean, timeZone: TimeZone = .seoul
  ) async throws -> BattleHistory {
    guard let couple = try await couples.couple(id: id) else { throw WagerError.coupleNotFound(couple: id) }
    let finished = try await battles.finishedBattles(couple: id)
    return BattleHistory(battles: finished, couple: couple, viewer: viewer, strings: strings, timeZone: timeZone)
  }

  /// The home screen of the partner in `viewer`: D-day, score, live battle and coupon badges.
  public func home(couple id: CoupleID, viewer: PartnerRole, timeZone: TimeZone = .seoul) async throws
    -> CoupleHomeSummary
  {
    guard let couple = try await couples.couple(id: id) else { throw WagerError.coupleNotFound(couple: id) }
    let finished = try await battles.finishedBattles(couple: id)
    return CoupleHomeSummary(
      dDay: couple.dDay(on: now(), in: timeZone),
      partnerNickname: couple.partner(viewer.partner)?.nickname,
      totals: BattleTotals(results: finished.lazy.map { $0.outcome?.result(for: viewer) }),
      liveBattle: try await battles.liveBattle(couple: id)?.id,
      coupons: try await coupons.counts(couple: id, owner: viewer))
  }
}
