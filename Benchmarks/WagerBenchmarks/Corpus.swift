import Foundation
@_spi(Benchmarking) import WagerKit

/// The benchmarks' inputs, built once outside the measured loops.
struct Corpus: Sendable {
  let couple: Couple
  /// Finalized battles, newest first, as `BattleRepository.finishedBattles(couple:)` returns them.
  let newestFirst: [Battle]
  /// The same battles in a fixed random order, with a few live and cancelled ones among them.
  let shuffled: [Battle]
  /// The server's history items for the same battles.
  let dtos: [BattleHistoryItemDTO]
  let reportPairs: [(MissionReport, MissionReport)]
  let wirePairs: [(NaiveDecision.Report, NaiveDecision.Report)]
  /// Running battles with both reports in.
  let reportedBattles: [Battle]
  let finalizeTime: Date
  /// 1,000 new battles of one couple, for the creation race.
  let raceBattles: [Battle]

  init(battleCount: Int) {
    var random = SplitMix64(seed: 20_231_227)
    let start = Date(timeIntervalSince1970: 1_640_995_200)  // 2022-01-01 09:00 in Seoul
    let first = Partner(id: "user-1", nickname: "빵빵아")
    let second = Partner(id: "user-2", nickname: "콩떡이")
    var couple = Couple(
      id: "couple-7", creator: first, startDay: CalendarDay(start, in: .seoul),
      invite: InviteCode.generate(issuedAt: start, using: &random))
    try? couple.join(second, code: couple.invite.code, at: start)
    self.couple = couple

    let categories = [
      MissionCategory(
        id: 1, title: "키워드 스무고개", image: URL(string: "https://cdn.example.com/category/twenty-questions.png"),
        missionType: .different, missionTool: .memo,
        missions: ["에코백", "장미", "청소기", "텀블러", "우산", "머그컵"].enumerated().map { Mission(id: $0 + 1, content: $1) }),
      MissionCategory(
        id: 2, title: "칭찬 릴레이", image: URL(string: "https://cdn.example.com/category/compliments.png"),
        missionType: .same, missionTool: .timer, missions: [Mission(id: 21, content: "칭찬 다섯 번 하기")]),
    ]

    var battles: [Battle] = []
    var reported: [Battle] = []
    var pairs: [(MissionReport, MissionReport)] = []
    var wire: [(NaiveDecision.Report, NaiveDecision.Report)] = []
    var clock = start
    let writer = NaiveDecision.formatter()
    for index in 0..<battleCount {
      // A battle every 2-14 hours, each partner reporting within the hour, some in the same second.
      clock = clock.addingTimeInterval(Double(7_200 + Int.random(in: 0..<43_200, using: &random)))
      let category = categories[index % categories.count]
      guard
        var battle = try? Battle.create(
          id: BattleID(String(100_000 + index)), couple: couple, by: index % 2 == 0 ? .first : .second,
          category: category, wish: index % 5 == 0 ? "" : "설거지 한 번 해주기", at: clock, using: &random),
        (try? battle.start(at: clock)) != nil
      else { continue }
      let times = (
        Double(Int.random(in: 60...3_600, using: &random)), Double(Int.random(in: 60...3_600, using: &random))
      )
      let sameSecond = index % 17 == 0
      let firstAt = clock.addingTimeInterval(times.0)
      let secondAt = sameSecond ? firstAt : clock.addingTimeInterval(times.1)
      let results = (Bool.random(using: &random), Bool.random(using: &random))
      for (role, at, completed) in [(PartnerRole.first, firstAt, results.0), (.second, secondAt, results.1)]
        .sorted(by: { $0.1 < $1.1 })
      {
        try? battle.report(role, completed: completed, at: at)
      }
      reported.append(battle)
      if let a = battle.firstReport, let b = battle.secondReport {
        pairs.append((a, b))
        wire.append((NaiveDecision.Report(a, writer: writer), NaiveDecision.Report(b, writer: writer)))
      }
      clock = max(firstAt, secondAt).addingTimeInterval(30)
      if (try? battle.finalize(at: clock)) != nil { battles.append(battle) }
    }
    newestFirst = battles.reversed()
    var mixed = battles
    for index in 0..<20 {
      if var live = try? Battle.create(
        id: BattleID("live-\(index)"), couple: couple, by: .first, category: categories[1], wish: "", at: clock,
        using: &random)
      {
        if index % 2 == 0 { try? live.cancel(at: clock) }
        mixed.append(live)
      }
    }
    mixed.shuffle(using: &random)
    shuffled = mixed
    dtos = BattleHistory(battles: newestFirst, couple: couple, viewer: .first).rows.map { row in
      BattleHistoryItemDTO(
        roundGameId: Int(row.id.rawValue), date: row.date, result: row.result?.rawValue, title: row.title,
        image: row.image?.absoluteString, winner: row.winnerName ?? "",
        myMission: .init(
          content: row.myMission.content, result: row.myMission.completed == true ? "WIN" : "LOSE",
          time: row.myMission.time),
        partnerMission: .init(
          content: row.partnerMission.content,
          result: row.partnerMission.completed == true ? "WIN" : "LOSE", time: row.partnerMission.time))
    }
    reportPairs = pairs
    wirePairs = wire
    reportedBattles = reported
    finalizeTime = clock.addingTimeInterval(86_400 * 365)
    raceBattles = (0..<1_000).compactMap { index in
      try? Battle.create(
        id: BattleID("race-\(index)"), couple: couple, by: index % 2 == 0 ? .first : .second,
        category: categories[0], wish: "영화 고르기 권한", at: clock, using: &random)
    }
  }
}
