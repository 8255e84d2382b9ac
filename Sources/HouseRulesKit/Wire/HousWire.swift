import Foundation

/// A rule as the Hous server (TeamHous/Hous-Server) takes it in `POST /room/{roomId}/rule` and returns it.
///
/// Weekdays are JavaScript day numbers (`Date.getDay()`: 0 = Sunday ... 6 = Saturday). Booleans arrive as JSON
/// booleans or, in the server's own examples, as `"true"`/`"false"`.
struct HousRuleWire: Codable, Hashable, Sendable {
  /// `_id`, present in responses.
  var id: String?
  var ruleName: String
  var categoryId: String
  var isKeyRules: Bool
  var notificationState: Bool
  var ruleMembers: [Member]

  /// One entry of `ruleMembers`; `userId` is `null` for a member who left.
  struct Member: Codable, Hashable, Sendable {
    var userId: String?
    var day: [Int]
  }

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case ruleName, categoryId, isKeyRules, notificationState, ruleMembers
  }

  init(
    id: String?, ruleName: String, categoryId: String, isKeyRules: Bool, notificationState: Bool,
    ruleMembers: [Member]
  ) {
    self.id = id
    self.ruleName = ruleName
    self.categoryId = categoryId
    self.isKeyRules = isKeyRules
    self.notificationState = notificationState
    self.ruleMembers = ruleMembers
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeIfPresent(String.self, forKey: .id)
    ruleName = try container.decode(String.self, forKey: .ruleName)
    categoryId = try container.decode(String.self, forKey: .categoryId)
    isKeyRules = try container.decode(HousWireBool.self, forKey: .isKeyRules).value
    notificationState = try container.decode(HousWireBool.self, forKey: .notificationState).value
    ruleMembers = try container.decode([Member].self, forKey: .ruleMembers)
  }
}

/// An event as the Hous server takes it in `POST /room/{roomId}/event` and returns it; `date` is `"2022-07-23"` or
/// `"2023-03-04T00:00:00.000Z"`.
struct HousEventWire: Codable, Hashable, Sendable {
  /// `_id`, present in responses.
  var id: String?
  var eventName: String
  var eventIcon: String
  var date: String
  var participants: [String]

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case eventName, eventIcon, date, participants
  }
}

/// The personality test questions of `GET /type/test`: `{"typeTests": [...]}`.
struct HousTypeTestsWire: Codable, Hashable, Sendable {
  var typeTests: [Question]

  /// One question; `testNum` is 1...15, `answers` three.
  struct Question: Codable, Hashable, Sendable {
    var testNum: Int
    var question: String
    var questionType: String
    var answers: [String]
    var questionImg: String?
  }
}

/// A boolean sent as a JSON boolean or as the text `"true"`/`"false"`.
struct HousWireBool: Decodable {
  var value: Bool

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self.value = value
      return
    }
    switch try container.decode(String.self) {
    case "true": value = true
    case "false": value = false
    case let text:
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not true or false")
    }
  }
}

/// A payload sent bare (a request body) or as the `data` of the server's response envelope
/// (`{"status": 200, "success": true, "message": ..., "data": {...}}`).
struct HousBody<Payload: Decodable>: Decodable {
  var payload: Payload
  /// Where the payload sits in the body: `["data"]` when wrapped, none when bare.
  var path: [FieldPath.Component]

  private enum CodingKeys: String, CodingKey {
    case data
  }

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: CodingKeys.self), container.contains(.data) {
      payload = try container.decode(Payload.self, forKey: .data)
      path = ["data"]
    } else {
      payload = try Payload(from: decoder)
      path = []
    }
  }
}

/// The server's error body (`util.fail`): `{"status": 400, "success": false, "message": "잘못된 요청입니다.",
/// "error": ...}`. An older error handler sent `{"message": ...}` alone, so `status` and `success` may be missing.
struct HousErrorWire: Decodable {
  var status: Int?
  var success: Bool?
  var message: String
}

/// The envelope of an answer whose payload the kit does not read (`"data": null` after a removal):
/// `{"status": 200, "success": true, "message": ..., "data": ...}`.
struct HousEnvelopeWire: Decodable {
  var success: Bool
}

/// A payload read for its `_id` only: the rule `POST /room/{roomId}/rule` created.
struct HousIDWire: Decodable {
  var id: String

  enum CodingKeys: String, CodingKey {
    case id = "_id"
  }
}
