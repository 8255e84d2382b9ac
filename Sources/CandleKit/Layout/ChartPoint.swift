/// A point in a chart's coordinate space: points from the top-left corner, y growing downwards.
public struct ChartPoint: Hashable, Sendable {
  /// The horizontal position.
  public var x: Double
  /// The vertical position.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
