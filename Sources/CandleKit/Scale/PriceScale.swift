import Foundation

/// The vertical mapping of a price pane: prices to y positions and back.
///
/// A scale is made by autoscaling to a price range, normally ``CandleSeries/priceRange(in:)`` of the visible
/// candles (wicks included), with margins above and below so the extremes do not touch the pane's edges. A flat
/// range (one candle, or high equal to low) is widened around its price instead of dividing by zero, and an empty
/// one (`nil`) becomes `0...1`, so every scale maps every price to a finite y. y grows downwards, as on every
/// screen: the highest price is at the top.
///
/// ```swift
/// let scale = PriceScale(autoscaling: series.priceRange(in: viewport.visibleRange), top: 0, height: 300)
/// let y = scale.y(forPrice: 81_000_000)
/// scale.price(atY: y)  // 81_000_000 (up to rounding)
/// ```
public struct PriceScale: Hashable, Sendable {
  /// How prices map to heights.
  public enum Mode: String, CaseIterable, Codable, Hashable, Sendable {
    /// Equal price differences take equal heights.
    case linear
    /// Equal price ratios take equal heights (for series that span orders of magnitude). Falls back to linear for
    /// a range that reaches zero or below, where a logarithm does not exist.
    case logarithmic
  }

  /// The prices shown at the top and bottom edges of the pane (the autoscaled range plus margins).
  public let range: ClosedRange<Double>
  /// The y of the pane's top edge, in points.
  public let top: Double
  /// The pane's height, in points.
  public let height: Double
  /// The mapping in effect: ``Mode/logarithmic`` only when it was asked for and the range is positive.
  public let mode: Mode

  /// The transformed bounds (the prices, or their base-10 logarithms).
  private let lowerValue: Double
  private let upperValue: Double
  /// Points per unit of transformed value, so that a position is one multiplication away.
  private let pointsPerValue: Double

  /// The largest top or height taken, in points: far beyond any screen, and small enough that a position a hundred
  /// pane heights away is still finite.
  static let screenLimit = 1e9

  /// The largest price magnitude a scale works with; larger prices are limited to it, so that sums and differences
  /// of two prices stay finite.
  static let limit = 1e300

  /// Autoscales to `priceRange` with margins.
  ///
  /// - Parameters:
  ///   - priceRange: the lowest low and highest high to show; `nil` (nothing visible) shows `0...1`.
  ///   - top: the y of the pane's top edge (limited to ±1e9).
  ///   - height: the pane's height in points (negative or non-finite counts as 0; limited to 1e9).
  ///   - topMargin: the share of the pane left empty above the highest price (0...0.45; 0.1 by default).
  ///   - bottomMargin: the share left empty below the lowest price (0...0.45; 0.1 by default).
  ///   - mode: ``Mode/linear`` by default.
  ///   - flatWidening: how far a flat range is widened on each side, as a share of its price (0.5% by default;
  ///     a flat range at 0 becomes `-1...1` before margins).
  public init(
    autoscaling priceRange: ClosedRange<Double>?, top: Double = 0, height: Double, topMargin: Double = 0.1,
    bottomMargin: Double = 0.1, mode: Mode = .linear, flatWidening: Double = 0.005
  ) {
    self.top = top.isFinite ? min(max(top, -Self.screenLimit), Self.screenLimit) : 0
    self.height = height.isFinite ? min(max(0, height), Self.screenLimit) : 0
    var low = priceRange.map { Self.bounded($0.lowerBound) } ?? 0
    var high = priceRange.map { Self.bounded($0.upperBound) } ?? 1
    if !(low <= high) { (low, high) = (0, 1) }
    let widening = flatWidening.isFinite && flatWidening > 0 ? min(flatWidening, 1) : 0.005
    // A range narrower than a few ulps of its price (or than 1e-300, whose reciprocal overflows) divides into
    // noise: treat it as flat.
    let magnitude = max(abs(low), abs(high))
    if high - low <= max(magnitude * 1e-12, 1e-300) {
      let middle = low / 2 + high / 2
      let half = abs(middle) * widening
      // Around zero (or a subnormal price) a relative widening vanishes: widen by one unit instead.
      (low, high) = half >= 1e-300 ? (middle - half, middle + half) : (middle - 1, middle + 1)
    }
    let topShare = Self.share(topMargin)
    let bottomShare = Self.share(bottomMargin)
    let logarithmic = mode == .logarithmic && low > 0
    self.mode = logarithmic ? .logarithmic : .linear
    var lowerValue = logarithmic ? log10(low) : low
    var upperValue = logarithmic ? log10(high) : high
    // Margins are shares of the pane, so the data takes (1 - top - bottom) of it.
    let span = (upperValue - lowerValue) / (1 - topShare - bottomShare)
    lowerValue -= span * bottomShare
    upperValue += span * topShare
    self.lowerValue = lowerValue
    self.upperValue = upperValue
    let pointsPerValue = upperValue > lowerValue ? self.height / (upperValue - lowerValue) : 0
    self.pointsPerValue = pointsPerValue.isFinite ? pointsPerValue : 0
    range =
      logarithmic
      ? Self.bounded(pow(10, lowerValue))...Self.bounded(pow(10, upperValue))
      : lowerValue...upperValue
  }

  /// A scale for a volume pane: from 0 at the bottom to `maximumVolume` plus a top margin.
  ///
  /// - Parameters:
  ///   - maximumVolume: the highest visible volume (``CandleSeries/maximumVolume(in:)``); `nil` or 0 shows
  ///     `0...1`.
  ///   - top: the y of the pane's top edge.
  ///   - height: the pane's height in points.
  ///   - topMargin: the share of the pane left empty above the highest bar (0.1 by default).
  public init(volumeUpTo maximumVolume: Double?, top: Double = 0, height: Double, topMargin: Double = 0.1) {
    let high = maximumVolume.map { $0.isFinite && $0 > 0 ? min($0, Self.limit) : 1 } ?? 1
    self.init(autoscaling: 0...high, top: top, height: height, topMargin: topMargin, bottomMargin: 0)
  }

  /// The y position of `price`: the pane's top for the range's upper bound, its bottom for the lower bound, and
  /// beyond the pane (but finite) for prices outside the range.
  ///
  /// - Complexity: O(1).
  /// A NaN price maps to the pane's bottom edge.
  public func y(forPrice price: Double) -> Double {
    guard !price.isNaN else { return top + height }
    let value = mode == .logarithmic ? log10(min(max(price, 1e-300), Self.limit)) : Self.bounded(price)
    guard pointsPerValue > 0 else { return top + height / 2 }
    // Clamp far-off prices to a hundred pane heights away: still off screen, and never infinite.
    return top + min(max((upperValue - value) * pointsPerValue, -100 * height), 101 * height)
  }

  /// The price at the y position `y`: the inverse of ``y(forPrice:)`` (for a crosshair or a tapped price). A
  /// non-finite `y`, or a pane without height, gives the price in the middle of the range (the geometric middle
  /// in logarithmic mode).
  ///
  /// - Complexity: O(1).
  public func price(atY y: Double) -> Double {
    // Without a usable y or height, the middle of the pane (in transformed values, like every other position).
    let fraction = y.isFinite && height > 0 ? min(max((y - top) / height, -100), 101) : 0.5
    let value = upperValue - fraction * (upperValue - lowerValue)
    return mode == .logarithmic ? Self.bounded(pow(10, value)) : Self.bounded(value)
  }

  /// Whether `price` lies within the shown range.
  public func contains(_ price: Double) -> Bool {
    range.contains(price)
  }

  /// `value` limited to ±``limit`` (NaN becomes 0), so that sums and differences of two of them stay finite.
  static func bounded(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -limit), limit)
  }

  /// A margin share limited to 0...0.45 (NaN counts as 0).
  private static func share(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 0.45)
  }
}
