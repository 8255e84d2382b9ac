/// Everything needed to draw one frame of a candle chart, in points: a body, a wick and a volume bar per visible
/// candle, the moving-average lines, and the axis ticks. It draws nothing itself, so CALayer, SwiftUI `Canvas`,
/// a server or ``CandleChartSVG`` can render it.
///
/// Only the visible candles are laid out, and the y-axis autoscales through the series' range index, so a frame
/// costs the same at ten thousand candles as at a million. A layout is a reusable buffer: keep one and call
/// ``update(series:viewport:options:)`` every frame, and its arrays keep their storage instead of allocating.
///
/// ```swift
/// var layout = CandleLayout()
/// // on every scroll or pinch:
/// viewport.scroll(by: dx)
/// layout.update(series: series, viewport: viewport, options: options)
/// for item in layout.items { draw(item.body, item.wick, item.direction) }
/// ```
public struct CandleLayout: Equatable, Sendable {
  /// One visible candle's geometry.
  public struct Item: Hashable, Sendable {
    /// The candle's index in the series.
    public var index: Int
    /// The body, from the open to the close (at least the minimum body height).
    public var body: ChartRect
    /// The wick, from the high to the low, through the body's centre.
    public var wick: ChartSegment
    /// The volume bar in the volume pane (zero height when the pane is left out).
    public var volumeBar: ChartRect
    /// Which way the candle went, for its colour.
    public var direction: CandleDirection
  }

  /// A moving average's line over the visible candles.
  public struct Line: Hashable, Sendable {
    /// The average's period.
    public var period: Int
    /// The line's points, left to right; candles before the first full window have none.
    public var points: [ChartPoint]
  }

  /// The visible candles, oldest (leftmost) first.
  public private(set) var items: [Item] = []
  /// The indices of the laid-out candles.
  public private(set) var visibleRange: Range<Int> = 0..<0
  /// The price pane's scale, autoscaled to the visible candles.
  public private(set) var priceScale = PriceScale(autoscaling: nil, height: 0)
  /// The volume pane's scale, from 0 to the highest visible volume.
  public private(set) var volumeScale = PriceScale(volumeUpTo: nil, height: 0)
  /// The price pane's frame.
  public private(set) var pricePane = ChartRect(x: 0, y: 0, width: 0, height: 0)
  /// The volume pane's frame (zero height when it is left out).
  public private(set) var volumePane = ChartRect(x: 0, y: 0, width: 0, height: 0)
  /// Price ticks from bottom to top, positioned by y.
  public private(set) var priceTicks: [AxisTick] = []
  /// Time ticks from left to right, positioned by x.
  public private(set) var timeTicks: [AxisTick] = []
  /// The moving-average lines, in the order of the options' periods.
  public private(set) var movingAverages: [Line] = []
  /// The newest candle's close, positioned by y, for a "last price" marker; `nil` for an empty series. Its label has
  /// at least the price ticks' decimals, at least four significant digits, and the price's own decimals up to
  /// eight significant digits ("81,062,000", "0.0002153", "2.1630537").
  public private(set) var latestPrice: AxisTick?

  /// An empty layout, to be filled by ``update(series:viewport:options:)``.
  public init() {}

  /// The layout of one frame.
  public init(series: CandleSeries, viewport: ChartViewport, options: CandleLayoutOptions = CandleLayoutOptions()) {
    update(series: series, viewport: viewport, options: options)
  }

  /// Lays out the frame that `viewport` shows of `series`, reusing this layout's storage.
  ///
  /// - Complexity: O(v) for the *v* visible candles, plus O(1) for the autoscale; no allocation once the buffers
  ///   have grown to the frame's size (labels longer than 15 bytes excepted).
  public mutating func update(series: CandleSeries, viewport: ChartViewport, options: CandleLayoutOptions) {
    let range = viewport.visibleRange.clamped(to: series.indices)
    visibleRange = range
    let width = viewport.width
    let priceHeight = Self.length(options.pricePaneHeight)
    let volumeHeight = Self.length(options.volumePaneHeight)
    let volumeTop = priceHeight + (volumeHeight > 0 ? Self.length(options.paneGap) : 0)
    pricePane = ChartRect(x: 0, y: 0, width: width, height: priceHeight)
    volumePane = ChartRect(x: 0, y: volumeTop, width: width, height: volumeHeight)
    let extent = series.extent(of: range)
    priceScale = PriceScale(
      autoscaling: extent.map { $0.low...$0.high }, top: 0, height: priceHeight, topMargin: options.topMargin,
      bottomMargin: options.bottomMargin, mode: options.priceScaleMode)
    volumeScale = PriceScale(volumeUpTo: extent?.volume, top: volumeTop, height: volumeHeight)

    layOutCandles(series: series, range: range, viewport: viewport, options: options)
    layOutMovingAverages(series: series, range: range, viewport: viewport, options: options)
    priceTicks.removeAll(keepingCapacity: true)
    let tickSpacing = options.priceTickSpacing.isFinite ? max(options.priceTickSpacing, 1) : 50
    let fractionDigits = priceScale.appendTicks(
      targetCount: Int(min(priceHeight / tickSpacing, 100)), to: &priceTicks)
    timeTicks.removeAll(keepingCapacity: true)
    TimeAxis.appendTicks(
      series: series, range: range, viewport: viewport, minimumSpacing: options.timeTickSpacing,
      labels: options.timeLabels, to: &timeTicks)
    latestPrice = series.last.map { candle in
      AxisTick(
        position: priceScale.y(forPrice: candle.close), value: candle.close,
        label: PriceLabel.text(
          candle.close, fractionDigits: PriceLabel.fractionDigits(for: candle.close, minimum: fractionDigits)))
    }
  }

  private mutating func layOutCandles(
    series: CandleSeries, range: Range<Int>, viewport: ChartViewport, options: CandleLayoutOptions
  ) {
    items.removeAll(keepingCapacity: true)
    items.reserveCapacity(range.count)
    let bodyWidth = viewport.candleWidth
    let minimumBody = Self.length(options.minimumBodyHeight)
    let volumeBottom = volumePane.maxY
    for index in range {
      let centre = viewport.x(forIndex: index)
      let extent = series.extents[index]
      let open = priceScale.y(forPrice: series.opens[index])
      let close = priceScale.y(forPrice: series.closes[index])
      var top = min(open, close)
      var height = abs(open - close)
      if height < minimumBody {
        top -= (minimumBody - height) / 2
        height = minimumBody
      }
      let volumeTop = volumePane.height > 0 ? volumeScale.y(forPrice: extent.volume) : volumeBottom
      let direction: CandleDirection =
        series.closes[index] > series.opens[index] ? .up : series.closes[index] < series.opens[index] ? .down : .flat
      items.append(
        Item(
          index: index,
          body: ChartRect(x: centre - bodyWidth / 2, y: top, width: bodyWidth, height: height),
          wick: ChartSegment(
            x: centre, top: priceScale.y(forPrice: extent.high), bottom: priceScale.y(forPrice: extent.low)),
          volumeBar: ChartRect(
            x: centre - bodyWidth / 2, y: volumeTop, width: bodyWidth, height: max(0, volumeBottom - volumeTop)),
          direction: direction))
    }
  }

  private mutating func layOutMovingAverages(
    series: CandleSeries, range: Range<Int>, viewport: ChartViewport, options: CandleLayoutOptions
  ) {
    var lineCount = 0
    for period in options.movingAveragePeriods {
      guard let average = series.movingAverage(period: period) else { continue }
      if lineCount == movingAverages.count {
        movingAverages.append(Line(period: period, points: []))
      } else if movingAverages[lineCount].period != period {
        movingAverages[lineCount] = Line(period: period, points: [])
      }
      // Fill the line's buffer outside `self`, so appends need no exclusivity or uniqueness checks on the layout.
      var points: [ChartPoint] = []
      swap(&points, &movingAverages[lineCount].points)
      points.removeAll(keepingCapacity: true)
      let scale = priceScale
      average.forEachValue(in: range) { index, value in
        guard value.isFinite else { return }
        points.append(ChartPoint(x: viewport.x(forIndex: index), y: scale.y(forPrice: value)))
      }
      swap(&points, &movingAverages[lineCount].points)
      lineCount += 1
    }
    if movingAverages.count > lineCount { movingAverages.removeSubrange(lineCount...) }
  }

  /// A non-negative finite length (anything else counts as 0).
  private static func length(_ value: Double) -> Double {
    value.isFinite ? max(0, value) : 0
  }
}
