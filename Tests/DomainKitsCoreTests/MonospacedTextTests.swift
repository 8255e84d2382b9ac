import DomainKitsCore
import Testing

@Suite("MonospacedText")
struct MonospacedTextTests {
  @Test(
    "Hangul and CJK take two columns, combining marks none",
    arguments: [
      ("abc", 3), ("미래521", 7), ("데이터베이스", 12), ("ＡＢ", 4), ("e\u{301}", 1), ("", 0), ("漢字", 4),
    ])
  func widths(text: String, expected: Int) {
    #expect(MonospacedText.width(of: text) == expected)
  }

  @Test("Padding aligns by columns")
  func padding() {
    #expect(MonospacedText.pad("월", to: 4) == "월  ")
    #expect(MonospacedText.pad("12", to: 5, alignRight: true) == "   12")
    #expect(MonospacedText.pad("데이터", to: 2) == "데이터")
  }

  @Test("Truncation never splits a character and fits the width")
  func truncation() {
    #expect(MonospacedText.truncate("데이터베이스", to: 7) == "데이터…")
    #expect(MonospacedText.truncate("abc", to: 3) == "abc")
    #expect(MonospacedText.truncate("abcd", to: 0) == "")
    for width in 1...12 {
      #expect(MonospacedText.width(of: MonospacedText.truncate("데이터베이스abc", to: width)) <= width)
    }
  }
}
