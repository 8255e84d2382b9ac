#if Server
  import DomainKitsCore
  import Foundation
  import WagerKit

  extension DemoSeed {
    /// The missions of the demo's first category, in its order.
    static let keywordMissions = [
      Mission(id: 11, content: "에코백"), Mission(id: 12, content: "장미"), Mission(id: 13, content: "청소기"),
      Mission(id: 14, content: "텀블러"), Mission(id: 15, content: "우산"),
    ]

    /// The two mission categories of the demo CLI's sample data (`Sources/domainkits/SampleData/wager/
    /// categories.json`, written for this project), as Swift values: a DIFFERENCE category with a memo and a SAME one
    /// with a timer.
    static let coupleCategories = [
      MissionCategory(
        id: 1, title: "키워드 스무고개", description: "서로의 키워드를 스무 번의 질문 안에 맞혀요.",
        rule: "질문에는 예/아니오로만 대답해요. 먼저 맞힌 사람이 미션 성공!", tip: "큰 범주부터 좁혀 가면 빨리 맞힐 수 있어요.",
        example: "Q. 부엌에 있나요? A. 아니요.", image: URL(string: "https://cdn.example.com/category/twenty-questions.png"),
        missionType: .different, missionTool: .memo, missions: keywordMissions),
      MissionCategory(
        id: 2, title: "칭찬 릴레이", description: "정해진 시간 안에 상대를 칭찬해요.", rule: "같은 칭찬은 한 번만 쓸 수 있어요.",
        tip: "구체적일수록 좋아요.", example: "오늘 고른 셔츠 색이 정말 잘 어울려.",
        image: URL(string: "https://cdn.example.com/category/compliments.png"), missionType: .same,
        missionTool: .timer, missions: [Mission(id: 21, content: "5분 안에 칭찬 다섯 번 하기", recommendedTime: "5분")]),
    ]

    /// The demo couple's invite code (the document's example of `POST /api/couple/join`): it connected the couple,
    /// so joining with it is UE10002.
    static let coupleInvite = "7KQ2MZ9P"

    /// Writes the couple app's demo: the catalogue's two categories; `uni0001` (빵빵아, user 1 on a new store) and
    /// `uni0002` (콩떡이, user 2); couple 7 from 2022-12-28, connected; and the two battles of the couple app's
    /// history fixture (iOS-United's `BattleHistoryResultConstants`, as `../shared/data/wager/SOURCES.md` names it),
    /// played through WagerKit's repositories so the outcomes are the kit's: 752 on 2023-12-26, both completed in
    /// the same minute and uni0001 first; 753 on 2023-12-27, uni0001 completed (20:58) and uni0002 failed (20:56).
    /// Both coupons are uni0001's: 753's with the wish "설거지 한 번 해주기", 752's blank (for `PATCH /api/wish`).
    func writeCouple() async throws {
      for category in Self.coupleCategories {
        if try await repositories.missions.category(id: category.id) == nil {
          try await repositories.missions.save(category)
        }
      }
      let first = try await coupleUser(login: "uni0001", nickname: "빵빵아")
      let second = try await coupleUser(login: "uni0002", nickname: "콩떡이")
      let couples = repositories.couples
      let coupleID = CoupleID("7")
      let startDay = try CalendarDay(year: 2022, month: 12, day: 28)
      let issuedAt = startDay.date(hour: 9, minute: 0, in: .seoul)
      if try await couples.couple(id: coupleID) == nil {
        let invite = try InviteCode(
          code: Self.coupleInvite, issuedAt: issuedAt,
          expiresAt: issuedAt.addingTimeInterval(InviteCode.defaultValidity))
        try await couples.insert(Couple(id: coupleID, creator: first, startDay: startDay, invite: invite))
      }
      if try await couples.couple(id: coupleID)?.status == .waiting {
        _ = try await couples.join(code: Self.coupleInvite, partner: second, at: issuedAt.addingTimeInterval(300))
      }

      let missions = Self.keywordMissions
      let day26 = try CalendarDay(year: 2023, month: 12, day: 26)
      try await settledBattle(
        id: "752", couple: coupleID, missions: (missions[2], missions[3]), wish: "",
        createdAt: day26.date(hour: 17, minute: 50, in: .seoul),
        reports: [
          (.first, true, day26.date(hour: 18, minute: 6, second: 5, in: .seoul)),
          (.second, true, day26.date(hour: 18, minute: 6, second: 40, in: .seoul)),
        ],
        finalizedAt: day26.date(hour: 18, minute: 7, in: .seoul))
      let day27 = try CalendarDay(year: 2023, month: 12, day: 27)
      try await settledBattle(
        id: "753", couple: coupleID, missions: (missions[0], missions[1]), wish: "설거지 한 번 해주기",
        createdAt: day27.date(hour: 20, minute: 40, in: .seoul),
        reports: [
          (.second, false, day27.date(hour: 20, minute: 56, second: 10, in: .seoul)),
          (.first, true, day27.date(hour: 20, minute: 58, second: 3, in: .seoul).addingTimeInterval(0.123)),
        ],
        finalizedAt: day27.date(hour: 20, minute: 59, in: .seoul))
    }

    /// The partner of the demo account `login`, made with `nickname` when missing (its id from the couple-user
    /// sequence, its profile written last).
    private func coupleUser(login: String, nickname: String) async throws -> Partner {
      let account: Account
      if let existing = try await repositories.accounts.account(api: .couple, login: login) {
        account = existing
      } else {
        let number = try await repositories.sequences.next(.coupleUser)
        account = try await repositories.accounts.insert(
          api: .couple, login: login, email: nil, passwordHash: try await passwords.hash(Self.password),
          kitID: String(number), at: Self.seededAt)
      }
      if let user = try await repositories.coupleUsers.user(account: account.id) {
        return Partner(id: PartnerID(account.kitID), nickname: user.nickname)
      }
      try await repositories.coupleUsers.insert(CoupleUser(accountID: account.id, nickname: nickname))
      return Partner(id: PartnerID(account.kitID), nickname: nickname)
    }

    /// A battle of category 1 created by the first partner, started when created, reported in `reports`' order
    /// (oldest first) and finalized, with its coupon issued: each step that is done already is skipped.
    private func settledBattle(
      id: BattleID, couple: CoupleID, missions: (first: Mission, second: Mission), wish: String, createdAt: Date,
      reports: [(role: PartnerRole, completed: Bool, at: Date)], finalizedAt: Date
    ) async throws {
      let battles = repositories.battles
      if try await battles.battle(id: id) == nil {
        try await battles.insert(
          try Battle(
            id: id, coupleID: couple, createdBy: .first, createdAt: createdAt,
            category: Self.coupleCategories[0].summary, missions: missions, wish: wish))
      }
      guard var battle = try await battles.battle(id: id) else { return }
      if battle.status == .created {
        battle = try await battles.start(id: id, at: createdAt)
      }
      for report in reports {
        if battle.status == .running, battle.report(of: report.role) == nil {
          battle = try await battles.report(id: id, role: report.role, completed: report.completed, at: report.at)
        }
      }
      if battle.status == .running {
        battle = try await battles.update(id: id, .finalize(at: finalizedAt)).value
      }
      if battle.status == .finalized {
        try await repositories.coupons.issue(battle.coupon)
      }
    }
  }
#endif
