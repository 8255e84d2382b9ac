import Foundation

extension HousServerDecoder {
  /// The access token (a JWT) of `POST /auth/signup` and `POST /auth/login`, whose `data` is the token as text.
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` unless the payload is a string.
  public static func accessToken(from data: Data) throws(HousWireError) -> String {
    try decode(String.self, from: data).payload
  }

  /// A member's profile: the viewer's (`GET /user/profile`, with the notification setting; `GET /user/profile/me`)
  /// or a roommate's (`GET /user/{homieId}`).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``, ``HousWireError/unknownTypeColor(_:field:)``
  ///   (`data.typeColor`) or ``HousWireError/invalidTypeScore(_:)`` for a tested member whose scores are no result.
  public static func profile(from data: Data) throws(HousWireError) -> ListedProfile {
    let body = try decode(HousProfileWire.self, from: data)
    return try ListedProfile(wire: body.payload, path: body.path)
  }

  /// The name and profile the server stored (`PUT /user/profile/me`'s response).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``.
  public static func updatedProfile(from data: Data) throws(HousWireError) -> (name: String, profile: Profile) {
    let wire = try decode(HousProfileTextWire.self, from: data).payload
    return (
      wire.userName, Profile(job: wire.job ?? "", introduction: wire.introduction ?? "", hashtags: wire.hashTag ?? [])
    )
  }

  /// The viewer's notification setting (`GET /user/setting`, `PUT /user/setting/notification`'s response).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``.
  public static func notificationsEnabled(from data: Data) throws(HousWireError) -> Bool {
    try decode(HousNotificationWire.self, from: data).payload.notificationState
  }

  /// The scores the server stored (`PUT /user/type/test`'s response, `data.typeScore`).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` or ``HousWireError/invalidTypeScore(_:)`` unless
  ///   there are five scores of 3...9 (the document's own example, `[2, 5, 4, 3, 4]`, is refused).
  public static func personalityScores(from data: Data) throws(HousWireError) -> PersonalityScores {
    try PersonalityScores(housTypeScore: decode(HousTypeScoreWire.self, from: data).payload.typeScore)
  }

  /// A member's personality type in detail (`GET /user/me/type`, `GET /user/{userId}/type`).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``, ``HousWireError/unknownTypeColor(_:field:)`` or
  ///   ``HousWireError/unknownTypeName(_:field:)`` for a match that is none of the types (`data.good.typeName`).
  public static func personalityCard(from data: Data) throws(HousWireError) -> ListedPersonalityCard {
    let body = try decode(HousTypeDetailWire.self, from: data)
    return try ListedPersonalityCard(wire: body.payload, path: body.path)
  }
}
