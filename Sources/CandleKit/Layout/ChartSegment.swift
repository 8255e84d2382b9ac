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
