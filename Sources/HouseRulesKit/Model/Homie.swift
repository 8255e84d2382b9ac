import Foundation

/// A member of a house ("homie", as the app called roommates).
public struct Homie: Identifiable, Hashable, Sendable, Codable {
  /// The member's identifier.
  public let id: HomieID
  /// The name shown everywhere (up to ``HouseLimits/memberName`` characters).
  public var name: String
  /// Job, introduction and hashtags.
  public var profile: Profile
  /// The member's latest personality test result; `nil` until they take the test.
  public var personality: PersonalityResult?
  /// Whether the member wants reminders (the app's notification setting).
  public var notificationsEnabled: Bool

  /// Creates a member. The house validates and trims the name and profile when the member joins.
  public init(
    id: HomieID, name: String, profile: Profile = Profile(), personality: PersonalityResult? = nil,
    notificationsEnabled: Bool = true
  ) {
    self.id = id
    self.name = name
    self.profile = profile
    self.personality = personality
    self.notificationsEnabled = notificationsEnabled
  }

  /// The member's personality type, or `nil` before the test.
  public var personalityType: PersonalityType? { personality?.scores.type }

  /// The type whose colour the app shows for the member: gray before the test.
  public var displayType: PersonalityType { personalityType ?? .gray }
}

/// What a member tells the house about themselves.
public struct Profile: Hashable, Sendable, Codable {
  /// The member's job ("대학생"), possibly empty.
  public var job: String
  /// A one-line introduction, possibly empty.
  public var introduction: String
  /// Up to three short hashtags ("ESFJ", "집순이"), without the "#".
  public var hashtags: [String]

  /// Creates a profile.
  public init(job: String = "", introduction: String = "", hashtags: [String] = []) {
    self.job = job
    self.introduction = introduction
    self.hashtags = hashtags
  }
}

/// A completed personality test: the scores and when they were recorded.
public struct PersonalityResult: Hashable, Sendable, Codable {
  /// The five axis scores.
  public let scores: PersonalityScores
  /// When the member finished the test; members are listed in this order.
  public let takenAt: Date

  /// Creates a result.
  public init(scores: PersonalityScores, takenAt: Date) {
    self.scores = scores
    self.takenAt = takenAt
  }

  /// The type of the scores.
  public var type: PersonalityType { scores.type }
}
