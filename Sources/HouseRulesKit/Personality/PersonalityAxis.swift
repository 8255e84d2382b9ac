/// One of the five areas of daily life the personality test measures, in the order the graph draws them.
///
/// A higher score on an axis means more sensitive in that area: a member who scores 9 on ``light`` needs a dark
/// room to sleep, one who scores 3 does not notice the desk lamp. The raw value is the question type the release
/// server used (`"LIGHT"` ... `"CLEAN"`); the first server called ``introversion`` `"PERSONALITY"`, which
/// ``init(questionType:)`` also accepts.
public enum PersonalityAxis: String, CaseIterable, Codable, Hashable, Sendable {
  /// 빛: sensitivity to light while sleeping.
  case light = "LIGHT"
  /// 소음: sensitivity to noise.
  case noise = "NOISE"
  /// 냄새: sensitivity to smells.
  case smell = "SMELL"
  /// 내향: how much quiet time alone a member needs.
  case introversion = "INTROVERSION"
  /// 정리정돈: how tidy a member keeps things.
  case clean = "CLEAN"

  /// Creates the axis from a question type of either server (`"PERSONALITY"` is the first server's name for
  /// ``introversion``), or `nil` for anything else.
  public init?(questionType: some StringProtocol) {
    if questionType == "PERSONALITY" {
      self = .introversion
    } else if let axis = PersonalityAxis(rawValue: String(questionType)) {
      self = axis
    } else {
      return nil
    }
  }

  /// The axis label of the radar graph: "빛", "소음", "냄새", "내향", "정리정돈".
  public var koreanName: String {
    switch self {
    case .light: "빛"
    case .noise: "소음"
    case .smell: "냄새"
    case .introversion: "내향"
    case .clean: "정리정돈"
    }
  }

  /// The position of the axis in `allCases` (0...4), which is also its vertex on the radar graph.
  public var index: Int {
    switch self {
    case .light: 0
    case .noise: 1
    case .smell: 2
    case .introversion: 3
    case .clean: 4
    }
  }
}
