import Foundation

/// Small bodies of SUWIKI's lecture API, written for these tests (shaped after the server's responses).
enum Fixtures {
  /// A page of the evaluation API.
  static let evaluationPageJSON = Data(
    """
    {"data": [
      {"id": 812, "semesterList": "2021-1, 2022-1", "professor": "김하늘", "majorType": "데이터과학부",
       "lectureType": "전핵", "lectureName": "데이터베이스", "lectureTotalAvg": 3.35,
       "lectureSatisfactionAvg": 3.45, "lectureHoneyAvg": 2.25, "lectureLearningAvg": 4,
       "lectureTeamAvg": 1.05, "lectureDifficultyAvg": 2.5, "lectureHomeworkAvg": 0.95},
      {"id": 77, "semesterList": "2023-2", "professor": "박서연", "majorType": "교양",
       "lectureType": "중핵", "lectureName": "교양적글쓰기와고전읽기1", "lectureTotalAvg": 4.5,
       "lectureSatisfactionAvg": 4.25, "lectureHoneyAvg": 3.75, "lectureLearningAvg": 4.15}
    ], "count": 2}
    """.utf8)
}
