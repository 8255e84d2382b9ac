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

  @Test(
    "Latin words break at spaces, or with a hyphen when wider than a line; a closing bracket never starts a line",
    arguments: [
      // Every word fits a line: each moves to the next line whole.
      ("Climate Change and Society", 47.0, ["Climate", "Change", "and", "Society"]),
      // "Climate" and "Society" are wider than a line: hyphenated, two letters before the break and three after.
      ("Climate Change and Society", 40.0, ["Clim-", "ate", "Change", "and", "Soci-", "ety"]),
      ("Climate Change and Society", 30.0, ["Clim-", "ate", "Cha-", "nge", "and", "Soci-", "ety"]),
      ("Intro to Thermodynamics", 60.0, ["Intro to", "Thermody-", "namics"]),
      // Korean breaks between syllables, and the final ")" stays with the syllable before it.
      ("소프트웨어문해(이러닝-파이썬)", 33.0, ["소프트", "웨어문", "해(이", "러닝-", "파이", "썬)"]),
      ("ALL that English1(이러닝-TOEIC 600+목표반)", 62.0, ["ALL that", "English1", "(이러닝-", "TOEIC 600", "+목표반)"]),
    ] as [(String, Double, [String])])
  func wordBoundaries(_ text: String, _ width: Double, _ expected: [String]) {
    let fitted = TextFit.wrapped(text, width: width, fontSize: 11, maxLines: 10)
    #expect(fitted.lines == expected)
    #expect(!fitted.isTruncated)
  }

  @Test("What no allowed break lets fit is cut on the line it starts")
  func unbreakable() {
    // "(A)" is wider than 15 points and has no break inside: no line starts with ")" or ends with "(".
    let fitted = TextFit.wrapped("경영학원론(A)", width: 15, fontSize: 11, maxLines: 9)
    #expect(fitted.lines == ["경", "영", "학", "원", "론", "…"])
    #expect(fitted.isTruncated)
  }

  @Test("No line is wider than asked, none but the first starts with \")\", an uncut text keeps every character")
  func fittingProperty() async {
    let letters = Array("가나다라 데이터 ABC mwil 12 (이러닝) ·")
    await propertyCheck(
      input: Gen.int(in: 0...40).array(of: 0...30), Gen.int(in: 8...120), Gen.int(in: 0...4)
    ) { picks, width, maxLines in
      let text = String(picks.map { letters[$0 % letters.count] })
      let fitted = TextFit.wrapped(text, width: Double(width), fontSize: 11, maxLines: maxLines)
      #expect(fitted.lines.count <= maxLines)
      for line in fitted.lines { #expect(TextFit.width(of: line, fontSize: 11) <= Double(width)) }
      // The first line starts where the text does, which may be a ")".
      for line in fitted.lines.dropFirst() { #expect(line.first != ")") }
      if !fitted.isTruncated {
        // The alphabet has no hyphen: a line's final hyphen is one added at a break inside a word.
        let shown = fitted.lines.map { $0.hasSuffix("-") ? String($0.dropLast()) : $0 }
        #expect(shown.joined().filter { $0 != " " } == text.filter { $0 != " " })
      }
    }
  }

  @Test("Latin words that fit a line are never broken")
  func latinWordsProperty() async {
    let letters = Array("ABC mwil 12 ")
    await propertyCheck(input: Gen.int(in: 0...40).array(of: 0...30), Gen.int(in: 8...120)) { picks, width in
      let text = String(picks.map { letters[$0 % letters.count] })
      let words = text.split(separator: " ").map(String.init)
      let fitted = TextFit.wrapped(text, width: Double(width), fontSize: 11, maxLines: 40)
      if !fitted.isTruncated, words.allSatisfy({ TextFit.width(of: $0, fontSize: 11) <= Double(width) }) {
        #expect(fitted.lines.flatMap { $0.split(separator: " ").map(String.init) } == words)
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
