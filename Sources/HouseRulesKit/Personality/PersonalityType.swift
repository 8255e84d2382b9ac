/// The five roommate personality types of the test, and gray for someone who has not taken it.
///
/// The raw value is the server's colour name (`"YELLOW"`, ..., `"GRAY"`).
public enum PersonalityType: String, CaseIterable, Codable, Hashable, Sendable {
  /// 늘 행복한 동글이 (total score 15...20).
  case yellow = "YELLOW"
  /// 슈퍼 팔로워 셋돌이 (total score 21...26).
  case red = "RED"
  /// 룸메 맞춤형 네각이 (total score 27...33).
  case blue = "BLUE"
  /// 하이레벨 오각이 (total score 34...39).
  case purple = "PURPLE"
  /// 룰 세터 육각이 (total score 40...45).
  case green = "GREEN"
  /// Not tested yet.
  case gray = "GRAY"

  /// The type's Korean name as the result card shows it; "임시 디폴트" ("temporary default") for gray.
  public var koreanName: String {
    switch self {
    case .yellow: "늘 행복한 동글이"
    case .red: "슈퍼 팔로워 셋돌이"
    case .blue: "룸메 맞춤형 네각이"
    case .purple: "하이레벨 오각이"
    case .green: "룰 세터 육각이"
    case .gray: "임시 디폴트"
    }
  }

  /// Whether this is the result of a completed test (every type but gray).
  public var isTested: Bool { self != .gray }
}

extension PersonalityType {
  /// The totals that make each tested type; `nil` for gray.
  public var totalRange: ClosedRange<Int>? {
    switch self {
    case .yellow: 15...20
    case .red: 21...26
    case .blue: 27...33
    case .purple: 34...39
    case .green: 40...45
    case .gray: nil
    }
  }

  /// The type of a test total: 15-20 yellow, 21-26 red, 27-33 blue, 34-39 purple, 40-45 green.
  ///
  /// - Throws: ``PersonalityError/totalOutOfRange(_:)`` for a total outside 15...45.
  public init(total: Int) throws(PersonalityError) {
    guard let type = Self.allCases.first(where: { $0.totalRange?.contains(total) ?? false }) else {
      throw .totalOutOfRange(total)
    }
    self = type
  }

  /// The result card of the type: name, one-line comment, description, recommended rules and matches;
  /// `nil` for gray, which has no card.
  public var card: PersonalityCard? { PersonalityCard.builtIn.first { $0.type == self } }
}
