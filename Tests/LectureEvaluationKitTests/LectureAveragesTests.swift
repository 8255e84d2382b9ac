import Foundation
import PropertyBased
import Testing

@testable import LectureEvaluationKit

@Suite("Lecture averages kept incrementally")
struct LectureAveragesTests {
  static let fall = Semester(year: 2023, term: .second)

  static func draft(
    _ satisfaction: Double, _ learning: Double, _ honey: Double, team: TeamProject, difficulty: GradingDifficulty,
    homework: HomeworkLoad
  ) throws -> EvaluationDraft {
    try EvaluationDraft(
      semester: fall, satisfaction: satisfaction, learning: learning, honey: honey, team: team, homework: homework,
      difficulty: difficulty, content: String(repeating: "평", count: 30))
  }

  /// The server's six averages and total, as `Float`s, in the sample's order.
  static func values(_ averages: LectureAverages) -> [Float] {
    [
      averages.satisfaction.value, averages.honey.value, averages.learning.value, averages.team.value,
      averages.difficulty.value, averages.homework.value, averages.total.value,
    ]
  }

  @Test("The trace of sample 14 (create A, create B, edit B, delete A) is reproduced to the last Float bit")
  func sampleTrace() throws {
    // 14-average-update-trace.json: the server's running-sum algorithm, computed with numpy.float32.
    let postA = try Self.draft(4.5, 3.0, 5.0, team: .present, difficulty: .lenient, homework: .moderate)
    let postB = try Self.draft(3.0, 3.5, 2.5, team: .absent, difficulty: .moderate, homework: .heavy)
    let editedB = try Self.draft(5.0, 3.5, 2.5, team: .absent, difficulty: .moderate, homework: .heavy)
    #expect(postA.totalAverage.value == 4.1666665)
    #expect(postB.totalAverage.value == 3.0)

    var averages = LectureAverages()
    averages.add(postA)
    #expect(averages.count == 1)
    #expect(Self.values(averages) == [4.5, 5.0, 3.0, 1.0, 0.0, 1.0, 4.1666665])
    averages.add(postB)
    #expect(averages.count == 2)
    #expect(Self.values(averages) == [3.75, 3.75, 3.25, 0.5, 0.5, 1.5, 3.5833333])
    #expect(
      averages.satisfactionHalfPoints == 15 && averages.honeyHalfPoints == 15 && averages.learningHalfPoints == 13)
    averages.replace(postB, with: editedB)
    #expect(averages.count == 2)
    #expect(Self.values(averages) == [4.75, 3.75, 3.25, 0.5, 0.5, 1.5, 3.9166667])
    // The deployed server stopped applying deletes; the kit applies them.
    averages.remove(postA)
    #expect(averages.count == 1)
    #expect(Self.values(averages) == [5.0, 2.5, 3.5, 0.0, 1.0, 2.0, 3.6666667])
    #expect(averages.invariantViolations() == [])
    averages.remove(editedB)
    #expect(averages.count == 0)
    #expect(Self.values(averages) == [0, 0, 0, 0, 0, 0, 0])
    #expect(averages == LectureAverages())
  }

  @Test("The sample lecture detail's averages are the averages of the sample's two posts")
  func sampleDetail() throws {
    let detail = try SuwikiServerDecoder.lecture(from: SuwikiSamples.lectureDetail)
    let page = try SuwikiServerDecoder.evaluationPage(from: SuwikiSamples.evaluationList)
    let averages = LectureAverages(recomputing: try page.posts.map { try $0.draft() })
    #expect(averages.total == detail.total)
    #expect(averages.satisfaction == detail.satisfaction)
    #expect(averages.honey == detail.honey)
    #expect(averages.learning == detail.learning)
    #expect(averages.team == detail.team)
    #expect(averages.difficulty == detail.difficulty)
    #expect(averages.homework == detail.homework)
  }

  @Test(
    "Float32 display rounding does not flip: the shortest decimal is rounded half-up",
    arguments: [
      (Float(4.1666665), "4.2"), (3.5833333, "3.6"), (3.9166667, "3.9"), (3.6666667, "3.7"), (0.5, "0.5"),
      (2.25, "2.3"), (3.35, "3.4"), (1.45, "1.5"), (4.95, "5.0"), (0.05, "0.1"),
    ])
  func displayRounding(value: Float, text: String) {
    #expect(Rating(value).text == text)
  }

  @Test("Averages that land on x.x5 in Float (3.35 is 3.3499999 in binary) still round up")
  func roundingOnAverages() throws {
    // 20 posts whose satisfaction sums to 67: 67 / 20 = 3.35, stored as 3.3499999.
    var averages = LectureAverages()
    for index in 0..<20 {
      let satisfaction = index < 7 ? 4.0 : 3.0  // 7 × 4 + 13 × 3 = 67
      averages.add(try Self.draft(satisfaction, 1, 1, team: .absent, difficulty: .lenient, homework: .absent))
    }
    #expect(averages.satisfaction.value == Float(3.35))
    #expect(Double(averages.satisfaction.value) < 3.35)
    #expect(averages.satisfaction.text == "3.4")
  }

  @Test("Stored sums that no set of posts can add up to are refused")
  func inconsistentSums() {
    #expect(throws: LectureAveragesError.self) {
      try LectureAverages(
        count: 1, satisfactionHalfPoints: 11, learningHalfPoints: 1, honeyHalfPoints: 1, teamSum: 0, difficultySum: 0,
        homeworkSum: 0)
    }
    #expect(throws: LectureAveragesError.self) {
      try LectureAverages(
        count: -1, satisfactionHalfPoints: 0, learningHalfPoints: 0, honeyHalfPoints: 0, teamSum: 0, difficultySum: 0,
        homeworkSum: 0)
    }
    #expect(throws: LectureAveragesError.self) {
      try LectureAverages(
        count: Int.max, satisfactionHalfPoints: 0, learningHalfPoints: 0, honeyHalfPoints: 0, teamSum: 0,
        difficultySum: 0, homeworkSum: 0)
    }
    #expect(throws: Never.self) {
      try LectureAverages(
        count: 2, satisfactionHalfPoints: 15, learningHalfPoints: 13, honeyHalfPoints: 15, teamSum: 1,
        difficultySum: 1, homeworkSum: 3)
    }
  }

  // MARK: Property

  enum Step: Sendable, CustomStringConvertible {
    case add(EvaluationDraft)
    case edit(slot: Int, EvaluationDraft)
    case delete(slot: Int)

    var description: String {
      switch self {
      case .add(let draft): "add \(draft.satisfaction)/\(draft.learning)/\(draft.honey)"
      case .edit(let slot, let draft): "edit #\(slot) → \(draft.satisfaction)/\(draft.learning)/\(draft.honey)"
      case .delete(let slot): "delete #\(slot)"
      }
    }
  }

  static let drafts = zip(
    Gen.int(in: 1...10), Gen.int(in: 1...10), Gen.int(in: 1...10), Gen.int(in: 0...1), Gen.int(in: 0...2),
    Gen.int(in: 0...2)
  ).map { satisfaction, learning, honey, team, difficulty, homework in
    // Every generated value is valid, so the draft always exists.
    try! EvaluationDraft(
      semester: fall, satisfaction: Double(satisfaction) / 2, learning: Double(learning) / 2,
      honey: Double(honey) / 2, team: TeamProject(rawValue: team)!, homework: HomeworkLoad(rawValue: homework)!,
      difficulty: GradingDifficulty(rawValue: difficulty)!, content: String(repeating: "평", count: 30))
  }

  static let steps = zip(Gen.int(in: 0...2), Gen.int(in: 0...1_000), drafts).map { kind, slot, draft -> Step in
    switch kind {
    case 0: .add(draft)
    case 1: .edit(slot: slot, draft)
    default: .delete(slot: slot)
    }
  }

  @Test("After any sequence of adds, edits and deletes the incremental averages equal a recomputation")
  func incrementalEqualsRecomputation() async {
    await propertyCheck(count: 300, input: Self.steps.array(of: 0...120)) { steps in
      var averages = LectureAverages()
      var posts: [EvaluationDraft] = []
      for step in steps {
        switch step {
        case .add(let draft):
          averages.add(draft)
          posts.append(draft)
        case .edit(let slot, let draft):
          guard !posts.isEmpty else { continue }
          let index = slot % posts.count
          averages.replace(posts[index], with: draft)
          posts[index] = draft
        case .delete(let slot):
          guard !posts.isEmpty else { continue }
          averages.remove(posts.remove(at: slot % posts.count))
        }
        let recomputed = LectureAverages(recomputing: posts)
        #expect(averages == recomputed, "after \(step)")
        #expect(Self.values(averages) == Self.values(recomputed))
        #expect(averages.invariantViolations() == [], "after \(step)")
        // And against a plain Double mean of the remaining posts, to display precision.
        if !posts.isEmpty {
          let mean = posts.map(\.satisfaction.value).reduce(0, +) / Double(posts.count)
          #expect(abs(Double(averages.satisfaction.value) - mean) < 1e-6)
        }
      }
    }
  }
}
