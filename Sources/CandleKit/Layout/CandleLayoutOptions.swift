/// The sizes and choices a ``CandleLayout`` is computed with.
///
/// The chart is a price pane on top and an optional volume pane below it, both as wide as the viewport. Every
/// distance is in points.
public struct CandleLayoutOptions: Sendable {
  /// The height of the price pane.
  public var pricePaneHeight: Double
  /// The height of the volume pane below it; 0 leaves the pane out.
  public var volumePaneHeight: Double
  /// The gap between the two panes.
  public var paneGap: Double
  /// The share of the price pane left empty above the highest visible high (0...0.45).
  public var topMargin: Double
  /// The share of the price pane left empty below the lowest visible low (0...0.45).
  public var bottomMargin: Double
  /// Linear or logarithmic prices.
  public var priceScaleMode: PriceScale.Mode
  /// About how far apart price ticks are.
  public var priceTickSpacing: Double
  /// The least distance between time-axis labels.
  public var timeTickSpacing: Double
  /// The least height of a candle body, so that a candle whose open equals its close still shows.
  public var minimumBodyHeight: Double
  /// The moving averages to lay out (those the series keeps; others are skipped).
  public var movingAveragePeriods: [Int]
  /// The texts of time-axis labels.
  public var timeLabels: TimeAxisLabels

  /// Options with the given values; the defaults suit a phone in portrait.
  public init(
    pricePaneHeight: Double = 300, volumePaneHeight: Double = 80, paneGap: Double = 8, topMargin: Double = 0.1,
    bottomMargin: Double = 0.1, priceScaleMode: PriceScale.Mode = .linear, priceTickSpacing: Double = 50,
    timeTickSpacing: Double = 72, minimumBodyHeight: Double = 1,
    movingAveragePeriods: [Int] = MovingAverage.standardPeriods, timeLabels: TimeAxisLabels = .standard
  ) {
    self.pricePaneHeight = pricePaneHeight
    self.volumePaneHeight = volumePaneHeight
    self.paneGap = paneGap
    self.topMargin = topMargin
    self.bottomMargin = bottomMargin
    self.priceScaleMode = priceScaleMode
    self.priceTickSpacing = priceTickSpacing
    self.timeTickSpacing = timeTickSpacing
    self.minimumBodyHeight = minimumBodyHeight
    self.movingAveragePeriods = movingAveragePeriods
    self.timeLabels = timeLabels
  }
}
