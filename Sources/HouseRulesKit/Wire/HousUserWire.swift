import Foundation

// The Hous server's (TeamHous/Hous-Server) user, settings and personality bodies, as its OpenAPI document
// (swagger-output.json) describes them.

/// A profile of `GET /user/profile` (with `notificationState`), `GET /user/profile/me` and `GET /user/{homieId}`
/// (with `typeId`, which the kit does not keep).
///
/// The document marks no response field required; `job`, `introduction` and `hashTag` are read as empty when
/// absent (a user who never edited the profile), the others are needed.
struct HousProfileWire: Decodable, Sendable {
  var userName: String
  var job: String?
  var introduction: String?
  var hashTag: [String]?
  var typeColor: String
  var typeScore: [Int]
  var notificationState: Bool?
}

/// The profile texts of `PUT /user/profile/me`'s response and request (`job`, `introduction` and `hashTag` are
/// optional in the request's schema; the encoder always sends them).
struct HousProfileTextWire: Codable, Sendable {
  var userName: String
  var job: String?
  var introduction: String?
  var hashTag: [String]?
}

/// `{"notificationState": true}`: `GET /user/setting`, `PUT /user/setting/notification` and its response.
struct HousNotificationWire: Codable, Sendable {
  var notificationState: Bool
}

/// `{"typeScore": [...]}`: `PUT /user/type/test`'s request, and its response (with `_id` and `typeId`).
struct HousTypeScoreWire: Codable, Sendable {
  var typeScore: [Int]
}

/// A type's details of `GET /user/me/type` and `GET /user/{userId}/type`.
struct HousTypeDetailWire: Decodable, Sendable {
  var userName: String
  var typeColor: String
  var typeImg: String?
  var typeOneComment: String
  var typeDesc: String
  var typeRulesTitle: String
  var typeRules: [String]
  var good: Match
  var bad: Match

  /// The type that lives best (`good`) or needs the most care (`bad`), by its Korean name.
  struct Match: Decodable, Sendable {
    var typeName: String
    var typeImg: String?
  }
}

/// `POST /auth/signup`'s request body.
struct HousSignUpWire: Encodable, Sendable {
  var email: String
  var password: String
  var userName: String
  var gender: String
  /// `yyyy-MM-dd`; the only optional field of the schema, left out when `nil`.
  var birthday: String?
  var fcmToken: String
}

/// `POST /auth/login`'s request body.
struct HousLoginWire: Encodable, Sendable {
  var email: String
  var password: String
  var fcmToken: String
}

/// Encodes a request body with sorted keys, so a body is the same bytes on every run.
enum HousJSON {
  static func encode(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, integers, booleans, lists and optionals only: encoding cannot fail.
    return (try? encoder.encode(value)) ?? Data("{}".utf8)
  }
}
