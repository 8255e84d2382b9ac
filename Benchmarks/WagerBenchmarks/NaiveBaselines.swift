import Foundation
import WagerKit

/// The history as the original app built it: filter and sort the battles, then per row a fresh `DateFormatter`
/// for the date and for each report time, result texts from string codes, and totals by filtering the rows
/// again for each kind of result.
struct NaiveHistory {
  struct Row {
    let id: String
    let date: String
    let title: String
    let image: URL?
    let result: String
    let winner: String?
    let myMission: (content: String, time: String)
    let partnerMission: (content: String, time: String)
  }

  let rows: [Row]
  let wins: Int
  let losses: Int
  let draws: Int

  init(battles: [Battle], couple: Couple, viewer: PartnerRole) {
    let finished = battles.filter { $0.coupleID == couple.id && $0.status == .finalized }
      .sorted { ($0.finalizedAt ?? .distantPast) > ($1.finalizedAt ?? .distantPast) }
    rows = finished.map { battle in
      let dateFormatter = DateFormatter()
      dateFormatter.timeZone = TimeZone(identifier: "Asia/Seoul")
      dateFormatter.dateFormat = "yy.MM.dd"
      func time(_ report: MissionReport?) -> String {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
        formatter.dateFormat = "HH:mm"
        return report.map { formatter.string(from: $0.reportedAt) } ?? ""
      }
      let code = battle.outcome.map { $0.result(for: viewer).rawValue } ?? "DRAW"
      let result =
        switch code {
        case "WIN": "승리"
        case "LOSE": "패배"
        default: "무승부"
        }
      let winner = battle.outcome?.winner.flatMap { couple.partner($0)?.nickname }
      return Row(
        id: battle.id.rawValue, date: dateFormatter.string(from: battle.finalizedAt ?? .distantPast),
        title: battle.category.title, image: battle.category.image, result: result, winner: winner,
        myMission: (battle.mission(for: viewer).content, time(battle.report(of: viewer))),
        partnerMission: (battle.mission(for: viewer.partner).content, time(battle.report(of: viewer.partner))))
    }
    wins = rows.filter { $0.result == "승리" }.count
    losses = rows.filter { $0.result == "패배" }.count
    draws = rows.filter { $0.result == "무승부" }.count
  }
}

/// Deciding from the wire's strings, as a client holding the server's DTOs would: parse each `updatedAt` with a
/// formatter and compare the `WIN`/`LOSE` codes.
enum NaiveDecision {
  struct Report {
    let result: String
    let updatedAt: String

    init(_ report: MissionReport, writer: DateFormatter) {
      result = report.completed ? "WIN" : "LOSE"
      updatedAt = writer.string(from: report.reportedAt)
    }
  }

  /// The wire's `updatedAt` format, "2023-12-27T20:58:03.123" in Seoul time.
  static func formatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS"
    return formatter
  }

  /// 1 for the first, 2 for the second, nil for a draw.
  static func winner(_ first: Report, _ second: Report) -> Int? {
    let formatter = formatter()
    switch (first.result, second.result) {
    case ("WIN", "LOSE"): return 1
    case ("LOSE", "WIN"): return 2
    case ("WIN", "WIN"):
      guard let a = formatter.date(from: first.updatedAt), let b = formatter.date(from: second.updatedAt) else {
        return nil
      }
      return a < b ? 1 : (b < a ? 2 : nil)
    default: return nil
    }
  }
}

/// The original server's creation: check for a live battle, then insert, as two separate steps. Between them
/// another request can pass the same check, so a couple can end up with several live battles.
actor NaiveBattleStore {
  private var live: [CoupleID: BattleID] = [:]
  private var battles: [BattleID: Battle] = [:]

  func liveBattle(couple: CoupleID) -> BattleID? { live[couple] }

  func insert(_ battle: Battle) {
    battles[battle.id] = battle
    live[battle.coupleID] = battle.id
  }

  /// Check, suspend (a yield stands in for the database round trip between the two statements), insert.
  nonisolated func createIfNoneLive(_ battle: Battle) async -> Bool {
    guard await liveBattle(couple: battle.coupleID) == nil else { return false }
    await Task.yield()
    await insert(battle)
    return true
  }
}
