#if Server
  import Foundation
  import WagerKit

  // The couple-app answers from the kit's values. A battle keeps only its category's summary; the catalogue's
  // category fills in the texts the summary leaves out (empty when the category is no longer in the catalogue).

  extension CoupleMissionCategoryWire {
    /// A category as `MissionCategoryDto` writes it.
    init(_ category: MissionCategory) {
      self.init(
        summary: category.summary, description: category.description, rule: category.rule, tip: category.tip,
        example: category.example)
    }

    /// A battle's category: its summary, with the catalogue's texts when `details` is the same category.
    init(summary: MissionCategory.Summary, details: MissionCategory?) {
      let details = details?.id == summary.id ? details : nil
      self.init(
        summary: summary, description: details?.description ?? "", rule: details?.rule ?? "",
        tip: details?.tip ?? "", example: details?.example ?? "")
    }

    private init(summary: MissionCategory.Summary, description: String, rule: String, tip: String, example: String) {
      self.init(
        id: summary.id, title: summary.title, description: description, rule: rule, tip: tip, example: example,
        image: CoupleNullable(summary.image?.absoluteString), level: 0, expectedTime: 0,
        missionType: summary.missionType.rawValue, missionTool: summary.missionTool.rawValue)
    }
  }

  extension CoupleMissionCategoryWithContentsWire {
    /// A category with its missions, `GET /api/v1/mission`'s item.
    init(_ category: MissionCategory) {
      self.init(
        category: CoupleMissionCategoryWire(category),
        missions: category.missions.map { CoupleMissionItemWire(id: $0.id, content: $0.content) })
    }
  }

  extension CoupleRoundMissionWire {
    /// The round mission of the partner in `role`: the mission dealt, their report, and their final result once the
    /// battle is settled.
    init(battle: Battle, role: PartnerRole, category: MissionCategory?) {
      let mission = battle.mission(for: role)
      let report = battle.report(of: role)
      self.init(
        id: CoupleWireFormat.roundMissionID(battle: battle.id, role: role),
        missionContent: CoupleMissionContentWire(
          id: mission.id, missionCategory: CoupleMissionCategoryWire(summary: battle.category, details: category),
          content: mission.content, recommendTime: CoupleNullable(mission.recommendedTime)),
        result: report.map { $0.completed ? "WIN" : "LOSE" } ?? "UNDECIDED",
        finalResult: battle.outcome?.result(for: role).rawValue ?? "UNDECIDED",
        updatedAt: CoupleNullable(report.map { SeoulTimestamp.localDateTime($0.reportedAt) }))
    }
  }

  extension CoupleShortGameWire {
    /// The game of a battle: the battle's own id, live or not, and when it was settled or abandoned.
    init(_ battle: Battle) {
      let finishedAt: Date? =
        switch battle.phase {
        case .created, .running: nil
        case .finalized(_, let at), .cancelled(let at): at
        }
      self.init(
        id: CoupleWireFormat.number(battle.id.rawValue), enable: battle.isLive,
        finishAt: CoupleNullable(finishedAt.map(SeoulTimestamp.localDateTime)))
    }
  }

  extension CoupleHistoryItemWire {
    /// A row of the kit's `BattleHistory` (its date and times already in Seoul, "yy.MM.dd" and "HH:mm").
    init(_ row: BattleHistoryRow) {
      self.init(
        roundGameId: CoupleWireFormat.number(row.id.rawValue), date: row.date,
        result: (row.result ?? .draw).rawValue, title: row.title,
        image: CoupleNullable(row.image?.absoluteString), winner: CoupleNullable(row.winnerName),
        myMission: CoupleHistoryMissionWire(row.myMission),
        partnerMission: CoupleHistoryMissionWire(row.partnerMission))
    }
  }

  extension CoupleHistoryMissionWire {
    /// A mission line of a history row; a finalized battle has both reports, so `completed` is never unknown.
    init(_ line: BattleHistoryRow.MissionLine) {
      self.init(content: line.content, result: line.completed == true ? "WIN" : "LOSE", time: line.time)
    }
  }

  extension CoupleWishCouponWire {
    /// A settled coupon; its id is its battle's, and it has no picture of its own.
    init(_ coupon: WishCoupon) {
      self.init(
        id: CoupleWireFormat.number(coupon.id.rawValue), image: CoupleNullable(nil),
        content: CoupleNullable(coupon.isVisible ? coupon.wish : nil), isVisible: coupon.isVisible,
        isUsed: coupon.isUsed, usedAt: CoupleNullable(coupon.usedAt.map(SeoulTimestamp.localDateTime)),
        gameType: "SHORT")
    }
  }
#endif
