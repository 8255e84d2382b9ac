import ArgumentParser
import DomainKitsCore
import DomainKitsURLSession
import Foundation
import WagerKit

/// `domainkits talk couple`: one partner's battle on the couple app's server through `WagerClient` over
/// `URLSessionTransport`.
///
/// The server has no sign-in call (the app signs in through a social login and keeps the tokens in its
/// `TokenStore`), so the command seeds an `InMemoryTokenStore` with `--token`. It starts a battle, reads the round
/// mission, reports the mission completed, reads the result (asking again while the partner has not reported:
/// UE1009), then the home, the wish coupons, one coupon and the history. One line per call. The server has no
/// refresh call either: a refused token ends the command with "sign in again" (65).
struct TalkCoupleCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "couple",
    abstract: "Plays one battle on the couple app's server and reads the home, wish coupons and history.",
    discussion: """
      Against the replay of the recorded answers: python3 Scripts/replay-server.py Scripts/replay/couple 8080 log.jsonl
      then domainkits talk couple --url http://127.0.0.1:8080
      """
  )

  /// The fake JWT-shaped token the replay (`Scripts/replay/couple/routes.json`) accepts.
  static let demoToken =
    "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwicmVwbGF5IjoiY291cGxlLWRlbW8ifQ.not-a-signature"

  @Option(help: "The server's base URL, like http://127.0.0.1:8080.")
  var url: String

  @Option(help: "The access token the app got at sign-in (sent as 'Authorization: Bearer <token>').")
  var token: String = TalkCoupleCommand.demoToken

  @Option(help: "The mission category of the battle.")
  var category = 1

  @Option(help: "The wish bet on the battle.")
  var wish = "설거지 한 번 해주기"

  func run() async throws {
    let baseURL = try TalkCommand.serverURL(url)
    let store = InMemoryTokenStore(AuthTokens(accessToken: token))
    let client = WagerClient.wager(baseURL: baseURL, transport: URLSessionTransport(), tokenStore: store)
    var calls = 0

    // A battle: start it, read the mission, report it, read the result.
    let start = try WagerAPI.startBattle(inCategory: category, wish: wish)
    let battle = try await TalkCommand.send(client, start, &calls) { battle in
      "battle \(battle.id) in \(battle.mission.category.title): my mission \(battle.mission.mission.content)"
    }
    try await TalkCommand.send(client, WagerAPI.roundMission(of: battle.id), &calls) { round in
      "round mission \(round.id): \(round.mission.content), \(Self.reportText(round))"
    }
    try await TalkCommand.send(client, WagerAPI.reportResult(of: battle.id, completed: true), &calls) { round in
      "reported: \(Self.reportText(round))"
    }
    let result = try await Self.battleResult(client, battle.id, &calls)
    print(
      "ok GET /api/game/short/result/\(battle.id): \(result.result?.rawValue ?? "undecided") "
        + "(mine: \(Self.reportText(result.mine)), the partner's \(result.partner.mission.content): "
        + "\(Self.reportText(result.partner)))")

    // The couple's home, the viewer's wish coupons, one coupon, the history.
    let home = try await TalkCommand.send(client, WagerAPI.coupleHome, &calls) { home in
      "couple \(home.couple) with \(home.partnerNickname ?? "nobody"), D+\(home.dDay), "
        + "\(home.totals.wins) won / \(home.totals.losses) lost / \(home.totals.draws) drawn, "
        + "live battle \(home.liveBattle?.rawValue ?? "none")"
    }
    let coupons = try await TalkCommand.send(client, WagerAPI.wishCoupons(of: home.viewer), &calls) { list in
      "\(list.coupons.count) coupon(s), \(list.counts.unused) unused, \(list.counts.unseen) new: "
        + list.coupons.map { "\($0.id) \"\($0.wish)\"" }.joined(separator: ", ")
    }
    guard let coupon = coupons.coupons.first else {
      throw DemoFailure("GET /api/user/\(home.viewer)/wish: no wish coupon to open", exitCode: SysExit.dataError)
    }
    try await TalkCommand.send(client, WagerAPI.wishCoupon(coupon.id), &calls) { detail in
      "\"\(detail.coupon.wish)\" of \(detail.nickname ?? "?"), mine: \(detail.isMine), used: \(detail.coupon.isUsed)"
    }
    try await TalkCommand.send(client, WagerAPI.battleHistory(), &calls) { rows in
      let totals = BattleHistory(rows: rows).totals
      return "\(rows.count) battle(s), \(totals.wins) won / \(totals.losses) lost / \(totals.draws) drawn: "
        + rows.map { "\($0.id) \($0.date) \($0.resultText)" }.joined(separator: ", ")
    }
    print("done: \(calls) calls answered as the API documents")
  }

  /// The result of `battle`, asked again (at most 5 times, 0.2 s apart) while the server answers UE1009, the
  /// partner has not reported yet: each such answer is a line of its own.
  private static func battleResult(
    _ client: WagerClient, _ battle: BattleID, _ calls: inout Int
  ) async throws -> ListedBattleResult {
    let endpoint = WagerAPI.battleResult(of: battle)
    let step = "\(endpoint.method) \(endpoint.path)"
    var asks = 0
    while true {
      asks += 1
      do throws(APIError<WagerServerError>) {
        let result = try await client.send(endpoint)
        calls += 1
        return result
      } catch .server(let failure) where failure.kind == .partnerResultNotEntered && asks < 5 {
        calls += 1
        print("ok \(step): \(failure), asking again")
      } catch {
        throw TalkCommand.failure(step, error)
      }
      try await Task.sleep(for: .milliseconds(200))
    }
  }

  /// `"completed"`, `"not completed"` or `"not reported"`, with the final result once there is one.
  private static func reportText(_ round: ListedRoundMission) -> String {
    var text = "not reported"
    if let report = round.report { text = report.completed ? "completed" : "not completed" }
    if let settled = round.finalResult { text += ", final \(settled.rawValue)" }
    return text
  }
}
