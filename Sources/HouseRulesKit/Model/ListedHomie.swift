/// A member as the Hous server lists them to a viewer: the name and the colour of their personality type.
///
/// The server lists members this way in a rule's form, the home screen, a rule's today's assignees, an event's
/// participants and the rules screen's todos; only the last gives no identifier.
public struct ListedHomie: Hashable, Sendable {
  /// The member's identifier (`_id`); `nil` where the server lists the member by name only (the rules screen's
  /// `todayMembersWithTypeColor`).
  public let id: HomieID?
  /// The member's name (`userName`, or `name` in a rule's form).
  public let name: String
  /// The member's type (`typeColor`); ``PersonalityType/gray`` before the test.
  public let personalityType: PersonalityType

  /// Creates a listed member.
  public init(id: HomieID?, name: String, personalityType: PersonalityType) {
    self.id = id
    self.name = name
    self.personalityType = personalityType
  }
}
