/// A member's five axis scores from the personality test, each 3...9, and the type they add up to.
///
/// ```swift
/// let scores = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
/// scores.total  // 33
/// scores.type   // .blue
/// ```
///
/// Encodes as the server's `typeScore` list: `[light, noise, smell, introversion, clean]`.
public struct PersonalityScores: Hashable, Sendable {
  /// The range of one axis score: three answers scoring 1...3 each.
  public static let axisRange = 3...9
  /// The range of the total: five axes of 3...9 each.
  public static let totalRange = 15...45

  /// 빛: sensitivity to light.
  public let light: Int
  /// 소음: sensitivity to noise.
  public let noise: Int
  /// 냄새: sensitivity to smells.
  public let smell: Int
  /// 내향: need for quiet time alone.
  public let introversion: Int
  /// 정리정돈: tidiness.
  public let clean: Int

  /// Creates scores from the five axis scores.
  ///
  /// - Throws: ``PersonalityError/scoreOutOfRange(axis:score:)`` naming the first axis outside 3...9.
  public init(light: Int, noise: Int, smell: Int, introversion: Int, clean: Int) throws(PersonalityError) {
    for (axis, score) in zip(PersonalityAxis.allCases, [light, noise, smell, introversion, clean])
    where !Self.axisRange.contains(score) {
      throw .scoreOutOfRange(axis: axis, score: score)
    }
    self.light = light
    self.noise = noise
    self.smell = smell
    self.introversion = introversion
    self.clean = clean
  }

  /// Creates scores from a list in axis order (`[light, noise, smell, introversion, clean]`), as the server's
  /// `typeScore` field holds them.
  ///
  /// - Throws: ``PersonalityError/wrongScoreCount(_:)`` unless there are exactly five scores, and
  ///   ``PersonalityError/scoreOutOfRange(axis:score:)`` for a score outside 3...9.
  public init(_ scores: some Collection<Int>) throws(PersonalityError) {
    let values = Array(scores)
    guard values.count == PersonalityAxis.allCases.count else { throw .wrongScoreCount(values.count) }
    try self.init(light: values[0], noise: values[1], smell: values[2], introversion: values[3], clean: values[4])
  }

  /// The score of one axis.
  public subscript(axis: PersonalityAxis) -> Int {
    switch axis {
    case .light: light
    case .noise: noise
    case .smell: smell
    case .introversion: introversion
    case .clean: clean
    }
  }

  /// The scores in axis order: `[light, noise, smell, introversion, clean]`.
  public var values: [Int] { [light, noise, smell, introversion, clean] }

  /// The sum of the five scores, 15...45.
  public var total: Int { light + noise + smell + introversion + clean }

  /// The personality type of ``total`` (never ``PersonalityType/gray``).
  public var type: PersonalityType {
    // The total of valid scores is always in 15...45, so the mapping cannot fail here.
    (try? PersonalityType(total: total)) ?? .gray
  }
}

extension PersonalityScores: Codable {
  /// Decodes the five-score list; a wrong count or a score outside 3...9 is a `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let values = try container.decode([Int].self)
    do {
      try self.init(values)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the scores as `[light, noise, smell, introversion, clean]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(values)
  }
}

extension PersonalityScores: CustomStringConvertible {
  /// The scores and the type, for example "[8, 8, 5, 3, 9] = 33 (BLUE)".
  public var description: String { "\(values) = \(total) (\(type.rawValue))" }
}
