import Foundation

/// The SUWIKI evaluation, exam and points samples, transcribed from the project's research notes on the server
/// `uswLectureEvaluation/SUWIKI-Spring` (develop @63db508b) and its clients. No verbatim response exists in those
/// repositories: each body is constructed from the server's DTO classes (`EvaluatePostSaveDto`,
/// `FindByLectureToJson`, `ReadExamPostResponse`, `ResponseForm`, `LectureDetailResponseDto`, `UserResponseDto`,
/// `ExceptionType`, ...), with averages computed in float32. The file name of each sample is given above it.
enum SuwikiSamples {
  /// Sample `01-evaluate-post-write.request.json`.
  static let evaluationWriteRequest = Data(
    #"""
    {
      "lectureName": "데이터베이스",
      "professor": "홍길동",
      "selectedSemester": "2023-2",
      "satisfaction": 4.5,
      "learning": 3.0,
      "honey": 5.0,
      "team": 1,
      "difficulty": 0,
      "homework": 1,
      "content": "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요."
    }
    """#.utf8)

  /// Sample `02-evaluate-post-update.request.json`.
  static let evaluationUpdateRequest = Data(
    #"""
    {
      "selectedSemester": "2023-2",
      "satisfaction": 4.0,
      "learning": 3.5,
      "honey": 4.5,
      "team": 1,
      "difficulty": 1,
      "homework": 2,
      "content": "수정: 후반부 과제가 많아졌습니다. 그래도 배울 게 많은 강의입니다."
    }
    """#.utf8)

  /// Sample `03-evaluate-posts-by-lecture.response.json`.
  static let evaluationList = Data(
    #"""
    {
      "data": [
        {
          "id": 1021,
          "selectedSemester": "2023-2",
          "totalAvg": 4.1666665,
          "satisfaction": 4.5,
          "learning": 3.0,
          "honey": 5.0,
          "team": 1,
          "difficulty": 0,
          "homework": 1,
          "content": "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요."
        },
        {
          "id": 1187,
          "selectedSemester": "2024-1",
          "totalAvg": 3.0,
          "satisfaction": 3.0,
          "learning": 3.5,
          "honey": 2.5,
          "team": 0,
          "difficulty": 1,
          "homework": 2,
          "content": "과제가 매주 있어서 힘들지만 배운 것은 많았습니다. 출석 체크가 엄격해요."
        }
      ],
      "written": true
    }
    """#.utf8)

  /// Sample `04-evaluate-posts-written.response.json`.
  static let myEvaluations = Data(
    #"""
    {
      "data": [
        {
          "id": 1021,
          "lectureName": "데이터베이스",
          "professor": "홍길동",
          "majorType": "컴퓨터학부",
          "selectedSemester": "2023-2",
          "semesterList": "2022-2, 2023-2, 2024-1",
          "totalAvg": 4.1666665,
          "satisfaction": 4.5,
          "learning": 3.0,
          "honey": 5.0,
          "team": 1,
          "difficulty": 0,
          "homework": 1,
          "content": "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요."
        }
      ],
      "statusCode": null,
      "message": null
    }
    """#.utf8)

  /// Sample `05-exam-post-write.request.json`.
  static let examWriteRequest = Data(
    #"""
    {
      "lectureName": "데이터베이스",
      "professor": "홍길동",
      "selectedSemester": "2023-2",
      "examType": "중간고사",
      "examInfo": "족보, PPT, 응용",
      "examDifficulty": "보통",
      "content": "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요."
    }
    """#.utf8)

  /// Sample `06-exam-post-update.request.json`.
  static let examUpdateRequest = Data(
    #"""
    {
      "selectedSemester": "2023-2",
      "examType": "기말고사",
      "examInfo": "교재, 필기",
      "examDifficulty": "어려움",
      "content": "기말은 교재 연습문제와 필기 내용에서 서술형으로 출제되었습니다. 범위가 넓어요."
    }
    """#.utf8)

  /// Sample `07a-exam-posts-by-lecture.purchased.response.json`.
  static let examListPurchased = Data(
    #"""
    {
      "data": [
        {
          "id": 311,
          "selectedSemester": "2023-2",
          "examType": "중간고사",
          "examInfo": "족보, PPT, 응용",
          "examDifficulty": "보통",
          "content": "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요."
        }
      ],
      "canRead": true,
      "examDataExist": true,
      "written": false
    }
    """#.utf8)

  /// Sample `07b-exam-posts-by-lecture.not-purchased.response.json`.
  static let examListNotPurchased = Data(
    #"""
    {
      "data": [],
      "canRead": false,
      "examDataExist": true,
      "written": true
    }
    """#.utf8)

  /// Sample `07c-exam-posts-by-lecture.no-posts.response.json`.
  static let examListNoPosts = Data(
    #"""
    {
      "data": [],
      "canRead": true,
      "examDataExist": false,
      "written": false
    }
    """#.utf8)

  /// Sample `08-exam-posts-written.response.json`.
  static let myExamPosts = Data(
    #"""
    {
      "data": [
        {
          "id": 311,
          "lectureName": "데이터베이스",
          "professor": "홍길동",
          "majorType": "컴퓨터학부",
          "selectedSemester": "2023-2",
          "semesterList": "2022-2, 2023-2, 2024-1",
          "examType": "중간고사",
          "examInfo": "족보, PPT, 응용",
          "examDifficulty": "보통",
          "content": "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요."
        }
      ],
      "statusCode": null,
      "message": null
    }
    """#.utf8)

  /// Sample `09-exam-purchase-history.response.json`.
  static let purchaseHistory = Data(
    #"""
    {
      "data": [
        {
          "id": 58,
          "professor": "홍길동",
          "lectureName": "데이터베이스",
          "majorType": "컴퓨터학부",
          "createDate": "2024-03-11T14:02:37"
        }
      ],
      "statusCode": null,
      "message": null
    }
    """#.utf8)

  /// Sample `10-lecture-detail.response.json`.
  static let lectureDetail = Data(
    #"""
    {
      "data": {
        "id": 4242,
        "semesterList": "2022-2, 2023-2, 2024-1",
        "professor": "홍길동",
        "lectureType": "전핵",
        "lectureName": "데이터베이스",
        "majorType": "컴퓨터학부",
        "lectureTotalAvg": 3.5833333,
        "lectureSatisfactionAvg": 3.75,
        "lectureHoneyAvg": 3.75,
        "lectureLearningAvg": 3.25,
        "lectureTeamAvg": 0.5,
        "lectureDifficultyAvg": 0.5,
        "lectureHomeworkAvg": 1.5
      },
      "statusCode": null,
      "message": null
    }
    """#.utf8)

  /// Sample `11-my-page.response.json`.
  static let myPage = Data(
    #"""
    {
      "loginId": "suwiki01",
      "email": "suwiki01@suwon.ac.kr",
      "point": 10,
      "writtenEvaluation": 1,
      "writtenExam": 1,
      "viewExam": 1
    }
    """#.utf8)

  /// Sample `12a-report-evaluate.request.json`.
  static let reportEvaluation = Data(
    #"""
    { "evaluateIdx": 1187 }
    """#.utf8)

  /// Sample `12b-report-exam.request.json`.
  static let reportExam = Data(
    #"""
    { "examIdx": 311 }
    """#.utf8)

  /// Sample `12c-report.response.json`.
  static let reportResponse = Data(
    #"""
    { "success": true }
    """#.utf8)

  /// Sample `13-error-responses.json` (from `ExceptionType` and `GlobalExceptionHandler`): each case's complete body.
  static let errorBodies: [(label: String, body: Data)] = [
    (
      "POST /evaluate-posts (already wrote) -> 400",
      Data(
        #"{"exception": "EvaluatePostException", "code": "POSTS001", "message": "이미 작성한 정보입니다.", "status": 400, "error": "Bad Request"}"#
          .utf8)
    ),
    (
      "POST /exam-posts (already wrote) -> 400",
      Data(
        #"{"exception": "AccountException", "code": "POSTS001", "message": "이미 작성한 정보입니다.", "status": 400, "error": "Bad Request"}"#
          .utf8)
    ),
    (
      "DELETE post / POST purchase (point too low) -> 400",
      Data(
        #"{"exception": "AccountException", "code": "USER006", "message": "유저 포인트가 부족합니다.", "status": 400, "error": "Bad Request"}"#
          .utf8)
    ),
    (
      "POST /exam-posts/purchase (already bought) -> 400",
      Data(
        #"{"exception": "ExamPostException", "code": "EXAM_POST002", "message": "이미 구매한 시험정보 입니다.", "status": 400, "error": "Bad Request"}"#
          .utf8)
    ),
    (
      "any evaluate/exam endpoint, restricted JWT -> 403",
      Data(
        #"{"exception": "AccountException", "code": "USER008", "message": "접근 권한이 없는 사용자 입니다. 관리자에게 문의하세요.", "status": 403, "error": "Forbidden"}"#
          .utf8)
    ),
    (
      "PUT/DELETE unknown evaluateIdx -> 404",
      Data(
        #"{"exception": "EvaluatePostException", "code": "EVALUATE_POST001", "message": "해당 강의평가를 찾을 수 없습니다.", "status": 404, "error": "Not Found"}"#
          .utf8)
    ),
    (
      "PUT/DELETE unknown examIdx -> 404",
      Data(
        #"{"exception": "ExamPostException", "code": "EXAM_POST001", "message": "해당 시험정보를 찾을 수 없습니다.", "status": 404, "error": "Not Found"}"#
          .utf8)
    ),
    (
      "unknown lectureId -> 404",
      Data(
        #"{"exception": "LectureException", "code": "LECTURE001", "message": "해당 강의에 대한 정보를 찾을 수 없습니다.", "status": 404, "error": "Not Found"}"#
          .utf8)
    ),
    (
      "missing/ill-typed query param -> 400",
      Data(
        #"{"exception": "PARAM_VALID_ERROR", "code": "PARAM001", "message": "파라미터가 올바르지 않습니다.", "status": 400, "error": "Bad Request"}"#
          .utf8)
    ),
  ]
}
