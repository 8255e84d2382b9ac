#if Server
  // The couple-app answers this server writes, field for field as Server-United's DTOs and
  // `docs/openapi/domainkits-server.yaml` give them, and as WagerKit's `WagerServerDecoder` reads them (its wire
  // types are internal to the kit, so the server has its own, Encodable ones). Fields the document requires even
  // when empty are `CoupleNullable`, written as `null`. The mapping from the kit's values is in
  // Mapping/CoupleResponseWire+Kit.swift.

  /// `AuthTokenDto`: sign-up, login and refresh.
  struct CoupleTokensWire: Encodable, Sendable {
    /// The access token.
    let accessToken: String
    /// The refresh token.
    let refreshToken: String

    private enum CodingKeys: String, CodingKey {
      case accessToken = "access_token"
      case refreshToken = "refresh_token"
    }
  }

  /// `CoupleDto`: `POST /api/couple`.
  struct CoupleCoupleWire: Encodable, Sendable {
    let id: Int64
    let startDate: String
    let inviteCode: String
    /// Always 0: WagerKit keeps no hearts.
    let heartToken: Int
  }

  /// `MissionCategoryDto`; `level` and `expectedTime` are deprecated and 0.
  struct CoupleMissionCategoryWire: Encodable, Sendable {
    let id: Int
    let title: String
    let description: String
    let rule: String
    let tip: String
    let example: String
    let image: CoupleNullable<String>
    let level: Int
    let expectedTime: Int
    let missionType: String
    let missionTool: String
  }

  /// A mission of `MissionCategoryWithContentsDto.missionContentsDto`.
  struct CoupleMissionItemWire: Encodable, Sendable {
    let id: Int
    let content: String
  }

  /// `MissionCategoryWithContentsDto`: a category's fields and its missions, `GET /api/v1/mission`.
  struct CoupleMissionCategoryWithContentsWire: Encodable, Sendable {
    /// The category's fields.
    let category: CoupleMissionCategoryWire
    /// Its missions.
    let missions: [CoupleMissionItemWire]

    private enum CodingKeys: String, CodingKey {
      case missionContentsDto
    }

    /// The category's fields and `missionContentsDto` in one object.
    func encode(to encoder: any Encoder) throws {
      try category.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(missions, forKey: .missionContentsDto)
    }
  }

  /// `MissionContent`: the mission dealt, with its category.
  struct CoupleMissionContentWire: Encodable, Sendable {
    let id: Int
    let missionCategory: CoupleMissionCategoryWire
    let content: String
    let recommendTime: CoupleNullable<String>
  }

  /// `RoundMissionDto`: one partner's mission in a battle, their report and the result settled so far.
  struct CoupleRoundMissionWire: Encodable, Sendable {
    let id: Int64
    let missionContent: CoupleMissionContentWire
    /// The partner's own report: `UNDECIDED`, `WIN` or `LOSE`.
    let result: String
    /// `UNDECIDED` until the battle is settled, then `WIN`, `LOSE` or `DRAW`.
    let finalResult: String
    /// The report's time in Seoul, or `null`.
    let updatedAt: CoupleNullable<String>
  }

  /// `ShortGameDto`: the game that holds a battle.
  struct CoupleShortGameWire: Encodable, Sendable {
    let id: Int64
    let enable: Bool
    let finishAt: CoupleNullable<String>
  }

  /// `CreateShortGameResponseDto`: `POST /api/game/short`.
  struct CoupleCreatedBattleWire: Encodable, Sendable {
    let shortGame: CoupleShortGameWire
    let roundGameId: Int64
    let roundMission: CoupleRoundMissionWire
  }

  /// `GameReportResponseDto`: `GET` and `PATCH /api/game/short/{roundGameId}` (`partnerRoundMission` left out, as
  /// the original's NON_NULL does).
  struct CoupleGameReportWire: Encodable, Sendable {
    let myRoundMission: CoupleRoundMissionWire
  }

  /// `GameResultResponseDto`: `GET /api/game/short/result/{roundGameId}`.
  struct CoupleBattleResultWire: Encodable, Sendable {
    let myRoundMission: CoupleRoundMissionWire
    let partnerRoundMission: CoupleRoundMissionWire
  }

  /// The `couple` of `HomeResponseDto`.
  struct CoupleHomeCoupleWire: Encodable, Sendable {
    let id: Int64
    let startDate: String
    let heartToken: Int
  }

  /// `HomeResponseDto`: `GET /api/v1/home`.
  struct CoupleHomeWire: Encodable, Sendable {
    let userId: Int64
    let partnerId: CoupleNullable<Int64>
    let partnerNickname: CoupleNullable<String>
    let roundGameId: CoupleNullable<Int64>
    let myScore: Int
    let partnerScore: Int
    let drawCount: Int
    let dDay: Int
    let couple: CoupleHomeCoupleWire
    let shortGame: CoupleNullable<CoupleShortGameWire>
  }

  /// `ProfileResponseDto`: `GET /api/user`.
  struct CoupleProfileWire: Encodable, Sendable {
    let userId: Int64
    let nickname: String
    let image: CoupleNullable<String>
    let startDate: CoupleNullable<String>
  }

  /// One partner's mission in a history item (`MissionResultDto`).
  struct CoupleHistoryMissionWire: Encodable, Sendable {
    let content: String
    /// The partner's own report: `WIN` or `LOSE`.
    let result: String
    /// The report's time in Seoul, "HH:mm".
    let time: String
  }

  /// One settled battle of `GET /api/history` (the couple app's fixture).
  struct CoupleHistoryItemWire: Encodable, Sendable {
    let roundGameId: Int64
    /// The day it was settled, "yy.MM.dd".
    let date: String
    /// The caller's final result: `WIN`, `LOSE` or `DRAW`.
    let result: String
    let title: String
    let image: CoupleNullable<String>
    /// The winner's nickname; `null` on a draw.
    let winner: CoupleNullable<String>
    let myMission: CoupleHistoryMissionWire
    let partnerMission: CoupleHistoryMissionWire
  }

  /// `WishCouponDto`; its id is its battle's.
  struct CoupleWishCouponWire: Encodable, Sendable {
    let id: Int64
    let image: CoupleNullable<String>
    let content: CoupleNullable<String>
    let isVisible: Bool
    let isUsed: Bool
    let usedAt: CoupleNullable<String>
    let gameType: String
  }

  /// `UserWishCouponResponseDto`: `GET /api/user/{userId}/wish`.
  struct CoupleWishCouponsWire: Encodable, Sendable {
    let availableWishCoupon: Int
    let newWishCoupon: Int
    let wishCouponList: [CoupleWishCouponWire]
  }

  /// `WishCouponResponseDto`: `GET /api/wish/{wishCouponId}`.
  struct CoupleWishCouponDetailWire: Encodable, Sendable {
    let isMine: Bool
    let nickname: CoupleNullable<String>
    let wishCoupon: CoupleWishCouponWire
  }
#endif
