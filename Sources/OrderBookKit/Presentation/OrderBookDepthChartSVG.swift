/// Draws an order book's depth chart as a standalone SVG document: the cumulative bid quantity stepping up to the
/// left of the mid and the cumulative ask quantity to the right, with exact prices on the axis.
///
/// Prices and quantities are exact decimals; they become `Double` only for the geometry. Every label is the exact
/// value's canonical text with grouped digits: the worst bid and ask shown at the ends of the axis, the mid in the
/// middle, the best bid and ask beside it, and the largest cumulative quantity at the top. The x axis is centred on
/// the mid, so both sides share one price scale. The root names `SVGFontStack.korean`.
///
/// ```swift
/// let svg = OrderBookDepthChartSVG.render(book.ladder(levels: 15), width: 390, height: 260)
/// ```
public enum OrderBookDepthChartSVG {
  /// Colours and sizes of the rendering.
  public struct Style: Hashable, Sendable {
    /// The colour of the bid side (red, as Korean exchanges show buying).
    public var bidColor: String
    /// The colour of the ask side (blue).
    public var askColor: String
    /// The background colour.
    public var backgroundColor: String
    /// The colour of the baseline and guides.
    public var gridColor: String
    /// The colour of labels.
    public var textColor: String
    /// The font size of labels.
    public var fontSize: Double

    /// A style with the given values; the defaults are a light theme.
    public init(
      bidColor: String = "#d60000", askColor: String = "#0051c7", backgroundColor: String = "#ffffff",
      gridColor: String = "#dddddd", textColor: String = "#333333", fontSize: Double = 11
    ) {
      self.bidColor = bidColor
      self.askColor = askColor
      self.backgroundColor = backgroundColor
      self.gridColor = gridColor
      self.textColor = textColor
      self.fontSize = fontSize
    }
  }

  /// The SVG document of a ladder's depth (``OrderBook/ladder(levels:)`` holds the rows with their cumulative
  /// quantities, the spread and the mid).
  ///
  /// - Parameters:
  ///   - ladder: the levels to draw, both sides.
  ///   - width: the document width in points (200...8,000).
  ///   - height: the document height in points (160...8,000).
  ///   - strings: the words of the labels (bid, ask, mid, cumulative, no levels).
  ///   - style: colours and sizes.
  /// - Complexity: O(*l*) for the *l* rows.
  public static func render(
    _ ladder: OrderBookLadder, width: Double = 640, height: Double = 280, strings: OrderBookStrings = .korean,
    style: Style = Style()
  ) -> String {
    let n = SVGText.number
    let width = width.isFinite ? min(max(width, 200), 8_000) : 640
    let height = height.isFinite ? min(max(height, 160), 8_000) : 280
    let fontSize = style.fontSize.isFinite ? min(max(style.fontSize, 6), 40) : 11
    let pitch = fontSize * TextFit.lineHeight
    let plot = (left: 8.0, top: pitch + 10, right: width - 8, bottom: height - 2 * pitch - 12)
    let colours = [style.backgroundColor, style.gridColor, style.textColor, style.bidColor, style.askColor]
      .map(SVGText.escaped)
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="\(SVGFontStack.korean)" font-size="\(n(fontSize))">
      <rect width="100%" height="100%" fill="\(colours[0])"/>
      <line x1="\(n(plot.left))" y1="\(n(plot.bottom))" x2="\(n(plot.right))" y2="\(n(plot.bottom))" \
      stroke="\(colours[1])"/>

      """
    let bids = ladder.bids
    let asks = Array(ladder.asks.reversed())  // best first, like the bids
    guard let scale = DepthScale(bids: bids, asks: asks, mid: ladder.mid, plot: plot) else {
      svg +=
        "<text x=\"\(n(width / 2))\" y=\"\(n((plot.top + plot.bottom) / 2))\" text-anchor=\"middle\" "
        + "fill=\"\(colours[2])\">" + SVGText.escaped(strings.noLevels) + "</text>\n"
      return svg + "</svg>\n"
    }
    // The mid guide, then each side's filled step area.
    svg +=
      "<line x1=\"\(n(scale.x(scale.mid)))\" y1=\"\(n(plot.top))\" x2=\"\(n(scale.x(scale.mid)))\" "
      + "y2=\"\(n(plot.bottom))\" stroke=\"\(colours[1])\" stroke-dasharray=\"4 3\"/>\n"
    for (rows, colour, side) in [(bids, colours[3], "bids"), (asks, colours[4], "asks")] where !rows.isEmpty {
      svg +=
        "<path class=\"\(side)\" d=\"\(scale.stepPath(rows))\" fill=\"\(colour)\" fill-opacity=\"0.25\" "
        + "stroke=\"\(colour)\" stroke-width=\"1.5\"/>\n"
    }

    // Labels: the largest cumulative quantity and the legend on top, prices under the axis.
    let largest =
      (bids.last?.cumulativeQuantity).map { a in
        asks.last.map { max(a, $0.cumulativeQuantity) } ?? a
      } ?? asks.last?.cumulativeQuantity ?? .zero
    let topBaseline = 6 + fontSize * TextFit.ascent
    svg += "<g fill=\"\(colours[2])\">\n"
    svg += label("\(strings.cumulative) \(NumberText.grouped(largest.description))", x: plot.left, y: topBaseline)
    let legend = [(strings.ask, colours[4]), (strings.bid, colours[3])]
    var legendRight = plot.right
    for (word, colour) in legend {
      svg += label(word, x: legendRight, y: topBaseline, anchor: "end", fill: colour)
      legendRight -= TextFit.width(of: word, fontSize: fontSize) + 10
    }
    let firstRow = plot.bottom + 4 + fontSize * TextFit.ascent
    let secondRow = firstRow + pitch
    let centre = scale.x(scale.mid)
    var midText = ladder.mid.map { "\(strings.mid) \(NumberText.grouped($0.description))" }
    var ends: [(String, Double, String)] = []
    if let worst = bids.last { ends.append((NumberText.grouped(worst.price.description), plot.left, "start")) }
    if let worst = asks.last { ends.append((NumberText.grouped(worst.price.description), plot.right, "end")) }
    // The ends give way to the mid when they would touch it at this width.
    let midHalf = midText.map { TextFit.width(of: $0, fontSize: fontSize) / 2 } ?? 0
    let endsFit = ends.allSatisfy { text, x, _ in
      TextFit.width(of: text, fontSize: fontSize) + 6 < abs(centre - x) - midHalf
    }
    if !endsFit, midText != nil, centre - midHalf < plot.left || centre + midHalf > plot.right { midText = nil }
    if let midText {
      let x = min(max(centre, plot.left + midHalf), plot.right - midHalf)
      svg += label(midText, x: x, y: firstRow, anchor: "middle")
    }
    if endsFit || midText == nil {
      for (text, x, anchor) in ends { svg += label(text, x: x, y: firstRow, anchor: anchor) }
    }
    if let best = bids.first {
      svg += label(
        NumberText.grouped(best.price.description), x: centre - 4, y: secondRow, anchor: "end", fill: colours[3])
    }
    if let best = asks.first {
      svg += label(NumberText.grouped(best.price.description), x: centre + 4, y: secondRow, fill: colours[4])
    }
    svg += "</g>\n"
    return svg + "</svg>\n"
  }

  private static func label(_ text: String, x: Double, y: Double, anchor: String = "start", fill: String? = nil)
    -> String
  {
    "<text x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y))\""
      + (anchor == "start" ? "" : " text-anchor=\"\(anchor)\"") + (fill.map { " fill=\"\($0)\"" } ?? "") + ">"
      + SVGText.escaped(text) + "</text>\n"
  }
}

/// The depth chart's geometry: prices to x around the mid, cumulative quantities to y. The only place exact
/// values become `Double`.
struct DepthScale {
  let mid: Double
  let halfRange: Double
  let largest: Double
  let plot: (left: Double, top: Double, right: Double, bottom: Double)

  init?(
    bids: [LadderRow], asks: [LadderRow], mid: WideDecimal?,
    plot: (left: Double, top: Double, right: Double, bottom: Double)
  ) {
    let prices = (bids + asks).compactMap { Double($0.price.description) }
    guard let low = prices.min(), let high = prices.max() else { return nil }
    let centre =
      mid.flatMap { Double($0.description) } ?? (bids.first ?? asks.first).flatMap { Double($0.price.description) }
      ?? (low + high) / 2
    self.mid = centre
    // A little room past the worst levels; a one-price book still gets a visible width.
    let half = max(centre - low, high - centre) * 1.04
    halfRange = half > 0 ? half : max(abs(centre) * 0.001, 1e-8)
    largest = max((bids + asks).compactMap { Double($0.cumulativeQuantity.description) }.max() ?? 0, 1e-12)
    self.plot = plot
  }

  func x(_ price: Double) -> Double {
    let share = (price - (mid - halfRange)) / (2 * halfRange)
    return plot.left + min(max(share, 0), 1) * (plot.right - plot.left)
  }

  func y(_ quantity: Double) -> Double {
    plot.bottom - min(max(quantity / largest, 0), 1) * (plot.bottom - plot.top)
  }

  /// The closed step area of one side, rows best first: up at the best price, a step at each further level, out
  /// to the plot's edge on the side's own direction, and back along the baseline.
  func stepPath(_ rows: [LadderRow]) -> String {
    let n = SVGText.number
    guard let first = rows.first, let firstPrice = Double(first.price.description) else { return "" }
    let isBid = first.side == .bid
    var path = "M \(n(x(firstPrice))) \(n(plot.bottom))"
    var level = 0.0
    for row in rows {
      guard let price = Double(row.price.description), let total = Double(row.cumulativeQuantity.description)
      else { continue }
      if row != first { path += " L \(n(x(price))) \(n(y(level)))" }
      path += " L \(n(x(price))) \(n(y(total)))"
      level = total
    }
    let edge = isBid ? plot.left : plot.right
    return path + " L \(n(edge)) \(n(y(level))) L \(n(edge)) \(n(plot.bottom)) Z"
  }
}
