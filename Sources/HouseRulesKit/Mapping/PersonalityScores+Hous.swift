import Foundation

extension PersonalityScores {
  /// Maps the server's `typeScore` list (`[light, noise, smell, introversion, clean]`).
  ///
  /// - Throws: ``HousWireError/invalidTypeScore(_:)`` unless there are five scores, each 3...9.
  public init(housTypeScore: [Int]) throws(HousWireError) {
    do {
      try self.init(housTypeScore)
    } catch {
      throw .invalidTypeScore(error)
    }
  }
}
