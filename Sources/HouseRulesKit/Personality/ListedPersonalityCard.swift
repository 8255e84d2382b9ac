import Foundation

/// A member's personality type as the Hous server details it (`GET /user/me/type`, `GET /user/{userId}/type`).
public struct ListedPersonalityCard: Hashable, Sendable {
  /// The member's name (`userName`).
  public let memberName: String
  /// The member's type (`typeColor`).
  public let personalityType: PersonalityType
  /// The card built from the server's texts (`typeOneComment`, `typeDesc`, `typeRulesTitle`, `typeRules`, and the
  /// matches named by `good.typeName` and `bad.typeName`); `nil` for ``PersonalityType/gray``, which has no card.
  public let card: PersonalityCard?
  /// The type's illustration (`typeImg`), or `nil` unless it is an absolute http(s) address.
  public let imageURL: URL?

  /// Creates a listed card.
  public init(memberName: String, personalityType: PersonalityType, card: PersonalityCard?, imageURL: URL?) {
    self.memberName = memberName
    self.personalityType = personalityType
    self.card = card
    self.imageURL = imageURL
  }
}
