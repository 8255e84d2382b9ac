import Foundation

/// One mission a partner can be dealt: "에코백" in the category "키워드 스무고개".
public struct Mission: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// The mission's identifier in its catalogue.
  public let id: Int
  /// What the partner has to do or find.
  public var content: String
  /// A suggested time to spend on it, as the catalogue words it, if any.
  public var recommendedTime: String?

  /// Creates a mission.
  public init(id: Int, content: String, recommendedTime: String? = nil) {
    self.id = id
    self.content = content
    self.recommendedTime = recommendedTime
  }
}
