import Foundation

/// A mission battle between the two partners of a couple, with the wish they bet on it.
///
/// A battle is an explicit state machine. Each transition is a mutating method that either moves the battle on
/// or throws a ``WagerError`` and leaves it exactly as it was:
///
/// | from | ``start(at:)`` | ``report(_:completed:at:)`` | ``finalize(at:)`` | ``cancel(at:)`` |
/// | --- | --- | --- | --- | --- |
/// | ``Status/created`` | running | error | error | cancelled |
/// | ``Status/running`` | error | running (report set or changed) | finalized, once both reported | cancelled |
/// | ``Status/finalized`` | error | error | same settlement, `isNew == false` | error |
/// | ``Status/cancelled`` | error | error | error | error |
///
/// Events happen in time order: a transition dated before the battle's latest event is
/// ``WagerError/outOfOrder(battle:at:latest:)``. A battle with a ``deadline`` refuses reports after it, and once
/// it has passed, a partner who never reported counts as having failed at the deadline.
///
/// One couple has at most one live (created or running) battle; ``BattleRepository/insert(_:)`` enforces that
/// atomically.
public struct Battle: Sendable, Equatable, Codable, Identifiable {
  /// The states of a battle, without their data.
  public enum Status: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// Missions dealt; not started yet.
    case created
    /// Started; the partners are reporting.
    case running
    /// Decided; the coupon went to the winner or became void.
    case finalized
    /// Abandoned before it was decided; the coupon is void.
    case cancelled

    /// The status named `rawValue`; also reads "finalised", the spelling 0.2 wrote.
    public init?(rawValue: String) {
      switch rawValue {
      case "created": self = .created
      case "running": self = .running
      case "finalized", "finalised": self = .finalized
      case "cancelled": self = .cancelled
      default: return nil
      }
    }

    /// The case name ("running").
    public var description: String { rawValue }
  }

  /// The transitions and queries a battle's state can refuse.
  public enum Action: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// ``Battle/start(at:)``.
    case start
    /// ``Battle/report(_:completed:at:)``.
    case report
    /// ``Battle/finalize(at:)``.
    case finalize
    /// ``Battle/cancel(at:)``.
    case cancel
    /// ``Battle/decide(at:)``.
    case decide

    /// The action named `rawValue`; also reads "finalise", the spelling 0.2 wrote.
    public init?(rawValue: String) {
      switch rawValue {
      case "start": self = .start
      case "report": self = .report
      case "finalize", "finalise": self = .finalize
      case "cancel": self = .cancel
      case "decide": self = .decide
      default: return nil
      }
    }

    /// The case name ("report").
    public var description: String { rawValue }
  }

  /// A battle's state with the data that state carries.
  public enum Phase: Sendable, Equatable, Codable {
    /// Missions dealt; not started yet.
    case created
    /// Started at `startedAt`.
    case running(startedAt: Date)
    /// Decided at `at`.
    case finalized(BattleOutcome, at: Date)
    /// Abandoned at `at`.
    case cancelled(at: Date)

    /// The keys of the stored form. A decided battle keeps the key "finalised" it had in 0.2, so stored battles
    /// read back unchanged and files need no migration.
    private enum CodingKeys: String, CodingKey {
      case created, running, cancelled
      case finalized = "finalised"
    }
  }

  /// The battle's identifier; also its wish coupon's.
  public let id: BattleID
  /// The couple playing.
  public let coupleID: CoupleID
  /// The partner who created the battle.
  public let createdBy: PartnerRole
  /// When the battle was created.
  public let createdAt: Date
  /// The category the battle was created from.
  public let category: MissionCategory.Summary
  /// The first partner's mission.
  public let firstMission: Mission
  /// The second partner's mission.
  public let secondMission: Mission
  /// The wish bet on the battle, normalized; empty when none was written (the coupon is then invisible).
  public let wish: String
  /// The last instant at which a report is accepted, if the battle has one.
  public let deadline: Date?
  /// The battle's state.
  public internal(set) var phase: Phase
  /// The first partner's latest report.
  public internal(set) var firstReport: MissionReport?
  /// The second partner's latest report.
  public internal(set) var secondReport: MissionReport?

  /// Creates a battle in the ``Status/created`` state with missions already chosen.
  ///
  /// Use ``create(id:couple:by:category:wish:at:deadline:using:)`` to deal the missions from a category.
  ///
  /// - Throws: ``WagerError/wishTooLong(length:limit:)`` for a wish longer than ``WishCoupon/wishLimit``
  ///   characters after normalization, and ``WagerError/deadlineNotAfterCreation(battle:deadline:)``.
  public init(
    id: BattleID, coupleID: CoupleID, createdBy: PartnerRole, createdAt: Date, category: MissionCategory.Summary,
    missions: (first: Mission, second: Mission), wish: String, deadline: Date? = nil
  ) throws(WagerError) {
    if let deadline, !(deadline > createdAt) { throw .deadlineNotAfterCreation(battle: id, deadline: deadline) }
    self.wish = try WishCoupon.normalizedWish(wish)
    self.id = id
    self.coupleID = coupleID
    self.createdBy = createdBy
    self.createdAt = createdAt
    self.category = category
    self.firstMission = missions.first
    self.secondMission = missions.second
    self.deadline = deadline
    self.phase = .created
  }

  /// Creates a battle for a connected couple, dealing the missions from `category` with `generator`.
  ///
  /// - Throws: ``WagerError/coupleNotConnected(couple:)``, ``WagerError/notEnoughMissions(category:needed:available:)``,
  ///   and the errors of ``init(id:coupleID:createdBy:createdAt:category:missions:wish:deadline:)``. Whether the
  ///   couple already has a live battle is the repository's check, made atomically when the battle is stored.
  public static func create(
    id: BattleID, couple: Couple, by role: PartnerRole, category: MissionCategory, wish: String, at date: Date,
    deadline: Date? = nil, using generator: inout some RandomNumberGenerator
  ) throws(WagerError) -> Battle {
    guard couple.isConnected else { throw .coupleNotConnected(couple: couple.id) }
    let missions = try category.dealMissions(using: &generator)
    return try Battle(
      id: id, coupleID: couple.id, createdBy: role, createdAt: date, category: category.summary, missions: missions,
      wish: wish, deadline: deadline)
  }

  // MARK: Queries

  /// The battle's state, without its data.
  public var status: Status {
    switch phase {
    case .created: .created
    case .running: .running
    case .finalized: .finalized
    case .cancelled: .cancelled
    }
  }

  /// Whether the battle is created or running: the one battle that keeps its couple from starting another.
  public var isLive: Bool {
    switch phase {
    case .created, .running: true
    case .finalized, .cancelled: false
    }
  }

  /// The outcome of a finalized battle, or `nil`.
  public var outcome: BattleOutcome? {
    if case .finalized(let outcome, _) = phase { return outcome }
    return nil
  }

  /// When the battle was finalized, or `nil`.
  public var finalizedAt: Date? {
    if case .finalized(_, let at) = phase { return at }
    return nil
  }

  /// The mission of the partner in `role`.
  public func mission(for role: PartnerRole) -> Mission {
    role == .first ? firstMission : secondMission
  }

  /// The latest report of the partner in `role`, or `nil` if they have not reported.
  public func report(of role: PartnerRole) -> MissionReport? {
    role == .first ? firstReport : secondReport
  }

  /// The wish coupon bet on this battle as it stands: pending while live, the winner's once finalized with a win,
  /// void after a draw or a cancellation. A repository keeps it from there (use, seen).
  public var coupon: WishCoupon {
    switch phase {
    case .created, .running:
      WishCoupon(id: id, coupleID: coupleID, wish: wish, status: .pending, settledAt: nil)
    case .finalized(let outcome, let at):
      WishCoupon(
        id: id, coupleID: coupleID, wish: wish, status: outcome.winner.map { .awarded(to: $0) } ?? .void,
        settledAt: at)
    case .cancelled(let at):
      WishCoupon(id: id, coupleID: coupleID, wish: wish, status: .void, settledAt: at)
    }
  }

  /// The time of the battle's latest event; a transition may not be dated earlier.
  var latestEventAt: Date {
    var latest = createdAt
    switch phase {
    case .created: break
    case .running(let startedAt): latest = max(latest, startedAt)
    case .finalized(_, let at), .cancelled(let at): latest = max(latest, at)
    }
    if let firstReport { latest = max(latest, firstReport.reportedAt) }
    if let secondReport { latest = max(latest, secondReport.reportedAt) }
    return latest
  }
}
