import Foundation
import Testing

@testable import HouseRulesKit

@Suite("Personality radar SVG")
struct PersonalityRadarSVGTests {
  /// The demo's two members: 지수's scores from Sources/domainkits/SampleData/house/personality-answers.json
  /// (8, 8, 5, 3, 9 → blue) and 민재's from the demo's compatibility example (5, 4, 5, 7, 9 → blue).
  static func members() throws -> [PersonalityRadarSVG.Member] {
    [
      PersonalityRadarSVG.Member(
        name: "지수", scores: try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)),
      PersonalityRadarSVG.Member(
        name: "하늘", scores: try PersonalityScores(light: 3, noise: 4, smell: 3, introversion: 4, clean: 3)),
    ]
  }

  @Test("One pentagon per member in the type's colour, five Korean axis labels, a legend line per member")
  func structure() throws {
    let svg = PersonalityRadarSVG.render(try Self.members(), width: 240)
    #expect(svg.components(separatedBy: "class=\"member\"").count == 3)
    #expect(svg.contains("fill=\"#3E63DD\""))  // 지수: blue (33)
    #expect(svg.contains("fill=\"#F2B705\""))  // 하늘: yellow (17)
    for axis in PersonalityAxis.allCases { #expect(svg.contains(">\(axis.koreanName)</text>")) }
    #expect(svg.contains(">지수 · 룸메 맞춤형 네각이 (33)</text>"))
    #expect(svg.contains("font-family=\"\(SVGFontStack.korean)\""))
  }

  @Test("A member without a test has no pentagon")
  func untested() {
    #expect(PersonalityRadarSVG.Member(Homie(id: "homie-haneul", name: "하늘")) == nil)
  }

  @Test("A long legend line is cut with an ellipsis inside the picture")
  func longName() throws {
    let member = PersonalityRadarSVG.Member(
      name: String(repeating: "긴이름", count: 30), scores: try Self.members()[0].scores)
    let svg = PersonalityRadarSVG.render([member], width: 200)
    let legend = try #require(svg.split(separator: "\n").last { $0.contains("…</text>") })
    let text = legend.split(separator: ">")[2].dropLast(6)
    #expect(TextFit.width(of: text, fontSize: 12) <= 200 - 16 - 9.6 - 6)
  }

  /// The value of `name="…"` in one element's text.
  static func attribute(_ name: String, in element: some StringProtocol) -> String? {
    guard let start = element.range(of: " \(name)=\"") else { return nil }
    let rest = element[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  @Test("Members of one type are told apart: a shade and a dash pattern each, the same on their legend keys")
  func sameTypeMembers() throws {
    // The gallery's two members: 지수 (8, 8, 5, 3, 9 = 33) and 민재 (5, 4, 5, 7, 9 = 30), both blue; and a third.
    let members = [
      PersonalityRadarSVG.Member(
        name: "지수", scores: try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)),
      PersonalityRadarSVG.Member(
        name: "민재", scores: try PersonalityScores(light: 5, noise: 4, smell: 5, introversion: 7, clean: 9)),
      PersonalityRadarSVG.Member(
        name: "하늘", scores: try PersonalityScores(light: 3, noise: 4, smell: 3, introversion: 4, clean: 3)),
      PersonalityRadarSVG.Member(
        name: "도윤", scores: try PersonalityScores(light: 7, noise: 7, smell: 7, introversion: 5, clean: 3)),
    ]
    #expect(members.map(\.scores.type) == [.blue, .blue, .yellow, .blue])
    let svg = PersonalityRadarSVG.render(members, width: 390)
    let lines = svg.split(separator: "\n")
    let pentagons = lines.filter { $0.hasPrefix("<path class=\"member\"") }
    try #require(pentagons.count == 4)
    let strokes = pentagons.map { [Self.attribute("stroke", in: $0), Self.attribute("stroke-dasharray", in: $0)] }
    // Each blue member has its own outline: the colour and solid, darker and dashed, lighter and dotted.
    #expect(strokes[0] == ["#3E63DD", nil])
    #expect(strokes[1] == ["#284090", "6 3"])
    #expect(strokes[3] == ["#7892E7", "2 2"])
    #expect(Set([strokes[0], strokes[1], strokes[3]]).count == 3)
    // A member whose colour nobody shares keeps it, solid.
    #expect(strokes[2] == ["#F2B705", nil])
    // Each legend line names its member, and its key is drawn as the member's pentagon is.
    for (index, member) in members.enumerated() {
      let legend = try #require(lines.first { $0.contains(">\(member.name) · ") })
      let key = try #require(legend.components(separatedBy: "<text").first)
      let pentagon = pentagons[index]
      #expect(Self.attribute("fill", in: key) == Self.attribute("fill", in: pentagon))
      if index == 2 {
        #expect(Self.attribute("stroke", in: key) == nil)
      } else {
        #expect(Self.attribute("stroke", in: key) == Self.attribute("stroke", in: pentagon))
        #expect(Self.attribute("stroke-dasharray", in: key) == Self.attribute("stroke-dasharray", in: pentagon))
        #expect(Self.attribute("fill-opacity", in: key) == Self.attribute("fill-opacity", in: pentagon))
      }
    }
  }

  @Test(
    "Shades mix a #RRGGBB or #RGB colour toward black or white; other colour texts stay as they are",
    arguments: [
      ("#3E63DD", -0.35, "#284090"), ("#3E63DD", 0.3, "#7892E7"), ("#abc", 0.5, "#D5DDE6"), ("#3E63DD", 0, "#3E63DD"),
      ("#000000", 2, "#FFFFFF"), ("red", -0.5, "red"), ("#12345G", -0.5, "#12345G"), ("#1234", 0.5, "#1234"),
    ] as [(String, Double, String)])
  func shades(_ color: String, _ amount: Double, _ expected: String) {
    #expect(PersonalityRadarSVG.shaded(color, by: amount) == expected)
  }

  @Test("The exact SVG of two members at 240 points")
  func exactOutput() throws {
    #expect(PersonalityRadarSVG.render(try Self.members(), width: 240) == Self.expected + "\n")
  }

  /// The reviewed rendering (looked at in Chromium; long lines continue with a backslash), without its final
  /// newline.
  static let expected = """
    <svg xmlns="http://www.w3.org/2000/svg" width="240" height="222.14" viewBox="0 0 240 222.14"\
     font-family="'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif"\
     font-size="12">
    <rect width="100%" height="100%" fill="#FFFFFF"/>
    <g fill="none" stroke="#D9D9D9" stroke-width="1">
    <path d="M 120 76.07 L 132.68 85.28 L 127.84 100.19 L 112.16 100.19 L 107.32 85.28 Z"/>
    <path d="M 120 62.73 L 145.36 81.16 L 135.67 110.97 L 104.33 110.97 L 94.64 81.16 Z"/>
    <path d="M 120 49.4 L 158.04 77.04 L 143.51 121.76 L 96.49 121.76 L 81.96 77.04 Z"/>
    <path d="M 120 36.07 L 170.72 72.92 L 151.35 132.55 L 88.65 132.55 L 69.28 72.92 Z"/>
    <path d="M 120 29.4 L 177.06 70.86 L 155.27 137.94 L 84.73 137.94 L 62.94 70.86 Z"/>
    <line x1="120" y1="89.4" x2="120" y2="29.4"/>
    <line x1="120" y1="89.4" x2="177.06" y2="70.86"/>
    <line x1="120" y1="89.4" x2="155.27" y2="137.94"/>
    <line x1="120" y1="89.4" x2="84.73" y2="137.94"/>
    <line x1="120" y1="89.4" x2="62.94" y2="70.86"/>
    </g>
    <g fill="#333333">
    <text x="120" y="19.2" text-anchor="middle">빛</text>
    <text x="182.77" y="73.2" text-anchor="start">소음</text>
    <text x="158.79" y="154.8" text-anchor="start">냄새</text>
    <text x="81.21" y="154.8" text-anchor="end">내향</text>
    <text x="57.23" y="73.2" text-anchor="end">정리정돈</text>
    </g>
    <path class="member" d="M 120 42.73 L 164.38 74.98 L 135.67 110.97 L 112.16 100.19 L 69.28 72.92 Z"\
     fill="#3E63DD" fill-opacity="0.18" stroke="#3E63DD" stroke-width="2"><title>지수</title></path>
    <path class="member" d="M 120 76.07 L 139.02 83.22 L 127.84 100.19 L 108.24 105.58 L 107.32 85.28 Z"\
     fill="#F2B705" fill-opacity="0.18" stroke="#F2B705" stroke-width="2"><title>하늘</title></path>
    <rect x="8" y="175.24" width="9.6" height="9.6" rx="2" fill="#3E63DD"/><text x="23.6" y="185.26"\
     fill="#333333">지수 · 룸메 맞춤형 네각이 (33)</text>
    <rect x="8" y="196.64" width="9.6" height="9.6" rx="2" fill="#F2B705"/><text x="23.6" y="206.66"\
     fill="#333333">하늘 · 늘 행복한 동글이 (17)</text>
    </svg>
    """
}
