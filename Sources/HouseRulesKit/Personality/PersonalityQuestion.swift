import Foundation

/// One question of the personality test: a daily-life scene and three answers, least to most sensitive.
///
/// Answer `i` (0...2) scores `i + 1` on the question's ``axis``; three questions per axis make a score of 3...9.
public struct PersonalityQuestion: Identifiable, Hashable, Sendable, Codable {
  /// The question number, 1...15 (the server's `testNum` or `idx`).
  public let number: Int
  /// The axis the answer scores on.
  public let axis: PersonalityAxis
  /// The question, with its display line breaks.
  public let text: String
  /// The three answers, least sensitive first.
  public let options: [String]
  /// The illustration shown above the question (the server's `questionImg`), or `nil` when there is none.
  public let imageURL: URL?

  /// Creates a question.
  public init(number: Int, axis: PersonalityAxis, text: String, options: [String], imageURL: URL? = nil) {
    self.number = number
    self.axis = axis
    self.text = text
    self.options = options
    self.imageURL = imageURL
  }

  /// The question number.
  public var id: Int { number }

  /// The score an option earns: its index plus one, or `nil` for an index outside the options.
  public func score(option: Int) -> Int? {
    options.indices.contains(option) ? option + 1 : nil
  }
}
