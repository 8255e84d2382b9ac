/// How well two members' test results go together, by the rule below.
///
/// The rule: on each axis the *gap* is the difference of the two scores (0...6). Compatibility is
/// `100 × (1 − total gap / 30)`, rounded half up to a whole percent, so identical scores are 100% and opposite
/// extremes on every axis (3 against 9) are 0%. An axis with a gap of 4 or more is a *conflict*: at least two of
/// its three answers were far apart, which is worth a house rule (quiet hours for noise, a lamp rule for light).
public struct PersonalityCompatibility: Hashable, Sendable, Codable {
  /// The gap that makes an axis a conflict.
  public static let conflictGap = 4

  /// The gap on each axis, in axis order (`[light, noise, smell, introversion, clean]`), each 0...6.
  public let gaps: [Int]
  /// Compatibility in percent, 0...100.
  public let percent: Int

  /// Compares two results.
  public init(_ first: PersonalityScores, _ second: PersonalityScores) {
    gaps = PersonalityAxis.allCases.map { abs(first[$0] - second[$0]) }
    let maximum = PersonalityAxis.allCases.count * (PersonalityScores.axisRange.upperBound - 3)
    let totalGap = gaps.reduce(0, +)
    percent = (100 * (maximum - totalGap) * 2 + maximum) / (2 * maximum)
  }

  /// The gap on one axis.
  public func gap(on axis: PersonalityAxis) -> Int { gaps[axis.index] }

  /// The axes with a gap of ``conflictGap`` or more, in axis order.
  public var conflicts: [PersonalityAxis] {
    PersonalityAxis.allCases.filter { gap(on: $0) >= Self.conflictGap }
  }
}

extension PersonalityScores {
  /// How compatible these scores are with another member's; see ``PersonalityCompatibility`` for the rule.
  public func compatibility(with other: PersonalityScores) -> PersonalityCompatibility {
    PersonalityCompatibility(self, other)
  }
}
