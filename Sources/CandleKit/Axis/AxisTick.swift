/// A labelled tick on an axis: where to draw it, the value it marks and its text.
public struct AxisTick: Hashable, Sendable {
  /// The tick's position in points: a y for the price axis, an x for the time axis.
  public var position: Double
  /// The value marked: a price, or a time as seconds since 1970.
  public var value: Double
  /// The text to draw beside the tick.
  public var label: String

  /// A tick at `position` marking `value`.
  public init(position: Double, value: Double, label: String) {
    self.position = position
    self.value = value
    self.label = label
  }
}
