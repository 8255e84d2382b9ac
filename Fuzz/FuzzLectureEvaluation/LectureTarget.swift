import Foundation
import FuzzSupport
import LectureEvaluationKit

/// The lecture list's decoder, its summaries, paging and sorting.
enum LectureTarget {
  /// `SuwikiServerDecoder.lecturePage(from:)`, each lecture's summary, two pages of paging, and every sort.
  static func run(_ bytes: [UInt8]) {
    guard let page = try? SuwikiServerDecoder.lecturePage(from: Data(bytes)) else { return }
    var summaries: [LectureSummary] = []
    for summary in page.lectures {
      fuzzCheck(summary.semesters == summary.semesters.sorted(), "semesters out of order")
      fuzzCheck(Set(summary.semesters).count == summary.semesters.count, "a semester twice")
      for rating in [summary.total, summary.satisfaction, summary.honey, summary.learning] {
        fuzzCheck(!rating.text.isEmpty, "empty rating text for \(rating.value)")
      }
      _ = summary.semestersText
      summaries.append(summary)
    }
    var results = LectureSearchResults()
    let before = results
    fuzzCheck((try? results.apply(page: 0, lectures: summaries)) == nil && results == before, "page 0 accepted")
    do {
      try results.apply(page: 1, lectures: summaries)
      try results.apply(page: 2, lectures: summaries.reversed())
    } catch {
      fuzzCheck(false, "a valid page refused: \(error)")
    }
    let ids = results.lectures.map(\.id)
    fuzzCheck(Set(ids).count == ids.count, "a lecture shown twice")
    for order in LectureSort.allCases {
      let sorted = results.sorted(by: order)
      fuzzCheck(sorted.count == results.lectures.count, "sorting lost lectures")
    }
  }
}
