import Foundation

/// One lecture of the SUWIKI lecture-evaluation API, exactly as the JSON names the fields.
///
/// The averages are `Float`s on the wire. The list endpoints wrap the lectures in a ``LectureEvaluationPage``.
/// ``SuwikiDecoder/lecturePage(from:)`` and ``SuwikiDecoder/lecture(from:)`` decode straight to
/// ``LectureSummary``; the wire shape is internal.
@available(
  *, deprecated, message: "decode with SuwikiDecoder.lecturePage(from:) or lecture(from:), which return LectureSummary"
)
public struct LectureEvaluationDTO: Decodable, Hashable, Sendable {
  /// The lecture's identity.
  public let id: Int
  /// The semesters it was taught, "2021-1, 2022-1".
  public let semesterList: String
  /// The professor.
  public let professor: String
  /// The department (개설학과).
  public let majorType: String
  /// The classification (이수구분).
  public let lectureType: String
  /// The lecture name.
  public let lectureName: String
  /// The overall average (0...5).
  public let lectureTotalAvg: Float
  /// The satisfaction average.
  public let lectureSatisfactionAvg: Float
  /// The "honey" (easy A) average.
  public let lectureHoneyAvg: Float
  /// The learning average.
  public let lectureLearningAvg: Float
  /// The team-project average; absent from some responses.
  public let lectureTeamAvg: Float?
  /// The difficulty average; absent from some responses.
  public let lectureDifficultyAvg: Float?
  /// The homework average; absent from some responses.
  public let lectureHomeworkAvg: Float?

  /// Creates a lecture field by field.
  public init(
    id: Int, semesterList: String, professor: String, majorType: String, lectureType: String, lectureName: String,
    lectureTotalAvg: Float, lectureSatisfactionAvg: Float, lectureHoneyAvg: Float, lectureLearningAvg: Float,
    lectureTeamAvg: Float? = nil, lectureDifficultyAvg: Float? = nil, lectureHomeworkAvg: Float? = nil
  ) {
    self.id = id
    self.semesterList = semesterList
    self.professor = professor
    self.majorType = majorType
    self.lectureType = lectureType
    self.lectureName = lectureName
    self.lectureTotalAvg = lectureTotalAvg
    self.lectureSatisfactionAvg = lectureSatisfactionAvg
    self.lectureHoneyAvg = lectureHoneyAvg
    self.lectureLearningAvg = lectureLearningAvg
    self.lectureTeamAvg = lectureTeamAvg
    self.lectureDifficultyAvg = lectureDifficultyAvg
    self.lectureHomeworkAvg = lectureHomeworkAvg
  }

  /// The internal wire lecture with the same fields.
  var wire: LectureWire {
    LectureWire(
      id: id, semesterList: semesterList, professor: professor, majorType: majorType, lectureType: lectureType,
      lectureName: lectureName, lectureTotalAvg: lectureTotalAvg, lectureSatisfactionAvg: lectureSatisfactionAvg,
      lectureHoneyAvg: lectureHoneyAvg, lectureLearningAvg: lectureLearningAvg, lectureTeamAvg: lectureTeamAvg,
      lectureDifficultyAvg: lectureDifficultyAvg, lectureHomeworkAvg: lectureHomeworkAvg)
  }
}

/// A page of the lecture list and search endpoints: `{"data": [...], "count": 123}`.
@available(*, deprecated, message: "decode with SuwikiDecoder.lecturePage(from:), which returns a LecturePage")
public struct LectureEvaluationPage: Decodable, Hashable, Sendable {
  /// The lectures of the page.
  public let data: [LectureEvaluationDTO]
  /// The total number of lectures, when the server sends it.
  public let count: Int?

  /// Creates a page.
  public init(data: [LectureEvaluationDTO], count: Int? = nil) {
    self.data = data
    self.count = count
  }

  /// Decodes a page.
  ///
  /// - Throws: ``CourseRecordError`` naming the lecture index and field.
  @available(*, deprecated, message: "use SuwikiDecoder.lecturePage(from:)")
  public static func decode(from data: Data) throws(CourseRecordError) -> LectureEvaluationPage {
    try CourseRecordError.decode(LectureEvaluationPage.self, from: data)
  }
}
