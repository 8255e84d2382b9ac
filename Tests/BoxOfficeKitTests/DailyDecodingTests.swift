import BoxOfficeKit
import Foundation
import Testing

@Suite("Daily box office decoding and mapping")
struct DailyDecodingTests {
  @Test("A realistic day maps every field, trims titles and reads a blank opening date as nil")
  func realisticDay() throws {
    let ranking = try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily20251121)
    #expect(ranking.date == BoxOfficeDate(try CalendarDay(year: 2025, month: 11, day: 21)))
    let entries = ranking.entries
    #expect(entries.map(\.rank) == Array(1...10))
    let first = try #require(entries.first)
    #expect(first.movieCode == "20251234")
    #expect(first.title == "한강의 여름")
    #expect(first.rankChange == .same)
    #expect(first.openingDate == (try CalendarDay(year: 2025, month: 11, day: 5)))
    #expect(first.audienceToday == 182_304)
    #expect(first.audienceChange == -19_229)
    #expect(first.audienceTotal == 2_713_455)
    #expect(first.salesToday == 1_859_501_800)
    #expect(first.salesTotal == 27_541_569_050)
    #expect(first.salesShare == BoxOfficePercent(mantissa: 337, scale: 1))
    #expect(first.screens == 1_544)
    #expect(first.shows == 5_287)
    #expect(first.audienceText == "오늘 182,304 / 총 2,713,455")
    #expect(first.rankChangeText == "-")

    #expect(entries[1].rankChange == .new)
    #expect(entries[1].rankChangeText == "신작")
    #expect(entries[2].title == "윈터 라이트")
    #expect(entries[2].rankChange == .down(1))
    #expect(entries[2].rankChangeText == "▼1")
    #expect(entries[5].openingDate == nil)
    #expect(entries[5].title == "바다의 끝")
    #expect(entries[6].rankChange == .up(2))
    #expect(entries[6].rankChangeText == "▲2")
    #expect(ranking.sharedTitles == ["바다의 끝"])
  }

  @Test(
    "NEW is a new entry whatever rankInten says; OLD takes the difference",
    arguments: [
      ("NEW", "0", RankChange.new), ("NEW", "5", .new), ("OLD", "0", .same), ("OLD", "12", .up(12)),
      ("OLD", "-3", .down(3)),
    ])
  func rankChangeRule(status: String, difference: String, expected: RankChange) throws {
    let body = Fixture.daily(rows: [
      Fixture.row(rank: 1, code: "1", ["rankOldAndNew": status, "rankInten": difference])
    ])
    #expect(try BoxOfficeDecoder.dailyBoxOffice(from: body).entries.first?.rankChange == expected)
  }

  @Test(
    "Blank and whitespace-only opening dates are nil; both KOBIS date forms read",
    arguments: [
      (" ", nil), ("", nil), ("\u{3000}", nil), ("2023-04-26", "2023-04-26"), ("20230426", "2023-04-26"),
    ] as [(String, String?)])
  func openingDates(text: String, expected: String?) throws {
    let body = Fixture.daily(rows: [Fixture.row(rank: 1, code: "1", ["openDt": text])])
    #expect(
      try BoxOfficeDecoder.dailyBoxOffice(from: body).entries.first?.openingDate == expected.flatMap(CalendarDay.init))
  }

  @Test(
    "Titles lose surrounding spaces, tabs, NBSP and ideographic spaces, keep inner ones",
    arguments: [
      ("프렌즈: 몬스터섬의비밀 ", "프렌즈: 몬스터섬의비밀"), ("  라이온 킹\t", "라이온 킹"), ("\u{00A0}듄\u{3000}", "듄"),
      ("존 윅 4", "존 윅 4"), ("   ", ""),
    ])
  func titles(raw: String, expected: String) throws {
    let body = Fixture.daily(rows: [Fixture.row(rank: 1, code: "1", ["movieNm": raw])])
    #expect(try BoxOfficeDecoder.dailyBoxOffice(from: body).entries.first?.title == expected)
  }

  @Test("An empty list is an empty ranking")
  func emptyList() throws {
    #expect(try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily(rows: [])).entries.isEmpty)
  }

  @Test("Rows out of order are sorted by rank; ties keep KOBIS's order")
  func outOfOrder() throws {
    let rows = [
      Fixture.row(rank: 3, code: "C"), Fixture.row(rank: 1, code: "A"), Fixture.row(rank: 2, code: "B1"),
      Fixture.row(rank: 2, code: "B2"),
    ]
    #expect(
      try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily(rows: rows)).entries.map(\.movieCode) == [
        "A", "B1", "B2", "C",
      ])
  }

  @Test("A movie code listed twice keeps its better-ranked line only", arguments: [2, 12, 30])
  func duplicates(count: Int) throws {
    var rows = (1...count).map { Fixture.row(rank: $0, code: "M\($0)") }
    rows.append(Fixture.row(rank: count + 1, code: "M1", ["movieNm": "다시"]))
    let entries = try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily(rows: rows)).entries
    #expect(entries.count == count)
    #expect(entries.first?.title == "한강의 여름")
    #expect(Set(entries.map(\.movieCode)).count == count)
  }

  @Test("Counts near the limits of Int read exactly; beyond them they are errors")
  func hugeNumbers() throws {
    let body = Fixture.daily(rows: [
      Fixture.row(rank: 1, code: "1", ["salesAcc": "9223372036854775807", "audiInten": "-9223372036854775808"])
    ])
    let entry = try #require(try BoxOfficeDecoder.dailyBoxOffice(from: body).entries.first)
    #expect(entry.salesTotal == Int.max)
    #expect(entry.audienceChange == Int.min)
    let tooBig = Fixture.daily(rows: [Fixture.row(rank: 1, code: "1", ["salesAcc": "9223372036854775808"])])
    #expect(
      throws: BoxOfficeError.malformedField(
        field: "boxOfficeResult.dailyBoxOfficeList[0].salesAcc", value: "9223372036854775808",
        expected: "a whole number")
    ) {
      try BoxOfficeDecoder.dailyBoxOffice(from: tooBig).entries
    }
  }

  @Test("A rank difference of Int.min does not trap")
  func extremeRankDifference() throws {
    let body = Fixture.daily(rows: [Fixture.row(rank: 1, code: "1", ["rankInten": "-9223372036854775808"])])
    #expect(try BoxOfficeDecoder.dailyBoxOffice(from: body).entries.first?.rankChange == .down(Int.max))
  }
}
