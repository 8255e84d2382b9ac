import Foundation

/// The geometry of the five-axis personality graph: a pentagon per member and regular background pentagons.
///
/// Vertex 0 (``PersonalityAxis/light``) points straight up and the others follow clockwise every 72 degrees, in
/// axis order, for the data and the background alike. Coordinates are screen coordinates, y downwards.
///
/// ```swift
/// let graph = RadarGraph(center: RadarPoint(x: 100, y: 100), scale: .original)
/// let scores = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
/// graph.vertices(for: scores)[0]  // (100, 30): light 8 is 70 points above the centre
/// ```
public struct RadarGraph: Hashable, Sendable, Codable {
  /// The centre of the graph.
  public var center: RadarPoint
  /// How scores map to distances from the centre.
  public var scale: RadarScale

  /// Creates a graph; the defaults draw a 200 × 200 graph on the ``RadarScale/original`` scale.
  public init(center: RadarPoint = RadarPoint(x: 100, y: 100), scale: RadarScale = .original) {
    self.center = center
    self.scale = scale
  }

  /// The angle of an axis, clockwise from straight up, in radians.
  public static func angle(of axis: PersonalityAxis) -> Double {
    Double(axis.index) * 2 * Double.pi / Double(PersonalityAxis.allCases.count)
  }

  /// The point at `radius` from the centre along an axis.
  public func point(on axis: PersonalityAxis, radius: Double) -> RadarPoint {
    let angle = Self.angle(of: axis)
    return RadarPoint(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle))
  }

  /// The five vertices of a member's polygon, in axis order.
  public func vertices(for scores: PersonalityScores) -> [RadarPoint] {
    PersonalityAxis.allCases.map { point(on: $0, radius: scale.radius(for: scores[$0])) }
  }

  /// Regular pentagons behind the data, one per radius, vertices in axis order; by default two, at 80 (the largest
  /// data radius on the ``RadarScale/original`` scale) and 90.
  public func backgroundPolygons(radii: [Double] = [80, 90]) -> [[RadarPoint]] {
    radii.map { radius in PersonalityAxis.allCases.map { point(on: $0, radius: radius) } }
  }

  /// An SVG path (`M x y L ... Z`) through the points, with coordinates rounded to 0.01, for any renderer that
  /// takes SVG path data.
  public static func svgPath(_ points: [RadarPoint]) -> String {
    guard let first = points.first else { return "" }
    var path = "M \(format(first.x)) \(format(first.y))"
    for point in points.dropFirst() {
      path += " L \(format(point.x)) \(format(point.y))"
    }
    return path + " Z"
  }

  /// The value with at most two decimals and no trailing zeros ("30", "33.43", "-2.5"), whatever the locale.
  private static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

}
