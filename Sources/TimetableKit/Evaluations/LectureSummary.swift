/// A lecture's evaluation as a list shows it: names, the semesters it was taught, and each average as a
/// ``Rating`` with its one-decimal text.
public struct LectureSummary: Hashable, Sendable, Identifiable {
  /// The lecture's identity on the server.
  public let id: Int
  /// The lecture name.
  public let name: String
  /// The professor.
  public let professor: String
  /// The department.
  public let major: String
  /// The classification (이수구분).
  public let lectureType: String
  /// The semesters it was taught, oldest first, without repeats.
  public let semesters: [Semester]
  /// The overall average.
  public let total: Rating
  /// The satisfaction average.
  public let satisfaction: Rating
  /// The "honey" (easy A) average.
  public let honey: Rating
  /// The learning average.
  public let learning: Rating
  /// The team-project average, when sent.
  public let team: Rating?
  /// The difficulty average, when sent.
  public let difficulty: Rating?
  /// The homework average, when sent.
  public let homework: Rating?

  /// Maps a lecture from the API.
  ///
  /// - Throws: ``LectureEvaluationError/invalidSemesterList(id:text:)`` when `semesterList` holds anything but
  ///   "YYYY-T" entries separated by commas (blank entries are skipped).
  public init(_ dto: LectureEvaluationDTO) throws(LectureEvaluationError) {
    var semesters: [Semester] = []
    for part in dto.semesterList.split(separator: ",") {
      guard !String(part).trimmingASCIISpaces().isEmpty else { continue }
      guard let semester = Semester(part) else {
        throw .invalidSemesterList(id: dto.id, text: dto.semesterList)
      }
      if !semesters.contains(semester) { semesters.append(semester) }
    }
    id = dto.id
    name = dto.lectureName
    professor = dto.professor
    major = dto.majorType
    lectureType = dto.lectureType
    self.semesters = semesters.sorted()
    total = Rating(dto.lectureTotalAvg)
    satisfaction = Rating(dto.lectureSatisfactionAvg)
    honey = Rating(dto.lectureHoneyAvg)
    learning = Rating(dto.lectureLearningAvg)
    team = dto.lectureTeamAvg.map(Rating.init)
    difficulty = dto.lectureDifficultyAvg.map(Rating.init)
    homework = dto.lectureHomeworkAvg.map(Rating.init)
  }

  /// The semesters as the app lists them: "2021-1, 2022-1".
  public var semestersText: String {
    semesters.map(\.description).joined(separator: ", ")
  }
}

/// The orders a lecture list can be shown in; `rawValue` is the API's `option` parameter.
public enum LectureSort: String, CaseIterable, Hashable, Sendable {
  /// Most recently taught first (the API's "modifiedDate").
  case latest = "modifiedDate"
  /// Highest "honey" average first.
  case honey = "lectureHoneyAvg"
  /// Highest satisfaction first.
  case satisfaction = "lectureSatisfactionAvg"
  /// Highest learning average first.
  case learning = "lectureLearningAvg"
  /// Highest overall average first.
  case total = "lectureTotalAvg"

  /// Whether `lhs` comes before `rhs` in this order; ties fall back to the higher id (the newer lecture).
  public func areInIncreasingOrder(_ lhs: LectureSummary, _ rhs: LectureSummary) -> Bool {
    switch self {
    case .latest:
      let left = lhs.semesters.last
      let right = rhs.semesters.last
      if left != right {
        guard let left else { return false }
        guard let right else { return true }
        return left > right
      }
    case .honey, .satisfaction, .learning, .total:
      let left = value(of: lhs)
      let right = value(of: rhs)
      if left != right { return left > right }
    }
    return lhs.id > rhs.id
  }

  /// The average this order sorts by; a NaN sorts last.
  private func value(of lecture: LectureSummary) -> Float {
    let value =
      switch self {
      case .latest, .total: lecture.total.value
      case .honey: lecture.honey.value
      case .satisfaction: lecture.satisfaction.value
      case .learning: lecture.learning.value
      }
    return value.isNaN ? -.infinity : value
  }
}

/// A mapping or paging problem with lecture evaluations.
public enum LectureEvaluationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A `semesterList` that is not "YYYY-T, YYYY-T".
  case invalidSemesterList(id: Int, text: String)
  /// A page number below 1.
  case invalidPage(Int)

  /// The readable explanation.
  public var description: String {
    switch self {
    case .invalidSemesterList(let id, let text): "lecture \(id): invalid semesterList \"\(text)\""
    case .invalidPage(let page): "invalid page \(page): pages start at 1"
    }
  }
}
