import Foundation

extension Battle {
  /// A description of the first broken invariant, or `nil` when the battle is consistent.
  ///
  /// Every transition keeps these; tests check them after each mutation, and decoding refuses a stored battle
  /// that breaks one.
  var invariantViolation: String? {
    if wish.count > WishCoupon.wishLimit { return "the wish has \(wish.count) characters" }
    if let deadline, !(deadline > createdAt) { return "the deadline is not after the creation" }
    let reports = [firstReport, secondReport].compactMap { $0 }
    switch phase {
    case .created:
      if !reports.isEmpty { return "a created battle has reports" }
    case .running(let startedAt):
      if startedAt < createdAt { return "the battle started before it was created" }
      if reports.contains(where: { $0.reportedAt < startedAt }) { return "a report predates the start" }
    case .finalized(let outcome, let at):
      guard let firstReport, let secondReport else { return "a finalized battle lacks a report" }
      if BattleOutcome.decide(first: firstReport, second: secondReport) != outcome {
        return "the outcome does not follow from the reports"
      }
      if reports.contains(where: { $0.reportedAt > at }) { return "a report is later than the finalization" }
    case .cancelled(let at):
      if at < createdAt { return "the battle was cancelled before it was created" }
      if reports.contains(where: { $0.reportedAt > at }) { return "a report is later than the cancellation" }
    }
    if let deadline, reports.contains(where: { $0.reportedAt > deadline }) { return "a report is past the deadline" }
    return nil
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
    if let violation = invariantViolation {
      throw DecodingError.dataCorruptedError(forKey: .phase, in: container, debugDescription: violation)
    }
  }
}
