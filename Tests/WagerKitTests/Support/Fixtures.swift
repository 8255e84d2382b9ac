import Foundation
import WagerKit

/// Builders for the realistic couple, categories and times the tests share.
enum Fixtures {
  /// The instant at the given wall-clock time in Seoul (UTC+9, no daylight saving since 1988).
  static func seoul(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Double = 0)
    -> Date
  {
    let dayNumber = (try? CalendarDay(year: year, month: month, day: day))?.dayNumber ?? 0
    let local = Double(dayNumber * 86_400 + hour * 3_600 + minute * 60) + second
    return Date(timeIntervalSince1970: local - 9 * 3_600)
  }

  static let ppangppang = Partner(id: "user-1", nickname: "빵빵아")
  static let kongtteok = Partner(id: "user-2", nickname: "콩떡이")
  static let stranger = Partner(id: "user-3", nickname: "낯선이")

  static let startDay = (try? CalendarDay(year: 2022, month: 12, day: 28)) ?? CalendarDay(dayNumber: 0)
  static let inviteIssued = seoul(2023, 1, 2, 9, 0)

  static func invite(_ code: String = "K7Q2M9XD", issuedAt: Date = inviteIssued) -> InviteCode {
    // A fixed code written here is valid; the fallback only keeps the builder non-throwing.
    var generator = SplitMix64(seed: 0)
    return (try? InviteCode(code: code, issuedAt: issuedAt, expiresAt: issuedAt.addingTimeInterval(86_400)))
      ?? InviteCode.generate(issuedAt: issuedAt, using: &generator)
  }

  /// A couple waiting for its second partner.
  static func waitingCouple(id: CoupleID = "couple-7", code: String = "K7Q2M9XD") -> Couple {
    Couple(id: id, creator: ppangppang, startDay: startDay, invite: invite(code))
  }

  /// A connected couple: 빵빵아 first, 콩떡이 second.
  static func couple(id: CoupleID = "couple-7", code: String = "K7Q2M9XD") -> Couple {
    var couple = waitingCouple(id: id, code: code)
    try? couple.join(kongtteok, code: code, at: inviteIssued.addingTimeInterval(600))
    return couple
  }

  static let twentyQuestions = MissionCategory(
    id: 1, title: "키워드 스무고개", description: "상대의 키워드를 스무 번 안에 맞혀요.",
    rule: "예/아니오로만 대답해요.", tip: "큰 범주부터 좁혀 가요.", example: "살아 있나요? 아니요.",
    image: URL(string: "https://cdn.example.com/category/twenty-questions.png"), missionType: .different,
    missionTool: .memo,
    missions: [
      Mission(id: 11, content: "에코백"), Mission(id: 12, content: "장미"), Mission(id: 13, content: "청소기"),
      Mission(id: 14, content: "텀블러"),
    ])

  static let compliments = MissionCategory(
    id: 2, title: "칭찬 릴레이", description: "하루 동안 칭찬을 주고받아요.", rule: "같은 칭찬은 한 번만.",
    tip: "구체적으로 칭찬해요.", example: "오늘 고른 셔츠 색이 잘 어울려.",
    image: URL(string: "https://cdn.example.com/category/compliments.png"), missionType: .same, missionTool: .timer,
    missions: [Mission(id: 21, content: "칭찬 다섯 번 하기", recommendedTime: "5분")])

  /// A created battle of the standard couple.
  static func battle(
    id: BattleID = "battle-753", wish: String = "설거지 한 번 해주기", at date: Date = seoul(2023, 12, 27, 20, 40),
    deadline: Date? = nil
  ) throws -> Battle {
    var generator = SplitMix64(seed: 753)
    return try Battle.create(
      id: id, couple: couple(), by: .first, category: twentyQuestions, wish: wish, at: date, deadline: deadline,
      using: &generator)
  }

  /// A running battle started a minute after it was created.
  static func runningBattle(id: BattleID = "battle-753", deadline: Date? = nil) throws -> Battle {
    var battle = try battle(id: id, deadline: deadline)
    try battle.start(at: battle.createdAt.addingTimeInterval(60))
    return battle
  }

  /// A finalized battle with the given reports, `minutes` after its creation at 20:40 Seoul time.
  static func finishedBattle(
    id: BattleID, on day: (Int, Int, Int), first: (completed: Bool, minute: Int),
    second: (completed: Bool, minute: Int), couple coupleID: CoupleID = "couple-7"
  ) throws -> Battle {
    let created = seoul(day.0, day.1, day.2, 20, 40)
    var battle = try Battle(
      id: id, coupleID: coupleID, createdBy: .first, createdAt: created, category: twentyQuestions.summary,
      missions: (twentyQuestions.missions[0], twentyQuestions.missions[1]), wish: "영화 고르기 권한")
    try battle.start(at: created)
    let minutes = [(PartnerRole.first, first), (.second, second)].sorted { $0.1.minute < $1.1.minute }
    for (role, report) in minutes {
      try battle.report(role, completed: report.completed, at: created.addingTimeInterval(Double(report.minute * 60)))
    }
    _ = try battle.finalize(at: created.addingTimeInterval(Double(max(first.minute, second.minute) * 60 + 30)))
    return battle
  }
}
