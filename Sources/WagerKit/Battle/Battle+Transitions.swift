import Foundation

extension Battle {
  /// Starts a created battle.
  ///
  /// - Throws: ``WagerError/invalidTransition(battle:from:action:)`` unless the battle is ``Status/created``, and
  ///   ``WagerError/outOfOrder(battle:at:latest:)`` for a time before its creation. The battle is unchanged.
  public mutating func start(at date: Date) throws(WagerError) {
    guard case .created = phase else { throw refusal(.start) }
    try checkOrder(date)
    phase = .running(startedAt: date)
  }

  /// Records or changes the report of the partner in `role`.
  ///
  /// A changed report replaces the earlier one, time included: reporting again moves the partner's time.
  ///
  /// - Throws: ``WagerError/invalidTransition(battle:from:action:)`` unless the battle is ``Status/running``,
  ///   ``WagerError/outOfOrder(battle:at:latest:)`` for a time before the battle's latest event, and
  ///   ``WagerError/deadlinePassed(battle:deadline:at:)`` after the ``deadline``. The battle is unchanged.
  public mutating func report(_ role: PartnerRole, completed: Bool, at date: Date) throws(WagerError) {
    guard case .running = phase else { throw refusal(.report) }
    try checkOrder(date)
    if let deadline, date > deadline { throw .deadlinePassed(battle: id, deadline: deadline, at: date) }
    let report = MissionReport(completed: completed, reportedAt: date)
    switch role {
    case .first: firstReport = report
    case .second: secondReport = report
    }
  }

  /// The outcome the battle has, or would have if it were finalized at `date`, without changing it.
  ///
  /// - Throws: ``WagerError/partnerNotReported(battle:role:)`` while a partner has not reported (and the deadline,
  ///   if any, has not passed), and ``WagerError/invalidTransition(battle:from:action:)`` for a created or
  ///   cancelled battle.
  public func decide(at date: Date) throws(WagerError) -> BattleOutcome {
    switch phase {
    case .finalized(let outcome, _): return outcome
    case .created, .cancelled: throw refusal(.decide)
    case .running:
      let reports = try effectiveReports(at: date)
      return BattleOutcome.decide(first: reports.first, second: reports.second)
    }
  }

  /// Decides the battle and settles its coupon; asking again returns the same settlement with `isNew == false`.
  ///
  /// Once the ``deadline`` has passed, a partner who never reported is recorded as having failed at the deadline.
  ///
  /// - Throws: ``WagerError/partnerNotReported(battle:role:)`` until both partners have reported (or the deadline
  ///   has passed), ``WagerError/invalidTransition(battle:from:action:)`` for a created or cancelled battle, and
  ///   ``WagerError/outOfOrder(battle:at:latest:)``. The battle is unchanged.
  public mutating func finalize(at date: Date) throws(WagerError) -> BattleSettlement {
    switch phase {
    case .finalized(let outcome, _): return BattleSettlement(outcome: outcome, coupon: coupon, isNew: false)
    case .created, .cancelled: throw refusal(.finalize)
    case .running: break
    }
    try checkOrder(date)
    let reports = try effectiveReports(at: date)
    let outcome = BattleOutcome.decide(first: reports.first, second: reports.second)
    firstReport = reports.first
    secondReport = reports.second
    phase = .finalized(outcome, at: date)
    return BattleSettlement(outcome: outcome, coupon: coupon, isNew: true)
  }

  /// Abandons (quits) a created or running battle; its coupon becomes void.
  ///
  /// - Throws: ``WagerError/invalidTransition(battle:from:action:)`` for a finalized or cancelled battle, and
  ///   ``WagerError/outOfOrder(battle:at:latest:)``. The battle is unchanged.
  public mutating func cancel(at date: Date) throws(WagerError) {
    guard isLive else { throw refusal(.cancel) }
    try checkOrder(date)
    phase = .cancelled(at: date)
  }

  // MARK: Helpers

  private func refusal(_ action: Action) -> WagerError {
    .invalidTransition(battle: id, from: status, action: action)
  }

  private func checkOrder(_ date: Date) throws(WagerError) {
    let latest = latestEventAt
    guard date >= latest else { throw .outOfOrder(battle: id, at: date, latest: latest) }
  }

  /// Both reports, with a missing one counted as failed at the deadline once `date` is past it.
  private func effectiveReports(at date: Date) throws(WagerError) -> (first: MissionReport, second: MissionReport) {
    let expiredDeadline = deadline.flatMap { date > $0 ? $0 : nil }
    func effective(_ report: MissionReport?, _ role: PartnerRole) throws(WagerError) -> MissionReport {
      if let report { return report }
      if let expiredDeadline { return MissionReport(completed: false, reportedAt: expiredDeadline) }
      throw .partnerNotReported(battle: id, role: role)
    }
    return (try effective(firstReport, .first), try effective(secondReport, .second))
  }
}
