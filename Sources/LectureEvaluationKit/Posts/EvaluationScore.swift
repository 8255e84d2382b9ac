/// One of an evaluation's three ratings (satisfaction, learning, honey): 0.5 to 5.0 in steps of 0.5.
///
/// Stored as a whole number of half points (1...10), so sums of ratings are exact integers and a running average
/// never drifts from a recomputation. The server takes any float; the kit accepts only the values every client
/// offers (0.0, which one client allowed, is refused).
public struct EvaluationScore: Hashable, Comparable, Sendable {
  /// The rating in half points: 1 for 0.5, 10 for 5.0.
  public let halfPoints: Int

  /// The accepted half points, 1...10.
  public static let halfPointRange = 1...10

  /// The rating of `halfPoints` half points, or `nil` outside 1...10.
  public init?(halfPoints: Int) {
    guard Self.halfPointRange.contains(halfPoints) else { return nil }
    self.halfPoints = halfPoints
  }

  /// The rating `value` (4.5), or `nil` unless it is one of 0.5, 1.0, … 5.0 exactly.
  public init?(_ value: Double) {
    guard value.isFinite, value >= 0.5, value <= 5.0 else { return nil }
    let doubled = value * 2
    guard doubled == doubled.rounded() else { return nil }
    self.init(halfPoints: Int(doubled))
  }

  /// The rating as a number: 0.5 … 5.0.
  public var value: Double { Double(halfPoints) / 2 }

  /// Orders the values: smaller first.
  public static func < (lhs: EvaluationScore, rhs: EvaluationScore) -> Bool { lhs.halfPoints < rhs.halfPoints }
}

extension EvaluationScore: Codable {
  /// Decodes the wire's number (4.5), refusing a value off the 0.5 grid.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let value = try container.decode(Double.self)
    guard let score = EvaluationScore(value) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(value) is not 0.5...5.0 in 0.5 steps")
    }
    self = score
  }

  /// Encodes the rating as its number (4.5).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

extension EvaluationScore: CustomStringConvertible {
  /// "4.5".
  public var description: String { "\(halfPoints / 2).\(halfPoints % 2 == 0 ? 0 : 5)" }
}
