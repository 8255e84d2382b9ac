import Foundation

extension Battle {
  /// Every broken invariant, described; empty when the battle is consistent.
  ///
  /// Every transition keeps these; tests check them after each mutation, and decoding refuses a stored battle
  /// that breaks one.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    if wish.count > WishCoupon.wishLimit { violations.append("the wish has \(wish.count) characters") }
    if let deadline, !(deadline > createdAt) { violations.append("the deadline is not after the creation") }
    let reports = [firstReport, secondReport].compactMap { $0 }
    switch phase {
    case .created:
      if !reports.isEmpty { violations.append("a created battle has reports") }
    case .running(let startedAt):
      if startedAt < createdAt { violations.append("the battle started before it was created") }
      if reports.contains(where: { $0.reportedAt < startedAt }) { violations.append("a report predates the start") }
    case .finalized(let outcome, let at):
      if let firstReport, let secondReport {
        if BattleOutcome.decide(first: firstReport, second: secondReport) != outcome {
          violations.append("the outcome does not follow from the reports")
        }
      } else {
        violations.append("a finalized battle lacks a report")
      }
      if reports.contains(where: { $0.reportedAt > at }) {
        violations.append("a report is later than the finalization")
      }
    case .cancelled(let at):
      if at < createdAt { violations.append("the battle was cancelled before it was created") }
      if reports.contains(where: { $0.reportedAt > at }) {
        violations.append("a report is later than the cancellation")
      }
    }
    if let deadline, reports.contains(where: { $0.reportedAt > deadline }) {
      violations.append("a report is past the deadline")
    }
    return violations
  }

  enum CodingKeys: String, CodingKey {
    case id, coupleID, createdBy, createdAt, category, firstMission, secondMission, wish, deadline, phase
    case firstReport, secondReport
  }

  /// Decodes a stored battle and checks its invariants (a finalized battle's outcome follows from its reports, ...).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(BattleID.self, forKey: .id)
    coupleID = try container.decode(CoupleID.self, forKey: .coupleID)
    createdBy = try container.decode(PartnerRole.self, forKey: .createdBy)
    createdAt = try container.decode(Date.self, forKey: .createdAt)
    category = try container.decode(MissionCategory.Summary.self, forKey: .category)
    firstMission = try container.decode(Mission.self, forKey: .firstMission)
    secondMission = try container.decode(Mission.self, forKey: .secondMission)
    wish = try container.decode(String.self, forKey: .wish)
    deadline = try container.decodeIfPresent(Date.self, forKey: .deadline)
    phase = try container.decode(Phase.self, forKey: .phase)
    firstReport = try container.decodeIfPresent(MissionReport.self, forKey: .firstReport)
    secondReport = try container.decodeIfPresent(MissionReport.self, forKey: .secondReport)
    if let violation = invariantViolations().first {
      throw DecodingError.dataCorruptedError(forKey: .phase, in: container, debugDescription: violation)
    }
  }
}
