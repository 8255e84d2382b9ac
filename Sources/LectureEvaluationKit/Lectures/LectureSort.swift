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
