import Foundation
import Testing

@testable import TimetableKit

@Suite("TimetableGrid SVG fitting")
struct GridSVGTests {
  /// Three courses of the USW sample catalogue (Sources/domainkits/SampleData/timetable/courses.json), one of them
  /// online, and a one-period course with a long English name.
  static func fixture() throws -> TimetableGrid {
    var timetable = Timetable(id: UUID())
    try timetable.add(try Course(name: "데이터베이스", scheduleText: "IT106(금1,2)"))
    try timetable.add(try Course(name: "교양적글쓰기와고전읽기1", scheduleText: "미래B203(수1,2)"))
    try timetable.add(try Course(name: "Operating Systems Lab", scheduleText: "IT401(월3)"))
    try timetable.add(try Course(name: "ALL that English Basic(이러닝)", scheduleText: nil))
    return TimetableGrid(timetable, minimumPeriods: 1...4)
  }

  @Test(
    "Cell labels: the room takes the last line when there are two, the name wraps above it and is cut last",
    arguments: [
      // (name, room, width, height) → title lines, room, cut
      ("데이터베이스", "IT106", 47.0, 50.0, ["데이터베", "이스"], "IT106", false),
      ("데이터베이스", "IT106", 47.0, 28.0, ["데이터…"], nil, true),
      ("교양적글쓰기와고전읽기1", "미래B203", 47.0, 50.0, ["교양적글", "쓰기와…"], "미래B203", true),
      ("교양적글쓰기와고전읽기1", "미래B203 강의실", 120.0, 50.0, ["교양적글쓰기와고전읽", "기1"], "미래B203 강의실", false),
      ("교양적글쓰기와고전읽기1", "미래B203 강의실", 40.0, 50.0, ["교양적", "글쓰…"], "미래B2…", true),
      ("운영체제", "", 47.0, 40.0, ["운영체제"], nil, false),
      ("운영체제", "IT401", 47.0, 10.0, [], nil, true),
      // A phone's five-day cell: every English word fits a line, so each moves to the next line whole.
      ("Climate Change and Society", "IT401", 60.8, 90.0, ["Climate", "Change", "and", "Society"], "IT401", false),
      // Narrower than "Climate": hyphenated, where it used to be "Climat", "e" and "and So", "ciety".
      (
        "Climate Change and Society", "IT401", 40.0, 110.0, ["Clim-", "ate", "Change", "and", "Soci-", "ety"], "IT401",
        false
      ),
      // The final ")" stays with the syllable before it instead of taking a line of its own.
      ("소프트웨어문해(이러닝-파이썬)", "미래112", 33.0, 110.0, ["소프트", "웨어문", "해(이", "러닝-", "파이", "썬)"], "미래1…", false),
    ] as [(String, String, Double, Double, [String], String?, Bool)])
  func cellLabels(
    _ title: String, _ room: String, _ width: Double, _ height: Double, _ lines: [String], _ shownRoom: String?,
    _ cut: Bool
  ) {
    let label = TimetableGrid.cellLabel(title: title, location: room, width: width, height: height)
    #expect(label.title == lines)
    #expect(label.room == shownRoom)
    #expect(label.isTitleTruncated == cut)
  }

  @Test("Every cell's text fits its rectangle at phone width, and courses without meetings are listed")
  func phoneWidth() throws {
    let grid = try Self.fixture()
    let svg = grid.svg(width: 390, height: 300)
    #expect(svg.contains("font-family=\"\(SVGFontStack.korean)\""))
    #expect(svg.contains(">· ALL that English Basic(이러닝) (온라인)</text>"))
    let metrics = TimetableGrid.SVGMetrics(width: 390, height: 300, days: grid.days.count, periods: grid.periods.count)
    for cell in grid.cells {
      let frame = metrics.frame(column: cell.column, rows: cell.startRow - 1...cell.endRow - 1)
      let label = TimetableGrid.cellLabel(
        title: cell.title, location: cell.location, width: frame.width - 8, height: frame.height - 8)
      for line in label.title { #expect(TextFit.width(of: line, fontSize: 11) <= frame.width - 8) }
      let used = Double(label.title.count) * 11 * TextFit.lineHeight + (label.room == nil ? 0 : 9 * TextFit.lineHeight)
      #expect(used <= frame.height - 8)
    }
  }

  @Test("A name that already says 온라인 gets no second marker, in the SVG and in the text")
  func onlineMarkerOnce() throws {
    var timetable = Timetable(id: UUID())
    try timetable.add(try Course(name: "창의적사고와표현(온라인)", scheduleText: nil))
    try timetable.add(try Course(name: "ALL that English Basic(이러닝)", scheduleText: nil))
    try timetable.add(try Course(name: "캡스톤디자인2", scheduleText: nil))
    let grid = TimetableGrid(timetable)
    let svg = grid.svg(width: 390, height: 300)
    #expect(svg.contains(">· 창의적사고와표현(온라인)</text>"))
    #expect(svg.contains(">· ALL that English Basic(이러닝) (온라인)</text>"))
    #expect(svg.contains(">· 캡스톤디자인2 (시간 미정)</text>"))
    #expect(!svg.contains("(온라인) (온라인)"))
    let lines = grid.text().split(separator: "\n").map(String.init)
    #expect(lines.contains("- 창의적사고와표현(온라인)"))
    #expect(lines.contains("- ALL that English Basic(이러닝) (온라인)"))
    // Replaced strings follow the same rule, whatever the case.
    var english = TimetableStrings.korean
    english.online = "online"
    var online = Timetable(id: UUID())
    try online.add(try Course(name: "Online English(이러닝)", scheduleText: nil))
    #expect(TimetableGrid(online).svg(strings: english).contains(">· Online English(이러닝)</text>"))
  }

  @Test("The exact SVG of a small week at phone width")
  func exactOutput() throws {
    #expect(try Self.fixture().svg(width: 390, height: 300) == Self.expected + "\n")
  }

  /// The reviewed rendering (looked at in Chromium; long lines continue with a backslash), without its final
  /// newline.
  static let expected = """
    <svg xmlns="http://www.w3.org/2000/svg" width="390" height="353.35" viewBox="0 0 390 353.35"\
     font-family="'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif">
    <rect width="390" height="353.35" fill="#FFFFFF"/>
    <text x="18" y="19.04" font-size="11" text-anchor="middle">교시</text>
    <line x1="36" y1="0" x2="36" y2="300" stroke="#DDDDDD"/>
    <text x="71.4" y="19.04" font-size="12" text-anchor="middle">월</text>
    <line x1="106.8" y1="0" x2="106.8" y2="300" stroke="#DDDDDD"/>
    <text x="142.2" y="19.04" font-size="12" text-anchor="middle">화</text>
    <line x1="177.6" y1="0" x2="177.6" y2="300" stroke="#DDDDDD"/>
    <text x="213" y="19.04" font-size="12" text-anchor="middle">수</text>
    <line x1="248.4" y1="0" x2="248.4" y2="300" stroke="#DDDDDD"/>
    <text x="283.8" y="19.04" font-size="12" text-anchor="middle">목</text>
    <line x1="319.2" y1="0" x2="319.2" y2="300" stroke="#DDDDDD"/>
    <text x="354.6" y="19.04" font-size="12" text-anchor="middle">금</text>
    <line x1="0" y1="28" x2="390" y2="28" stroke="#DDDDDD"/>
    <text x="18" y="58.6" font-size="11" text-anchor="middle">1</text>
    <text x="18" y="82.4" font-size="8" text-anchor="middle">09:30</text>
    <line x1="0" y1="96" x2="390" y2="96" stroke="#DDDDDD"/>
    <text x="18" y="126.6" font-size="11" text-anchor="middle">2</text>
    <text x="18" y="150.4" font-size="8" text-anchor="middle">10:30</text>
    <line x1="0" y1="164" x2="390" y2="164" stroke="#DDDDDD"/>
    <text x="18" y="194.6" font-size="11" text-anchor="middle">3</text>
    <text x="18" y="218.4" font-size="8" text-anchor="middle">11:30</text>
    <line x1="0" y1="232" x2="390" y2="232" stroke="#DDDDDD"/>
    <text x="18" y="262.6" font-size="11" text-anchor="middle">4</text>
    <text x="18" y="286.4" font-size="8" text-anchor="middle">12:30</text>
    <line x1="0" y1="300" x2="390" y2="300" stroke="#DDDDDD"/>
    <g class="cell"><title>Operating Systems Lab · IT401</title><rect x="37" y="165" width="68.8" height="66"\
     rx="4" fill="#F7EFA1"/>
    <text x="41" y="181.76" font-size="11">Operating</text>
    <text x="41" y="197.71" font-size="11">Systems…</text>
    <text x="41" y="211.34" font-size="9">IT401</text>
    </g>
    <g class="cell"><title>교양적글쓰기와고전읽기1 · 미래B203</title><rect x="178.6" y="29" width="68.8" height="134" rx="4"\
     fill="#F9D9A8"/>
    <text x="182.6" y="45.76" font-size="11">교양적글쓰</text>
    <text x="182.6" y="61.71" font-size="11">기와고전읽</text>
    <text x="182.6" y="77.66" font-size="11">기1</text>
    <text x="182.6" y="91.29" font-size="9">미래B203</text>
    </g>
    <g class="cell"><title>데이터베이스 · IT106</title><rect x="320.2" y="29" width="68.8" height="134" rx="4"\
     fill="#F6C2C2"/>
    <text x="324.2" y="45.76" font-size="11">데이터베이</text>
    <text x="324.2" y="61.71" font-size="11">스</text>
    <text x="324.2" y="75.34" font-size="9">IT106</text>
    </g>
    <g class="without-meetings">
    <text x="8" y="321.92" font-size="12" font-weight="bold">시간 미정·온라인</text>
    <text x="8" y="342.16" font-size="11">· ALL that English Basic(이러닝) (온라인)</text>
    </g>
    </svg>
    """
}
