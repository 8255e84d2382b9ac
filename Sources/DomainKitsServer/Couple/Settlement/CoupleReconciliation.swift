#if Server
  import Foundation
  import WagerKit

  /// The start-up reconciliation of the couple app's two-step writes (docs/design/reference-server.md §7.4), run
  /// before the server binds: a settlement is the battle's `finalize` then the coupon's `issue`, and a new battle is
  /// `insert` then `start`, so a crash between two steps can leave a settled battle without its coupon or a battle
  /// left created. For every couple that is active now (the couple users' couples: the kit lists couples by partner
  /// only, §7.2 gap 5) it issues every finalized battle's coupon again (`CouponRepository.issue` stores nothing that
  /// is there) and starts a live battle still created.
  ///
  /// Both SQLite and PostgreSQL store a settled battle's coupon in the settling transaction already, so on them the
  /// issue step finds nothing to do; it is kept for any store that does not. A cancelled battle's coupon is not
  /// reached (the kit lists finalized battles only), nor are the battles of a disconnected couple.
  struct CoupleReconciliation: Sendable {
    /// What was found and repaired.
    struct Report: Sendable, Equatable {
      /// Active couples looked at.
      var couples = 0
      /// Coupons of finalized battles that were missing and are now stored.
      var issuedCoupons = 0
      /// Live battles that were still created and are now started.
      var startedBattles = 0
    }

    /// The store.
    let repositories: ServerRepositories
    /// The time a started battle starts at.
    let clock: ServerClock

    /// Runs the reconciliation once.
    func run() async throws -> Report {
      var report = Report()
      var seen: Set<CoupleID> = []
      for partner in try await repositories.coupleUsers.partnerIDs() {
        guard let couple = try await repositories.couples.activeCouple(of: PartnerID(partner)),
          seen.insert(couple.id).inserted
        else { continue }
        report.couples += 1
        for battle in try await repositories.battles.finishedBattles(couple: couple.id) {
          if try await repositories.coupons.issue(battle.coupon) { report.issuedCoupons += 1 }
        }
        if let live = try await repositories.battles.liveBattle(couple: couple.id), live.status == .created {
          try await repositories.battles.start(id: live.id, at: max(clock.now(), live.createdAt))
          report.startedBattles += 1
        }
      }
      return report
    }
  }
#endif
