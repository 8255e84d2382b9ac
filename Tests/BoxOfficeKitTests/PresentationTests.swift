import BoxOfficeKit
import Foundation
import Testing

@Suite("Display text")
struct PresentationTests {
  @Test(
    "Rank changes: text, highlighted part and colour",
    arguments: [
      (RankChange.new, "신작", "신작", "", RankChangeLabel.Color.red),
      (.up(3), "▲3", "▲", "3", .red),
      (.down(2), "▼2", "▼", "2", .blue),
      (.same, "-", "", "-", nil),
    ] as [(RankChange, String, String, String, RankChangeLabel.Color?)])
  func rankLabels(change: RankChange, text: String, highlighted: String, plain: String, color: RankChangeLabel.Color?) {
    let label = BoxOfficeStrings.korean.rankChange(change)
    #expect(label.text == text)
    #expect(label.highlighted == highlighted)
    #expect(label.plain == plain)
    #expect(label.color == color)
  }

  @Test(
    "Audience text groups digits with commas whatever the device locale",
    arguments: [
      (1_234, 12_345, "오늘 1,234 / 총 12,345"), (0, 0, "오늘 0 / 총 0"), (999, 1_000, "오늘 999 / 총 1,000"),
      (353_274, 6_252_827, "오늘 353,274 / 총 6,252,827"),
    ])
  func audience(today: Int, total: Int, expected: String) {
    #expect(BoxOfficeStrings.korean.audience(today: today, total: total) == expected)
  }

  @Test("Grouping agrees with a POSIX NumberFormatter reference on random counts")
  func groupingMatchesReference() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.numberStyle = .decimal
    formatter.usesGroupingSeparator = true
    formatter.groupingSeparator = ","
    formatter.groupingSize = 3
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<500 {
      let value = Int.random(in: -10_000_000_000...10_000_000_000, using: &generator)
      #expect(BoxOfficeStrings.korean.count(value) == formatter.string(from: NSNumber(value: value)))
    }
  }

  @Test("Running time, lists and a replaced set of strings")
  func otherText() {
    let korean = BoxOfficeStrings.korean
    #expect(korean.runningTime(minutes: 125) == "125분")
    #expect(korean.list(["A", "", "B"]) == "A, B")
    #expect(korean.list([]) == "")
    var english = BoxOfficeStrings()
    english.newEntry = "NEW"
    english.audienceToday = "Today"
    english.audienceTotal = "Total"
    english.minutes = " min"
    english.groupingSeparator = "."
    #expect(english.rankChange(.new).text == "NEW")
    #expect(english.audience(today: 1_234, total: 6_252_827) == "Today 1.234 / Total 6.252.827")
    #expect(english.runningTime(minutes: 90) == "90 min")
  }
}
