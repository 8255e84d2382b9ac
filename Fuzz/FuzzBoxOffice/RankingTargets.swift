import Foundation
import FuzzSupport

@_spi(Benchmarking) @testable import BoxOfficeKit

/// The KOBIS ranking decoders.
///
/// Checks: a ranking is sorted by rank (from 1), names each film once, with trimmed codes and titles and display
/// texts for every row; the decoding and mapping stages together give what `dailyBoxOffice(from:)` gives; a failure is
/// a typed error with a description.
enum RankingTargets {
  static func daily(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let ranking: DailyBoxOffice
    do {
      ranking = try BoxOfficeDecoder.dailyBoxOffice(from: data)
    } catch {
      fuzzCheck(!error.description.isEmpty, "an error without a description")
      fuzzCheck(
        (try? BoxOfficeDecoder.map(BoxOfficeDecoder.dailyWire(data))) == nil, "the stages accepted what was refused")
      return
    }
    fuzzCheck(
      (try? BoxOfficeDecoder.map(BoxOfficeDecoder.dailyWire(data)))?.entries == ranking.entries,
      "the stages and dailyBoxOffice(from:) disagree")
    check(ranking.entries.map { ($0.rank, $0.movieCode, $0.title, $0.rankChange) })
    for entry in ranking.entries {
      fuzzCheck(!entry.rankChangeText.isEmpty && !entry.audienceText.isEmpty, "an empty display text")
    }
    _ = ranking.sharedTitles
  }

  static func weekly(_ bytes: [UInt8]) {
    let ranking: WeeklyBoxOffice
    do {
      ranking = try BoxOfficeDecoder.weeklyBoxOffice(from: Data(bytes))
    } catch {
      fuzzCheck(!error.description.isEmpty, "an error without a description")
      return
    }
    fuzzCheck(ranking.yearWeek.map { FieldText.trimmed($0) == $0 && !$0.isEmpty } ?? true, "untrimmed yearWeek")
    check(ranking.entries.map { ($0.rank, $0.movieCode, $0.title, $0.rankChange) })
  }

  private static func check(_ rows: [(rank: Int, code: String, title: String, change: RankChange)]) {
    fuzzCheck(rows.map(\.rank) == rows.map(\.rank).sorted(), "rows out of rank order")
    fuzzCheck(rows.allSatisfy { $0.rank >= 1 }, "a rank below 1")
    fuzzCheck(Set(rows.map(\.code)).count == rows.count, "a film listed twice")
    for row in rows {
      fuzzCheck(!row.code.isEmpty && FieldText.trimmed(row.code) == row.code, "code \(row.code.debugDescription)")
      fuzzCheck(FieldText.trimmed(row.title) == row.title, "untrimmed title \(row.title.debugDescription)")
      fuzzCheck(!BoxOfficeStrings.korean.rankChange(row.change).text.isEmpty, "an empty rank change")
    }
  }
}
