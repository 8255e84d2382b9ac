import PropertyBased
import Testing

@testable import DomainKitsCore

@Suite("SVG text fitting")
struct TextFitTests {
  @Test("One font stack names Korean fonts before the generic family, quoted for an XML attribute")
  func fontStack() {
    #expect(SVGFontStack.korean.hasPrefix("'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR'"))
    #expect(SVGFontStack.korean.hasSuffix(", sans-serif"))
    #expect(!SVGFontStack.korean.contains("\""))
  }

  @Test(
    "Widths per script: Hangul one em, Latin narrower, narrow letters narrowest",
    arguments: [
      ("가", 1.0), ("한글", 2.0), ("漢", 1.0), ("·", 1.0), ("…", 1.0), ("A", 0.72), ("a", 0.58), ("m", 0.95),
      ("i", 0.3), (" ", 0.3), ("5", 0.6), ("IT106", 0.3 + 0.72 + 3 * 0.6),
    ])
  func widths(_ text: String, _ ems: Double) {
    #expect(abs(TextFit.width(of: text, fontSize: 10) - ems * 10) < 1e-9)
  }

  @Test(
    "Which names wrap and where they are cut (11 pt, 47 pt wide: four Hangul syllables a line)",
    arguments: [
      ("데이터베이스", 3, ["데이터베", "이스"], false),
      ("운영체제", 3, ["운영체제"], false),
      ("교양적글쓰기와고전읽기1", 2, ["교양적글", "쓰기와…"], true),
      ("교양적글쓰기와고전읽기1", 3, ["교양적글", "쓰기와고", "전읽기1"], false),
      ("ALL that English Basic(이러닝)", 2, ["ALL", "that E…"], true),
      ("회로 실험", 1, ["회로…"], true),
      ("회로 실험", 2, ["회로", "실험"], false),
      ("소프트웨어 공학", 2, ["소프트웨", "어 공학"], false),
      ("캡스톤디자인2", 1, ["캡스톤…"], true),
      ("", 2, [], false),
    ])
  func wrapping(_ text: String, _ lines: Int, _ expected: [String], _ truncated: Bool) {
    let fitted = TextFit.wrapped(text, width: 47, fontSize: 11, maxLines: lines)
    #expect(fitted.lines == expected)
    #expect(fitted.isTruncated == truncated)
  }

  @Test("No line is ever wider than asked, and an uncut text keeps every character")
  func fittingProperty() async {
    let letters = Array("가나다라 데이터 ABC mwil 12 (이러닝) ·")
    await propertyCheck(
      input: Gen.int(in: 0...40).array(of: 0...30), Gen.int(in: 8...120), Gen.int(in: 0...4)
    ) { picks, width, maxLines in
      let text = String(picks.map { letters[$0 % letters.count] })
      let fitted = TextFit.wrapped(text, width: Double(width), fontSize: 11, maxLines: maxLines)
      #expect(fitted.lines.count <= maxLines)
      for line in fitted.lines { #expect(TextFit.width(of: line, fontSize: 11) <= Double(width)) }
      if !fitted.isTruncated {
        #expect(fitted.lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
      }
    }
  }

  @Test("Truncating keeps text that fits and ends cut text with an ellipsis")
  func truncating() {
    #expect(TextFit.truncated("IT106", width: 40, fontSize: 9) == "IT106")
    #expect(TextFit.truncated("미래B203 강의실", width: 40, fontSize: 9) == "미래B2…")
    #expect(TextFit.truncated("가나다", width: 5, fontSize: 9) == "")
  }
}
