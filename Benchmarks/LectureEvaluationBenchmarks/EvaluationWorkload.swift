import Foundation
import LectureEvaluationKit

/// A lecture's evaluation history: `count` evaluations written, each edited once, then each deleted, in an order
/// mixed by a fixed seed. Every change is one step; `3 × count` steps in all.
struct EvaluationWorkload: Sendable {
  enum Step: Sendable {
    case add(slot: Int)
    case edit(slot: Int)
    case delete(slot: Int)
  }

  let written: [EvaluationDraft]
  let edited: [EvaluationDraft]
  let steps: [Step]

  init(count: Int) {
    var generator = SplitMix64(seed: 20)
    func draft() -> EvaluationDraft? {
      try? EvaluationDraft(
        semester: Semester(year: 2023, term: .second),
        satisfaction: Double(Int.random(in: 1...10, using: &generator)) / 2,
        learning: Double(Int.random(in: 1...10, using: &generator)) / 2,
        honey: Double(Int.random(in: 1...10, using: &generator)) / 2,
        team: TeamProject.allCases.randomElement(using: &generator) ?? .absent,
        homework: HomeworkLoad.allCases.randomElement(using: &generator) ?? .absent,
        difficulty: GradingDifficulty.allCases.randomElement(using: &generator) ?? .lenient,
        content: String(repeating: "강", count: 30))
    }
    written = (0..<count).compactMap { _ in draft() }
    edited = (0..<count).compactMap { _ in draft() }
    steps =
      (0..<count).map { Step.add(slot: $0) } + (0..<count).shuffled(using: &generator).map { Step.edit(slot: $0) }
      + (0..<count).shuffled(using: &generator).map { Step.delete(slot: $0) }
  }

  /// Runs the steps keeping the averages incrementally and reading the total after each change; returns the sum of
  /// the totals read (so nothing is optimised away).
  func runIncremental() -> Float {
    var averages = LectureAverages()
    var current = written
    var seen: Float = 0
    for step in steps {
      switch step {
      case .add(let slot): averages.add(written[slot])
      case .edit(let slot):
        averages.replace(current[slot], with: edited[slot])
        current[slot] = edited[slot]
      case .delete(let slot): averages.remove(current[slot])
      }
      seen += averages.total.value
    }
    return seen
  }

  /// The naive approach: keep the posts and recompute every mean from all of them after each change.
  func runRecomputing() -> Float {
    var posts: [Int: EvaluationDraft] = [:]
    var seen: Float = 0
    for step in steps {
      switch step {
      case .add(let slot): posts[slot] = written[slot]
      case .edit(let slot): posts[slot] = edited[slot]
      case .delete(let slot): posts[slot] = nil
      }
      seen += LectureAverages(recomputing: posts.values).total.value
    }
    return seen
  }

  /// The same history through `EvaluationBoard.apply`, with every rule checked and the ledger kept: one student
  /// per evaluation, each with the 30 points a delete needs.
  func runBoard() -> Int {
    var board = EvaluationBoard(
      accounts: (0..<written.count).compactMap { try? StudentAccount(id: StudentID("s\($0)"), points: 30) },
      lectures: [
        EvaluationLecture(id: 1, name: "강의", professor: "교수", semesters: [Semester(year: 2023, term: .second)])
      ])
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    var accepted = 0
    for step in steps {
      let command: LecturePostCommand =
        switch step {
        case .add(let slot):
          .writeEvaluation(
            id: EvaluationPostID("e\(slot)"), lecture: 1, by: StudentID("s\(slot)"), draft: written[slot])
        case .edit(let slot):
          .editEvaluation(id: EvaluationPostID("e\(slot)"), by: StudentID("s\(slot)"), draft: edited[slot])
        case .delete(let slot): .removeEvaluation(id: EvaluationPostID("e\(slot)"), by: StudentID("s\(slot)"))
        }
      if (try? board.apply(command, at: date)) != nil { accepted += 1 }
    }
    return accepted
  }
}
