/// A lecture's evaluation averages, kept incrementally: a running sum per field and the number of posts.
///
/// Writing adds a post's values, editing subtracts the old ones and adds the new, deleting subtracts them and
/// counts one post fewer; each is O(1). The ratings are summed in half points and the choices as their codes, so
/// the sums are exact integers and the averages equal a recomputation from the remaining posts after any sequence
/// of changes. Averages are computed in `Float` as the server does (sum / count, and the total as the mean of
/// the satisfaction, honey and learning averages), and are zero when no post remains.
public struct LectureAverages: Hashable, Codable, Sendable {
  /// The number of posts counted.
  public private(set) var count = 0
  /// The sum of the satisfaction ratings, in half points.
  public private(set) var satisfactionHalfPoints = 0
  /// The sum of the learning ratings, in half points.
  public private(set) var learningHalfPoints = 0
  /// The sum of the honey ratings, in half points.
  public private(set) var honeyHalfPoints = 0
  /// The sum of the team codes (0 or 1).
  public private(set) var teamSum = 0
  /// The sum of the grading difficulty codes (0...2).
  public private(set) var difficultySum = 0
  /// The sum of the homework codes (0...2).
  public private(set) var homeworkSum = 0

  /// Averages of no posts.
  public init() {}

  /// Averages restored from stored sums.
  ///
  /// - Throws: ``LectureAveragesError/inconsistentSums(_:)`` when a sum is outside what `count` posts can add up
  ///   to (or `count` is negative).
  public init(
    count: Int, satisfactionHalfPoints: Int, learningHalfPoints: Int, honeyHalfPoints: Int, teamSum: Int,
    difficultySum: Int, homeworkSum: Int
  ) throws(LectureAveragesError) {
    self.count = count
    self.satisfactionHalfPoints = satisfactionHalfPoints
    self.learningHalfPoints = learningHalfPoints
    self.honeyHalfPoints = honeyHalfPoints
    self.teamSum = teamSum
    self.difficultySum = difficultySum
    self.homeworkSum = homeworkSum
    if let violation = invariantViolations().first { throw .inconsistentSums(violation) }
  }

  /// The averages of `drafts`, computed from scratch.
  public init(recomputing drafts: some Sequence<EvaluationDraft>) {
    for draft in drafts { add(draft) }
  }

  // MARK: Changes

  /// Counts a new post.
  public mutating func add(_ draft: EvaluationDraft) {
    apply(draft, sign: 1)
    count += 1
  }

  /// Replaces an edited post's values: subtracts `old`, adds `new`; the count is unchanged.
  public mutating func replace(_ old: EvaluationDraft, with new: EvaluationDraft) {
    apply(old, sign: -1)
    apply(new, sign: 1)
  }

  /// Uncounts a deleted post (one that was counted).
  public mutating func remove(_ draft: EvaluationDraft) {
    apply(draft, sign: -1)
    count -= 1
  }

  private mutating func apply(_ draft: EvaluationDraft, sign: Int) {
    satisfactionHalfPoints += sign * draft.satisfaction.halfPoints
    learningHalfPoints += sign * draft.learning.halfPoints
    honeyHalfPoints += sign * draft.honey.halfPoints
    teamSum += sign * draft.team.rawValue
    difficultySum += sign * draft.difficulty.rawValue
    homeworkSum += sign * draft.homework.rawValue
  }

  // MARK: Averages

  /// The satisfaction average (the server's `lectureSatisfactionAvg`).
  public var satisfaction: Rating { Rating(mean(halfPoints: satisfactionHalfPoints)) }
  /// The learning average (`lectureLearningAvg`).
  public var learning: Rating { Rating(mean(halfPoints: learningHalfPoints)) }
  /// The honey average (`lectureHoneyAvg`).
  public var honey: Rating { Rating(mean(halfPoints: honeyHalfPoints)) }
  /// The team average, 0...1 (`lectureTeamAvg`).
  public var team: Rating { Rating(mean(teamSum)) }
  /// The grading difficulty average, 0...2 (`lectureDifficultyAvg`).
  public var difficulty: Rating { Rating(mean(difficultySum)) }
  /// The homework average, 0...2 (`lectureHomeworkAvg`).
  public var homework: Rating { Rating(mean(homeworkSum)) }
  /// The overall average (`lectureTotalAvg`): the mean of the satisfaction, honey and learning averages, in
  /// `Float`, in the server's order of addition.
  public var total: Rating {
    Rating((satisfaction.value + honey.value + learning.value) / 3)
  }

  /// `halfPoints / 2 / count` rounded once to `Float`, or 0 without posts.
  private func mean(halfPoints: Int) -> Float {
    count < 1 ? 0 : Float(halfPoints) / Float(2 * count)
  }

  private func mean(_ sum: Int) -> Float {
    count < 1 ? 0 : Float(sum) / Float(count)
  }

  // MARK: Invariants

  /// The most posts one lecture's sums are checked for, far beyond any real lecture; keeps the bounds from
  /// overflowing on a damaged stored count.
  static let maximumCount = 1 << 40

  /// Every broken invariant: a negative count, or a sum outside what `count` posts can add up to.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    guard count >= 0 else { return ["count \(count) is negative"] }
    guard count <= Self.maximumCount else { return ["count \(count) is beyond \(Self.maximumCount)"] }
    let bounds: [(String, Int, ClosedRange<Int>)] = [
      ("satisfaction", satisfactionHalfPoints, count...(10 * count)),
      ("learning", learningHalfPoints, count...(10 * count)), ("honey", honeyHalfPoints, count...(10 * count)),
      ("team", teamSum, 0...count), ("difficulty", difficultySum, 0...(2 * count)),
      ("homework", homeworkSum, 0...(2 * count)),
    ]
    for (name, sum, range) in bounds where !range.contains(sum) {
      violations.append("\(name) sum \(sum) is outside \(range) for \(count) posts")
    }
    return violations
  }
}
