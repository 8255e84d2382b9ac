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

  /// The history of `viewer` over the finalized battles of `couple` among `battles`.
  ///
  /// Battles that are not finalized or belong to another couple are left out. Rows are ordered by the time the
  /// battle was finalized, newest first (ties by identifier, descending); input that is already in that order,
  /// as ``BattleRepository/finishedBattles(couple:)`` returns it, is not sorted again. Dates and times are
  /// the wall-clock ones in `timeZone`, formatted with `strings`' patterns.
  ///
  /// - Complexity: O(*n*) for input in order, O(*n* log *n*) otherwise; one `TimeZone` query per offset change
  ///   in the span of the history rather than per row.
  public init(
    battles: [Battle], couple: Couple, viewer: PartnerRole, strings: WagerStrings = .korean,
    timeZone: TimeZone = .seoul
  ) {
    // Battles are read in place through the buffer, and only through stored properties: copying a `Battle` (as
    // calling one of its methods on an array element does) retains and releases each of its strings, which
    // costs more than formatting the row.
    let (rows, totals) = battles.withUnsafeBufferPointer { battles in
      var picked: [(at: Date, index: Int)] = []
      picked.reserveCapacity(battles.count)
      var inOrder = true
      var earliest = Date.distantFuture
      var latest = Date.distantPast
      for index in battles.indices where battles[index].coupleID == couple.id {
        guard case .finalized(_, let at) = battles[index].phase else { continue }
        if let previous = picked.last, !Self.isNewer(previous, (at, index), in: battles) { inOrder = false }
        picked.append((at, index))
        latest = max(latest, at)
        earliest = min(earliest, at)
        if let report = battles[index].firstReport { earliest = min(earliest, report.reportedAt) }
        if let report = battles[index].secondReport { earliest = min(earliest, report.reportedAt) }
      }
      if !inOrder { picked.sort { Self.isNewer($0, $1, in: battles) } }

      let offsets = ZoneOffsetTable(timeZone: timeZone, from: earliest, through: latest)
      var dates = DisplayPatternMemo(strings.datePattern)
      var times = DisplayPatternMemo(strings.timePattern)
      let names = (
        first: couple.partner(.first)?.nickname ?? strings.absentPartner,
        second: couple.partner(.second)?.nickname ?? strings.absentPartner
      )
      let resultTexts = (win: strings.win, loss: strings.loss, draw: strings.draw)
      func line(_ battle: Int, _ role: PartnerRole) -> BattleHistoryRow.MissionLine {
        let report = role == .first ? battles[battle].firstReport : battles[battle].secondReport
        return BattleHistoryRow.MissionLine(
          content: role == .first ? battles[battle].firstMission.content : battles[battle].secondMission.content,
          completed: report?.completed,
          time: report.map { times.format(offsets.localDateTime($0.reportedAt)) } ?? "")
      }

      var rows: [BattleHistoryRow] = []
      rows.reserveCapacity(picked.count)
      var totals = BattleTotals()
      for (at, index) in picked {
        guard case .finalized(let outcome, _) = battles[index].phase else { continue }
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
            id: battles[index].id, date: dates.format(offsets.localDateTime(at)), title: battles[index].category.title,
            image: battles[index].category.image, result: result, resultText: resultText, winnerName: winnerName,
            myMission: line(index, viewer), partnerMission: line(index, viewer.partner)))
      }
      return (rows, totals)
    }
    self.rows = rows
    self.totals = totals
  }

  /// A history of rows built elsewhere (from the server's DTOs), with totals counted from their results.
  public init(rows: [BattleHistoryRow]) {
    self.rows = rows
    self.totals = BattleTotals(results: rows.lazy.map(\.result))
  }

  /// Whether `lhs` comes before `rhs` in the history: finalized later, or at the same time with a greater id.
  private static func isNewer(
    _ lhs: (at: Date, index: Int), _ rhs: (at: Date, index: Int), in battles: UnsafeBufferPointer<Battle>
  ) -> Bool {
    if lhs.at != rhs.at { return lhs.at > rhs.at }
    return battles[lhs.index].id > battles[rhs.index].id
  }
}
