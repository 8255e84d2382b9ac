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
  init(wire: LectureSummaryWire) throws(LectureEvaluationError) {
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

  /// The semesters as one line of text: "2021-1, 2022-1".
  public var semestersText: String {
    semesters.map(\.description).joined(separator: ", ")
  }
}
