/// Renders a ``CandleLayout`` as a standalone SVG document, so a chart can be looked at (or checked in a test)
/// without any UI framework.
///
/// The document has the price pane with its grid, candles, moving-average lines and a last-price marker, the volume
/// pane, the price axis on the right and the time axis at the bottom. Numbers are written with at most two decimals
/// and no locale, and every text is escaped, so the output is valid XML and the same on every machine.
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
  }

  /// The SVG document of `layout`, with an optional title above the chart.
  ///
  /// - Complexity: O(v) for the *v* laid-out candles.
  public static func render(_ layout: CandleLayout, title: String? = nil, style: Style = Style()) -> String {
    let n = SVGText.number
    let plotWidth = layout.pricePane.width
    let chartHeight = max(layout.pricePane.maxY, layout.volumePane.maxY)
    let titleHeight = title == nil ? 0 : style.titleHeight
    let width = plotWidth + style.priceAxisWidth
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
      viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" \
      font-size="\(n(style.fontSize))">
      <rect width="100%" height="100%" fill="\(colours[0])"/>

      """
    if let title {
      svg +=
        "<text x=\"8\" y=\"\(n(titleHeight * 0.7))\" fill=\"\(colours[2])\" font-weight=\"bold\">"
        + SVGText.escaped(title) + "</text>\n"
    }
    svg += "<defs><clipPath id=\"price\"><rect width=\"\(n(plotWidth))\" height=\"\(n(layout.pricePane.height))\"/>"
    svg += "</clipPath><clipPath id=\"volume\"><rect y=\"\(n(layout.volumePane.y))\" width=\"\(n(plotWidth))\" "
    svg += "height=\"\(n(layout.volumePane.height))\"/></clipPath></defs>\n"
    svg += "<g transform=\"translate(0 \(n(titleHeight)))\">\n"

    // Grid and axes.
    svg += "<g stroke=\"\(colours[1])\" stroke-width=\"1\">\n"
    for tick in layout.priceTicks {
      svg += "<line x1=\"0\" y1=\"\(n(tick.position))\" x2=\"\(n(plotWidth))\" y2=\"\(n(tick.position))\"/>\n"
    }
    for tick in layout.timeTicks {
      svg += "<line x1=\"\(n(tick.position))\" y1=\"0\" x2=\"\(n(tick.position))\" y2=\"\(n(chartHeight))\"/>\n"
    }
    svg += "</g>\n<g fill=\"\(colours[2])\">\n"
    for tick in layout.priceTicks {
      svg +=
        "<text x=\"\(n(plotWidth + 6))\" y=\"\(n(tick.position + style.fontSize * 0.35))\">"
        + SVGText.escaped(tick.label) + "</text>\n"
    }
    for tick in layout.timeTicks {
      svg +=
        "<text x=\"\(n(tick.position))\" y=\"\(n(chartHeight + style.timeAxisHeight * 0.7))\" "
        + "text-anchor=\"middle\">" + SVGText.escaped(tick.label) + "</text>\n"
    }
    svg += "</g>\n"

    // Candles: wick, then body, then volume bar.
    svg += "<g clip-path=\"url(#price)\">\n"
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
    svg += "</g>\n"
    if layout.volumePane.height > 0 {
      svg += "<g clip-path=\"url(#volume)\" fill-opacity=\"0.6\">\n"
      for item in layout.items {
        let bar = item.volumeBar
        svg +=
          "<rect x=\"\(n(bar.x))\" y=\"\(n(bar.y))\" width=\"\(n(bar.width))\" height=\"\(n(bar.height))\" "
          + "fill=\"\(SVGText.escaped(colour(item.direction)))\"/>\n"
      }
      svg += "</g>\n"
    }
    if let latest = layout.latestPrice, layout.pricePane.height > 0,
      (0...layout.pricePane.height).contains(latest.position)
    {
      let last = layout.items.last.map { colour($0.direction) } ?? style.flatColor
      let fill = SVGText.escaped(last)
      svg +=
        "<line x1=\"0\" y1=\"\(n(latest.position))\" x2=\"\(n(plotWidth))\" y2=\"\(n(latest.position))\" "
        + "stroke=\"\(fill)\" stroke-dasharray=\"3 3\"/>\n"
      svg +=
        "<rect x=\"\(n(plotWidth))\" y=\"\(n(latest.position - style.fontSize * 0.8))\" "
        + "width=\"\(n(style.priceAxisWidth))\" height=\"\(n(style.fontSize * 1.6))\" fill=\"\(fill)\"/>\n"
      svg +=
        "<text x=\"\(n(plotWidth + 6))\" y=\"\(n(latest.position + style.fontSize * 0.35))\" fill=\"#ffffff\">"
        + SVGText.escaped(latest.label) + "</text>\n"
    }
    svg += "</g>\n</svg>\n"
    return svg
  }
}
