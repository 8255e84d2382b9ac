import Foundation

/// Writes the bodies of the Hous server's requests from the kit's models; ``HousServerDecoder`` reads its answers.
///
/// Each body holds exactly the fields of the request's schema in the server's OpenAPI document, with sorted keys,
/// so a body is the same bytes on every run. Booleans are JSON booleans (the document's examples write `"true"`,
/// which its schemas type as boolean). The requests without a body are `DELETE /user/`, `POST /room/`,
/// `DELETE /room/{roomId}/out` and the `DELETE`s of a rule, a category and an event.
///
/// ```swift
/// let body = HousRequestEncoder.requestBody(for: rule)  // POST /room/{roomId}/rule
/// ```
public enum HousRequestEncoder {
  /// The rule as the body of `POST /room/{roomId}/rule` and `PUT /room/{roomId}/rule/{ruleId}`: `ruleName`,
  /// `categoryId`, `isKeyRules`, `notificationState` and `ruleMembers`, without `_id` (the schema has none; the path
  /// names the rule). A rotation is sent as its members, each on its weekdays; ``HousServerDecoder/rule(from:id:)``
  /// reads the body back, given the identifier.
  public static func requestBody(for rule: Rule) -> Data {
    HousJSON.encode(rule.housWire)
  }

  /// The body of `POST /auth/signup`: `email`, `password`, `userName`, `gender` (free text such as `"여자"`),
  /// `birthday` as `yyyy-MM-dd` (left out when `nil`, the schema's only optional field) and `fcmToken`.
  public static func signUpBody(
    email: String, password: String, name: String, gender: String, birthday: CalendarDay?, fcmToken: String
  ) -> Data {
    HousJSON.encode(
      HousSignUpWire(
        email: email, password: password, userName: name, gender: gender, birthday: birthday?.description,
        fcmToken: fcmToken))
  }

  /// The body of `POST /auth/login`: `email`, `password` and `fcmToken`.
  public static func loginBody(email: String, password: String, fcmToken: String) -> Data {
    HousJSON.encode(HousLoginWire(email: email, password: password, fcmToken: fcmToken))
  }

  /// The body of `PUT /user/profile/me`: `userName`, and the profile as `job`, `introduction` and `hashTag`, sent
  /// even when empty so the server stores what the member cleared.
  public static func profileBody(name: String, profile: Profile) -> Data {
    HousJSON.encode(
      HousProfileTextWire(
        userName: name, job: profile.job, introduction: profile.introduction, hashTag: profile.hashtags))
  }

  /// The body of `PUT /user/setting/notification`: `{"notificationState": true}`.
  public static func notificationBody(enabled: Bool) -> Data {
    HousJSON.encode(HousNotificationWire(notificationState: enabled))
  }

  /// The body of `PUT /user/type/test`: `{"typeScore": [light, noise, smell, introversion, clean]}`.
  public static func typeTestBody(for scores: PersonalityScores) -> Data {
    HousJSON.encode(HousTypeScoreWire(typeScore: scores.values))
  }

  /// The body of `POST /room/{roomId}/in`: `{"roomCode": "505TYCMR"}`.
  ///
  /// The document's schema requires `roomCode` but names its one property `isCheck`, with an invite code as the
  /// example; the body follows `required` and the server's other bodies, which call the code `roomCode`.
  public static func joinRoomBody(inviteCode: String) -> Data {
    HousJSON.encode(HousRoomJoinWire(roomCode: inviteCode))
  }

  /// The category as the body of `POST /room/{roomId}/rules/category` and
  /// `PUT /room/{roomId}/rules/category/{categoryId}`: `categoryName` and `categoryIcon`.
  public static func categoryBody(for category: RuleCategory) -> Data {
    HousJSON.encode(HousCategoryRequestWire(categoryName: category.name, categoryIcon: category.icon.rawValue))
  }

  /// The body of `PUT /room/{roomId}/rule/{ruleId}/today`: `{"tmpRuleMembers": [...]}`, the assignment's members
  /// in order (the server sets them for its today; the rule is the path's).
  public static func temporaryAssigneesBody(for assignment: TemporaryAssignment) -> Data {
    HousJSON.encode(HousTemporaryMembersWire(id: nil, tmpRuleMembers: assignment.members.map(\.rawValue)))
  }

  /// The body of `PUT /room/{roomId}/rule/{ruleId}/check`: `{"isCheck": true}`.
  public static func checkBody(isChecked: Bool) -> Data {
    HousJSON.encode(HousCheckWire(isCheck: isChecked))
  }

  /// The event as the body of `POST /room/{roomId}/event` and `PUT /room/{roomId}/event/{eventId}`: `eventName`,
  /// `eventIcon`, `date` as `yyyy-MM-dd` and `participants`, without `_id`.
  public static func eventBody(for event: HouseEvent) -> Data {
    HousJSON.encode(
      HousEventWire(
        id: nil, eventName: event.name, eventIcon: event.icon.rawValue, date: event.date.description,
        participants: event.participants.map(\.rawValue)))
  }
}
