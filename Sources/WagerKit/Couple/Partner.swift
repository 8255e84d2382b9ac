/// A person in a couple: their identifier and the nickname the other partner sees.
public struct Partner: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// The partner's identifier (an account id).
  public let id: PartnerID
  /// The display name, shown as the winner's name in the history ("빵빵아").
  public var nickname: String

  /// Creates a partner.
  public init(id: PartnerID, nickname: String) {
    self.id = id
    self.nickname = nickname
  }
}
