import Foundation
import Testing

@testable import LectureEvaluationKit

@Suite("LectureEvaluationStrings")
struct LectureEvaluationStringsTests {
  static let strings = LectureEvaluationStrings.korean

  @Test(
    "Every refusal of the rules has a Korean sentence, without ids or codes",
    arguments: [
      (LecturePostError.invalidRating(field: .honey, value: 2.25), "꿀강지수: 0.5점부터 5점까지 0.5점 단위로 골라 주세요."),
      (.invalidChoice(field: .team, value: 7), "조모임: 보기 중에서 골라 주세요."),
      (.invalidText(field: .examInfo, text: "기출"), "시험 유형: 값을 읽을 수 없어요."),
      (.contentLength(count: 12, allowed: 30...1_000), "내용은 30자 이상 1,000자 이하로 써 주세요. (지금 12자)"),
      (.blankContent, "내용을 입력해 주세요."),
      (.noExamInfoTags, "시험 유형을 하나 이상 골라 주세요."),
      (.semesterNotOffered(Semester(year: 2021, term: .first), lecture: 4242), "2021-1 학기에는 열리지 않은 강의예요."),
      (.invalidAccount("s-1", reason: "points is -1"), "계정 정보가 올바르지 않아요."),
      (.studentNotFound("s-1"), "학생 정보를 찾을 수 없어요."),
      (.duplicateStudent("s-1"), "이미 등록된 학생이에요."),
      (.lectureNotFound(4242), "강의 정보를 찾을 수 없어요."),
      (.restricted("s-1"), "이용이 제한된 계정이에요. 관리자에게 문의해 주세요."),
      (.duplicatePost(kind: .exam, id: "311"), "이미 등록된 글이에요."),
      (.postNotFound(kind: .evaluation, id: "1021"), "강의평가를 찾을 수 없어요."),
      (.postNotFound(kind: .exam, id: "311"), "시험정보를 찾을 수 없어요."),
      (.alreadyWritten(kind: .exam, lecture: 4242, existing: "311"), "이 강의에는 이미 시험정보를 썼어요."),
      (.notAuthor(kind: .evaluation, post: "1021", author: "a", caller: "b"), "내가 쓴 강의평가만 고치거나 지울 수 있어요."),
      (.ownPost(kind: .exam, post: "311"), "내가 쓴 시험정보는 신고할 수 없어요."),
      (.reportNotFound(kind: .exam, post: "311", reporter: "b"), "처리할 신고가 없어요."),
      (.alreadyPurchased(student: "a", lecture: 4242), "이미 구매한 시험정보예요."),
      (.notEnoughPoints(balance: 10, needed: 20), "포인트가 부족해요. 20포인트가 필요한데 10포인트가 있어요."),
      (.counterOverflow("a"), "포인트나 글 수가 너무 커서 처리할 수 없어요."),
    ])
  func ruleMessages(error: LecturePostError, expected: String) {
    #expect(Self.strings.message(for: error) == expected)
  }

  @Test("Every field has a name")
  func fieldNames() {
    let names = LecturePostField.allCases.map { Self.strings.fieldName($0) }
    #expect(Set(names).count == LecturePostField.allCases.count && !names.contains(""))
  }

  @Test("The server's known codes read in the kit's words; another code reads in the server's, else a fallback")
  func serverMessages() throws {
    let cases: [(SuwikiServerError, String)] = [
      (.alreadyWritten(message: "이미 작성한 정보입니다."), "이 강의에는 이미 글을 썼어요."),
      (.notEnoughPoints(message: "유저 포인트가 부족합니다."), "포인트가 부족해요."),
      (.alreadyPurchased(message: nil), "이미 구매한 시험정보예요."),
      (.restricted(message: nil), "이용이 제한된 계정이에요. 관리자에게 문의해 주세요."),
      (.evaluationNotFound(message: nil), "강의평가를 찾을 수 없어요."),
      (.examPostNotFound(message: nil), "시험정보를 찾을 수 없어요."),
      (.lectureNotFound(message: nil), "강의 정보를 찾을 수 없어요."),
      (.invalidParameter(message: nil), "요청 내용이 올바르지 않아요."),
      (.other(code: "USER11", message: "작성자가 아닙니다", status: 403), "작성자가 아닙니다"),
      (.other(code: "USER11", message: nil, status: 403), "요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요."),
      (.other(code: "", message: "", status: nil), "요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요."),
    ]
    for (error, expected) in cases {
      #expect(Self.strings.message(for: error) == expected, "\(error)")
    }
    // The server's text is kept for the known codes too, for an app that prefers it.
    let decoded = try SuwikiServerDecoder.serverError(from: SuwikiSamples.errorBodies[2].body)
    #expect(decoded.serverMessage == "유저 포인트가 부족합니다.")
    #expect((decoded.serverMessage ?? Self.strings.message(for: decoded)) == "유저 포인트가 부족합니다.")
  }

  @Test("Every points reason has its own name")
  func reasonNames() {
    #expect(
      PointsReason.allCases.map { Self.strings.name(of: $0) } == [
        "강의평가 작성", "시험정보 작성", "시험정보 구매", "강의평가 삭제", "시험정보 삭제", "신고 보상",
      ])
  }

  @Test("Changing one member changes that text only")
  func overrideOne() {
    var english = LectureEvaluationStrings.korean
    english.restricted = "Your account is restricted."
    english.pointsReportUpheld = "Report upheld"
    english.notEnoughPoints = { balance, needed in
      guard let balance, let needed else { return "Not enough points." }
      return "You have \(balance) points; \(needed) are needed."
    }
    #expect(english.message(for: LecturePostError.restricted("a")) == "Your account is restricted.")
    #expect(
      english.message(for: SuwikiServerError.restricted(message: "접근 권한이 없는 사용자 입니다.")) == "Your account is restricted."
    )
    #expect(
      english.message(for: LecturePostError.notEnoughPoints(balance: 10, needed: 30))
        == "You have 10 points; 30 are needed.")
    #expect(english.message(for: SuwikiServerError.notEnoughPoints(message: nil)) == "Not enough points.")
    #expect(english.name(of: .reportUpheld) == "Report upheld")
    #expect(english.name(of: .evaluationWritten) == Self.strings.name(of: .evaluationWritten))
    #expect(
      english.message(for: LecturePostError.blankContent) == Self.strings.message(for: LecturePostError.blankContent))
  }
}
