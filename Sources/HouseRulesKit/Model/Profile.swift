import Foundation

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
