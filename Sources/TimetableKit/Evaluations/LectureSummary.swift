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

  /// Creates a summary field by field.
  public init(
    id: Int, name: String, professor: String, major: String, lectureType: String, semesters: [Semester],
    total: Rating, satisfaction: Rating, honey: Rating, learning: Rating, team: Rating? = nil,
    difficulty: Rating? = nil, homework: Rating? = nil
  ) {
    self.id = id
    self.name = name
    self.professor = professor
    self.major = major
    self.lectureType = lectureType
    self.semesters = Array(Set(semesters)).sorted()
    self.total = total
    self.satisfaction = satisfaction
    self.honey = honey
    self.learning = learning
    self.team = team
    self.difficulty = difficulty
    self.homework = homework
  }

  /// Maps a lecture of the wire.
  init(wire: LectureWire) throws(LectureEvaluationError) {
    guard let semesters = Self.semesters(wire.semesterList) else {
      throw .invalidSemesterList(id: wire.id, text: wire.semesterList)
    }
    self.init(
      id: wire.id, name: wire.lectureName, professor: wire.professor, major: wire.majorType,
      lectureType: wire.lectureType, semesters: semesters, total: Rating(wire.lectureTotalAvg),
      satisfaction: Rating(wire.lectureSatisfactionAvg), honey: Rating(wire.lectureHoneyAvg),
      learning: Rating(wire.lectureLearningAvg), team: wire.lectureTeamAvg.map(Rating.init),
      difficulty: wire.lectureDifficultyAvg.map(Rating.init), homework: wire.lectureHomeworkAvg.map(Rating.init))
  }

  /// The semesters of a `semesterList` ("2021-1, 2022-1"), oldest first without repeats and blank entries skipped,
  /// or `nil` when an entry is not "YYYY-T".
  static func semesters(_ list: String) -> [Semester]? {
    var semesters: [Semester] = []
    for part in list.split(separator: ",") {
      guard !String(part).trimmingASCIISpaces().isEmpty else { continue }
      guard let semester = Semester(part) else { return nil }
      if !semesters.contains(semester) { semesters.append(semester) }
    }
    return semesters.sorted()
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
