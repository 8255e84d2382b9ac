import Foundation
import PropertyBased
import Testing
import WagerKit

@Suite("Winner decision table")
struct DecisionTableTests {
  /// One row of the table: each partner's report (completed, and the report's minute) and the outcome.
  struct Row: Sendable, CustomTestStringConvertible {
    let first: (completed: Bool, minute: Double)
    let second: (completed: Bool, minute: Double)
    let expected: BattleOutcome

    var testDescription: String {
      "first \(first.completed ? "completed" : "failed")@\(first.minute), "
        + "second \(second.completed ? "completed" : "failed")@\(second.minute) → \(expected)"
    }
  }

  static let base = Fixtures.seoul(2023, 12, 27, 20, 0)

  /// Every combination of results with the first partner earlier, at the same time, and later.
  static let rows: [Row] = [
    Row(first: (true, 56), second: (false, 58), expected: .win(.first)),
    Row(first: (true, 58), second: (false, 58), expected: .win(.first)),
    Row(first: (true, 58), second: (false, 56), expected: .win(.first)),
    Row(first: (false, 56), second: (true, 58), expected: .win(.second)),
    Row(first: (false, 58), second: (true, 58), expected: .win(.second)),
    Row(first: (false, 58), second: (true, 56), expected: .win(.second)),
    Row(first: (false, 56), second: (false, 58), expected: .draw),
    Row(first: (false, 58), second: (false, 58), expected: .draw),
    Row(first: (false, 58), second: (false, 56), expected: .draw),
    Row(first: (true, 56), second: (true, 58), expected: .win(.first)),
    Row(first: (true, 58), second: (true, 58), expected: .draw),
    Row(first: (true, 58), second: (true, 56), expected: .win(.second)),
    // Sub-second differences count: the earlier report still wins.
    Row(first: (true, 58.0001), second: (true, 58.0002), expected: .win(.first)),
  ]

  static func report(_ side: (completed: Bool, minute: Double)) -> MissionReport {
    MissionReport(completed: side.completed, reportedAt: base.addingTimeInterval(side.minute * 60))
  }

  @Test("BattleOutcome.decide follows the table", arguments: rows)
  func decide(row: Row) {
    #expect(BattleOutcome.decide(first: Self.report(row.first), second: Self.report(row.second)) == row.expected)
  }

  @Test("A finalized battle settles to the table's outcome, and the coupon follows it", arguments: rows)
  func finalize(row: Row) throws {
    var battle = try Fixtures.runningBattle()
    let start = battle.createdAt
    let ordered = [(PartnerRole.first, row.first), (.second, row.second)].sorted { $0.1.minute < $1.1.minute }
    for (role, side) in ordered {
      try battle.report(role, completed: side.completed, at: start.addingTimeInterval(60 + side.minute * 60))
    }
    let settlement = try battle.finalize(at: start.addingTimeInterval(3_600 * 2))
    #expect(settlement.outcome == row.expected)
    #expect(settlement.isNew)
    #expect(settlement.coupon.owner == row.expected.winner)
    #expect(settlement.coupon.status == (row.expected.winner.map { .awarded(to: $0) } ?? .void))
  }

  @Test("Each partner's result mirrors the other's")
  func results() {
    #expect(BattleOutcome.win(.first).result(for: .first) == .win)
    #expect(BattleOutcome.win(.first).result(for: .second) == .loss)
    #expect(BattleOutcome.win(.second).result(for: .second) == .win)
    #expect(BattleOutcome.win(.second).result(for: .first) == .loss)
    #expect(BattleOutcome.draw.result(for: .first) == .draw)
    #expect(BattleOutcome.draw.result(for: .second) == .draw)
    #expect(BattleOutcome.draw.winner == nil)
  }

  /// The rule restated as a point score (completion first, then earliness), to compare against.
  static func reference(first: MissionReport, second: MissionReport) -> BattleOutcome {
    func score(_ report: MissionReport, against other: MissionReport) -> Int {
      guard report.completed else { return 0 }
      guard other.completed else { return 2 }
      return report.reportedAt < other.reportedAt ? 2 : (report.reportedAt == other.reportedAt ? 1 : 0)
    }
    let (a, b) = (score(first, against: second), score(second, against: first))
    return a > b ? .win(.first) : (b > a ? .win(.second) : .draw)
  }

  @Test("decide agrees with a point-score model and is symmetric")
  func differential() async {
    await propertyCheck(
      count: 300, input: Gen.bool, Gen.bool, Gen.int(in: -3...3), Gen.int(in: -3...3)
    ) { firstDone, secondDone, firstSecond, secondSecond in
      let first = MissionReport(completed: firstDone, reportedAt: Self.base.addingTimeInterval(Double(firstSecond)))
      let second = MissionReport(completed: secondDone, reportedAt: Self.base.addingTimeInterval(Double(secondSecond)))
      let outcome = BattleOutcome.decide(first: first, second: second)
      #expect(outcome == Self.reference(first: first, second: second))
      let swapped = BattleOutcome.decide(first: second, second: first)
      #expect(swapped == (outcome.winner.map { .win($0.partner) } ?? .draw))
    }
  }
}
