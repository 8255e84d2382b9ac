import Foundation

/// One item of the server's battle history (`GET /api/history`), field for field, as releases before 0.3.0 made
/// it public.
///
/// ``WagerServerDecoder/battleHistory(from:strings:)`` decodes the body straight to ``BattleHistoryRow``s; the
/// wire shape is internal.
@available(*, deprecated, message: "decode with WagerServerDecoder.battleHistory(from:strings:), which returns rows")
public struct BattleHistoryResultDTO: Sendable, Equatable, Codable {
  /// One partner's mission in a history item (`MissionResultDto`).
  public struct MissionDTO: Sendable, Equatable, Codable {
    /// The mission.
    public var content: String?
    /// The partner's own report: `WIN` (completed) or `LOSE`.
    public var result: String?
    /// The report time, "HH:mm".
    public var time: String?

    /// Creates a mission item.
    public init(content: String? = nil, result: String? = nil, time: String? = nil) {
      self.content = content
      self.result = result
      self.time = time
    }

    /// Decodes leniently: each field that is missing or not a string is `nil`.
    public init(from decoder: any Decoder) throws {
      let mission = try BattleHistoryItemDTO.MissionDTO(from: decoder)
      self.init(content: mission.content, result: mission.result, time: mission.time)
    }
  }

  /// The battle's identifier.
  public var roundGameId: Int?
  /// The day the battle was decided, "yy.MM.dd".
  public var date: String?
  /// The caller's final result: `WIN`, `LOSE` or `DRAW`.
  public var result: String?
  /// The category's title.
  public var title: String?
  /// The category's picture URL.
  public var image: String?
  /// The winner's nickname; empty for a draw.
  public var winner: String?
  /// The caller's mission.
  public var myMission: MissionDTO?
  /// The partner's mission.
  public var partnerMission: MissionDTO?

  /// Creates an item.
  public init(
    roundGameId: Int? = nil, date: String? = nil, result: String? = nil, title: String? = nil, image: String? = nil,
    winner: String? = nil, myMission: MissionDTO? = nil, partnerMission: MissionDTO? = nil
  ) {
    self.roundGameId = roundGameId
    self.date = date
    self.result = result
    self.title = title
    self.image = image
    self.winner = winner
    self.myMission = myMission
    self.partnerMission = partnerMission
  }

  /// Decodes leniently: each field that is missing, `null` or of another type is `nil`.
  public init(from decoder: any Decoder) throws {
    self.init(try BattleHistoryItemDTO(from: decoder))
  }

  /// Decodes the body of `GET /api/history`: the name before 0.3.0.
  ///
  /// - Throws: ``WagerError/serverError(code:message:)``, or ``WagerError/malformedPayload(field:reason:)`` for
  ///   anything that is not a JSON array.
  public static func decodeList(from data: Data) throws(WagerError) -> [BattleHistoryResultDTO] {
    try BattleHistoryItemDTO.list(from: data).map(BattleHistoryResultDTO.init)
  }

  init(_ item: BattleHistoryItemDTO) {
    self.init(
      roundGameId: item.roundGameId, date: item.date, result: item.result, title: item.title, image: item.image,
      winner: item.winner, myMission: item.myMission.map(MissionDTO.init),
      partnerMission: item.partnerMission.map(MissionDTO.init))
  }

  /// The internal wire item with the same fields.
  var item: BattleHistoryItemDTO {
    BattleHistoryItemDTO(
      roundGameId: roundGameId, date: date, result: result, title: title, image: image, winner: winner,
      myMission: myMission.map(\.item), partnerMission: partnerMission.map(\.item))
  }
}

@available(*, deprecated)
extension BattleHistoryResultDTO.MissionDTO {
  init(_ mission: BattleHistoryItemDTO.MissionDTO) {
    self.init(content: mission.content, result: mission.result, time: mission.time)
  }

  var item: BattleHistoryItemDTO.MissionDTO {
    BattleHistoryItemDTO.MissionDTO(content: content, result: result, time: time)
  }
}
