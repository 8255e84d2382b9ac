/// Renders a ``CandleLayout`` as a standalone SVG document, so a chart can be looked at (or checked in a test)
/// without any UI framework.
///
/// The document has the price pane with its grid, candles, moving-average lines and a last-price marker (pinned to
/// the pane's top or bottom edge, with an arrow, when the price is off the visible range: ``CandleLayout/lastPriceMarker``),
/// the volume pane, the price axis on the right and the time axis at the bottom. Labels stay inside the picture:
/// the price gutter widens to the widest label, time labels at the ends move in, and a long title is cut with "…".
/// The root names `SVGFontStack.korean`, so Hangul titles render wherever a Korean font is installed. Numbers are
/// written with at most two decimals and no locale, and every text is escaped, so the output is valid XML and the
/// same on every machine. The panes clip their candles with nested `<svg>` viewports, so several charts can sit in
/// one HTML page without clashing ids.
///
/// For a phone, lay out the viewport ``plotWidth(forWidth:style:)`` wide and render with ``Style/phone``:
///
/// ```swift
/// let style = CandleChartSVG.Style.phone
/// let viewport = ChartViewport(
///   candleCount: series.count, width: CandleChartSVG.plotWidth(forWidth: 390, style: style), candleWidth: 5, spacing: 2)
/// let phoneSVG = CandleChartSVG.render(CandleLayout(series: series, viewport: viewport), style: style)
/// ```
///
/// ```swift
/// let layout = CandleLayout(series: series, viewport: viewport)
/// let svg = CandleChartSVG.render(layout, title: "BTC/KRW 1m")
/// ```
public enum CandleChartSVG {
  /// Colours and sizes of the rendering.
  public struct Style: Hashable, Sendable {
    /// The colour of rising candles (red, as Korean exchanges draw them).
    public var upColor: String
    /// The colour of falling candles (blue).
    public var downColor: String
    /// The colour of candles that closed where they opened.
    public var flatColor: String
    /// The background colour.
    public var backgroundColor: String
    /// The colour of grid lines.
    public var gridColor: String
    /// The colour of axis labels and the title.
    public var textColor: String
    /// The colours of the moving-average lines, used in turn.
    public var movingAverageColors: [String]
    /// The width of the price-axis gutter on the right.
    public var priceAxisWidth: Double
    /// The height of the time-axis strip at the bottom.
    public var timeAxisHeight: Double
    /// The height of the title strip at the top (used only with a title).
    public var titleHeight: Double
    /// The font size of labels.
    public var fontSize: Double

    /// A style with the given values; the defaults are a light theme.
    public init(
      upColor: String = "#d60000", downColor: String = "#0051c7", flatColor: String = "#555555",
      backgroundColor: String = "#ffffff", gridColor: String = "#eeeeee", textColor: String = "#333333",
      movingAverageColors: [String] = ["#f5a623", "#7ed321", "#bd10e0", "#4a90e2", "#8b572a"],
      priceAxisWidth: Double = 96, timeAxisHeight: Double = 22, titleHeight: Double = 24, fontSize: Double = 11
    ) {
      self.upColor = upColor
      self.downColor = downColor
      self.flatColor = flatColor
      self.backgroundColor = backgroundColor
      self.gridColor = gridColor
      self.textColor = textColor
      self.movingAverageColors = movingAverageColors
      self.priceAxisWidth = priceAxisWidth
      self.timeAxisHeight = timeAxisHeight
      self.titleHeight = titleHeight
      self.fontSize = fontSize
    }

    /// A style for a phone in portrait (about 390 points wide): 12-point labels, a narrower price gutter (it still
    /// widens to the widest label) and taller axis strips, so labels stay readable at phone width.
    public static let phone = Style(priceAxisWidth: 80, timeAxisHeight: 26, titleHeight: 28, fontSize: 12)
  }

  /// The width to give the viewport so that the rendered document is `width` points wide with `style`'s price
  /// gutter (as long as the labels fit that gutter).
  public static func plotWidth(forWidth width: Double, style: Style = Style()) -> Double {
    max(0, width - style.priceAxisWidth)
  }

  /// The SVG document of `layout`, with an optional title above the chart.
  ///
  /// - Complexity: O(v) for the *v* laid-out candles.
  public static func render(_ layout: CandleLayout, title: String? = nil, style: Style = Style()) -> String {
    let n = SVGText.number
    let fontSize = style.fontSize.isFinite ? min(max(style.fontSize, 1), 200) : 11
    let plotWidth = layout.pricePane.width
    let chartHeight = max(layout.pricePane.maxY, layout.volumePane.maxY)
    let titleHeight = title == nil ? 0 : style.titleHeight
    let labels = layout.priceTicks.map(\.label) + (layout.lastPriceMarker.map { [$0.label] } ?? [])
    let widestLabel = labels.map { TextFit.width(of: $0, fontSize: fontSize) }.max() ?? 0
    let gutter = max(style.priceAxisWidth, widestLabel + 12)
    let width = plotWidth + gutter
    let height = titleHeight + chartHeight + style.timeAxisHeight
    let colour = { (direction: CandleDirection) -> String in
      switch direction {
      case .up: style.upColor
      case .down: style.downColor
      case .flat: style.flatColor
      }
    }
    let colours = [style.backgroundColor, style.gridColor, style.textColor].map(SVGText.escaped)
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="\(SVGFontStack.korean)" \
      font-size="\(n(fontSize))">
      <rect width="100%" height="100%" fill="\(colours[0])"/>

      """
    if let title {
      // Bold glyphs run about 5% wider than the estimate of regular ones.
      let shown = TextFit.truncated(title, width: (width - 16) / 1.05, fontSize: fontSize)
      svg +=
        "<text x=\"8\" y=\"\(n(titleHeight * 0.7))\" fill=\"\(colours[2])\" font-weight=\"bold\">"
        + SVGText.escaped(shown) + "</text>\n"
    }
    svg += "<g transform=\"translate(0 \(n(titleHeight)))\">\n"

    // Grid and axes. Labels keep inside the picture: price labels below its top, time labels within its width.
    svg += "<g stroke=\"\(colours[1])\" stroke-width=\"1\">\n"
    for tick in layout.priceTicks {
      svg += "<line x1=\"0\" y1=\"\(n(tick.position))\" x2=\"\(n(plotWidth))\" y2=\"\(n(tick.position))\"/>\n"
    }
    for tick in layout.timeTicks {
      svg += "<line x1=\"\(n(tick.position))\" y1=\"0\" x2=\"\(n(tick.position))\" y2=\"\(n(chartHeight))\"/>\n"
    }
    svg += "</g>\n<g fill=\"\(colours[2])\">\n"
    // A label near the pane's top may rise into the title strip, but not into the title's own text box.
    let titleBottom = title == nil ? 0 : max(0, titleHeight * 0.3 - fontSize * (TextFit.lineHeight - TextFit.ascent))
    let highestBaseline = fontSize * TextFit.ascent - titleBottom
    for tick in layout.priceTicks {
      svg +=
        "<text x=\"\(n(plotWidth + 6))\" y=\"\(n(max(tick.position + fontSize * 0.35, highestBaseline)))\">"
        + SVGText.escaped(tick.label) + "</text>\n"
    }
    for tick in layout.timeTicks {
      let half = TextFit.width(of: tick.label, fontSize: fontSize) / 2
      let x = min(max(tick.position, half + 2), width - half - 2)
      svg +=
        "<text x=\"\(n(x))\" y=\"\(n(chartHeight + style.timeAxisHeight * 0.7))\" "
        + "text-anchor=\"middle\">" + SVGText.escaped(tick.label) + "</text>\n"
    }
    svg += "</g>\n"

    // Candles: wick, then body, then volume bar; each pane clips them with a nested viewport.
    svg +=
      "<svg width=\"\(n(plotWidth))\" height=\"\(n(layout.pricePane.height))\" "
      + "viewBox=\"0 0 \(n(plotWidth)) \(n(layout.pricePane.height))\">\n"
    for item in layout.items {
      let fill = SVGText.escaped(colour(item.direction))
      svg +=
        "<line x1=\"\(n(item.wick.x))\" y1=\"\(n(item.wick.top))\" x2=\"\(n(item.wick.x))\" "
        + "y2=\"\(n(item.wick.bottom))\" stroke=\"\(fill)\"/>"
      svg +=
        "<rect x=\"\(n(item.body.x))\" y=\"\(n(item.body.y))\" width=\"\(n(item.body.width))\" "
        + "height=\"\(n(item.body.height))\" fill=\"\(fill)\"/>\n"
    }
    for (offset, line) in layout.movingAverages.enumerated() where line.points.count > 1 {
      let stroke =
        style.movingAverageColors.isEmpty
        ? colours[2] : SVGText.escaped(style.movingAverageColors[offset % style.movingAverageColors.count])
      let points = line.points.map { n($0.x) + "," + n($0.y) }.joined(separator: " ")
      svg +=
        "<polyline fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1.2\" points=\"\(points)\">"
        + "<title>MA\(line.period)</title></polyline>\n"
    }
    svg += "</svg>\n"
    if layout.volumePane.height > 0 {
      let pane = layout.volumePane
      svg +=
        "<svg y=\"\(n(pane.y))\" width=\"\(n(plotWidth))\" height=\"\(n(pane.height))\" "
        + "viewBox=\"0 \(n(pane.y)) \(n(plotWidth)) \(n(pane.height))\"><g fill-opacity=\"0.6\">\n"
      for item in layout.items {
        let bar = item.volumeBar
        svg +=
          "<rect x=\"\(n(bar.x))\" y=\"\(n(bar.y))\" width=\"\(n(bar.width))\" height=\"\(n(bar.height))\" "
          + "fill=\"\(SVGText.escaped(colour(item.direction)))\"/>\n"
      }
      svg += "</g></svg>\n"
    }
    if let marker = layout.lastPriceMarker {
      svg += lastPriceMarker(
        marker, fill: SVGText.escaped(layout.items.last.map { colour($0.direction) } ?? style.flatColor),
        plotWidth: plotWidth, gutter: gutter, paneHeight: layout.pricePane.height, fontSize: fontSize)
    }
    svg += "</g>\n</svg>\n"
    return svg
  }

  /// The dashed line, the badge with the label in the price gutter, and, when pinned to an edge, an arrow at the
  /// plot's right end pointing where the price is.
  private static func lastPriceMarker(
    _ marker: LastPriceMarker, fill: String, plotWidth: Double, gutter: Double, paneHeight: Double,
    fontSize: Double
  ) -> String {
    let n = SVGText.number
    let y = marker.position
    let badgeHalf = fontSize * 0.8
    let centre = paneHeight > 2 * badgeHalf ? min(max(y, badgeHalf), paneHeight - badgeHalf) : paneHeight / 2
    var svg =
      "<g class=\"last-price\"><line x1=\"0\" y1=\"\(n(y))\" x2=\"\(n(plotWidth))\" y2=\"\(n(y))\" "
      + "stroke=\"\(fill)\" stroke-dasharray=\"3 3\"/>\n"
    switch marker.placement {
    case .inRange: break
    case .pinnedToTop, .pinnedToBottom:
      let size = min(fontSize * 0.6, paneHeight / 2)
      // The tip touches the edge the price is beyond; the base is inside the pane.
      let base = marker.placement == .pinnedToTop ? y + size : y - size
      let x = plotWidth - size - 2
      svg +=
        "<path d=\"M \(n(x - size)) \(n(base)) L \(n(x)) \(n(y)) L \(n(x + size)) \(n(base)) Z\" "
        + "fill=\"\(fill)\"/>\n"
    }
    svg +=
      "<rect x=\"\(n(plotWidth))\" y=\"\(n(centre - badgeHalf))\" width=\"\(n(gutter))\" "
      + "height=\"\(n(2 * badgeHalf))\" fill=\"\(fill)\"/>\n"
    svg +=
      "<text x=\"\(n(plotWidth + 6))\" y=\"\(n(centre + fontSize * 0.35))\" fill=\"#ffffff\">"
      + SVGText.escaped(marker.label) + "</text></g>\n"
    return svg
  }
}
