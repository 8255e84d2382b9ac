import Foundation

/// A member of a house ("homie", the word Hous uses for a roommate).
public struct Homie: Identifiable, Hashable, Sendable, Codable {
  /// The member's identifier.
  public let id: HomieID
  /// The name shown everywhere (up to ``HouseLimits/memberName`` characters).
  public var name: String
  /// Job, introduction and hashtags.
  public var profile: Profile
  /// The member's latest personality test result; `nil` until they take the test.
  public var personality: PersonalityResult?
  /// Whether the member wants reminders (the member's notification setting).
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
