import Foundation
import Testing

@testable import TimetableKit

@Suite("SUWIKI evaluation, exam and points wire formats")
struct SuwikiPostWireTests {
  static let fall = Semester(year: 2023, term: .second)
  static let lecture = EvaluationLecture(
    id: 4242, name: "데이터베이스", professor: "홍길동", semesters: [Semester(year: 2022, term: .second), fall])

  /// The JSON object of `data`, for comparing bodies whatever their key order and number spelling.
  static func object(_ data: Data) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
  }

  @Test("Evaluation request bodies are exactly the samples' (write 01, update 02)")
  func evaluationRequests() throws {
    let write = try EvaluationDraft(
      semester: Self.fall, satisfaction: 4.5, learning: 3.0, honey: 5.0, team: .present, homework: .moderate,
      difficulty: .lenient, content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
    let request = EvaluatePostWriteRequest(write, lecture: Self.lecture)
    #expect(try Self.object(request.body()) == Self.object(SuwikiSamples.evaluationWriteRequest))
    #expect(
      try JSONDecoder().decode(EvaluatePostWriteRequest.self, from: SuwikiSamples.evaluationWriteRequest) == request)
    #expect(try request.draft() == write)

    let update = try JSONDecoder().decode(EvaluatePostUpdateRequest.self, from: SuwikiSamples.evaluationUpdateRequest)
    let draft = try update.draft()
    #expect(draft.satisfaction.value == 4.0 && draft.difficulty == .moderate && draft.homework == .heavy)
    #expect(
      try Self.object(EvaluatePostUpdateRequest(draft).body()) == Self.object(SuwikiSamples.evaluationUpdateRequest))
  }

  @Test("Exam request bodies are exactly the samples' (write 05, update 06)")
  func examRequests() throws {
    let write = try JSONDecoder().decode(ExamPostWriteRequest.self, from: SuwikiSamples.examWriteRequest)
    let draft = try write.draft()
    #expect(
      draft.examType == .midterm && draft.tags == [.pastExams, .slides, .applied] && draft.difficulty == .moderate)
    #expect(
      try Self.object(ExamPostWriteRequest(draft, lecture: Self.lecture).body())
        == Self.object(SuwikiSamples.examWriteRequest))
    let update = try JSONDecoder().decode(ExamPostUpdateRequest.self, from: SuwikiSamples.examUpdateRequest)
    let edited = try update.draft()
    #expect(edited.examType == .final && edited.tags == [.textbook, .notes] && edited.difficulty == .hard)
    #expect(try Self.object(ExamPostUpdateRequest(edited).body()) == Self.object(SuwikiSamples.examUpdateRequest))
  }

  @Test("Report bodies carry one key (12a, 12b)")
  func reports() throws {
    #expect(try Self.object(PostReportRequest.evaluation(1187).body()) == Self.object(SuwikiSamples.reportEvaluation))
    #expect(try Self.object(PostReportRequest.exam(311).body()) == Self.object(SuwikiSamples.reportExam))
    #expect(try JSONDecoder().decode(PostReportRequest.self, from: SuwikiSamples.reportExam) == .exam(311))
  }

  @Test("The evaluation list (03) decodes with its float32 averages and maps to valid drafts")
  func evaluationList() throws {
    let list = try SuwikiDecoder.evaluationPosts(from: SuwikiSamples.evaluationList)
    #expect(list.written)
    #expect(list.data.map(\.id) == [1021, 1187])
    #expect(list.data[0].totalAvg == 4.1666665)
    #expect(Rating(list.data[0].totalAvg).text == "4.2")
    let drafts = try list.data.map { try $0.draft() }
    #expect(drafts.map(\.totalAverage.value) == list.data.map(\.totalAvg))
    #expect(drafts[1].homework == .heavy && drafts[1].team == TeamProject.absent)
  }

  @Test("My evaluations (04) and my exam posts (08) decode from the ResponseForm wrapper")
  func myPosts() throws {
    let evaluations = try SuwikiDecoder.myEvaluationPosts(from: SuwikiSamples.myEvaluations)
    let mine = try #require(evaluations.first)
    #expect(mine.lectureName == "데이터베이스" && mine.semesterList == "2022-2, 2023-2, 2024-1")
    #expect(try mine.draft().satisfaction.value == 4.5)
    let exams = try SuwikiDecoder.myExamPosts(from: SuwikiSamples.myExamPosts)
    #expect(try exams.first?.draft().tags == [.pastExams, .slides, .applied])
  }

  @Test(
    "The exam lists (07a, 07b, 07c) decode with canRead, examDataExist and written",
    arguments: [
      (SuwikiSamples.examListPurchased, 1, true, true, false, false),
      (SuwikiSamples.examListNotPurchased, 0, false, true, true, true),
      (SuwikiSamples.examListNoPosts, 0, true, false, false, false),
    ])
  func examLists(data: Data, count: Int, canRead: Bool, exist: Bool, written: Bool, offer: Bool) throws {
    let list = try SuwikiDecoder.examPosts(from: data)
    #expect(list.data.count == count && list.canRead == canRead && list.examDataExist == exist)
    #expect(list.written == written && list.offersPurchase == offer)
    for post in list.data { _ = try post.draft() }
  }

  @Test("Purchase history (09) reads its zone-less date in Seoul")
  func purchases() throws {
    let history = try SuwikiDecoder.examPurchases(from: SuwikiSamples.purchaseHistory)
    let purchase = try #require(history.first)
    #expect(purchase.id == 58 && purchase.lectureName == "데이터베이스")
    // 2024-03-11 14:02:37 in Seoul is 05:02:37 UTC.
    #expect(purchase.purchasedAt() == Date(timeIntervalSince1970: 1_710_133_357))
    #expect(purchase.purchasedAt(in: TimeZone(identifier: "UTC")!) == Date(timeIntervalSince1970: 1_710_165_757))
  }

  @Test("The lecture detail (10) has its 13 fields in the ResponseForm wrapper")
  func lectureDetail() throws {
    let detail = try SuwikiDecoder.lectureEvaluation(from: SuwikiSamples.lectureDetail)
    #expect(detail.id == 4242 && detail.lectureTotalAvg == 3.5833333 && detail.lectureHomeworkAvg == 1.5)
    let lecture = try EvaluationLecture(detail)
    #expect(lecture.semesters.map(\.description) == ["2022-2", "2023-2", "2024-1"])
    let summary = try LectureSummary(detail)
    #expect(summary.total.text == "3.6" && summary.team?.text == "0.5")
  }

  @Test("My page (11) and the report answer (12c) decode")
  func myPageAndReport() throws {
    let page = try SuwikiDecoder.myPage(from: SuwikiSamples.myPage)
    #expect(page.loginId == "suwiki01" && page.point == 10 && page.viewExam == 1)
    struct Answer: Decodable { let success: Bool }
    #expect(try JSONDecoder().decode(Answer.self, from: SuwikiSamples.reportResponse).success)
  }

  @Test("Every error body of sample 13 maps to its typed error")
  func errorBodies() throws {
    let expected: [SuwikiServerError] = [
      .alreadyWritten, .alreadyWritten, .notEnoughPoints, .alreadyPurchased, .restricted, .evaluationNotFound,
      .examPostNotFound, .lectureNotFound, .invalidParameter,
    ]
    #expect(SuwikiSamples.errorBodies.count == expected.count)
    for ((label, body), error) in zip(SuwikiSamples.errorBodies, expected) {
      let decoded = try SuwikiDecoder.serverError(from: body)
      #expect(decoded == error, "\(label)")
      #expect(decoded.code == (try CourseRecordError.decode(SuwikiErrorBody.self, from: body)).code)
    }
    let unknown = Data(#"{"code": "USER11", "message": "작성자가 아닙니다", "status": 403}"#.utf8)
    #expect(try SuwikiDecoder.serverError(from: unknown) == .other(code: "USER11", message: "작성자가 아닙니다", status: 403))
    // Found by the fuzzer: an empty code still gives a description that says what it is.
    let empty = try SuwikiDecoder.serverError(from: Data(#"{"i": "ExPos", "code": ""}"#.utf8))
    #expect(empty == .other(code: "", message: nil, status: nil))
    #expect(empty.description == #"server error """#)
    #expect(throws: CourseRecordError.missingField(record: nil, field: "code")) {
      try SuwikiDecoder.serverError(from: Data(#"{"message": "x"}"#.utf8))
    }
  }

  @Test("Malformed responses are typed errors naming the post and field")
  func malformed() {
    #expect(throws: CourseRecordError.missingField(record: 0, field: "selectedSemester")) {
      try SuwikiDecoder.evaluationPosts(from: Data(#"{"data": [{"id": 1}], "written": true}"#.utf8))
    }
    #expect(throws: CourseRecordError.missingField(record: nil, field: "examDataExist")) {
      try SuwikiDecoder.examPosts(from: Data(#"{"data": [], "canRead": true, "written": false}"#.utf8))
    }
    #expect(throws: CourseRecordError.self) { try SuwikiDecoder.myPage(from: Data("success".utf8)) }
  }

  @Test("A post another client wrote off the grid decodes, and its draft names the field")
  func offGrid() throws {
    // SRV-ref's acceptance test stores team = 2 (sample 15): the server checks no range.
    let json = Data(
      #"""
      {"data": [{"id": 9, "selectedSemester": "2021-2", "totalAvg": 2.0, "satisfaction": 2.0, "learning": 2.0,
                 "honey": 2.0, "team": 2, "difficulty": 2, "homework": 2, "content": "바뀐 강의 평가 내용"}],
       "written": false}
      """#.utf8)
    let list = try SuwikiDecoder.evaluationPosts(from: json)
    #expect(throws: LecturePostError.invalidChoice(field: .team, value: 2)) { try list.data[0].draft() }
  }
}
