import Foundation
import Testing

@testable import LectureEvaluationKit

@Suite("Lecture evaluations")
struct EvaluationTests {
  @Test("A page decodes and maps to display models")
  func decode() throws {
    let page = try SuwikiServerDecoder.lecturePage(from: Fixtures.evaluationPageJSON)
    #expect(page.totalCount == 2)
    let lectures = page.lectures
    #expect(lectures.map(\.id) == [812, 77])
    let database = try #require(lectures.first)
    #expect(database.semesters == [Semester(year: 2021, term: .first), Semester(year: 2022, term: .first)])
    #expect(database.semestersText == "2021-1, 2022-1")
    #expect(database.total.text == "3.4")
    #expect(database.satisfaction.text == "3.5")
    #expect(database.honey.text == "2.3")
    #expect(database.learning.text == "4.0")
    #expect(database.team?.text == "1.1")
    #expect(database.homework?.text == "1.0")
    #expect(lectures[1].team == nil)
  }

  @Test(
    "One decimal, rounded half-up from the shortest decimal, never truncated",
    arguments: [
      (Float(3.35), "3.4"), (3.45, "3.5"), (2.25, "2.3"), (4, "4.0"), (0, "0.0"), (4.96, "5.0"), (1.04, "1.0"),
      (0.05, "0.1"), (2.949999, "2.9"), (-0.05, "-0.1"), (.nan, "-"), (.infinity, "-"),
    ])
  func rounding(value: Float, text: String) {
    #expect(Rating(value).text == text)
  }

  @Test("Every average 0.05, 0.15 … 4.95 shows half-up; the binary value (%.1f) shows the article's 25 a tenth low")
  func halfTenths() {
    var lowInOriginal: [String] = []
    for k in 0..<50 {
      // The Float nearest to (10k + 5) / 100, as the server sends it: a correctly rounded quotient of exact integers.
      let value = Float(10 * k + 5) / 100
      let decimal = "\(k / 10).\(k % 10)5"
      let halfUp = "\((k + 1) / 10).\((k + 1) % 10)"
      #expect(Rating(value).text == halfUp, "\(decimal)")
      // What the original app showed, as ComparedWithTheOriginalApp.md says: the Float's binary value, ties to even.
      let original = String(format: "%.1f", Double(value))
      #expect(original == halfUp || original == "\(k / 10).\(k % 10)", "\(decimal) showed \(original)")
      if original != halfUp { lowInOriginal.append(decimal) }
    }
    #expect(
      lowInOriginal == [
        "0.25", "0.35", "0.45", "0.65", "0.95", "1.05", "1.15", "1.25", "1.55", "1.65", "2.05", "2.25", "2.35", "2.55",
        "2.85", "3.05", "3.25", "3.35", "3.55", "3.85", "4.25", "4.35", "4.45", "4.85", "4.95",
      ])
  }

  @Test("A bad semester list is a typed error naming the lecture and the field")
  func badSemesters() {
    let wire = LectureSummaryWire(
      id: 5, semesterList: "2021-1, 봄", professor: "", majorType: "", lectureType: "", lectureName: "",
      lectureTotalAvg: 0, lectureSatisfactionAvg: 0, lectureHoneyAvg: 0, lectureLearningAvg: 0, lectureTeamAvg: nil,
      lectureDifficultyAvg: nil, lectureHomeworkAvg: nil)
    #expect(throws: LectureEvaluationError.invalidSemesterList(id: 5, text: "2021-1, 봄")) {
      try LectureSummary(wire: wire)
    }
    func lecture(id: Int, semesters: String) -> String {
      """
      {"id": \(id), "semesterList": "\(semesters)", "professor": "", "majorType": "", "lectureType": "", \
      "lectureName": "", "lectureTotalAvg": 0, "lectureSatisfactionAvg": 0, "lectureHoneyAvg": 0, \
      "lectureLearningAvg": 0}
      """
    }
    let page = #"{"data": [\#(lecture(id: 4, semesters: "2021-1")), \#(lecture(id: 5, semesters: "2021-1, 봄"))]}"#
    #expect(throws: SuwikiWireError.invalidField(record: 1, field: "semesterList", value: "2021-1, 봄")) {
      try SuwikiServerDecoder.lecturePage(from: Data(page.utf8))
    }
    #expect(throws: SuwikiWireError.invalidField(record: nil, field: "data.semesterList", value: "2021-1, 봄")) {
      try SuwikiServerDecoder.lecture(from: Data(#"{"data": \#(lecture(id: 5, semesters: "2021-1, 봄"))}"#.utf8))
    }
  }

  @Test("A summary made field by field keeps its semesters oldest first without repeats")
  func fieldByField() {
    let fall = Semester(year: 2023, term: .second)
    let spring = Semester(year: 2022, term: .first)
    let summary = LectureSummary(
      id: 1, name: "L", professor: "P", major: "M", lectureType: "T", semesters: [fall, spring, fall],
      total: Rating(4), satisfaction: Rating(4), honey: Rating(4), learning: Rating(4))
    #expect(summary.semesters == [spring, fall])
    #expect(
      EvaluationLecture(summary) == EvaluationLecture(id: 1, name: "L", professor: "P", semesters: [spring, fall]))
  }

  @Test("A page missing a field names the lecture and the field")
  func malformedPage() {
    let json = Data(#"{"data": [{"id": 1, "semesterList": "2021-1"}]}"#.utf8)
    #expect(throws: SuwikiWireError.missingField(record: 0, field: "professor")) {
      try SuwikiServerDecoder.lecturePage(from: json)
    }
  }

  private func lecture(_ id: Int, honey: Float = 3, semester: String = "2022-1") throws -> LectureSummary {
    LectureSummary(
      id: id, name: "L\(id)", professor: "P", major: "M", lectureType: "T",
      semesters: try #require(LectureSummary.semesters(semester)), total: Rating(Float(id)), satisfaction: Rating(1),
      honey: Rating(honey), learning: Rating(1))
  }

  @Test("Page 1 replaces; later pages append without duplicates; an empty page ends")
  func paging() throws {
    var results = LectureSearchResults()
    try results.apply(page: 1, lectures: [try lecture(1), try lecture(2)])
    try results.apply(page: 2, lectures: [try lecture(2), try lecture(3)])
    #expect(results.lectures.map(\.id) == [1, 2, 3])
    try results.apply(page: 3, lectures: [])
    #expect(results.reachedEnd)
    try results.apply(page: 1, lectures: [try lecture(9)])
    #expect(results.lectures.map(\.id) == [9])
    #expect(!results.reachedEnd)
    let before = results
    #expect(throws: LectureEvaluationError.invalidPage(0)) { try results.apply(page: 0, lectures: []) }
    #expect(results == before)
  }

  @Test("Sort options")
  func sorting() throws {
    var results = LectureSearchResults()
    try results.apply(
      page: 1,
      lectures: [
        try lecture(1, honey: 4, semester: "2021-1"), try lecture(2, honey: 2, semester: "2023-2"),
        try lecture(3, honey: 4, semester: "2022-1, 2023-1"),
      ])
    #expect(results.sorted(by: .honey).map(\.id) == [3, 1, 2])
    #expect(results.sorted(by: .total).map(\.id) == [3, 2, 1])
    #expect(results.sorted(by: .latest).map(\.id) == [2, 3, 1])
    #expect(LectureSort.honey.rawValue == "lectureHoneyAvg")
  }
}
