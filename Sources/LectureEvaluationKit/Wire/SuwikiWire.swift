import Foundation

// The SUWIKI server's JSON bodies field for field, as `SuwikiServerDecoder` reads them before mapping them to the
// kit's models (and `SuwikiRequestEncoder` writes them). Internal: apps read the models, and the fuzz targets reach
// these with `@testable import`.

/// The server's `ResponseForm` wrapper: `{"data": ..., "statusCode": null, "message": null}`.
struct SuwikiFormWire<Payload: Decodable>: Decodable {
  let data: Payload
}

/// One lecture of the lecture list, search and detail endpoints; the averages are `Float`s.
struct LectureSummaryWire: Decodable, Hashable, Sendable {
  let id: Int
  /// "2021-1, 2022-1".
  let semesterList: String
  let professor: String
  let majorType: String
  let lectureType: String
  let lectureName: String
  let lectureTotalAvg: Float
  let lectureSatisfactionAvg: Float
  let lectureHoneyAvg: Float
  let lectureLearningAvg: Float
  let lectureTeamAvg: Float?
  let lectureDifficultyAvg: Float?
  let lectureHomeworkAvg: Float?
}

/// A page of the lecture list and search endpoints: `{"data": [...], "count": 123}`.
struct LecturePageWire: Decodable {
  let data: [LectureSummaryWire]
  let count: Int?
}

/// One evaluation of `GET /evaluate-posts`; the ratings are `Float`s, unchecked by the server.
struct ListedEvaluationWire: Decodable {
  let id: Int
  let selectedSemester: String
  let totalAvg: Float
  let satisfaction: Float
  let learning: Float
  let honey: Float
  let team: Int
  let difficulty: Int
  let homework: Int
  let content: String
}

/// `GET /evaluate-posts?lectureId=&page=`.
struct EvaluationPageWire: Decodable {
  let data: [ListedEvaluationWire]
  let written: Bool
}

/// One of the caller's own evaluations (`GET /evaluate-posts/written`): the list item plus the lecture's names.
struct WrittenEvaluationWire: Decodable {
  let id: Int
  let lectureName: String
  let professor: String
  let majorType: String
  let selectedSemester: String
  let semesterList: String
  let totalAvg: Float
  let satisfaction: Float
  let learning: Float
  let honey: Float
  let team: Int
  let difficulty: Int
  let homework: Int
  let content: String

  var post: ListedEvaluationWire {
    ListedEvaluationWire(
      id: id, selectedSemester: selectedSemester, totalAvg: totalAvg, satisfaction: satisfaction, learning: learning,
      honey: honey, team: team, difficulty: difficulty, homework: homework, content: content)
  }
}

/// One exam post of `GET /exam-posts`.
struct ListedExamPostWire: Decodable {
  let id: Int
  let selectedSemester: String
  let examType: String
  /// "족보, PPT, 응용".
  let examInfo: String
  let examDifficulty: String
  let content: String
}

/// `GET /exam-posts?lectureId=&page=`.
struct ExamPostPageWire: Decodable {
  let data: [ListedExamPostWire]
  let canRead: Bool
  let examDataExist: Bool
  let written: Bool
}

/// One of the caller's own exam posts (`GET /exam-posts/written`).
struct WrittenExamPostWire: Decodable {
  let id: Int
  let lectureName: String
  let professor: String
  let majorType: String
  let selectedSemester: String
  let semesterList: String
  let examType: String
  let examInfo: String
  let examDifficulty: String
  let content: String

  var post: ListedExamPostWire {
    ListedExamPostWire(
      id: id, selectedSemester: selectedSemester, examType: examType, examInfo: examInfo,
      examDifficulty: examDifficulty, content: content)
  }
}

/// One purchase of `GET /exam-posts/purchase`; `createDate` is Seoul time without a zone.
struct ListedExamPurchaseWire: Decodable {
  let id: Int
  let professor: String
  let lectureName: String
  let majorType: String
  /// "2024-03-11T14:02:37".
  let createDate: String
}

/// `GET /user/my-page`.
struct StudentProfileWire: Decodable {
  let loginId: String
  let email: String
  let point: Int
  let writtenEvaluation: Int
  let writtenExam: Int
  let viewExam: Int
}

/// The server's error body: `{"exception": …, "code": "USER006", "message": …, "status": 400, "error": …}`.
struct SuwikiErrorWire: Decodable {
  let code: String
  let message: String?
  let status: Int?
}

/// The body of `POST /evaluate-posts?lectureId=` (with the lecture's names) or `PUT /evaluate-posts?evaluateIdx=`
/// (without them).
struct EvaluationRequestWire: Codable, Hashable {
  var lectureName: String?
  var professor: String?
  let selectedSemester: String
  let satisfaction: Double
  let learning: Double
  let honey: Double
  let team: Int
  let difficulty: Int
  let homework: Int
  let content: String

  init(_ draft: EvaluationDraft, lecture: EvaluationLecture?) {
    lectureName = lecture?.name
    professor = lecture?.professor
    selectedSemester = draft.semester.description
    satisfaction = draft.satisfaction.value
    learning = draft.learning.value
    honey = draft.honey.value
    team = draft.team.rawValue
    difficulty = draft.difficulty.rawValue
    homework = draft.homework.rawValue
    content = draft.content
  }

  func draft() throws(LecturePostError) -> EvaluationDraft {
    try EvaluationDraft(
      semesterText: selectedSemester, satisfaction: satisfaction, learning: learning, honey: honey, team: team,
      difficulty: difficulty, homework: homework, content: content)
  }
}

/// The body of `POST /exam-posts?lectureId=` (with the lecture's names) or `PUT /exam-posts?examIdx=` (without).
struct ExamPostRequestWire: Codable, Hashable {
  var lectureName: String?
  var professor: String?
  let selectedSemester: String
  let examType: String
  let examInfo: String
  let examDifficulty: String
  let content: String

  init(_ draft: ExamPostDraft, lecture: EvaluationLecture?) {
    lectureName = lecture?.name
    professor = lecture?.professor
    selectedSemester = draft.semester.description
    examType = draft.examType.rawValue
    examInfo = draft.examInfoText
    examDifficulty = draft.difficulty.rawValue
    content = draft.content
  }

  func draft() throws(LecturePostError) -> ExamPostDraft {
    try ExamPostDraft(
      semesterText: selectedSemester, examTypeText: examType, examInfoText: examInfo, difficultyText: examDifficulty,
      content: content)
  }
}

/// The body of `POST /user/report/evaluate` (`{"evaluateIdx": 1187}`) or `/user/report/exam` (`{"examIdx": 311}`).
struct ReportRequestWire: Codable, Hashable {
  var evaluateIdx: Int?
  var examIdx: Int?
}

/// The body of `POST /user/login` and `POST /user/quit`: `{"loginId": "suwiki01", "password": "…"}`.
struct CredentialsRequestWire: Codable, Hashable {
  let loginId: String
  let password: String
}

/// The body of `POST /user/favorite-major`: `{"majorType": "컴퓨터학부"}`.
struct FavoriteMajorRequestWire: Codable, Hashable {
  let majorType: String
}

/// The answer of `POST /user/login` and `/user/refresh`: `{"AccessToken": "…", "RefreshToken": "…"}`.
struct SuwikiTokensWire: Decodable {
  let accessToken: String
  let refreshToken: String?

  enum CodingKeys: String, CodingKey {
    case accessToken = "AccessToken"
    case refreshToken = "RefreshToken"
  }
}

/// The answer of the report endpoints (and of `/user/quit` in the builds that allow it): `{"success": true}`.
struct SuwikiSuccessWire: Decodable {
  let success: Bool
}

/// Encoding of the request bodies: keys sorted, so a body is the same bytes on every run; a `nil` field is left
/// out.
enum SuwikiJSON {
  static func encode(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, integers, finite doubles and optionals only: encoding cannot fail.
    return (try? encoder.encode(value)) ?? Data("{}".utf8)
  }
}
