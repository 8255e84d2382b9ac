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

/// A vertical segment, such as a candle's wick from its high to its low.
public struct ChartSegment: Hashable, Sendable {
  /// The horizontal position.
  public var x: Double
  /// The upper end (the smaller y).
  public var top: Double
  /// The lower end (the larger y).
  public var bottom: Double

  /// A segment at `x` from `top` down to `bottom`.
  public init(x: Double, top: Double, bottom: Double) {
    self.x = x
    self.top = top
    self.bottom = bottom
  }
}
