import Foundation

// The couple server's bodies besides the history (Server-United's `dto/**`), field for field. Enum values and
// times stay text here; Mapping/ reads them, naming the field at fault.

/// A `Game` as the server sends it (`shortGame`): the container of a short battle's round.
struct ShortGameDTO: Decodable {
  let id: Int
  let enable: Bool
  /// A zone-less `LocalDateTime` in Seoul, or `null` while the game runs.
  let finishAt: String?
}

/// `MissionCategory`.
struct MissionCategoryDTO: Decodable {
  let id: Int
  let title: String
  let description: String?
  let rule: String?
  let tip: String?
  let example: String?
  let image: String?
  let level: Int?
  let expectedTime: Int?
  /// `SAME` or `DIFFERENCE`.
  let missionType: String
  /// `MEMO`, `TIMER` or `NONE`.
  let missionTool: String?
}

/// `MissionContent`: one mission of a category.
struct MissionContentDTO: Decodable {
  let id: Int
  let missionCategory: MissionCategoryDTO
  let content: String
  let recommendTime: String?
}

/// `RoundMission`: one partner's mission in a battle, with their report.
struct RoundMissionDTO: Decodable {
  let id: Int
  let missionContent: MissionContentDTO
  /// The partner's own report: `UNDECIDED`, `WIN` or `LOSE`.
  let result: String
  /// `UNDECIDED` until the result is asked for, then `WIN`, `LOSE` or `DRAW`.
  let finalResult: String?
  /// When the partner reported (Seoul `LocalDateTime`), or `null` before.
  let updatedAt: String?
}

/// `POST /api/game/short` 200 (`CreateShortGameResponseDto`).
struct CreateShortGameResponseDTO: Decodable {
  let shortGame: ShortGameDTO
  let roundGameId: Int
  let roundMission: RoundMissionDTO
}

/// `GET /api/game/short/{roundGameId}` and `PATCH /api/game/short/{roundGameId}` 200 (`GameReportResponseDto`).
struct GameReportResponseDTO: Decodable {
  let myRoundMission: RoundMissionDTO
}

/// `GET /api/game/short/result/{roundGameId}` 200.
struct GameResultResponseDTO: Decodable {
  let myRoundMission: RoundMissionDTO
  let partnerRoundMission: RoundMissionDTO
}

/// The `couple` of the home response.
struct HomeCoupleDTO: Decodable {
  let id: Int
  /// "yyyy-MM-dd".
  let startDate: String
  let heartToken: Int?
}

/// `GET /api/v1/home` 200 (`HomeResponseDto`).
struct HomeResponseDTO: Decodable {
  let userId: Int
  let partnerId: Int?
  let partnerNickname: String?
  let roundGameId: Int?
  let myScore: Int
  let partnerScore: Int
  let drawCount: Int
  let dDay: Int
  let couple: HomeCoupleDTO
  let shortGame: ShortGameDTO?
}

/// `GET /api/user` 200 (`ProfileResponseDto`, the my-page).
struct ProfileResponseDTO: Decodable {
  let userId: Int
  let nickname: String
  let image: String?
  /// "yyyy-MM-dd", or `null` without a couple.
  let startDate: String?
}

/// A `WishCoupon` as the server lists it.
struct WishCouponDTO: Decodable {
  let id: Int
  let image: String?
  let content: String?
  let isVisible: Bool
  let isUsed: Bool
  /// Seoul `LocalDateTime`, or `null` while unused.
  let usedAt: String?
  /// The server's `GameType` name ("SHORT").
  let gameType: String?
}

/// `GET /api/user/{userId}/wish` 200 (`UserWishCouponResponseDto`).
struct UserWishCouponResponseDTO: Decodable {
  let availableWishCoupon: Int
  let newWishCoupon: Int
  let wishCouponList: [WishCouponDTO]
}

/// `GET /api/wish/{wishCouponId}` 200 (`WishCouponResponseDto`).
struct WishCouponResponseDTO: Decodable {
  let isMine: Bool
  let nickname: String?
  let wishCoupon: WishCouponDTO
}

/// The server's error body (`{"code": "UE1003", "message": "…"}`).
struct ServerErrorDTO: Decodable {
  let code: String
  let message: String?
}

/// `POST /api/game/short` request (`CreateShortGameRequestDto`); a `nil` wish is left out.
struct CreateShortGameRequestDTO: Encodable {
  let missionCategoryId: Int
  let wishContent: String?
}

/// `PATCH /api/game/short/{roundGameId}` request (`EnterGameResultDto`): `true` when the mission was completed.
struct EnterGameResultRequestDTO: Encodable {
  let result: Bool
}

/// `PATCH /api/wish` request (`UpdateWishCouponRequestDto`).
struct UpdateWishCouponRequestDTO: Encodable {
  let gameType: String
  let content: String
}

/// Reading and writing the server's JSON with typed errors.
enum WagerJSON {
  /// Decodes `type`, or throws the server's error body as ``WagerError/serverError(code:message:)`` and anything
  /// else as ``WagerError/malformedPayload(field:reason:)`` naming the field (`roundMission.missionContent.id`).
  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(WagerError) -> Value {
    let decoder = JSONDecoder()
    do {
      return try decoder.decode(type, from: data)
    } catch {
      if let failure = try? decoder.decode(ServerErrorDTO.self, from: data) {
        throw .serverError(code: failure.code, message: failure.message)
      }
      throw .malformedPayload(field: field(error), reason: reason(error))
    }
  }

  /// Encodes a request body: keys sorted and slashes unescaped, so a body is the same bytes on every run.
  static func encode(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, integers, booleans and optionals only: encoding cannot fail.
    return (try? encoder.encode(value)) ?? Data("{}".utf8)
  }

  /// The field a decoding failure is about, spelled by `FieldPath`.
  static func field(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      FieldPath.text(context.codingPath + [key])
    case DecodingError.valueNotFound(_, let context), DecodingError.typeMismatch(_, let context),
      DecodingError.dataCorrupted(let context):
      FieldPath.text(context.codingPath)
    default:
      FieldPath.root
    }
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(_, _): "missing"
    case DecodingError.valueNotFound(_, _): "null where a value is required"
    case DecodingError.typeMismatch(let type, _): "expected \(type)"
    case DecodingError.dataCorrupted(let context): context.debugDescription
    default: "\(error)"
    }
  }
}
