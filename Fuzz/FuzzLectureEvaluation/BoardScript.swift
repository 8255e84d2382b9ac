import Foundation
import FuzzSupport

@testable import LectureEvaluationKit

/// A script of writes, edits, deletes, purchases, reports, upheld reports and restrictions on an `EvaluationBoard` of
/// three students and two lectures.
///
/// Checks after every step: a refused command leaves the board equal (`==`) to what it was; the invariants hold;
/// each lecture's running averages equal a recomputation from its remaining evaluations; each balance equals its
/// start plus the deltas of its ledger entries and is never negative.
enum BoardScript {
  static let students: [StudentID] = ["a", "b", "c"]
  static let semesters = [Semester(year: 2023, term: .second), Semester(year: 2024, term: .first)]
  static let other = Semester(year: 2020, term: .first)

  static func run(_ bytes: [UInt8]) {
    var reader = FuzzReader(bytes)
    var board = EvaluationBoard()
    var starts: [StudentID: Int] = [:]
    for student in students {
      let points = reader.int(in: 0...60)
      starts[student] = points
      try? board.register(StudentAccount(id: student, points: points))
    }
    board.save(EvaluationLecture(id: 1, name: "데이터베이스", professor: "홍길동", semesters: semesters))
    board.save(EvaluationLecture(id: 2, name: "운영체제", professor: "김철수", semesters: [semesters[0]]))
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    var steps = 0
    while !reader.isAtEnd, steps < 64 {
      steps += 1
      let student = reader.choose(students)
      let lecture = reader.int(in: 1...3)
      let postID = "p\(reader.int(in: 0...5))"
      let command: LecturePostCommand
      switch reader.byte() % 10 {
      case 0, 1:
        guard let draft = evaluation(&reader) else { continue }
        command = .writeEvaluation(id: EvaluationPostID(postID), lecture: lecture, by: student, draft: draft)
      case 2:
        guard let draft = evaluation(&reader) else { continue }
        command = .editEvaluation(id: EvaluationPostID(postID), by: student, draft: draft)
      case 3: command = .removeEvaluation(id: EvaluationPostID(postID), by: student)
      case 4:
        guard let draft = exam(&reader) else { continue }
        command = .writeExamPost(id: ExamPostID(postID), lecture: lecture, by: student, draft: draft)
      case 5:
        guard let draft = exam(&reader) else { continue }
        command = .editExamPost(id: ExamPostID(postID), by: student, draft: draft)
      case 6: command = .removeExamPost(id: ExamPostID(postID), by: student)
      case 7: command = .purchaseExamInfo(lecture: lecture, by: student)
      case 8:
        let post: ReportedPost = reader.bool() ? .evaluation(EvaluationPostID(postID)) : .exam(ExamPostID(postID))
        command = reader.bool() ? .upholdReport(post, reporter: student) : .report(post, by: student)
      default:
        try? board.setRestricted(reader.bool(), student: student)
        continue
      }
      let before = board
      do {
        let entry = try board.apply(command, at: date)
        if let entry { fuzzCheck(entry.balance == board.account(student)?.points, "the entry's balance is stale") }
        if case .upholdReport(let post, let reporter) = command {
          // Only a pending report is upheld: it credited its reporter once, and the post left with its reports.
          fuzzCheck(before.reports(of: post).contains { $0.reporter == reporter }, "upheld a report never filed")
          fuzzCheck(board.reports(of: post).isEmpty, "an upheld post kept its reports")
          fuzzCheck(entry?.reason == .reportUpheld, "an upheld report paid nothing")
        }
      } catch {
        fuzzCheck(board == before, "refused \(command) (\(error)) changed the board")
      }
      check(board, starts: starts)
    }
  }

  static func check(_ board: EvaluationBoard, starts: [StudentID: Int]) {
    let problems = board.invariantViolations()
    fuzzCheck(problems.isEmpty, "invariants: \(problems)")
    for (lecture, averages) in board.averages {
      let drafts = board.evaluations.values.filter { $0.lecture == lecture }.map(\.draft)
      fuzzCheck(averages == LectureAverages(recomputing: drafts), "lecture \(lecture): averages drifted")
    }
    for student in students {
      let points = board.account(student)?.points ?? -1
      let ledger = board.ledger(student: student).reduce(starts[student] ?? 0) { $0 + $1.delta }
      fuzzCheck(points >= 0 && points == ledger, "student \(student): \(points) points, ledger says \(ledger)")
    }
  }

  static func evaluation(_ reader: inout FuzzReader) -> EvaluationDraft? {
    let semester = reader.int(in: 0...4) == 0 ? other : reader.choose(semesters)
    let content = reader.bool() ? String(repeating: "평", count: reader.int(in: 25...40)) : reader.text(tokens: ["좋아요"])
    return try? EvaluationDraft(
      semester: semester, satisfaction: Double(reader.int(in: 0...11)) / 2,
      learning: Double(reader.int(in: 1...10)) / 2,
      honey: Double(reader.int(in: 1...10)) / 2, team: reader.choose(TeamProject.allCases),
      homework: reader.choose(HomeworkLoad.allCases), difficulty: reader.choose(GradingDifficulty.allCases),
      content: content)
  }

  static func exam(_ reader: inout FuzzReader) -> ExamPostDraft? {
    let semester = reader.int(in: 0...4) == 0 ? other : reader.choose(semesters)
    let tags = ExamInfoTag.allCases.filter { _ in reader.bool() }
    return try? ExamPostDraft(
      semester: semester, examType: reader.choose(ExamType.allCases), tags: tags,
      difficulty: reader.choose(ExamDifficulty.allCases),
      content: String(repeating: "시", count: reader.int(in: 28...40)))
  }
}
