/// An axis-aligned rectangle in a chart's coordinate space, with a non-negative size.
public struct ChartRect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width (never negative).
  public var width: Double
  /// The height (never negative).
  public var height: Double

  /// A rectangle with its top-left corner at `x`, `y`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The bottom edge: `y + height`.
  public var maxY: Double { y + height }
  /// The right edge: `x + width`.
  public var maxX: Double { x + width }
}
