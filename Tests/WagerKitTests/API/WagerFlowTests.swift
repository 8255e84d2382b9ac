import Foundation
import Testing

@testable import WagerKit

/// A couple server small enough to read: two partners known by their tokens, one battle at a time, results in the
/// order they arrive, the winner's coupon issued when a result is read. It answers in the server's shapes
/// (`WagerServerSamples`), and only to the bearer token of a partner of the couple.
actor FakeCoupleServer {
  struct Round {
    var wish: String?
    var reports: [Int: (completed: Bool, at: String)] = [:]
    /// The order the partners reported in.
    var order: [Int] = []
  }

  struct Coupon {
    var owner: Int
    var wish: String
    var usedAt: String?
  }

  static let battleID = 753
  static let couponID = 31
  /// The partners, by their bearer token: user 1 (빵빵아) and user 2 (콩떡이).
  private let users = ["Bearer eyJ.partner-1.jwt": 1, "Bearer eyJ.partner-2.jwt": 2]
  private let nicknames = [1: "빵빵아", 2: "콩떡이"]
  /// Each partner's mission in the battle.
  private let missions = [1: (id: 1001, content: "에코백"), 2: (id: 1002, content: "장미")]
  /// The times of the first and second report, Seoul `LocalDateTime`s.
  private let reportTimes = ["2023-12-27T20:56:10.000", "2023-12-27T20:58:03.123"]

  private var round: Round?
  private var isEnabled = false
  private var coupons: [Int: Coupon] = [:]
  private(set) var requests: [(user: Int?, method: String, path: String)] = []

  func handle(_ request: HTTPTransportRequest) -> HTTPTransportResponse {
    let user = request.header("Authorization").flatMap { users[$0] }
    let path = request.url.path
    requests.append((user, request.method, path))
    guard let user else { return Self.error(401, "UE2003") }
    let parts = path.split(separator: "/").map(String.init)
    let battle = "/api/game/short/\(Self.battleID)"
    switch (request.method, path) {
    case ("POST", "/api/game/short"):
      guard !isEnabled else { return Self.error(400, "UE1003", "이미 생성된 승부가 있습니다.") }
      let body = request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
      round = Round(wish: body?["wishContent"] as? String)
      isEnabled = true
      return Self.json(
        #"{"shortGame": {"id": 501, "enable": true, "finishAt": null}, "roundGameId": \#(Self.battleID), "#
          + #""roundMission": \#(mission(of: user))}"#)
    case ("GET", battle):
      guard round != nil else { return Self.error(404, "UE5007") }
      return Self.json(#"{"myRoundMission": \#(mission(of: user))}"#)
    case ("PATCH", battle):
      guard var current = round, isEnabled else { return Self.error(400, "UE1005", "이미 종료된 라운드입니다.") }
      let body = request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
      guard let completed = body?["result"] as? Bool else { return Self.error(400, "UE1001") }
      if current.reports[user] == nil { current.order.append(user) }
      current.reports[user] = (completed, reportTimes[min(current.order.count, 2) - 1])
      round = current
      return Self.json(#"{"myRoundMission": \#(mission(of: user))}"#)
    case ("GET", "/api/game/short/result/\(Self.battleID)"):
      guard let current = round else { return Self.error(404, "UE5007") }
      guard current.reports.count == 2 else {
        return Self.error(400, "UE1009", "상대방이 아직 결과를 입력하지 않았습니다.")
      }
      if isEnabled, let winner = winner(of: current) {
        coupons[Self.couponID] = Coupon(owner: winner, wish: current.wish ?? "", usedAt: nil)
      }
      isEnabled = false
      return Self.json(
        #"{"myRoundMission": \#(mission(of: user, settled: true)), "#
          + #""partnerRoundMission": \#(mission(of: 3 - user, settled: true))}"#)
    case ("GET", _) where parts.count == 4 && parts[0] == "api" && parts[1] == "user" && parts[3] == "wish":
      let owned = coupons.filter { "\($0.value.owner)" == parts[2] }.sorted { $0.key < $1.key }
      let list = owned.map { coupon(id: $0.key, $0.value) }.joined(separator: ", ")
      let unused = owned.filter { $0.value.usedAt == nil }.count
      return Self.json(
        #"{"availableWishCoupon": \#(unused), "newWishCoupon": \#(unused), "wishCouponList": [\#(list)]}"#)
    case ("GET", _) where parts.count == 3 && parts[0] == "api" && parts[1] == "wish":
      guard let number = Int(parts[2]), let found = coupons[number] else { return Self.error(404, "UE5006") }
      let nickname = nicknames[found.owner] ?? ""
      let isMine = found.owner == user
      return Self.json(
        #"{"isMine": \#(isMine), "nickname": "\#(nickname)", "wishCoupon": \#(coupon(id: number, found))}"#)
    case ("PATCH", _) where parts.count == 3 && parts[0] == "api" && parts[1] == "wish":
      guard let number = Int(parts[2]), coupons[number] != nil else { return Self.error(404, "UE5006") }
      coupons[number]?.usedAt = "2024-01-02T10:11:12.123"
      return HTTPTransportResponse(statusCode: 204)
    default:
      return Self.error(404, "UE5001")
    }
  }

  /// The winner: the one partner who completed, or of two the first to report; nobody when neither completed.
  private func winner(of round: Round) -> Int? {
    let completed = round.order.filter { round.reports[$0]?.completed == true }
    return completed.first
  }

  /// A partner's round mission in the server's shape, with its report and, once read, its final result.
  private func mission(of user: Int, settled: Bool = false) -> String {
    let report = round?.reports[user]
    let result = report.map { $0.completed ? "WIN" : "LOSE" } ?? "UNDECIDED"
    var finalResult = "UNDECIDED"
    if settled, let round {
      finalResult = winner(of: round) == user ? "WIN" : winner(of: round) == nil ? "DRAW" : "LOSE"
    }
    let mission = missions[user] ?? (id: 0, content: "")
    return WagerServerSamples.roundMission(
      id: mission.id, content: mission.content, result: result, finalResult: finalResult, updatedAt: report?.at)
  }

  private func coupon(id: Int, _ coupon: Coupon) -> String {
    #"{"id": \#(id), "image": null, "content": "\#(coupon.wish)", "isVisible": true, "#
      + #""isUsed": \#(coupon.usedAt != nil), "usedAt": \#(coupon.usedAt.map { "\"\($0)\"" } ?? "null"), "#
      + #""gameType": "SHORT"}"#
  }

  private static func json(_ text: String) -> HTTPTransportResponse {
    HTTPTransportResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
  }

  private static func error(_ status: Int, _ code: String, _ message: String? = nil) -> HTTPTransportResponse {
    let text = message.map { #"{"code": "\#(code)", "message": "\#($0)"}"# } ?? #"{"code": "\#(code)"}"#
    return HTTPTransportResponse(statusCode: status, body: Data(text.utf8))
  }

  /// A client of this server signed in as the partner with `token`.
  nonisolated func client(token: String) -> WagerClient {
    WagerClient.wager(
      baseURL: WagerTestServer.baseURL,
      transport: InMemoryHTTPTransport { request throws(HTTPTransportError) in await self.handle(request) },
      tokenStore: InMemoryTokenStore(AuthTokens(accessToken: token)))
  }
}

@Suite("WagerClient: a battle played by two partners against a fake couple server")
struct WagerFlowTests {
  typealias Failure = APIError<WagerServerError>

  @Test("Start, a second start refused, both report, the result read by both, the winner's coupon used")
  func battleToCoupon() async throws {
    let server = FakeCoupleServer()
    let first = server.client(token: "eyJ.partner-1.jwt")
    let second = server.client(token: "eyJ.partner-2.jwt")

    let battle = try await first.send(try WagerAPI.startBattle(inCategory: 1, wish: "설거지 한 번 해주기"))
    #expect(battle.id == "753")
    #expect(battle.mission.mission.content == "에코백")
    #expect(battle.game.isEnabled)

    // One live battle per couple: the partner's start is UE1003.
    await #expect(throws: Failure.server(WagerServerError(code: "UE1003", message: "이미 생성된 승부가 있습니다."))) {
      try await second.send(try WagerAPI.startBattle(inCategory: 2, wish: "영화 고르기 권한"))
    }

    let theirs = try await second.send(WagerAPI.roundMission(of: battle.id))
    #expect(theirs.mission.content == "장미" && theirs.report == nil)

    // The first partner completes their mission and reports first.
    let mine = try await first.send(WagerAPI.reportResult(of: battle.id, completed: true))
    #expect(mine.report?.completed == true)
    #expect(mine.finalResult == nil)

    // The result before the partner reported: UE1009, the app waits.
    do throws(Failure) {
      _ = try await first.send(WagerAPI.battleResult(of: battle.id))
      Issue.record("a result before the partner reported")
    } catch {
      guard case .server(let refusal) = error else { throw error }
      #expect(refusal.kind == .partnerResultNotEntered)
      #expect(refusal.message == "상대방이 아직 결과를 입력하지 않았습니다.")
    }

    let reported = try await second.send(WagerAPI.reportResult(of: battle.id, completed: false))
    #expect(reported.report?.completed == false)

    let result = try await first.send(WagerAPI.battleResult(of: battle.id))
    #expect(result.result == .win)
    #expect(result.mine.mission.content == "에코백")
    #expect(result.partner.report?.completed == false)
    let partnerView = try await second.send(WagerAPI.battleResult(of: battle.id))
    #expect(partnerView.result == .loss)
    #expect(partnerView.partner.finalResult == .win)

    // The winner's coupon, with the wish bet on the battle.
    let winnerCoupons = try await first.send(WagerAPI.wishCoupons(of: "1"))
    #expect(winnerCoupons.counts == CouponCounts(unused: 1, unseen: 1))
    let coupon = try #require(winnerCoupons.coupons.first)
    #expect(coupon.wish == "설거지 한 번 해주기" && !coupon.isUsed)
    let loserCoupons = try await second.send(WagerAPI.wishCoupons(of: "2"))
    #expect(loserCoupons.coupons.isEmpty)

    let seenByLoser = try await second.send(WagerAPI.wishCoupon(coupon.id))
    #expect(!seenByLoser.isMine && seenByLoser.nickname == "빵빵아")
    try await first.send(WagerAPI.useCoupon(coupon.id))
    let used = try await first.send(WagerAPI.wishCoupon(coupon.id))
    #expect(used.isMine && used.coupon.isUsed && used.coupon.usedAt != nil)

    // A new battle may start once the result was read.
    let next = try await second.send(try WagerAPI.startBattle(inCategory: 2, wish: "영화 고르기 권한"))
    #expect(next.id == "753")

    // Each request carried the token of the partner who sent it.
    let sent = await server.requests
    #expect(sent.allSatisfy { $0.user != nil })
    #expect(sent.filter { $0.user == 2 }.map { $0.method } == ["POST", "GET", "PATCH", "GET", "GET", "GET", "POST"])
  }

  @Test("A token the server does not know is signing in again")
  func unknownToken() async {
    let stranger = FakeCoupleServer().client(token: "eyJ.stranger.jwt")
    await #expect(throws: Failure.signInRequired(.cannotRefresh)) {
      try await stranger.send(WagerAPI.coupleHome)
    }
  }
}
