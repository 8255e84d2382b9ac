import Foundation

/// One item of the server's battle history (`GET /api/history`), field for field: the wire shape behind
/// ``WagerServerDecoder/battleHistory(from:strings:)``. Not API: benchmarks reach it with
/// `@_spi(Benchmarking) import WagerKit`.
///
/// Every field is optional, and decoding is lenient: a missing field, a
/// `null`, or a value of the wrong type becomes `nil` instead of failing the whole list (`roundGameId` also
/// accepts a number written as a string).
///
/// ```json
/// {"roundGameId": 753, "date": "23.12.27", "result": "WIN", "title": "키워드 스무고개",
///  "image": "https://…/name%3Dtwenty+questions.png", "winner": "빵빵아",
///  "myMission": {"content": "에코백", "result": "WIN", "time": "20:58"},
///  "partnerMission": {"content": "장미", "result": "LOSE", "time": "20:56"}}
/// ```
@_spi(Benchmarking)
public struct BattleHistoryItemDTO: Sendable, Equatable, Codable {
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
      let container = try decoder.container(keyedBy: CodingKeys.self)
      content = container.lenientString(.content)
      result = container.lenientString(.result)
      time = container.lenientString(.time)
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
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let number = try? container.decodeIfPresent(Int.self, forKey: .roundGameId) {
      roundGameId = number
    } else {
      roundGameId = container.lenientString(.roundGameId).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
    date = container.lenientString(.date)
    result = container.lenientString(.result)
    title = container.lenientString(.title)
    image = container.lenientString(.image)
    winner = container.lenientString(.winner)
    myMission = (try? container.decodeIfPresent(MissionDTO.self, forKey: .myMission)) ?? nil
    partnerMission = (try? container.decodeIfPresent(MissionDTO.self, forKey: .partnerMission)) ?? nil
  }

  /// Decodes the body of `GET /api/history`: a JSON array of items.
  ///
  /// Elements that are not JSON objects are skipped. The server's error shape (`{"code": "UE1006"}`, sent for a
  /// disconnected couple) becomes ``WagerError/serverError(code:message:)``.
  ///
  /// - Throws: ``WagerError/serverError(code:message:)``, or ``WagerError/malformedPayload(field:reason:)`` for
  ///   anything that is not a JSON array.
  static func list(from data: Data) throws(WagerError) -> [BattleHistoryItemDTO] {
    let decoder = JSONDecoder()
    do {
      return try decoder.decode([Lenient].self, from: data).compactMap(\.value)
    } catch {
      if let failure = try? decoder.decode(ServerFailure.self, from: data) {
        throw .serverError(code: failure.code, message: failure.message)
      }
      throw .malformedPayload(field: Self.field(error), reason: Self.reason(error))
    }
  }

  /// An array element that decodes to `nil` when it is not an object.
  private struct Lenient: Decodable {
    let value: BattleHistoryItemDTO?
    init(from decoder: any Decoder) throws {
      value = try? BattleHistoryItemDTO(from: decoder)
    }
  }

  /// The server's error body.
  private struct ServerFailure: Decodable {
    let code: String
    let message: String?
  }

  /// Where the decoder failed, spelled by `FieldPath` (`(root)` for the top level, the only place that can fail).
  private static func field(_ error: any Error) -> String {
    switch error {
    case DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context):
      FieldPath.text(context.codingPath)
    default:
      FieldPath.root
    }
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context):
      "expected a JSON array of history items: \(context.debugDescription)"
    default:
      "expected a JSON array of history items"
    }
  }
}

extension KeyedDecodingContainer {
  /// The string at `key`, or `nil` when it is missing, `null` or not a string.
  fileprivate func lenientString(_ key: Key) -> String? {
    (try? decodeIfPresent(String.self, forKey: key)) ?? nil
  }
}
