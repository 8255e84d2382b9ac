/// A member's profile as the Hous server shows it (`GET /user/profile`, `GET /user/profile/me`,
/// `GET /user/{homieId}`): name, profile texts, type and scores.
///
/// The server identifies the member by the request (the viewer, or the path's `homieId`), not in the body.
public struct ListedProfile: Hashable, Sendable {
  /// The member's name (`userName`).
  public let name: String
  /// Job, introduction and hashtags (`job`, `introduction`, `hashTag`).
  public let profile: Profile
  /// The member's type (`typeColor`); ``PersonalityType/gray`` before the test.
  public let personalityType: PersonalityType
  /// The five scores (`typeScore`), or `nil` before the test: a gray member's `typeScore` is not a result.
  public let scores: PersonalityScores?
  /// The viewer's notification setting (`notificationState`), sent with the viewer's own profile only.
  public let notificationsEnabled: Bool?

  /// Creates a listed profile.
  public init(
    name: String, profile: Profile, personalityType: PersonalityType, scores: PersonalityScores?,
    notificationsEnabled: Bool? = nil
  ) {
    self.name = name
    self.profile = profile
    self.personalityType = personalityType
    self.scores = scores
    self.notificationsEnabled = notificationsEnabled
  }
}
