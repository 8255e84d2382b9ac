/// A student's standing in the evaluation service: points, the counters the server keeps, and whether they are
/// restricted.
///
/// A restricted student (email not confirmed, sanctioned, blacklisted) can neither write, edit, delete, buy nor
/// read posts; ``EvaluationBoard`` refuses with ``LecturePostError/restricted(_:)``. The balance is never negative.
public struct StudentAccount: Hashable, Codable, Sendable, Identifiable {
  /// The student's identity.
  public let id: StudentID
  /// The point balance, never negative.
  public internal(set) var points: Int
  /// How many evaluations they have (the server's `writtenEvaluation`).
  public internal(set) var writtenEvaluations: Int
  /// How many exam posts they have (`writtenExam`).
  public internal(set) var writtenExamPosts: Int
  /// How many lectures' exam posts they bought (`viewExam`).
  public internal(set) var purchasedExamInfo: Int
  /// Whether they are restricted.
  public var isRestricted: Bool

  /// Creates an account; a new student starts with zero of everything.
  ///
  /// - Throws: ``LecturePostError/invalidAccount(_:reason:)`` for a negative balance or counter.
  public init(
    id: StudentID, points: Int = 0, writtenEvaluations: Int = 0, writtenExamPosts: Int = 0,
    purchasedExamInfo: Int = 0, isRestricted: Bool = false
  ) throws(LecturePostError) {
    for (name, value) in [
      ("points", points), ("writtenEvaluations", writtenEvaluations), ("writtenExamPosts", writtenExamPosts),
      ("purchasedExamInfo", purchasedExamInfo),
    ] where value < 0 {
      throw .invalidAccount(id, reason: "\(name) is \(value)")
    }
    self.id = id
    self.points = points
    self.writtenEvaluations = writtenEvaluations
    self.writtenExamPosts = writtenExamPosts
    self.purchasedExamInfo = purchasedExamInfo
    self.isRestricted = isRestricted
  }

  private enum CodingKeys: String, CodingKey {
    case id, points, writtenEvaluations, writtenExamPosts, purchasedExamInfo, isRestricted
  }

  /// Decodes an account, refusing negative numbers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        id: try container.decode(StudentID.self, forKey: .id),
        points: try container.decode(Int.self, forKey: .points),
        writtenEvaluations: try container.decode(Int.self, forKey: .writtenEvaluations),
        writtenExamPosts: try container.decode(Int.self, forKey: .writtenExamPosts),
        purchasedExamInfo: try container.decode(Int.self, forKey: .purchasedExamInfo),
        isRestricted: try container.decode(Bool.self, forKey: .isRestricted))
    } catch let error as LecturePostError {
      throw DecodingError.dataCorruptedError(forKey: .points, in: container, debugDescription: error.description)
    }
  }
}
