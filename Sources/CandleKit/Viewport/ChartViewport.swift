/// The horizontal state of a candle chart: how wide a candle is, how far the chart is scrolled, and therefore
/// which candles are on screen and where.
///
/// Candles sit in slots of ``step`` points (``candleWidth`` plus ``spacing``), oldest on the left. The scroll
/// position is ``scrollOffset``: how many points the chart has been dragged back from the newest candle, so a new
/// viewport (offset 0) shows the newest candle at the right edge, inset by ``rightPadding``, and prepending older
/// history does not move what is on screen. Everything is O(1) and allocation-free: a frame asks for
/// ``visibleRange`` and positions without looking at the candles.
///
/// The centre of candle `i` is at `x = width - rightPadding + scrollOffset - (candleCount - 1 - i + 0.5) · step`,
/// and ``index(atX:)`` is its exact inverse, with candle `i` covering fractional indices `i - 0.5 ..< i + 0.5`.
///
/// ```swift
/// var viewport = ChartViewport(candleCount: series.count, width: 390, candleWidth: 6, spacing: 2)
/// viewport.scroll(by: 120)                    // a finger dragging right: older candles come in
/// viewport.zoom(by: 1.5, anchorX: pinchX)     // the candle under the fingers stays under them
/// let prices = series.priceRange(in: viewport.visibleRange)
/// ```
///
/// Inputs are never rejected: widths, offsets and counts are clamped into range, and a non-finite argument is
/// ignored, so no NaN can reach a renderer.
public struct ChartViewport: Hashable, Sendable {
  /// The default limits of ``candleWidth`` for pinch zoom, in points.
  public static let defaultCandleWidthLimits: ClosedRange<Double> = 1...64

  /// The number of candles in the series shown.
  public private(set) var candleCount: Int
  /// The visible width of the chart, in points.
  public private(set) var width: Double
  /// The width of a candle's body, in points; always within ``candleWidthLimits``.
  public private(set) var candleWidth: Double
  /// The gap between two candles, in points; it scales with the candle width when zooming.
  public private(set) var spacing: Double
  /// Empty space to the right of the newest candle at offset 0, in points.
  public private(set) var rightPadding: Double
  /// How far the chart is scrolled back from the newest candle, in points: 0 shows the newest candle at the
  /// right edge; ``maximumScrollOffset`` shows the oldest at the left edge.
  public private(set) var scrollOffset: Double
  /// The smallest and largest candle width zooming allows.
  public let candleWidthLimits: ClosedRange<Double>

  /// Creates a viewport that shows the newest candles at its right edge.
  ///
  /// - Parameters:
  ///   - candleCount: the number of candles (negative counts as 0).
  ///   - width: the visible width in points (negative or non-finite counts as 0; at most 1e9).
  ///   - candleWidth: a candle's body width in points, clamped to `candleWidthLimits`.
  ///   - spacing: the gap between candles in points (negative or non-finite counts as 0; at most 1e9).
  ///   - rightPadding: space right of the newest candle, in points (clamped to `0...width`).
  ///   - candleWidthLimits: the zoom limits for the candle width, within `0.01...1e9` (an infinite upper bound
  ///     counts as 1e9).
  public init(
    candleCount: Int, width: Double, candleWidth: Double, spacing: Double, rightPadding: Double = 0,
    candleWidthLimits: ClosedRange<Double> = ChartViewport.defaultCandleWidthLimits
  ) {
    let lower = Swift.min(Swift.max(0.01, Self.nonNegative(candleWidthLimits.lowerBound)), Self.sizeLimit)
    // An infinite upper limit means "no limit": the largest size taken, not 0.
    let upperLimit = candleWidthLimits.upperBound == .infinity ? Self.sizeLimit : candleWidthLimits.upperBound
    let upper = Swift.min(Swift.max(lower, Self.nonNegative(upperLimit)), Self.sizeLimit)
    self.candleWidthLimits = lower...upper
    self.candleCount = Swift.max(0, candleCount)
    self.width = Self.nonNegative(width)
    self.candleWidth = candleWidth.isFinite ? Swift.min(Swift.max(candleWidth, lower), upper) : lower
    self.spacing = Self.nonNegative(spacing)
    self.rightPadding = Swift.min(Self.nonNegative(rightPadding), self.width)
    scrollOffset = 0
  }

  // MARK: Geometry

  /// The width of one candle's slot: ``candleWidth`` plus ``spacing``.
  public var step: Double { candleWidth + spacing }

  /// The largest ``scrollOffset``: the one that puts the oldest candle's slot at the left edge (0 when every
  /// candle fits).
  public var maximumScrollOffset: Double {
    Swift.max(0, Double(candleCount) * step - (width - rightPadding))
  }

  /// The x position of the centre of candle `index` (which may be outside the series or the screen).
  ///
  /// - Complexity: O(1).
  public func x(forIndex index: Int) -> Double {
    x(forIndex: Double(index))
  }

  /// The x position of a fractional candle index: `i` is the centre of candle `i`, `i ± 0.5` its slot's edges.
  public func x(forIndex index: Double) -> Double {
    guard index.isFinite else { return 0 }
    return newestEdge - (Double(candleCount) - 0.5 - index) * step
  }

  /// The fractional candle index under the x position `x`: the inverse of ``x(forIndex:)-(Double)``. Candle `i`
  /// covers `i - 0.5 ..< i + 0.5`; the result may lie outside the series.
  ///
  /// - Complexity: O(1).
  public func index(atX x: Double) -> Double {
    guard x.isFinite else { return Double(candleCount) - 0.5 }
    return Double(candleCount) - 0.5 - (newestEdge - x) / step
  }

  /// The indices of the candles whose slots are at least partly on screen, clamped to the series, so that a range
  /// read after the data shrank never indexes past it.
  ///
  /// - Complexity: O(1).
  public var visibleRange: Range<Int> {
    guard candleCount > 0, width > 0 else { return 0..<0 }
    // Candle i covers fractional indices i - 0.5 ..< i + 0.5, so the slot under x is floor(index(atX: x) + 0.5).
    let first = Self.clampedIndex((index(atX: 0) + 0.5).rounded(.down), upTo: candleCount)
    let end = Self.clampedIndex((index(atX: width) + 0.5).rounded(.up), upTo: candleCount)
    return first..<Swift.max(first, end)
  }

  /// Whether the view shows the newest candle at the right edge (offset 0). A pinned view follows live candles.
  public var isPinnedToLatest: Bool { scrollOffset == 0 }

  /// The x position of the right edge of the newest candle's slot.
  private var newestEdge: Double { width - rightPadding + scrollOffset }

  // MARK: Gestures

  /// Scrolls by a drag of `dx` points: positive `dx` (a finger moving right) reveals older candles, negative
  /// newer ones. The offset stops at both ends instead of overscrolling; a non-finite `dx` is ignored.
  public mutating func scroll(by dx: Double) {
    guard dx.isFinite else { return }
    setScrollOffset(scrollOffset + dx)
  }

  /// Zooms by `scale` (2 doubles the candle width) around the x position `anchorX`, normally the pinch centre: the
  /// candle under the anchor stays under it. The candle width is clamped to ``candleWidthLimits`` rather than the
  /// zoom being refused, the spacing scales with it, and the offset is then clamped to the content (which can move
  /// the anchor only at the ends of the data).
  ///
  /// A non-finite or non-positive `scale` zooms as far as the limits allow in its direction (0 or less: the
  /// narrowest candles); NaN is ignored. A non-finite `anchorX` anchors at the newest candle's edge.
  public mutating func zoom(by scale: Double, anchorX: Double) {
    guard !scale.isNaN else { return }
    let newWidth = Swift.min(
      Swift.max(scale > 0 ? candleWidth * scale : 0, candleWidthLimits.lowerBound), candleWidthLimits.upperBound)
    guard newWidth.isFinite else { return }
    let anchor = anchorX.isFinite ? anchorX : newestEdge
    let anchoredIndex = index(atX: anchor)
    spacing = Self.nonNegative(spacing * (newWidth / candleWidth))
    candleWidth = newWidth
    // Solve x(forIndex: anchoredIndex) == anchor for the offset.
    setScrollOffset(anchor - (width - rightPadding) + (Double(candleCount) - 0.5 - anchoredIndex) * step)
  }

  /// Scrolls back to the newest candle at the right edge.
  public mutating func scrollToLatest() {
    scrollOffset = 0
  }

  // MARK: Data and size changes

  /// Takes in `count` candles appended after the newest one (a live candle rolled over, or a merge added newer
  /// candles). A view pinned to the newest candle stays pinned, so the new candles come into view; any other view
  /// stays steady, showing the same candles at the same place.
  public mutating func appendCandles(_ count: Int = 1) {
    guard count > 0 else { return }
    let pinned = isPinnedToLatest
    candleCount = candleCount.addingReportingOverflow(count).overflow ? Int.max : candleCount + count
    if !pinned { setScrollOffset(scrollOffset + Double(count) * step) }
  }

  /// Sets the number of candles after a change that did not append newer ones: older history merged in, or the data
  /// replaced. The offset is kept (the newest candle stays where it was) and clamped to the new content.
  public mutating func setCandleCount(_ count: Int) {
    candleCount = Swift.max(0, count)
    setScrollOffset(scrollOffset)
  }

  /// Changes the visible width (a rotation, a resized window), keeping the newest candle's distance from the right
  /// edge and clamping the offset.
  public mutating func resize(width newWidth: Double) {
    width = Self.nonNegative(newWidth)
    rightPadding = Swift.min(rightPadding, width)
    setScrollOffset(scrollOffset)
  }

  /// Sets the offset, clamped to `0...maximumScrollOffset`; a non-finite offset is ignored.
  public mutating func setScrollOffset(_ offset: Double) {
    guard offset.isFinite else { return }
    scrollOffset = Swift.min(Swift.max(offset, 0), maximumScrollOffset)
  }

  /// The largest width, spacing or padding taken, in points: far beyond any screen, and small enough that every
  /// position computed from a candle index stays a number.
  static let sizeLimit = 1e9

  /// `value` limited to `0...sizeLimit`; NaN and infinities count as 0.
  private static func nonNegative(_ value: Double) -> Double {
    value.isFinite ? Swift.min(Swift.max(0, value), sizeLimit) : 0
  }

  /// `value` (a whole number) as an index clamped to `0...count`.
  private static func clampedIndex(_ value: Double, upTo count: Int) -> Int {
    guard value > 0 else { return 0 }
    guard value < Double(count) else { return count }
    return Int(value)
  }
}
