import Foundation

/// How a score (3...9) becomes a distance from the graph's centre: `radius = slope × score + intercept`.
public struct RadarScale: Hashable, Sendable, Codable {
  /// The distance one score point adds.
  public var slope: Double
  /// The distance of score zero (usually negative, so that the lowest score sits near the centre).
  public var intercept: Double

  /// Creates a linear scale.
  public init(slope: Double, intercept: Double) {
    self.slope = slope
    self.intercept = intercept
  }

  /// `r = 10s - 10`: 20 for 3, 80 for 9 (the scale of the first app the kit was extracted from).
  public static let original = RadarScale(slope: 10, intercept: -10)
  /// `r = 7.5s - 2.5`: 20 for 3, 65 for 9 (the scale of the later release app).
  public static let release = RadarScale(slope: 7.5, intercept: -2.5)

  /// The radius of a score.
  public func radius(for score: Int) -> Double { slope * Double(score) + intercept }
}
