import Foundation
import Testing

@testable import WagerKit

@Suite("History and totals")
struct BattleHistoryTests {
  /// Four finished battles in the order a store might hand them back (not newest first), plus noise.
  static func battles() throws -> [Battle] {
    var live = try Fixtures.runningBattle(id: "live")
    try live.report(.first, completed: true, at: live.createdAt.addingTimeInterval(600))
    var cancelled = try Fixtures.runningBattle(id: "cancelled")
    try cancelled.cancel(at: cancelled.createdAt.addingTimeInterval(600))
    return [
      // 752: both completed at 18:06; the first partner reported 10 s earlier.
      try Fixtures.finishedBattle(id: "752", on: (2023, 12, 26), first: (true, 0), second: (true, 0)).reported(
        first: 6 * 60 + 30, second: 6 * 60 + 30),
      try Fixtures.finishedBattle(id: "753", on: (2023, 12, 27), first: (false, 16), second: (true, 18)),
      live,
      try Fixtures.finishedBattle(id: "740", on: (2023, 12, 1), first: (false, 5), second: (false, 9)),
      cancelled,
      try Fixtures.finishedBattle(id: "other", on: (2023, 12, 28), first: (true, 1), second: (false, 2), couple: "x"),
      try Fixtures.finishedBattle(id: "760", on: (2024, 1, 3), first: (true, 3), second: (false, 20)),
    ]
  }

  @Test("Rows are the couple's finalized battles, newest first, with Seoul dates and times")
  func rows() throws {
    let history = BattleHistory(battles: try Self.battles(), couple: Fixtures.couple(), viewer: .first)
    #expect(history.rows.map(\.id) == ["760", "753", "752", "740"])
    let newest = try #require(history.rows.first)
    #expect(newest.date == "24.01.03")
    #expect(newest.title == "키워드 스무고개")
    #expect(newest.image == Fixtures.twentyQuestions.image)
    #expect(newest.result == .win)
    #expect(newest.resultText == "승리")
    #expect(newest.winnerName == "빵빵아")
    #expect(newest.myMission == .init(content: "에코백", completed: true, time: "20:43"))
    #expect(newest.partnerMission == .init(content: "장미", completed: false, time: "21:00"))
    let loss = history.rows[1]
    #expect(loss.resultText == "패배")
    #expect(loss.winnerName == "콩떡이")
    let sameMinute = history.rows[2]
    #expect(sameMinute.date == "23.12.26")
    #expect(sameMinute.myMission.time == "18:06")
    #expect(sameMinute.partnerMission.time == "18:06")
    #expect(sameMinute.result == .win)
    let draw = history.rows[3]
    #expect(draw.result == .draw)
    #expect(draw.resultText == "무승부")
    #expect(draw.winnerName == nil)
    #expect(history.totals == BattleTotals(wins: 2, losses: 1, draws: 1))
  }

  @Test("The two partners' histories mirror each other")
  func mirror() throws {
    let battles = try Self.battles()
    let mine = BattleHistory(battles: battles, couple: Fixtures.couple(), viewer: .first)
    let theirs = BattleHistory(battles: battles, couple: Fixtures.couple(), viewer: .second)
    #expect(theirs.totals == BattleTotals(wins: mine.totals.losses, losses: mine.totals.wins, draws: mine.totals.draws))
    for (a, b) in zip(mine.rows, theirs.rows) {
      #expect(a.id == b.id)
      #expect(a.myMission == b.partnerMission)
      #expect(a.winnerName == b.winnerName)
    }
  }

  @Test("Input already newest first gives the same rows as shuffled input")
  func order() throws {
    let battles = try Self.battles()
    let sorted = BattleHistory(battles: battles, couple: Fixtures.couple(), viewer: .first)
    var generator = SplitMix64(seed: 5)
    for _ in 0..<20 {
      let shuffled = BattleHistory(
        battles: battles.shuffled(using: &generator), couple: Fixtures.couple(), viewer: .first)
      #expect(shuffled == sorted)
    }
    let finalizedAt = Fixtures.seoul(2023, 12, 27, 21, 0)
    // Battles finalized at the same instant order by identifier, descending.
    let twins = try ["a", "c", "b"].map { id -> Battle in
      var battle = try Fixtures.runningBattle(id: BattleID(id))
      try battle.report(.first, completed: true, at: finalizedAt)
      try battle.report(.second, completed: true, at: finalizedAt)
      _ = try battle.finalize(at: finalizedAt)
      return battle
    }
    #expect(BattleHistory(battles: twins, couple: Fixtures.couple(), viewer: .first).rows.map(\.id) == ["c", "b", "a"])
  }

  @Test("An empty history has no rows and zero totals")
  func empty() {
    let history = BattleHistory(battles: [], couple: Fixtures.couple(), viewer: .second)
    #expect(history.rows.isEmpty)
    #expect(history.totals == BattleTotals())
    #expect(history.totals.count == 0)
  }

  @Test("Strings and zone are replaceable")
  func custom() throws {
    var strings = WagerStrings.korean
    strings.win = "Won"
    strings.loss = "Lost"
    strings.draw = "Draw"
    strings.datePattern = try DisplayPattern("yyyy-MM-dd")
    strings.timePattern = try DisplayPattern("HH:mm:ss")
    let utc = TimeZone(identifier: "UTC") ?? .gmt
    let history = BattleHistory(
      battles: try Self.battles(), couple: Fixtures.couple(), viewer: .first, strings: strings, timeZone: utc)
    let newest = try #require(history.rows.first)
    #expect(newest.date == "2024-01-03")
    #expect(newest.resultText == "Won")
    #expect(newest.myMission.time == "11:43:00")
  }

  @Test("A winner whose seat is empty shows the absent-partner text")
  func absentPartner() throws {
    let battle = try Fixtures.finishedBattle(id: "1", on: (2023, 12, 27), first: (false, 1), second: (true, 2))
    let history = BattleHistory(battles: [battle], couple: Fixtures.waitingCouple(), viewer: .first)
    #expect(history.rows.first?.winnerName == "상대방")
  }
}

extension Battle {
  /// The battle with its reports moved to the given seconds after 18:00 of its day, for same-minute cases.
  fileprivate func reported(first: Int, second: Int) throws -> Battle {
    let evening = createdAt.addingTimeInterval(-(40 + 2 * 60) * 60)  // 20:40 → 18:00
    var copy = try Battle(
      id: id, coupleID: coupleID, createdBy: createdBy, createdAt: evening, category: category,
      missions: (firstMission, secondMission), wish: wish)
    try copy.start(at: evening)
    try copy.report(.first, completed: true, at: evening.addingTimeInterval(Double(first) - 10))
    try copy.report(.second, completed: true, at: evening.addingTimeInterval(Double(second)))
    _ = try copy.finalize(at: evening.addingTimeInterval(Double(second) + 5))
    return copy
  }
}
