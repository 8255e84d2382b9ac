import Foundation
import Testing

@_spi(Benchmarking) @testable import TimetableKit

/// The decoder names before 0.3.0 still work, and give what the new entry points give.
@Suite("Decoding: the deprecated forwards")
struct DeprecatedDecodingForwardTests {
  @available(*, deprecated)
  @Test("CourseImport.usw/suwiki and the records' decodeList")
  func courses() throws {
    #expect(try CourseImport.usw(Fixtures.uswJSON) == USWPortalDecoder.courses(from: Fixtures.uswJSON))
    #expect(
      try CourseImport(usw: USWCourseRecord.decodeList(from: Fixtures.uswJSON)) == CourseImport.usw(Fixtures.uswJSON))
    let semester = Semester(year: 2024, term: .first)
    #expect(
      try CourseImport.suwiki(Fixtures.suwikiJSON, semester: semester)
        == SuwikiDecoder.courses(from: Fixtures.suwikiJSON, semester: semester))
    #expect(
      try CourseImport(suwiki: SuwikiCourseRecord.decodeList(from: Fixtures.suwikiJSON))
        == SuwikiDecoder.courses(from: Fixtures.suwikiJSON))
  }

  @available(*, deprecated)
  @Test("Course(usw:) and Course(suwiki:) on the public records")
  func recordMapping() throws {
    let usw = try USWCourseRecord.decodeList(from: Fixtures.uswJSON)
    let wires = try USWPortalDecoder.records(from: Fixtures.uswJSON)
    #expect(usw.map(\.wire) == wires)
    #expect(try Course(usw: usw[0]) == Course(usw: wires[0]))
    let suwiki = try SuwikiCourseRecord.decodeList(from: Fixtures.suwikiJSON)
    let suwikiWires = try SuwikiDecoder.records(from: Fixtures.suwikiJSON)
    #expect(suwiki.map(\.wire) == suwikiWires)
    #expect(try Course(suwiki: suwiki[0]) == Course(suwiki: suwikiWires[0]))
    let semester = Semester(year: 2024, term: .first)
    #expect(
      CourseImport(suwiki: suwiki, semester: semester)
        == (try SuwikiDecoder.courses(from: Fixtures.suwikiJSON, semester: semester)))
  }

  @available(*, deprecated)
  @Test("The SUWIKI responses' decode(from:) and the decoder's names before 0.3.0")
  func responses() throws {
    let page = try LectureEvaluationPage.decode(from: Fixtures.evaluationPageJSON)
    #expect(page == (try SuwikiDecoder.lectureEvaluationPage(from: Fixtures.evaluationPageJSON)))
    let lectures = try SuwikiDecoder.lecturePage(from: Fixtures.evaluationPageJSON)
    #expect(try page.data.map(LectureSummary.init) == lectures.lectures && page.count == lectures.totalCount)

    let detail = try SuwikiDecoder.lectureEvaluation(from: SuwikiSamples.lectureDetail)
    #expect(detail == (try SuwikiResponseForm<LectureEvaluationDTO>.decode(from: SuwikiSamples.lectureDetail).data))
    let summary = try SuwikiDecoder.lecture(from: SuwikiSamples.lectureDetail)
    #expect(try LectureSummary(detail) == summary)
    #expect(try EvaluationLecture(detail) == EvaluationLecture(summary))

    let evaluations = try EvaluatePostListResponse.decode(from: SuwikiSamples.evaluationList)
    #expect(evaluations == (try SuwikiDecoder.evaluationPosts(from: SuwikiSamples.evaluationList)))
    let evaluationPage = try SuwikiDecoder.evaluationPage(from: SuwikiSamples.evaluationList)
    #expect(evaluations.written == evaluationPage.written)
    #expect(try evaluations.data.map { try $0.draft() } == evaluationPage.posts.map { try $0.draft() })
    #expect(evaluations.data.map(\.id) == evaluationPage.posts.map(\.id))

    let exams = try ExamPostListResponse.decode(from: SuwikiSamples.examListPurchased)
    #expect(exams == (try SuwikiDecoder.examPosts(from: SuwikiSamples.examListPurchased)))
    let examPage = try SuwikiDecoder.examPostPage(from: SuwikiSamples.examListPurchased)
    #expect(exams.canRead == examPage.canRead && exams.examDataExist == examPage.postsExist)
    #expect(exams.offersPurchase == examPage.offersPurchase && exams.written == examPage.written)
    #expect(try exams.data.map { try $0.draft() } == examPage.posts.map { try $0.draft() })

    let mine = try SuwikiDecoder.myEvaluationPosts(from: SuwikiSamples.myEvaluations)
    #expect(mine == (try SuwikiResponseForm<[MyEvaluatePostDTO]>.decode(from: SuwikiSamples.myEvaluations).data))
    let written = try SuwikiDecoder.writtenEvaluations(from: SuwikiSamples.myEvaluations)
    #expect(try mine.map { try $0.draft() } == written.map { try $0.post.draft() })
    #expect(mine.map(\.lectureName) == written.map(\.lecture.name))

    let myExams = try SuwikiDecoder.myExamPosts(from: SuwikiSamples.myExamPosts)
    #expect(myExams == (try SuwikiResponseForm<[MyExamPostDTO]>.decode(from: SuwikiSamples.myExamPosts).data))
    let writtenExams = try SuwikiDecoder.writtenExamPosts(from: SuwikiSamples.myExamPosts)
    #expect(try myExams.map { try $0.draft() } == writtenExams.map { try $0.post.draft() })

    let purchases = try SuwikiDecoder.examPurchases(from: SuwikiSamples.purchaseHistory)
    #expect(purchases == (try SuwikiResponseForm<[ExamPurchaseDTO]>.decode(from: SuwikiSamples.purchaseHistory).data))
    let bought = try SuwikiDecoder.examPostPurchases(from: SuwikiSamples.purchaseHistory)
    #expect(purchases.map { $0.purchasedAt() } == bought.map(\.purchasedAt))
    #expect(purchases.map(\.id) == bought.map(\.id))

    let myPage = try MyPageDTO.decode(from: SuwikiSamples.myPage)
    #expect(myPage == (try SuwikiDecoder.myPage(from: SuwikiSamples.myPage)))
    let profile = try SuwikiDecoder.studentProfile(from: SuwikiSamples.myPage)
    #expect(try myPage.account(id: "s1") == profile.account(id: "s1"))
    #expect(myPage.loginId == profile.loginID && myPage.email == profile.email)

    let body = try #require(SuwikiSamples.errorBodies.first?.body)
    #expect(try SuwikiServerError.decode(from: body) == SuwikiDecoder.serverError(from: body))
    #expect(try SuwikiServerError(SuwikiErrorBody.decode(from: body)) == SuwikiDecoder.serverError(from: body))
  }

  @available(*, deprecated)
  @Test("The request types' bodies are the decoder's bodies")
  func requests() throws {
    let lecture = EvaluationLecture(id: 1, name: "데이터베이스", professor: "홍길동", semesters: [])
    let write = try JSONDecoder().decode(EvaluatePostWriteRequest.self, from: SuwikiSamples.evaluationWriteRequest)
    let evaluation = try write.draft()
    #expect(
      EvaluatePostWriteRequest(evaluation, lecture: lecture).body()
        == SuwikiDecoder.requestBody(for: evaluation, lecture: lecture))
    let update = try JSONDecoder().decode(EvaluatePostUpdateRequest.self, from: SuwikiSamples.evaluationUpdateRequest)
    let edited = try update.draft()
    #expect(EvaluatePostUpdateRequest(edited).body() == SuwikiDecoder.requestBody(editing: edited))
    let exam = try JSONDecoder().decode(ExamPostWriteRequest.self, from: SuwikiSamples.examWriteRequest).draft()
    #expect(
      ExamPostWriteRequest(exam, lecture: lecture).body() == SuwikiDecoder.requestBody(for: exam, lecture: lecture))
    let examEdit = try JSONDecoder().decode(ExamPostUpdateRequest.self, from: SuwikiSamples.examUpdateRequest).draft()
    #expect(ExamPostUpdateRequest(examEdit).body() == SuwikiDecoder.requestBody(editing: examEdit))
    #expect(PostReportRequest.evaluation(1187).body() == SuwikiDecoder.reportBody(evaluation: 1187))
    #expect(PostReportRequest.exam(311).body() == SuwikiDecoder.reportBody(examPost: 311))
  }
}
