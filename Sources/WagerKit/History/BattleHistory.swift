import Foundation

/// A partner's history of finished battles, newest first, with their win/loss/draw totals.
///
/// ```swift
/// let history = BattleHistory(battles: finished, couple: couple, viewer: .first)
/// history.rows.first?.date        // "23.12.27"
/// history.rows.first?.resultText  // "승리"
/// history.totals                  // BattleTotals(wins: 3, losses: 2, draws: 1)
/// ```
public struct BattleHistory: Sendable, Equatable {
  /// The rows, newest first.
  public let rows: [BattleHistoryRow]
  /// The viewer's wins, losses and draws over ``rows``.
  public let totals: BattleTotals

  /// The history of `viewer` over the finalised battles of `couple` among `battles`.
  ///
  /// Battles that are not finalised or belong to another couple are left out. Rows are ordered by the time the
  /// battle was finalised, newest first (ties by identifier, descending); input that is already in that order,
  /// as ``BattleRepository/finishedBattles(couple:)`` returns it, is not sorted again. Dates and times are
  /// the wall-clock ones in `timeZone`, formatted with `strings`' patterns.
  ///
  /// - Complexity: O(*n*) for input in order, O(*n* log *n*) otherwise; one `TimeZone` query per offset change
  ///   in the span of the history rather than per row.
  public init(
    battles: [Battle], couple: Couple, viewer: PartnerRole, strings: WagerStrings = .korean,
    timeZone: TimeZone = .seoul
  ) {
    var picked: [(at: Date, index: Int)] = []
    picked.reserveCapacity(battles.count)
    var inOrder = true
    var earliest = Date.distantFuture
    var latest = Date.distantPast
    for (index, battle) in battles.enumerated() where battle.coupleID == couple.id {
      guard let at = battle.finalisedAt else { continue }
      if let previous = picked.last, !Self.isNewer(previous, (at, index), in: battles) { inOrder = false }
      picked.append((at, index))
      latest = max(latest, at)
      earliest = min(earliest, at)
      if let report = battle.firstReport { earliest = min(earliest, report.reportedAt) }
      if let report = battle.secondReport { earliest = min(earliest, report.reportedAt) }
    }
    if !inOrder { picked.sort { Self.isNewer($0, $1, in: battles) } }

    let offsets = UTCOffsetTable(timeZone, from: earliest, through: latest)
    let names = (
      first: couple.partner(.first)?.nickname ?? strings.absentPartner,
      second: couple.partner(.second)?.nickname ?? strings.absentPartner
    )
    let resultTexts = (win: strings.win, loss: strings.loss, draw: strings.draw)
    func line(_ battle: Battle, _ role: PartnerRole) -> BattleHistoryRow.MissionLine {
      let report = battle.report(of: role)
      return BattleHistoryRow.MissionLine(
        content: battle.mission(for: role).content, completed: report?.completed,
        time: report.map { strings.timePattern.format(offsets.localTime($0.reportedAt)) } ?? "")
    }

    var rows: [BattleHistoryRow] = []
    rows.reserveCapacity(picked.count)
    var totals = BattleTotals()
    for (at, index) in picked {
      let battle = battles[index]
      guard let outcome = battle.outcome else { continue }
      let result = outcome.result(for: viewer)
      totals.add(result)
      let winnerName: String? =
        switch outcome.winner {
        case .first: names.first
        case .second: names.second
        case nil: nil
        }
      let resultText =
        switch result {
        case .win: resultTexts.win
        case .loss: resultTexts.loss
        case .draw: resultTexts.draw
        }
      rows.append(
        BattleHistoryRow(
          id: battle.id, date: strings.datePattern.format(offsets.localTime(at)), title: battle.category.title,
          image: battle.category.image, result: result, resultText: resultText, winnerName: winnerName,
          myMission: line(battle, viewer), partnerMission: line(battle, viewer.partner)))
    }
    self.rows = rows
    self.totals = totals
  }

  /// A history of rows built elsewhere (from the server's DTOs), with totals counted from their results.
  public init(rows: [BattleHistoryRow]) {
    self.rows = rows
    self.totals = BattleTotals(results: rows.lazy.map(\.result))
  }

  /// Whether `lhs` comes before `rhs` in the history: finalised later, or at the same time with a greater id.
  private static func isNewer(_ lhs: (at: Date, index: Int), _ rhs: (at: Date, index: Int), in battles: [Battle])
    -> Bool
  {
    if lhs.at != rhs.at { return lhs.at > rhs.at }
    return battles[lhs.index].id > battles[rhs.index].id
  }
}
