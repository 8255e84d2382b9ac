import Foundation
import Testing

@testable import WagerKit

@Suite("The couple server's bodies beside the history")
struct WagerServerDecoderTests {
  /// 2023-12-27 20:58:03.123 in Seoul is 11:58:03.123 UTC.
  static let reportedAt = 1_703_678_283.123

  static func close(_ date: Date?, _ seconds: Double) -> Bool {
    guard let date else { return false }
    return abs(date.timeIntervalSince1970 - seconds) < 0.000_5
  }

  static func data(_ text: String) -> Data { Data(text.utf8) }

  @Test("A created battle gives its id, its running game and an undecided mission")
  func createdBattle() throws {
    let created = try WagerServerDecoder.createdBattle(from: WagerServerSamples.createdBattle)
    #expect(created.id == "753")
    #expect(created.game == ListedShortGame(id: 501, isEnabled: true, finishedAt: nil))
    #expect(created.mission.id == 1001)
    #expect(created.mission.mission == Mission(id: 11, content: "에코백", recommendedTime: "<text>"))
    #expect(created.mission.category.title == "키워드 스무고개")
    #expect(created.mission.category.missionType == .same)
    #expect(created.mission.category.missionTool == .noTool)
    #expect(created.mission.category.missions.isEmpty)
    #expect(
      created.mission.category.image?.absoluteString
        == "https://uni-sparkle.s3.ap-northeast-2.amazonaws.com/category/name%3Dtwenty+questions.png")
    #expect(created.mission.report == nil)
    #expect(created.mission.finalResult == nil)
  }

  @Test("UE1003 on creation is the server's error with its Korean message")
  func alreadyCreated() {
    #expect(throws: WagerError.serverError(code: "UE1003", message: "이미 생성된 승부가 있습니다.")) {
      try WagerServerDecoder.createdBattle(from: WagerServerSamples.alreadyCreated)
    }
  }

  @Test("The game report and the entered result read the viewer's round mission")
  func roundMission() throws {
    let report = try WagerServerDecoder.roundMission(from: WagerServerSamples.gameReport)
    #expect(report.id == 1001)
    #expect(report.report == nil)
    let entered = try WagerServerDecoder.roundMission(from: WagerServerSamples.enteredResult)
    #expect(entered.report?.completed == true)
    #expect(Self.close(entered.report?.reportedAt, Self.reportedAt), "the LocalDateTime is read in Seoul")
    #expect(entered.finalResult == nil, "UNDECIDED until the result is asked for")
  }

  @Test("A result reads both missions; the partner's earlier LOSE still loses")
  func battleResult() throws {
    let result = try WagerServerDecoder.battleResult(from: WagerServerSamples.battleResult)
    #expect(result.result == .win)
    #expect(result.mine.report?.completed == true)
    #expect(result.partner.id == 1002)
    #expect(result.partner.mission.content == "장미")
    #expect(result.partner.report?.completed == false)
    #expect(result.partner.finalResult == .loss)
    #expect(Self.close(result.partner.report?.reportedAt, 1_703_678_170))
  }

  @Test("UE1009 while the partner has not entered is a typed server error")
  func partnerNotEntered() throws {
    do {
      _ = try WagerServerDecoder.battleResult(from: WagerServerSamples.partnerNotEntered)
      Issue.record("expected UE1009")
    } catch {
      let server = try #require(WagerServerError(error))
      #expect(server.code == "UE1009")
      #expect(server.kind == .partnerResultNotEntered)
      #expect(server.httpStatus == 400)
      #expect(server.message == "상대방이 아직 결과를 입력하지 않았습니다.")
    }
  }

  @Test("The home maps to the kit's summary, with coupon counts added")
  func home() throws {
    let home = try WagerServerDecoder.coupleHome(from: WagerServerSamples.home)
    #expect(home.viewer == "1")
    #expect(home.partner == "2")
    #expect(home.couple == "7")
    let startDay = try CalendarDay(year: 2022, month: 12, day: 28)
    #expect(home.startDay == startDay)
    #expect(home.heartTokens == 5)
    #expect(home.totals == BattleTotals(wins: 3, losses: 2, draws: 1))
    #expect(home.liveBattle == "753")
    let summary = home.summary(coupons: CouponCounts(unused: 1, unseen: 1))
    #expect(
      summary
        == CoupleHomeSummary(
          dDay: 365, partnerNickname: "빵빵아", totals: BattleTotals(wins: 3, losses: 2, draws: 1), liveBattle: "753",
          coupons: CouponCounts(unused: 1, unseen: 1)))
  }

  @Test("A finished game is no live battle; a home without partner or game reads")
  func homeWithoutGame() throws {
    let finished = try WagerServerDecoder.coupleHome(
      from: Self.data(
        #"{"userId": 1, "partnerId": null, "partnerNickname": null, "roundGameId": 753, "myScore": 0, "#
          + #""partnerScore": 0, "drawCount": 0, "dDay": 1, "couple": {"id": 7, "startDate": "2022-12-28"}, "#
          + #""shortGame": {"id": 501, "enable": false, "finishAt": "2023-12-27T21:00:00"}}"#))
    #expect(finished.partner == nil)
    #expect(finished.heartTokens == nil)
    #expect(finished.latestBattle == "753")
    #expect(finished.liveBattle == nil)
    #expect(Self.close(finished.game?.finishedAt, 1_703_678_400))
  }

  @Test("The my-page reads the partner and the start day")
  func profile() throws {
    let profile = try WagerServerDecoder.partnerProfile(from: WagerServerSamples.profile)
    #expect(profile.partner == Partner(id: "1", nickname: "빵빵아"))
    #expect(profile.image == nil)
    let startDay = try CalendarDay(year: 2022, month: 12, day: 28)
    #expect(profile.startDay == startDay)
  }

  @Test("The coupon list reads its counts and coupons")
  func wishCoupons() throws {
    let list = try WagerServerDecoder.wishCoupons(from: WagerServerSamples.wishCoupons)
    #expect(list.counts == CouponCounts(unused: 1, unseen: 1))
    #expect(list.coupons.count == 1)
    #expect(list.coupons.first?.id == 31)
    #expect(list.coupons.first?.wish == "설거지 한 번 해주기")
    #expect(list.coupons.first?.isVisible == true)
    #expect(list.coupons.first?.isUsed == false)
    #expect(list.coupons.first?.usedAt == nil)
    #expect(list.coupons.first?.gameType == "SHORT")
  }

  @Test("One coupon reads its owner flag and its use time in Seoul")
  func wishCoupon() throws {
    let detail = try WagerServerDecoder.wishCoupon(from: WagerServerSamples.wishCoupon)
    #expect(detail.isMine)
    #expect(detail.nickname == "빵빵아")
    #expect(detail.coupon.isUsed)
    // 2024-01-02 10:11:12.123 in Seoul is 01:11:12.123 UTC.
    #expect(Self.close(detail.coupon.usedAt, 1_704_157_872.123))
  }

  @Test("A 204 body is empty; an error body or anything else throws")
  func noContent() throws {
    try WagerServerDecoder.noContent(from: Data())
    try WagerServerDecoder.noContent(from: Self.data(" \n"))
    #expect(throws: WagerError.serverError(code: "UE1001", message: nil)) {
      try WagerServerDecoder.noContent(from: Self.data(#"{"code": "UE1001"}"#))
    }
    #expect(throws: WagerError.self) { try WagerServerDecoder.noContent(from: Self.data("{}")) }
  }

  @Test("Every code of ErrorType is known, with its status; an unknown code stays text")
  func errorCodes() throws {
    #expect(WagerServerError.Kind.allCases.count == WagerServerSamples.errorCodes.count)
    for (code, status) in WagerServerSamples.errorCodes {
      let error = try WagerServerDecoder.serverError(from: Self.data(#"{"code": "\#(code)"}"#))
      #expect(error.kind?.rawValue == code)
      #expect(error.httpStatus == status, "\(code)")
      #expect(error.message == nil)
    }
    let unknown = try WagerServerDecoder.serverError(from: Self.data(#"{"code": "UE9999", "message": "새 오류"}"#))
    #expect(unknown.code == "UE9999")
    #expect(unknown.kind == nil)
    #expect(unknown.message == "새 오류")
    #expect(unknown.description == "server error UE9999: 새 오류")
    #expect(WagerServerError.Kind.alreadyGameDone.defaultMessage == "이미 종료된 라운드입니다.")
    #expect(WagerServerError(WagerError.emptyWish) == nil)
    let notAnError = WagerError.malformedPayload(
      field: "code", reason: "expected the server's error body {\"code\": …}")
    #expect(throws: notAnError) {
      try WagerServerDecoder.serverError(from: Self.data(#"{"message": "코드 없음"}"#))
    }
  }

  /// The field of the ``WagerError/malformedPayload(field:reason:)`` that `decode` throws for `body`, or `nil`.
  static func failedField(_ body: String, _ decode: (Data) throws -> Void) -> String? {
    do {
      try decode(Data(body.utf8))
      return nil
    } catch let error as WagerError {
      if case .malformedPayload(let field, _) = error { return field }
      return "\(error)"
    } catch {
      return "\(error)"
    }
  }

  static func mission(_ roundMission: String) -> String { #"{"myRoundMission": "# + roundMission + "}" }

  @Test("Malformed bodies name the field at fault")
  func malformed() {
    let roundMission: (Data) throws -> Void = { _ = try WagerServerDecoder.roundMission(from: $0) }
    #expect(Self.failedField("not json", roundMission) == "(root)")
    #expect(Self.failedField(#"{"myRoundMission": {"id": 1}}"#, roundMission) == "myRoundMission.missionContent")
    #expect(
      Self.failedField(Self.mission(WagerServerSamples.roundMission(result: "MAYBE")), roundMission)
        == "myRoundMission.result")
    #expect(
      Self.failedField(Self.mission(WagerServerSamples.roundMission(result: "WIN")), roundMission)
        == "myRoundMission.updatedAt", "a WIN without its time cannot be decided")
    let february30 = WagerServerSamples.roundMission(result: "WIN", updatedAt: "2023-02-30T10:00:00")
    #expect(
      Self.failedField(Self.mission(february30), roundMission) == "myRoundMission.updatedAt",
      "30 February is no time")
    #expect(
      Self.failedField(Self.mission(WagerServerSamples.roundMission(finalResult: "TIE")), roundMission)
        == "myRoundMission.finalResult")
    let badCategory = WagerServerSamples.roundMission().replacingOccurrences(of: "\"SAME\"", with: "\"BOTH\"")
    #expect(
      Self.failedField(Self.mission(badCategory), roundMission)
        == "myRoundMission.missionContent.missionCategory.missionType")
    let coupons =
      #"{"availableWishCoupon": 1, "newWishCoupon": 0, "wishCouponList": [{"id": 1, "isVisible": true, "#
      + #""isUsed": "no"}]}"#
    #expect(
      Self.failedField(coupons) { _ = try WagerServerDecoder.wishCoupons(from: $0) } == "wishCouponList[0].isUsed")
    #expect(
      Self.failedField(#"{"userId": 1, "nickname": "빵빵아", "startDate": "2022/12/28"}"#) {
        _ = try WagerServerDecoder.partnerProfile(from: $0)
      } == "startDate")
    let usedYesterday =
      #"{"isMine": true, "wishCoupon": {"id": 31, "isVisible": true, "isUsed": true, "usedAt": "yesterday"}}"#
    #expect(
      Self.failedField(usedYesterday) { _ = try WagerServerDecoder.wishCoupon(from: $0) } == "wishCoupon.usedAt")
    #expect(
      Self.failedField(#"{"userId": "1", "myScore": 0}"#) { _ = try WagerServerDecoder.coupleHome(from: $0) }
        == "userId")
    #expect(
      Self.failedField(#"{"shortGame": {"id": 501, "enable": true}, "roundMission": {}}"#) {
        _ = try WagerServerDecoder.createdBattle(from: $0)
      } == "roundGameId")
  }

  @Test("Seoul LocalDateTimes read with or without seconds and fraction")
  func localDateTimes() throws {
    let minutes = try WagerServerText.date("2023-12-27T20:58", field: "t")
    let seconds = try WagerServerText.date("2023-12-27T20:58:03", field: "t")
    let nanoseconds = try WagerServerText.date("2023-12-27T20:58:03.123456789", field: "t")
    #expect(Self.close(minutes, 1_703_678_280))
    #expect(Self.close(seconds, 1_703_678_283))
    #expect(Self.close(nanoseconds, Self.reportedAt))
    let malformed = [
      "2023-12-27 20:58:03", "2023-12-27T20:58:03.", "2023-12-27T24:00:00", "2023-12-27T20:58:03.1234567890", "",
    ]
    for bad in malformed {
      #expect(throws: WagerError.self, "\(bad)") { try WagerServerText.date(bad, field: "t") }
    }
  }
}
