import Foundation
import PropertyBased
import Testing

@testable import WagerKit

@Suite("Battle under random transitions")
struct BattlePropertyTests {
  /// One step of a random script: which transition, by whom, with what result, and how many seconds later
  /// (negative steps go back in time, which must be refused).
  struct Step: Sendable {
    let kind: Int
    let role: PartnerRole
    let completed: Bool
    let seconds: Int
  }

  /// The rules restated as a plain model: the status, the reports and the latest event time.
  struct Model {
    var status = Battle.Status.created
    var reports: [PartnerRole: MissionReport] = [:]
    var latest: Date
    var outcome: BattleOutcome?
    let deadline: Date

    /// Whether the model accepts the step, applying it if so.
    mutating func apply(_ step: Step, at date: Date) -> Bool {
      guard date >= latest else { return step.kind == 2 && status == .finalized }
      switch (step.kind, status) {
      case (0, .created):
        status = .running
      case (1, .running) where date <= deadline:
        reports[step.role] = MissionReport(completed: step.completed, reportedAt: date)
      case (2, .running):
        let fallback = date > deadline ? MissionReport(completed: false, reportedAt: deadline) : nil
        guard let first = reports[.first] ?? fallback, let second = reports[.second] ?? fallback else { return false }
        reports = [.first: first, .second: second]
        outcome = BattleOutcome.decide(first: first, second: second)
        status = .finalized
      case (2, .finalized):
        return true
      case (3, .created), (3, .running):
        status = .cancelled
      default:
        return false
      }
      latest = date
      return true
    }
  }

  @Test("Random scripts: the battle agrees with the model, keeps its invariants and is unchanged by refusals")
  func randomScripts() async throws {
    let steps = Gen.int(in: 0...3)
    let roles = Gen<PartnerRole>.case
    await propertyCheck(
      count: 200, input: steps.array(of: 1...24), roles.array(of: 24), Gen.bool.array(of: 24),
      Gen.int(in: -120...900).array(of: 24)
    ) { kinds, roleList, results, gaps in
      let created = Fixtures.seoul(2024, 2, 14, 19, 0)
      let deadline = created.addingTimeInterval(3_600)
      guard var battle = try? Fixtures.battle(at: created, deadline: deadline) else {
        Issue.record("fixture battle")
        return
      }
      var model = Model(latest: created, deadline: deadline)
      var clock = created
      for index in kinds.indices {
        let step = Step(kind: kinds[index], role: roleList[index], completed: results[index], seconds: gaps[index])
        clock = clock.addingTimeInterval(Double(step.seconds))
        let before = battle
        let accepted: Bool
        do {
          switch step.kind {
          case 0: try battle.start(at: clock)
          case 1: try battle.report(step.role, completed: step.completed, at: clock)
          case 2: _ = try battle.finalize(at: clock)
          default: try battle.cancel(at: clock)
          }
          accepted = true
        } catch {
          accepted = false
          #expect(battle == before, "a refused \(step) changed the battle")
        }
        #expect(accepted == model.apply(step, at: clock), "step \(index): \(step)")
        #expect(battle.status == model.status)
        #expect(battle.firstReport == model.reports[.first])
        #expect(battle.secondReport == model.reports[.second])
        #expect(battle.outcome == model.outcome)
        #expect(battle.invariantViolations() == [])
      }
    }
  }
}
