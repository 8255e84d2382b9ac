import Foundation
import Testing

@testable import TimetableKit

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
  @Test("The SUWIKI responses' decode(from:)")
  func responses() throws {
    #expect(
      try LectureEvaluationPage.decode(from: Fixtures.evaluationPageJSON)
        == SuwikiDecoder.lectureEvaluationPage(from: Fixtures.evaluationPageJSON))
    #expect(
      try EvaluatePostListResponse.decode(from: SuwikiSamples.evaluationList)
        == SuwikiDecoder.evaluationPosts(from: SuwikiSamples.evaluationList))
    #expect(
      try ExamPostListResponse.decode(from: SuwikiSamples.examListPurchased)
        == SuwikiDecoder.examPosts(from: SuwikiSamples.examListPurchased))
    #expect(
      try SuwikiResponseForm<[MyEvaluatePostDTO]>.decode(from: SuwikiSamples.myEvaluations).data
        == SuwikiDecoder.myEvaluationPosts(from: SuwikiSamples.myEvaluations))
    #expect(try MyPageDTO.decode(from: SuwikiSamples.myPage) == SuwikiDecoder.myPage(from: SuwikiSamples.myPage))
    let body = try #require(SuwikiSamples.errorBodies.first?.body)
    #expect(try SuwikiServerError.decode(from: body) == SuwikiDecoder.serverError(from: body))
    #expect(try SuwikiServerError(SuwikiErrorBody.decode(from: body)) == SuwikiDecoder.serverError(from: body))
  }
}
