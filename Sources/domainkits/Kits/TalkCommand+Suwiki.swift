import ArgumentParser
import DomainKitsCore
import DomainKitsURLSession
import Foundation
import LectureEvaluationKit

/// `domainkits talk suwiki`: one student's visit to a SUWIKI server through `SuwikiClient` over `URLSessionTransport`.
///
/// Signs in, reads the lecture list page by page (`PagedList`), a lecture and its evaluations, writes an evaluation,
/// reads the exam posts (buying them when they are hidden), edits and removes an evaluation and an exam post, reports
/// one of each, and reads the points and the purchase history. One line per call; an expired token is refreshed by
/// the client (`POST /user/refresh`) without a line of its own, and the last line counts the refreshes.
struct TalkSuwikiCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "suwiki",
    abstract: "Signs in to a SUWIKI server and writes, buys, edits, removes and reports lecture posts.",
    discussion: """
      Against the replay of the recorded answers: python3 Scripts/replay-server.py Scripts/replay/suwiki 8080 log.jsonl
      then domainkits talk suwiki --url http://127.0.0.1:8080
      """
  )

  @Option(help: "The server's base URL, like http://127.0.0.1:8080.")
  var url: String

  @Option(name: .customLong("login-id"), help: "The account to sign in with.")
  var loginID = "suwiki01"

  @Option(help: "The account's password.")
  var password = "replay-password"

  func run() async throws {
    let baseURL = try TalkCommand.serverURL(url)
    let client = SuwikiClient.suwiki(baseURL: baseURL, transport: URLSessionTransport())
    var calls = 0

    // Sign in: the client keeps the token pair.
    let login = SuwikiAPI.signIn(loginID: loginID, password: password)
    do throws(APIError<SuwikiServerError>) {
      let tokens = try await client.signIn(login)
      calls += 1
      let refresh = tokens.refreshToken == nil ? "no refresh token" : "a refresh token"
      print("ok \(login.method) \(login.path): signed in as \(loginID), an access token and \(refresh) kept")
    } catch {
      throw TalkCommand.failure("\(login.method) \(login.path)", error)
    }

    // The lecture list, page after page until an empty page ends it (at most 5 pages).
    var lectures = PagedList<LectureSummary>()
    while !lectures.reachedEnd, lectures.nextPage <= 5 {
      let page = lectures.nextPage
      let answer = try await TalkCommand.send(client, SuwikiAPI.lecturePage(page: page), &calls) { listing in
        let names = listing.lectures.prefix(3).map { "\($0.id) \($0.name) (\($0.professor))" }.joined(separator: ", ")
        let total = listing.totalCount.map { ", \($0) in all" } ?? ""
        return listing.lectures.isEmpty
          ? "page \(page): no lectures, the end of the list\(total)"
          : "page \(page): \(listing.lectures.count) lecture(s)\(total): \(names)"
      }
      do {
        try lectures.apply(page: page, items: answer.lectures)
      } catch {
        throw DemoFailure(
          "GET /lecture/all: page \(page) does not follow the list: \(error)", exitCode: SysExit.dataError)
      }
    }
    guard let listed = lectures.items.first else {
      throw DemoFailure("GET /lecture/all: the lecture list is empty", exitCode: SysExit.dataError)
    }
    print("   the list holds \(lectures.items.count) lecture(s) over \(lectures.nextPage - 1) page(s)")

    // One lecture, its evaluations, and an evaluation of our own (sample 01's values).
    let lecture = try await TalkCommand.send(client, SuwikiAPI.lecture(id: listed.id), &calls) { lecture in
      "\(lecture.id) \(lecture.name) (\(lecture.professor), \(lecture.major)), total \(lecture.total.text), "
        + "honey \(lecture.honey.text), semesters \(lecture.semestersText)"
    }
    let evaluations = try await TalkCommand.send(client, SuwikiAPI.evaluationPage(lecture: lecture.id), &calls) {
      page in
      "\(page.posts.count) evaluation(s) (\(page.posts.map { "\($0.id): \($0.total.text)" }.joined(separator: ", "))), "
        + "written by me: \(page.written)"
    }
    let draft = try EvaluationDraft(
      semesterText: "2023-2", satisfaction: 4.5, learning: 3.0, honey: 5.0, team: 1, difficulty: 0, homework: 1,
      content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
    try await TalkCommand.send(
      client, SuwikiAPI.writeEvaluation(draft, lecture: EvaluationLecture(lecture)), &calls
    ) { _ in
      "wrote an evaluation of \(lecture.name) for \(draft.semester), total \(draft.totalAverage.text) (success)"
    }

    // The exam posts: hidden until bought, then shown.
    var exams = try await TalkCommand.send(client, SuwikiAPI.examPostPage(lecture: lecture.id), &calls) {
      Self.summary(of: $0)
    }
    if exams.offersPurchase {
      try await TalkCommand.send(client, SuwikiAPI.purchaseExamInfo(lecture: lecture.id), &calls) { _ in
        "bought the exam info of \(lecture.name) (success)"
      }
      exams = try await TalkCommand.send(client, SuwikiAPI.examPostPage(lecture: lecture.id), &calls) {
        Self.summary(of: $0)
      }
    }
    guard let mine = evaluations.posts.first else {
      throw DemoFailure("GET /evaluate-posts: the lecture has no evaluation to edit", exitCode: SysExit.dataError)
    }
    guard let examPost = exams.posts.first else {
      throw DemoFailure("GET /exam-posts: no exam post to edit, even after buying them", exitCode: SysExit.dataError)
    }

    // Edits (samples 02 and 06), removals, reports (samples 12a and 12b).
    let edited = try EvaluationDraft(
      semesterText: "2023-2", satisfaction: 4.0, learning: 3.5, honey: 4.5, team: 1, difficulty: 1, homework: 2,
      content: "수정: 후반부 과제가 많아졌습니다. 그래도 배울 게 많은 강의입니다.")
    try await TalkCommand.send(client, SuwikiAPI.editEvaluation(mine.id, to: edited), &calls) { _ in
      "evaluation \(mine.id) now rates \(edited.totalAverage.text) (success)"
    }
    let editedExam = try ExamPostDraft(
      semesterText: "2023-2", examTypeText: "기말고사", examInfoText: "교재, 필기", difficultyText: "어려움",
      content: "기말은 교재 연습문제와 필기 내용에서 서술형으로 출제되었습니다. 범위가 넓어요.")
    try await TalkCommand.send(client, SuwikiAPI.editExamPost(examPost.id, to: editedExam), &calls) { _ in
      "exam post \(examPost.id) is now \(editedExam.examType.rawValue), \(editedExam.examInfoText) (success)"
    }
    try await TalkCommand.send(client, SuwikiAPI.removeEvaluation(mine.id), &calls) { _ in
      "removed evaluation \(mine.id) (success)"
    }
    try await TalkCommand.send(client, SuwikiAPI.removeExamPost(examPost.id), &calls) { _ in
      "removed exam post \(examPost.id) (success)"
    }
    let reported = evaluations.posts.last ?? mine
    try await TalkCommand.send(client, SuwikiAPI.report(evaluation: reported.id), &calls) { _ in
      "reported evaluation \(reported.id) (success: true)"
    }
    try await TalkCommand.send(client, SuwikiAPI.report(examPost: examPost.id), &calls) { _ in
      "reported exam post \(examPost.id) (success: true)"
    }

    // The viewer's points and purchases.
    try await TalkCommand.send(client, SuwikiAPI.studentProfile, &calls) { profile in
      "\(profile.loginID): \(profile.points) points, \(profile.writtenEvaluations) evaluation(s) and "
        + "\(profile.writtenExamPosts) exam post(s) written, \(profile.purchasedExamInfo) exam info bought"
    }
    try await TalkCommand.send(client, SuwikiAPI.examPostPurchases, &calls) { purchases in
      "\(purchases.count) purchase(s): "
        + purchases.map { "\($0.id) \($0.lecture.name) (\($0.lecture.professor))" }.joined(separator: ", ")
    }

    let refreshes = await client.refreshCount
    print("done: \(calls) calls answered as the API documents, \(refreshes) token refresh(es)")
  }

  /// `"hidden: 0 posts shown, posts exist, purchase offered"` or the posts shown.
  private static func summary(of page: ExamPostPage<ListedExamPost>) -> String {
    guard page.canRead else {
      return "hidden (not bought): \(page.posts.count) post(s) shown, posts exist: \(page.postsExist), "
        + "purchase offered: \(page.offersPurchase), written by me: \(page.written)"
    }
    let posts = page.posts.map { post in
      "\(post.id) \(post.examType?.rawValue ?? "?") (\(post.tags.map(\.rawValue).joined(separator: ", ")))"
    }
    return "readable (bought): \(page.posts.count) post(s): \(posts.joined(separator: "; ")), "
      + "written by me: \(page.written)"
  }
}
