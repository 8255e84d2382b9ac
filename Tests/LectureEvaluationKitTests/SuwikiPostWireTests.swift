import Foundation
import Testing

@testable import LectureEvaluationKit

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
    let body = SuwikiRequestEncoder.requestBody(for: write, lecture: Self.lecture)
    #expect(try Self.object(body) == Self.object(SuwikiSamples.evaluationWriteRequest))
    // Sorted keys: the same bytes on every run.
    #expect(String(decoding: body, as: UTF8.self).hasPrefix(#"{"content":"#))
    let request = try JSONDecoder().decode(EvaluationRequestWire.self, from: SuwikiSamples.evaluationWriteRequest)
    #expect(request == EvaluationRequestWire(write, lecture: Self.lecture))
    #expect(try request.draft() == write)

    let update = try JSONDecoder().decode(EvaluationRequestWire.self, from: SuwikiSamples.evaluationUpdateRequest)
    #expect(update.lectureName == nil && update.professor == nil)
    let draft = try update.draft()
    #expect(draft.satisfaction.value == 4.0 && draft.difficulty == .moderate && draft.homework == .heavy)
    #expect(
      try Self.object(SuwikiRequestEncoder.requestBody(editing: draft))
        == Self.object(SuwikiSamples.evaluationUpdateRequest))
  }

  @Test("Exam request bodies are exactly the samples' (write 05, update 06)")
  func examRequests() throws {
    let write = try JSONDecoder().decode(ExamPostRequestWire.self, from: SuwikiSamples.examWriteRequest)
    let draft = try write.draft()
    #expect(
      draft.examType == .midterm && draft.tags == [.pastExams, .slides, .applied] && draft.difficulty == .moderate)
    #expect(
      try Self.object(SuwikiRequestEncoder.requestBody(for: draft, lecture: Self.lecture))
        == Self.object(SuwikiSamples.examWriteRequest))
    let update = try JSONDecoder().decode(ExamPostRequestWire.self, from: SuwikiSamples.examUpdateRequest)
    let edited = try update.draft()
    #expect(edited.examType == .final && edited.tags == [.textbook, .notes] && edited.difficulty == .hard)
    #expect(
      try Self.object(SuwikiRequestEncoder.requestBody(editing: edited)) == Self.object(SuwikiSamples.examUpdateRequest)
    )
  }

  @Test("Report bodies carry one key (12a, 12b)")
  func reports() throws {
    #expect(
      try Self.object(SuwikiRequestEncoder.reportBody(evaluation: 1187)) == Self.object(SuwikiSamples.reportEvaluation))
    #expect(try Self.object(SuwikiRequestEncoder.reportBody(examPost: 311)) == Self.object(SuwikiSamples.reportExam))
    #expect(
      try JSONDecoder().decode(ReportRequestWire.self, from: SuwikiSamples.reportExam)
        == ReportRequestWire(evaluateIdx: nil, examIdx: 311))
  }

  @Test("The evaluation list (03) decodes with its float32 averages and maps to valid drafts")
  func evaluationList() throws {
    let page = try SuwikiServerDecoder.evaluationPage(from: SuwikiSamples.evaluationList)
    #expect(page.written)
    #expect(page.posts.map(\.id) == [1021, 1187])
    #expect(page.posts[0].total.value == 4.1666665)
    #expect(page.posts[0].total.text == "4.2")
    #expect(page.posts[0].semester == Self.fall)
    let drafts = try page.posts.map { try $0.draft() }
    #expect(drafts.map(\.totalAverage) == page.posts.map(\.total))
    #expect(drafts[1].homework == .heavy && drafts[1].team == TeamProject.absent)
    #expect(page.posts[1].homework == .heavy && page.posts[1].team == .absent)
    #expect(page.posts.map(\.difficulty) == drafts.map(\.difficulty))
  }

  @Test("A listed post made from a draft holds the draft's values and gives the draft back")
  func listedFromDraft() throws {
    let page = try SuwikiServerDecoder.evaluationPage(from: SuwikiSamples.evaluationList)
    for post in page.posts {
      let draft = try post.draft()
      #expect(ListedEvaluation(id: post.id, draft: draft) == post)
    }
    let exams = try SuwikiServerDecoder.examPostPage(from: SuwikiSamples.examListPurchased)
    for post in exams.posts {
      let made = ListedExamPost(id: post.id, draft: try post.draft())
      #expect(made.tags == post.tags && made.examType == post.examType && made.content == post.content)
      #expect(try made.draft() == post.draft())
    }
  }

  @Test("My evaluations (04) and my exam posts (08) decode from the ResponseForm wrapper")
  func myPosts() throws {
    let evaluations = try SuwikiServerDecoder.writtenEvaluations(from: SuwikiSamples.myEvaluations)
    let mine = try #require(evaluations.first)
    #expect(mine.lecture.name == "데이터베이스")
    #expect(mine.lectureSemesters.map(\.description) == ["2022-2", "2023-2", "2024-1"])
    #expect(mine.id == mine.post.id)
    #expect(try mine.post.draft().satisfaction.value == 4.5)
    let exams = try SuwikiServerDecoder.writtenExamPosts(from: SuwikiSamples.myExamPosts)
    let exam = try #require(exams.first)
    #expect(exam.post.tags == [.pastExams, .slides, .applied])
    #expect(try exam.post.draft().tags == exam.post.tags)
    #expect(!exam.lectureSemesters.isEmpty)
  }

  @Test("A written post whose lecture's semester list does not read names the post and the field")
  func writtenBadSemesters() throws {
    var text = String(decoding: SuwikiSamples.myEvaluations, as: UTF8.self)
    text = text.replacingOccurrences(of: "2022-2, 2023-2, 2024-1", with: "2022-2, 봄")
    #expect(throws: SuwikiWireError.invalidField(record: 0, field: "semesterList", value: "2022-2, 봄")) {
      try SuwikiServerDecoder.writtenEvaluations(from: Data(text.utf8))
    }
  }

  @Test(
    "The exam lists (07a, 07b, 07c) decode with canRead, examDataExist and written",
    arguments: [
      (SuwikiSamples.examListPurchased, 1, true, true, false, false),
      (SuwikiSamples.examListNotPurchased, 0, false, true, true, true),
      (SuwikiSamples.examListNoPosts, 0, true, false, false, false),
    ])
  func examLists(data: Data, count: Int, canRead: Bool, exist: Bool, written: Bool, offer: Bool) throws {
    let page = try SuwikiServerDecoder.examPostPage(from: data)
    #expect(page.posts.count == count && page.canRead == canRead && page.postsExist == exist)
    #expect(page.written == written && page.offersPurchase == offer)
    for post in page.posts {
      let draft = try post.draft()
      #expect(post.examType == draft.examType && post.tags == draft.tags && post.difficulty == draft.difficulty)
    }
  }

  @Test("Purchase history (09) reads its zone-less date in Seoul")
  func purchases() throws {
    let history = try SuwikiServerDecoder.examPostPurchases(from: SuwikiSamples.purchaseHistory)
    let purchase = try #require(history.first)
    #expect(purchase.id == 58 && purchase.lecture.name == "데이터베이스")
    // 2024-03-11 14:02:37 in Seoul is 05:02:37 UTC.
    #expect(purchase.purchasedAt == Date(timeIntervalSince1970: 1_710_133_357))
    #expect(
      ListedExamPurchase.date("2024-03-11T14:02:37", in: TimeZone(identifier: "UTC")!)
        == Date(timeIntervalSince1970: 1_710_165_757))
    for text in ["2024-02-30T14:02:37", "2024-03-11 14:02:37Z", "2024-03-11T14:02"] {
      #expect(ListedExamPurchase.date(text, in: .seoul) == nil, "\(text)")
    }
    let bad = Data(
      #"{"data": [{"id": 1, "professor": "", "lectureName": "", "majorType": "", "createDate": "어제"}]}"#.utf8)
    #expect(throws: SuwikiWireError.invalidField(record: 0, field: "createDate", value: "어제")) {
      try SuwikiServerDecoder.examPostPurchases(from: bad)
    }
  }

  @Test("The lecture detail (10) has its 13 fields in the ResponseForm wrapper")
  func lectureDetail() throws {
    let summary = try SuwikiServerDecoder.lecture(from: SuwikiSamples.lectureDetail)
    #expect(summary.id == 4242 && summary.total.value == 3.5833333 && summary.homework?.value == 1.5)
    let lecture = EvaluationLecture(summary)
    #expect(lecture.semesters.map(\.description) == ["2022-2", "2023-2", "2024-1"])
    #expect(summary.total.text == "3.6" && summary.team?.text == "0.5")
  }

  @Test("My page (11) and the report answer (12c) decode")
  func myPageAndReport() throws {
    let profile = try SuwikiServerDecoder.studentProfile(from: SuwikiSamples.myPage)
    #expect(profile.loginID == "suwiki01" && profile.points == 10 && profile.purchasedExamInfo == 1)
    let account = try profile.account(id: "s1")
    #expect(account.points == 10 && account.purchasedExamInfo == 1 && !account.isRestricted)
    let negative = StudentProfile(
      loginID: "x", email: "", points: -1, writtenEvaluations: 0, writtenExamPosts: 0, purchasedExamInfo: 0)
    #expect(throws: LecturePostError.invalidAccount("s1", reason: "points is -1")) {
      try negative.account(id: "s1")
    }
    struct Answer: Decodable { let success: Bool }
    #expect(try JSONDecoder().decode(Answer.self, from: SuwikiSamples.reportResponse).success)
  }

  @Test("Every error body of sample 13 maps to its typed error, keeping the server's own text")
  func errorBodies() throws {
    let expected: [SuwikiServerError] = [
      .alreadyWritten(message: "이미 작성한 정보입니다."), .alreadyWritten(message: "이미 작성한 정보입니다."),
      .notEnoughPoints(message: "유저 포인트가 부족합니다."), .alreadyPurchased(message: "이미 구매한 시험정보 입니다."),
      .restricted(message: "접근 권한이 없는 사용자 입니다. 관리자에게 문의하세요."),
      .evaluationNotFound(message: "해당 강의평가를 찾을 수 없습니다."), .examPostNotFound(message: "해당 시험정보를 찾을 수 없습니다."),
      .lectureNotFound(message: "해당 강의에 대한 정보를 찾을 수 없습니다."), .invalidParameter(message: "파라미터가 올바르지 않습니다."),
    ]
    #expect(SuwikiSamples.errorBodies.count == expected.count)
    for ((label, body), error) in zip(SuwikiSamples.errorBodies, expected) {
      let decoded = try SuwikiServerDecoder.serverError(from: body)
      #expect(decoded == error, "\(label)")
      let wire = try SuwikiWireError.decode(SuwikiErrorWire.self, from: body)
      #expect(decoded.code == wire.code)
      #expect(decoded.serverMessage == wire.message && decoded.serverMessage != nil, "\(label)")
    }
    let bare = try SuwikiServerDecoder.serverError(from: Data(#"{"code": "USER008", "status": 403}"#.utf8))
    #expect(bare == .restricted(message: nil) && bare.serverMessage == nil)
    #expect(bare.description == "USER008: the caller is restricted")
    #expect(
      try SuwikiServerDecoder.serverError(from: SuwikiSamples.errorBodies[2].body).description
        == "USER006: not enough points: 유저 포인트가 부족합니다.")
    let unknown = Data(#"{"code": "USER11", "message": "작성자가 아닙니다", "status": 403}"#.utf8)
    #expect(
      try SuwikiServerDecoder.serverError(from: unknown) == .other(code: "USER11", message: "작성자가 아닙니다", status: 403))
    // Found by the fuzzer: an empty code still gives a description that says what it is.
    let empty = try SuwikiServerDecoder.serverError(from: Data(#"{"i": "ExPos", "code": ""}"#.utf8))
    #expect(empty == .other(code: "", message: nil, status: nil))
    #expect(empty.description == #"server error """#)
    #expect(throws: SuwikiWireError.missingField(record: nil, field: "code")) {
      try SuwikiServerDecoder.serverError(from: Data(#"{"message": "x"}"#.utf8))
    }
  }

  @Test("Malformed responses are typed errors naming the post and field")
  func malformed() {
    #expect(throws: SuwikiWireError.missingField(record: 0, field: "selectedSemester")) {
      try SuwikiServerDecoder.evaluationPage(from: Data(#"{"data": [{"id": 1}], "written": true}"#.utf8))
    }
    #expect(throws: SuwikiWireError.missingField(record: nil, field: "examDataExist")) {
      try SuwikiServerDecoder.examPostPage(from: Data(#"{"data": [], "canRead": true, "written": false}"#.utf8))
    }
    #expect(throws: SuwikiWireError.self) { try SuwikiServerDecoder.studentProfile(from: Data("success".utf8)) }
  }

  @Test("A post another client wrote off the grid decodes, its choice is nil, and its draft names the field")
  func offGrid() throws {
    // SRV-ref's acceptance test stores team = 2 (sample 15): the server checks no range.
    let json = Data(
      #"""
      {"data": [{"id": 9, "selectedSemester": "2021-2", "totalAvg": 2.0, "satisfaction": 2.0, "learning": 2.0,
                 "honey": 2.0, "team": 2, "difficulty": 2, "homework": 2, "content": "바뀐 강의 평가 내용"}],
       "written": false}
      """#.utf8)
    let post = try #require(try SuwikiServerDecoder.evaluationPage(from: json).posts.first)
    #expect(post.team == nil && post.difficulty == .strict && post.homework == .heavy)
    #expect(post.semester == Semester(year: 2021, term: .second))
    #expect(throws: LecturePostError.invalidChoice(field: .team, value: 2)) { try post.draft() }
  }

  @Test("An exam post with texts outside the kit's choices decodes, and its draft names the field")
  func examOffChoices() throws {
    let json = Data(
      #"""
      {"data": [{"id": 3, "selectedSemester": "2023 가을", "examType": "중간", "examInfo": "족보, 암기",
                 "examDifficulty": "보통", "content": "내용"}], "canRead": true, "examDataExist": true, "written": false}
      """#.utf8)
    let post = try #require(try SuwikiServerDecoder.examPostPage(from: json).posts.first)
    #expect(post.semester == nil && post.examType == nil && post.tags.isEmpty && post.difficulty == .moderate)
    #expect(throws: LecturePostError.invalidText(field: .semester, text: "2023 가을")) { try post.draft() }
  }
}
