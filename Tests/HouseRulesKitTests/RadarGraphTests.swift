import HouseRulesKit
import Testing

@Suite("Radar graph and compatibility")
struct RadarGraphTests {
  let scores = (try? PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9))

  func expectClose(
    _ points: [RadarPoint], _ expected: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(points.count == expected.count, sourceLocation: sourceLocation)
    for (point, (x, y)) in zip(points, expected) {
      #expect(
        abs(point.x - x) < 0.001 && abs(point.y - y) < 0.001, "\(point) != (\(x), \(y))", sourceLocation: sourceLocation
      )
    }
  }

  // Hand-computed: centre (100, 100), vertex i at angle 72°·i clockwise from straight up, y downwards:
  // x = 100 + r·sin(72°·i), y = 100 − r·cos(72°·i), with r = 10s − 10 → radii 70, 70, 40, 20, 80.
  @Test("Vertices with the first app's scale, r = 10s - 10")
  func originalScale() throws {
    let scores = try #require(scores)
    expectClose(
      RadarGraph().vertices(for: scores),
      [(100, 30), (166.5740, 78.3688), (123.5114, 132.3607), (88.2443, 116.1803), (23.9155, 75.2786)])
  }

  @Test("Vertices with the release app's scale, r = 7.5s - 2.5")
  func releaseScale() throws {
    let scores = try #require(scores)
    let graph = RadarGraph(center: RadarPoint(x: 100, y: 100), scale: .release)
    expectClose(
      graph.vertices(for: scores),
      [(100, 42.5), (154.6857, 82.2315), (120.5725, 128.3156), (88.2443, 116.1803), (38.1813, 79.9139)])
    #expect(RadarScale.release.radius(for: 3) == 20)
    #expect(RadarScale.original.radius(for: 9) == 80)
  }

  @Test("Vertex 0 points up and the rest go clockwise on screen")
  func clockwise() throws {
    let graph = RadarGraph(center: RadarPoint(x: 0, y: 0))
    let points = PersonalityAxis.allCases.map { graph.point(on: $0, radius: 1) }
    #expect(points[0] == RadarPoint(x: 0, y: -1))
    #expect(points[1].x > 0 && points[1].y < 0)  // upper right
    #expect(points[2].x > 0 && points[2].y > 0)  // lower right
    #expect(points[3].x < 0 && points[3].y > 0)  // lower left
    #expect(points[4].x < 0 && points[4].y < 0)  // upper left
  }

  @Test("Background pentagons are regular, at the first app's radii by default")
  func background() {
    let graph = RadarGraph()
    let polygons = graph.backgroundPolygons()
    #expect(polygons.count == 2)
    for (polygon, radius) in zip(polygons, [80.0, 90.0]) {
      #expect(polygon.count == 5)
      for point in polygon {
        let distance = ((point.x - 100) * (point.x - 100) + (point.y - 100) * (point.y - 100)).squareRoot()
        #expect(abs(distance - radius) < 1e-9)
      }
    }
    #expect(graph.backgroundPolygons(radii: []).isEmpty)
  }

  @Test("SVG path data")
  func svg() {
    let points = [RadarPoint(x: 100, y: 30), RadarPoint(x: 166.574, y: 78.36881), RadarPoint(x: -2.5, y: 0)]
    #expect(RadarGraph.svgPath(points) == "M 100 30 L 166.57 78.37 L -2.5 0 Z")
    #expect(RadarGraph.svgPath([]) == "")
  }

  @Test(
    "Compatibility: 100% for equal scores, 0% for opposite extremes, rounded half up",
    arguments: [
      ([8, 8, 5, 3, 9], [8, 8, 5, 3, 9], 100, [PersonalityAxis]()),
      ([3, 3, 3, 3, 3], [9, 9, 9, 9, 9], 0, PersonalityAxis.allCases),
      ([8, 8, 5, 3, 9], [5, 4, 5, 7, 9], 63, [.noise, .introversion]),  // gaps 3+4+0+4+0 = 11 → 63.3
      ([3, 3, 3, 3, 3], [3, 3, 3, 3, 4], 97, []),  // 96.67 → 97
      ([3, 3, 3, 3, 3], [3, 3, 3, 3, 6], 90, []),  // exactly 90
    ])
  func compatibility(first: [Int], second: [Int], percent: Int, conflicts: [PersonalityAxis]) throws {
    let a = try PersonalityScores(first)
    let b = try PersonalityScores(second)
    #expect(a.compatibility(with: b).percent == percent)
    #expect(b.compatibility(with: a).percent == percent)
    #expect(a.compatibility(with: b).conflicts == conflicts)
  }

  @Test("Compatibility rounds half up at 0.5%")
  func halfUp() throws {
    // A total gap of 15 gives exactly 50%; no total gap gives x.5, so check the formula on every gap sum instead.
    for gapSum in 0...30 {
      let exact = 100.0 * Double(30 - gapSum) / 30
      let values = (0..<5).map { axis in 3 + min(max(gapSum - axis * 6, 0), 6) }
      let percent = try PersonalityScores([3, 3, 3, 3, 3]).compatibility(with: PersonalityScores(values)).percent
      #expect(percent == Int((exact + 0.5).rounded(.down)))
    }
  }
}
