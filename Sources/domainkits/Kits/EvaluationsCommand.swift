import ArgumentParser
import Foundation
import LectureEvaluationKit

#if SQLite
  import DomainKitsGRDB
#endif

/// `domainkits evaluations`: writes a lecture evaluation, shows the new averages, buys exam info and prints the
/// points ledger.
struct EvaluationsCommand: KitDemoCommand {
  static let kitName = "TimetableKit"
  static let configuration = CommandConfiguration(
    commandName: "evaluations",
    abstract: "Writes a lecture evaluation, shows the new averages, buys exam info and prints the points ledger."
  )

  @Option(help: "Keep the posts, purchases and ledger in this SQLite file; a second run meets what the first stored.")
  var database: String?

  /// The demo's fixed instant: 2024-03-11 14:00 in Seoul.
  private static let now = Date(timeIntervalSince1970: 1_710_133_200)
  private static let me: StudentID = "demo-student"

  func run() async throws {
    let store = try database.map(DemoStore.open)
    let posts: any LecturePostRepository = store?.lecturePosts ?? InMemoryLecturePostRepository()
    let detail = try SuwikiServerDecoder.lecture(from: try SampleData.data("timetable/suwiki-lecture-detail.json"))
    let lecture = EvaluationLecture(detail)
    try await posts.save(lecture)
    print(
      Terminal.heading(
        "\(lecture.name) (\(lecture.professor)), taught \(lecture.semesters.map(\.description).joined(separator: ", "))"
      ))

    // The lecture's existing evaluations, as the server listed them, each by a classmate.
    let list = try SuwikiServerDecoder.evaluationPage(from: try SampleData.data("timetable/suwiki-evaluations.json"))
    for post in list.posts {
      let classmate = StudentID("classmate-\(post.id)")
      try await Self.register(classmate, in: posts)
      await attempt("classmate's evaluation \(post.id)") {
        try await posts.writeEvaluation(
          try post.draft(), id: EvaluationPostID("\(post.id)"), lecture: lecture.id, by: classmate,
          at: Self.now.addingTimeInterval(-86_400))
      }
    }
    try await printAverages(posts, lecture: lecture.id, title: "Averages before")

    print("\n" + Terminal.heading("Writing an evaluation"))
    try await Self.register(Self.me, in: posts)
    let fall = Semester(year: 2023, term: .second)
    let content = "중간·기말 모두 PPT 예제 위주로 나와서 복습하기 좋았습니다. 과제는 격주로 있어요."
    await attempt("a rating of 2.25") {
      _ = try EvaluationDraft(
        semester: fall, satisfaction: 2.25, learning: 4, honey: 4, team: .absent, homework: .moderate,
        difficulty: .moderate, content: content)
    }
    await attempt("a 29-character text") {
      _ = try EvaluationDraft(
        semester: fall, satisfaction: 4, learning: 4, honey: 4, team: .absent, homework: .moderate,
        difficulty: .moderate, content: String(repeating: "좋", count: 29))
    }
    let draft = try EvaluationDraft(
      semester: fall, satisfaction: 5.0, learning: 4.5, honey: 4.0, team: .absent, homework: .moderate,
      difficulty: .moderate, content: content)
    await attempt("my evaluation (\(content.count) characters)") {
      try await posts.writeEvaluation(draft, id: "demo-evaluation", lecture: lecture.id, by: Self.me, at: Self.now)
    }
    await attempt("a second evaluation of the same lecture") {
      try await posts.writeEvaluation(draft, id: "demo-evaluation-2", lecture: lecture.id, by: Self.me, at: Self.now)
    }
    try await printAverages(posts, lecture: lecture.id, title: "Averages after")

    print("\n" + Terminal.heading("Exam info"))
    await attempt("buying exam info") {
      try await posts.purchaseExamInfo(lecture: lecture.id, by: Self.me, at: Self.now.addingTimeInterval(60))
    }
    let exam = try ExamPostDraft(
      semester: fall, examType: .midterm, tags: [.pastExams, .slides, .applied], difficulty: .moderate,
      content: "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")
    await attempt("my exam post (\(exam.examType.rawValue), \(exam.examInfoText))") {
      try await posts.writeExamPost(
        exam, id: "demo-exam", lecture: lecture.id, by: Self.me, at: Self.now.addingTimeInterval(120))
    }
    var listing = try await posts.examPosts(lecture: lecture.id, viewer: Self.me)
    print(
      "  before buying: \(listing.posts.count) shown, posts exist: \(listing.postsExist), I wrote one: \(listing.written)"
    )
    await attempt("buying exam info") {
      try await posts.purchaseExamInfo(lecture: lecture.id, by: Self.me, at: Self.now.addingTimeInterval(180))
    }
    await attempt("buying it again") {
      try await posts.purchaseExamInfo(lecture: lecture.id, by: Self.me, at: Self.now.addingTimeInterval(240))
    }
    listing = try await posts.examPosts(lecture: lecture.id, viewer: Self.me)
    print("  after buying: \(listing.posts.count) shown")
    for post in listing.posts {
      print("    - \(post.draft.examType.rawValue) · \(post.draft.examInfoText) · \(post.draft.difficulty.rawValue)")
    }

    print("\n" + Terminal.heading("Points ledger of \(Self.me)"))
    for entry in try await posts.ledger(student: Self.me) {
      let delta = entry.delta > 0 ? "+\(entry.delta)" : "\(entry.delta)"
      print(
        "  \(entry.at.localText(in: .seoul))  \(entry.reason.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)) \(delta.leftPadded(4))  balance \(entry.balance)"
      )
    }
    if let account = try await posts.account(id: Self.me) {
      print(
        "  \(account.points) points; \(account.writtenEvaluations) evaluation, \(account.writtenExamPosts) exam post, "
          + "\(account.purchasedExamInfo) purchase")
    }
    if let store { print("\n  stored in \(store.path); run again to meet the one-per-lecture rules") }
  }

  /// Registers `student` unless an earlier run, or another process on the same file, already did. `insert` is
  /// atomic and refuses a duplicate, so checking first and inserting after would race with that other process.
  private static func register(_ student: StudentID, in posts: some LecturePostRepository) async throws {
    do {
      try await posts.insert(StudentAccount(id: student))
    } catch LecturePostError.duplicateStudent {
      return
    }
  }

  /// Runs one step, printing what happened or the typed error that refused it. A failure of the `--database` file
  /// (read-only, full, locked, damaged) is no refusal: it ends the demo, reported as every command's failure is.
  private func attempt(_ label: String, _ step: () async throws -> Void) async {
    do {
      try await step()
      print("  \(label): done")
    } catch {
      #if SQLite
        if error is DomainKitsDatabaseError { DemoFailure(error).report() }
      #endif
      print("  \(label): refused, \(error)")
    }
  }

  private func printAverages(_ posts: any LecturePostRepository, lecture: Int, title: String) async throws {
    guard let averages = try await posts.averages(lecture: lecture) else { return }
    print(
      "  \(title) (\(averages.count) evaluations): total \(averages.total.text), satisfaction "
        + "\(averages.satisfaction.text), honey \(averages.honey.text), learning \(averages.learning.text), team "
        + "\(averages.team.text), grading \(averages.difficulty.text), homework \(averages.homework.text)")
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
