import Foundation

/// Draws the personality radar as a standalone SVG document: the background rings, the five axes with their
/// Korean labels, one pentagon per member in the colour of the member's type, and a legend naming each member and
/// type. Pure: the geometry is ``RadarGraph``'s, scaled to the picture.
///
/// Members whose type colour another member also has are told apart: in the order given, each takes a shade of the
/// colour (``Style/sharedColorShades``) and a dash pattern (``Style/sharedColorDashPatterns``), and the legend key
/// beside the member's name is drawn the same way, outline included.
///
/// The root names `SVGFontStack.korean`; labels stay inside the picture (legend lines are cut with "…" when
/// long). Coordinates have at most two decimals, so the output is the same on every machine.
///
/// ```swift
/// let scores = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
/// let svg = PersonalityRadarSVG.render([PersonalityRadarSVG.Member(name: "지수", scores: scores)], width: 320)
/// ```
public enum PersonalityRadarSVG {
  /// One member's pentagon.
  public struct Member: Hashable, Sendable {
    /// The name in the legend.
    public var name: String
    /// The five scores; their total gives the type and colour.
    public var scores: PersonalityScores

    /// A member drawn with `scores`.
    public init(name: String, scores: PersonalityScores) {
      self.name = name
      self.scores = scores
    }

    /// The member's latest test result, or `nil` before the test (such members have no pentagon).
    public init?(_ homie: Homie) {
      guard let result = homie.personality else { return nil }
      self.init(name: homie.name, scores: result.scores)
    }
  }

  /// Colours and sizes of the rendering.
  public struct Style: Hashable, Sendable {
    /// The colour of each type, as the type cards show them.
    public var typeColors: [PersonalityType: String]
    /// The background colour.
    public var backgroundColor: String
    /// The colour of the rings and axes.
    public var gridColor: String
    /// The colour of labels.
    public var textColor: String
    /// The font size of labels.
    public var fontSize: Double
    /// How opaque a member's pentagon is filled (0...1); the outline is opaque.
    public var fillOpacity: Double
    /// The shades of members who share a colour, in their order (cycled): -1...1, negative toward black, positive
    /// toward white, 0 the colour itself. Applies to colours written `#RRGGBB` or `#RGB`; others stay as they are.
    public var sharedColorShades: [Double]
    /// The outline dash patterns (`stroke-dasharray`) of members who share a colour, in their order (cycled); an
    /// empty pattern is a solid line.
    public var sharedColorDashPatterns: [String]

    /// A style with the given values; the defaults are a light theme. Members who share a colour are, in order,
    /// the colour with a solid outline, darker and dashed, lighter and dotted, much darker and dash-dotted.
    public init(
      typeColors: [PersonalityType: String] = [
        .yellow: "#F2B705", .red: "#E5484D", .blue: "#3E63DD", .purple: "#8E4EC6", .green: "#30A46C",
        .gray: "#8B8D98",
      ],
      backgroundColor: String = "#FFFFFF", gridColor: String = "#D9D9D9", textColor: String = "#333333",
      fontSize: Double = 12, fillOpacity: Double = 0.18, sharedColorShades: [Double] = [0, -0.35, 0.3, -0.6],
      sharedColorDashPatterns: [String] = ["", "6 3", "2 2", "8 3 2 3"]
    ) {
      self.typeColors = typeColors
      self.backgroundColor = backgroundColor
      self.gridColor = gridColor
      self.textColor = textColor
      self.fontSize = fontSize
      self.fillOpacity = fillOpacity
      self.sharedColorShades = sharedColorShades
      self.sharedColorDashPatterns = sharedColorDashPatterns
    }

    /// The colour of `type`: its own, else gray's, else the default gray.
    func color(of type: PersonalityType) -> String {
      typeColors[type] ?? typeColors[.gray] ?? "#8B8D98"
    }
  }

  /// The SVG document: the graph, `width` points wide (200...4,000), over a legend of one line per member.
  ///
  /// - Parameters:
  ///   - members: the pentagons, drawn in order (the last on top).
  ///   - width: the document width in points.
  ///   - scale: how scores map to radii, in the graph's own units (``RadarScale/original`` reaches 80 for a 9,
  ///     inside the outer ring at 90); the picture scales the whole graph to its width.
  ///   - style: colours and sizes.
  ///   - strings: the axis labels and type names (``HouseRulesStrings/axisName`` and
  ///     ``HouseRulesStrings/typeName``), Korean by default.
  /// - Complexity: O(*m*) for *m* members.
  public static func render(
    _ members: [Member], width: Double = 320, scale: RadarScale = .original, style: Style = Style(),
    strings: HouseRulesStrings = .korean
  ) -> String {
    let n = SVGText.number
    let width = width.isFinite ? min(max(width, 200), 4_000) : 320
    let fontSize = style.fontSize.isFinite ? min(max(style.fontSize, 6), 40) : 12
    let linePitch = fontSize * TextFit.lineHeight
    // The widest axis label sits left and right of the graph; the top and bottom labels need a line each.
    let labelRoom =
      PersonalityAxis.allCases.map { TextFit.width(of: strings.axisName($0), fontSize: fontSize) }.max() ?? 0
    let outer = max(20, min(width / 2 - labelRoom - 12, 2_000))
    let factor = outer / 90
    let center = RadarPoint(x: width / 2, y: linePitch + 12 + outer)
    let graph = RadarGraph(
      center: center, scale: RadarScale(slope: scale.slope * factor, intercept: scale.intercept * factor))
    let graphBottom = center.y + outer * cos(Double.pi / 5) + linePitch + 8
    let legendTop = graphBottom + 8
    let height = legendTop + Double(members.count) * (linePitch + 4) + 8
    let colours = [style.backgroundColor, style.gridColor, style.textColor].map(SVGText.escaped)
    let opacity = n(style.fillOpacity.isNaN ? 0 : min(max(style.fillOpacity, 0), 1))
    let looks = memberLooks(members, style: style)

    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="\(SVGFontStack.korean)" font-size="\(n(fontSize))">
      <rect width="100%" height="100%" fill="\(colours[0])"/>
      <g fill="none" stroke="\(colours[1])" stroke-width="1">

      """
    let ringScores = stride(from: PersonalityScores.axisRange.lowerBound, through: 9, by: 2)
    let rings = ringScores.map { graph.scale.radius(for: $0) } + [outer]
    for ring in graph.backgroundPolygons(radii: rings) {
      svg += "<path d=\"\(RadarGraph.svgPath(ring))\"/>\n"
    }
    for axis in PersonalityAxis.allCases {
      let end = graph.point(on: axis, radius: outer)
      svg += "<line x1=\"\(n(center.x))\" y1=\"\(n(center.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\"/>\n"
    }
    svg += "</g>\n<g fill=\"\(colours[2])\">\n"
    for axis in PersonalityAxis.allCases {
      let point = graph.point(on: axis, radius: outer + 6)
      let dx = point.x - center.x
      let anchor = abs(dx) < 1 ? "middle" : dx > 0 ? "start" : "end"
      let baseline =
        axis == .light
        ? point.y - fontSize * 0.35 : point.y > center.y + outer / 2 ? point.y + fontSize : point.y + fontSize * 0.35
      svg +=
        "<text x=\"\(n(point.x))\" y=\"\(n(baseline))\" text-anchor=\"\(anchor)\">"
        + SVGText.escaped(strings.axisName(axis)) + "</text>\n"
    }
    svg += "</g>\n"
    for (member, look) in zip(members, looks) {
      let color = SVGText.escaped(look.color)
      svg +=
        "<path class=\"member\" d=\"\(RadarGraph.svgPath(graph.vertices(for: member.scores)))\" fill=\"\(color)\" "
        + "fill-opacity=\"\(opacity)\" stroke=\"\(color)\" stroke-width=\"2\"\(look.dashAttribute)>"
        + "<title>\(SVGText.escaped(member.name))</title></path>\n"
    }
    var y = legendTop
    let swatch = fontSize * 0.8
    for (member, look) in zip(members, looks) {
      let type = member.scores.type
      let line = "\(member.name) · \(strings.typeName(type)) (\(member.scores.total))"
      let shown = TextFit.truncated(line, width: width - 16 - swatch - 6, fontSize: fontSize)
      let color = SVGText.escaped(look.color)
      let keyTop = y + (linePitch - swatch) / 2
      if look.sharesColor {
        // The pentagon in small: the same fill, outline and dash pattern, the outline inside the key's square.
        svg +=
          "<rect x=\"9\" y=\"\(n(keyTop + 1))\" width=\"\(n(swatch - 2))\" height=\"\(n(swatch - 2))\" rx=\"2\" "
          + "fill=\"\(color)\" fill-opacity=\"\(opacity)\" stroke=\"\(color)\" stroke-width=\"2\"\(look.dashAttribute)/>"
      } else {
        svg +=
          "<rect x=\"8\" y=\"\(n(keyTop))\" width=\"\(n(swatch))\" height=\"\(n(swatch))\" rx=\"2\" "
          + "fill=\"\(color)\"/>"
      }
      svg +=
        "<text x=\"\(n(8 + swatch + 6))\" y=\"\(n(y + fontSize * TextFit.ascent))\" fill=\"\(colours[2])\">"
        + SVGText.escaped(shown) + "</text>\n"
      y += linePitch + 4
    }
    return svg + "</svg>\n"
  }
}
