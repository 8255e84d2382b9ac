import Foundation
import Testing

@testable import LectureEvaluationKit

@Suite("Evaluation board: posts, purchases and the points ledger")
struct EvaluationBoardTests {
  static let fall = Semester(year: 2023, term: .second)
  static let spring = Semester(year: 2024, term: .first)
  static let now = Date(timeIntervalSince1970: 1_700_000_000)
  static let lecture = EvaluationLecture(id: 4242, name: "데이터베이스", professor: "홍길동", semesters: [fall, spring])

  static func evaluation(satisfaction: Double = 4.5, semester: Semester = fall) throws -> EvaluationDraft {
    try EvaluationDraft(
      semester: semester, satisfaction: satisfaction, learning: 3, honey: 5, team: .present, homework: .moderate,
      difficulty: .lenient, content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
  }

  static func exam(semester: Semester = fall) throws -> ExamPostDraft {
    try ExamPostDraft(
      semester: semester, examType: .midterm, tags: [.pastExams, .slides], difficulty: .moderate,
      content: "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")
  }

  /// A board with the lecture and students "a" (with `points`) and "b".
  static func board(points: Int = 0, restricted: Bool = false) throws -> EvaluationBoard {
    var board = EvaluationBoard()
    board.save(lecture)
    try board.register(StudentAccount(id: "a", points: points, isRestricted: restricted))
    try board.register(StudentAccount(id: "b"))
    return board
  }

  /// Credits `reporter` one point the one way the rules allow: "troll" writes an exam post, `reporter` reports it,
  /// and the report is upheld, which removes the post.
  static func upholdReport(by reporter: StudentID, on board: inout EvaluationBoard) throws {
    if board.account("troll") == nil { try board.register(StudentAccount(id: "troll")) }
    try board.apply(.writeExamPost(id: "troll-post", lecture: 4242, by: "troll", draft: try exam()), at: now)
    try board.apply(.report(.exam("troll-post"), by: reporter), at: now)
    try board.apply(.upholdReport(.exam("troll-post"), reporter: reporter), at: now)
  }

  /// Applies a command that must be refused with `error`, and checks that nothing changed.
  static func refuse(
    _ command: LecturePostCommand, on board: inout EvaluationBoard, with error: LecturePostError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = board
    #expect(throws: error, sourceLocation: sourceLocation) { try board.apply(command, at: now) }
    #expect(board == before, "a refused command changed the board", sourceLocation: sourceLocation)
  }

  @Test("Points: +10 for an evaluation, +20 for an exam post, −20 to buy, −30 to delete, +1 for an upheld report")
  func ledger() throws {
    var board = try Self.board(points: 30)
    let written = try board.apply(
      .writeEvaluation(id: "1021", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    #expect(written?.reason == .evaluationWritten && written?.delta == 10 && written?.balance == 40)
    try board.apply(.writeExamPost(id: "311", lecture: 4242, by: "a", draft: try Self.exam()), at: Self.now)
    #expect(board.account("a")?.points == 60)
    #expect(
      try board.apply(.editEvaluation(id: "1021", by: "a", draft: try Self.evaluation(satisfaction: 1)), at: Self.now)
        == nil)
    #expect(board.account("a")?.points == 60, "editing is free")
    try board.apply(.purchaseExamInfo(lecture: 4242, by: "a"), at: Self.now)
    try Self.upholdReport(by: "a", on: &board)
    try board.apply(.removeExamPost(id: "311", by: "a"), at: Self.now)
    #expect(
      board.ledger(student: "a").map(\.reason) == [
        .evaluationWritten, .examPostWritten, .examInfoPurchased, .reportUpheld, .examPostDeleted,
      ])
    #expect(board.ledger(student: "a").map(\.balance) == [40, 60, 40, 41, 11])
    #expect(board.ledger(student: "a").map(\.delta) == [10, 20, -20, 1, -30])
    let account = try #require(board.account("a"))
    #expect(account.points == 11 && account.writtenEvaluations == 1 && account.writtenExamPosts == 0)
    #expect(account.purchasedExamInfo == 1)
    // The upheld post's author keeps the points it earned; their count of posts drops with the post.
    #expect(board.account("troll") == (try StudentAccount(id: "troll", points: 20)))
    #expect(board.invariantViolations() == [])
  }

  @Test("Buying: already bought is checked before not enough points")
  func purchaseOrder() throws {
    var board = try Self.board(points: 20)
    try board.apply(.purchaseExamInfo(lecture: 4242, by: "a"), at: Self.now)
    #expect(board.account("a")?.points == 0)
    // Both rules fail now (bought, and 0 < 20): the purchase rule wins.
    Self.refuse(
      .purchaseExamInfo(lecture: 4242, by: "a"), on: &board, with: .alreadyPurchased(student: "a", lecture: 4242))
    Self.refuse(.purchaseExamInfo(lecture: 4242, by: "b"), on: &board, with: .notEnoughPoints(balance: 0, needed: 20))
    Self.refuse(.purchaseExamInfo(lecture: 1, by: "b"), on: &board, with: .lectureNotFound(1))
  }

  @Test("Buying needs 20 points exactly; deleting needs 30; the balance never goes negative")
  func thresholds() throws {
    for (points, accepted) in [(19, false), (20, true)] {
      var board = try Self.board(points: points)
      if accepted {
        try board.apply(.purchaseExamInfo(lecture: 4242, by: "a"), at: Self.now)
        #expect(board.account("a")?.points == 0)
      } else {
        Self.refuse(
          .purchaseExamInfo(lecture: 4242, by: "a"), on: &board, with: .notEnoughPoints(balance: 19, needed: 20))
      }
    }
    // Written with 19 points: 29 after the +10, one short of a delete.
    var board = try Self.board(points: 19)
    try board.apply(.writeEvaluation(id: "e", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    Self.refuse(.removeEvaluation(id: "e", by: "a"), on: &board, with: .notEnoughPoints(balance: 29, needed: 30))
    try Self.upholdReport(by: "a", on: &board)
    try board.apply(.removeEvaluation(id: "e", by: "a"), at: Self.now)
    #expect(board.account("a")?.points == 0)
    #expect(board.averages(lecture: 4242) == LectureAverages())
  }

  @Test("One evaluation and one exam post per student per lecture; ids are unique")
  func onePerLecture() throws {
    var board = try Self.board()
    try board.apply(.writeEvaluation(id: "e1", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    Self.refuse(
      .writeEvaluation(id: "e2", lecture: 4242, by: "a", draft: try Self.evaluation()), on: &board,
      with: .alreadyWritten(kind: .evaluation, lecture: 4242, existing: "e1"))
    Self.refuse(
      .writeEvaluation(id: "e1", lecture: 4242, by: "b", draft: try Self.evaluation()), on: &board,
      with: .duplicatePost(kind: .evaluation, id: "e1"))
    try board.apply(.writeExamPost(id: "x1", lecture: 4242, by: "a", draft: try Self.exam()), at: Self.now)
    Self.refuse(
      .writeExamPost(id: "x2", lecture: 4242, by: "a", draft: try Self.exam()), on: &board,
      with: .alreadyWritten(kind: .exam, lecture: 4242, existing: "x1"))
    // After a delete the student may write again.
    try Self.upholdReport(by: "a", on: &board)
    try board.apply(.removeEvaluation(id: "e1", by: "a"), at: Self.now)
    try board.apply(.writeEvaluation(id: "e3", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    #expect(board.invariantViolations() == [])
  }

  @Test("Only the author edits or deletes, and a stranger's delete costs nobody anything")
  func ownership() throws {
    var board = try Self.board()
    try board.apply(.writeEvaluation(id: "e", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    try board.apply(.writeExamPost(id: "x", lecture: 4242, by: "a", draft: try Self.exam()), at: Self.now)
    try board.register(StudentAccount(id: "rich", points: 100))
    Self.refuse(
      .editEvaluation(id: "e", by: "rich", draft: try Self.evaluation(satisfaction: 1)), on: &board,
      with: .notAuthor(kind: .evaluation, post: "e", author: "a", caller: "rich"))
    Self.refuse(
      .removeEvaluation(id: "e", by: "rich"), on: &board,
      with: .notAuthor(kind: .evaluation, post: "e", author: "a", caller: "rich"))
    Self.refuse(
      .removeExamPost(id: "x", by: "rich"), on: &board,
      with: .notAuthor(kind: .exam, post: "x", author: "a", caller: "rich"))
    Self.refuse(
      .editExamPost(id: "x", by: "rich", draft: try Self.exam()), on: &board,
      with: .notAuthor(kind: .exam, post: "x", author: "a", caller: "rich"))
    Self.refuse(.removeEvaluation(id: "nope", by: "a"), on: &board, with: .postNotFound(kind: .evaluation, id: "nope"))
    // Ownership is checked before the balance: "b" has 0 points and is told it is not the author.
    Self.refuse(
      .removeEvaluation(id: "e", by: "b"), on: &board,
      with: .notAuthor(kind: .evaluation, post: "e", author: "a", caller: "b"))
  }

  @Test("A restricted student cannot write, edit, delete, buy or read; an upheld report still pays")
  func restricted() throws {
    var board = try Self.board(points: 100)
    try board.apply(.writeEvaluation(id: "e", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    try board.apply(.writeExamPost(id: "bx", lecture: 4242, by: "b", draft: try Self.exam()), at: Self.now)
    try board.apply(.report(.exam("bx"), by: "a"), at: Self.now)
    try board.setRestricted(true, student: "a")
    let commands: [LecturePostCommand] = [
      .writeEvaluation(id: "e2", lecture: 4242, by: "a", draft: try Self.evaluation()),
      .editEvaluation(id: "e", by: "a", draft: try Self.evaluation(satisfaction: 1)),
      .removeEvaluation(id: "e", by: "a"),
      .writeExamPost(id: "x", lecture: 4242, by: "a", draft: try Self.exam()),
      .purchaseExamInfo(lecture: 4242, by: "a"),
      // Restriction is checked before everything else, even a missing lecture.
      .purchaseExamInfo(lecture: 1, by: "a"),
    ]
    for command in commands { Self.refuse(command, on: &board, with: .restricted("a")) }
    Self.refuse(.report(.exam("bx"), by: "a"), on: &board, with: .restricted("a"))
    #expect(throws: LecturePostError.restricted("a")) { try board.evaluationPage(lecture: 4242, viewer: "a") }
    #expect(throws: LecturePostError.restricted("a")) { try board.examPostPage(lecture: 4242, viewer: "a") }
    // The report filed before the restriction is still upheld.
    try board.apply(.upholdReport(.exam("bx"), reporter: "a"), at: Self.now)
    #expect(board.account("a")?.points == 111)
    Self.refuse(.upholdReport(.exam("bx"), reporter: "ghost"), on: &board, with: .studentNotFound("ghost"))
  }

  @Test("Semesters: a post's semester must be one the lecture was taught in, on write and on edit")
  func semesters() throws {
    var board = try Self.board()
    let other = Semester(year: 2021, term: .first)
    Self.refuse(
      .writeEvaluation(id: "e", lecture: 4242, by: "a", draft: try Self.evaluation(semester: other)),
      on: &board, with: .semesterNotOffered(other, lecture: 4242))
    try board.apply(
      .writeEvaluation(id: "e", lecture: 4242, by: "a", draft: try Self.evaluation(semester: Self.spring)),
      at: Self.now)
    Self.refuse(
      .editEvaluation(id: "e", by: "a", draft: try Self.evaluation(semester: other)), on: &board,
      with: .semesterNotOffered(other, lecture: 4242))
    Self.refuse(
      .writeExamPost(id: "x", lecture: 4242, by: "a", draft: try Self.exam(semester: other)), on: &board,
      with: .semesterNotOffered(other, lecture: 4242))
  }

  @Test(
    "Exam posts: hidden until bought, but 'posts exist' and 'you wrote one' stay true; a purchase covers later posts")
  func examVisibility() throws {
    var board = try Self.board(points: 20)
    var listing = try board.examPostPage(lecture: 4242, viewer: "b")
    #expect(listing == ExamPostPage(posts: [], canRead: false, postsExist: false, written: false))
    try board.apply(.writeExamPost(id: "x", lecture: 4242, by: "b", draft: try Self.exam()), at: Self.now)
    listing = try board.examPostPage(lecture: 4242, viewer: "b")
    #expect(listing.posts.isEmpty && !listing.canRead && listing.postsExist && listing.written)
    #expect(listing.offersPurchase)
    listing = try board.examPostPage(lecture: 4242, viewer: "a")
    #expect(listing.posts.isEmpty && listing.postsExist && !listing.written)
    try board.apply(.purchaseExamInfo(lecture: 4242, by: "a"), at: Self.now)
    try board.register(StudentAccount(id: "c"))
    try board.apply(
      .writeExamPost(id: "y", lecture: 4242, by: "c", draft: try Self.exam(semester: Self.spring)),
      at: Self.now.addingTimeInterval(60))
    listing = try board.examPostPage(lecture: 4242, viewer: "a")
    #expect(listing.canRead && listing.posts.map(\.id) == ["x", "y"] && !listing.offersPurchase)
    // Exam posts never touch the lecture's averages.
    #expect(board.averages(lecture: 4242) == LectureAverages())
  }

  @Test("Evaluations: the listing says whether the viewer wrote one; deletes really leave the averages")
  func evaluationPage() throws {
    var board = try Self.board(points: 30)
    try board.apply(.writeEvaluation(id: "e1", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    let second = try EvaluationDraft(
      semester: Self.spring, satisfaction: 3, learning: 3.5, honey: 2.5, team: .absent, homework: .heavy,
      difficulty: .moderate, content: String(repeating: "좋", count: 30))
    try board.apply(
      .writeEvaluation(id: "e2", lecture: 4242, by: "b", draft: second), at: Self.now.addingTimeInterval(1))
    #expect(try board.evaluationPage(lecture: 4242, viewer: "a").written)
    #expect(try board.evaluationPage(lecture: 4242, viewer: "b").posts.map(\.id) == ["e1", "e2"])
    #expect(board.averages(lecture: 4242)?.total.value == 3.5833333)
    try board.apply(.removeEvaluation(id: "e1", by: "a"), at: Self.now)
    let listing = try board.evaluationPage(lecture: 4242, viewer: "a")
    #expect(!listing.written && listing.posts.map(\.id) == ["e2"])
    #expect(board.averages(lecture: 4242) == LectureAverages(recomputing: [second]))
    #expect(board.averages(lecture: 4242)?.total.value == 3.0)
    #expect(throws: LecturePostError.lectureNotFound(7)) { try board.evaluationPage(lecture: 7, viewer: "a") }
    #expect(throws: LecturePostError.studentNotFound("z")) { try board.evaluationPage(lecture: 4242, viewer: "z") }
  }

  @Test("Reporting files one report per student and post, for no points; the post must exist and not be one's own")
  func reporting() throws {
    var board = try Self.board()
    try board.apply(.writeEvaluation(id: "e", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    let before = board
    #expect(try board.apply(.report(.evaluation("e"), by: "b"), at: Self.now) == nil)
    let report = PostReport(post: .evaluation("e"), reporter: "b", reportedAt: Self.now)
    #expect(board.reports == [report] && board.reports(of: .evaluation("e")) == [report])
    #expect(board.reports(of: .exam("e")).isEmpty)
    #expect(board.accounts == before.accounts && board.ledger == before.ledger, "a report costs and pays nothing")
    let reported = board
    try board.apply(.report(.evaluation("e"), by: "b"), at: Self.now.addingTimeInterval(60))
    #expect(board == reported, "a second report of the same post keeps the first")
    Self.refuse(
      .report(.evaluation("e"), by: "a"), on: &board, with: .ownPost(kind: .evaluation, post: "e"))
    Self.refuse(.report(.exam("e"), by: "b"), on: &board, with: .postNotFound(kind: .exam, id: "e"))
    #expect(board.invariantViolations() == [])
  }

  @Test("Upholding names the report: it credits that reporter alone, and the post goes with every report of it")
  func upholding() throws {
    var board = try Self.board()
    try board.register(StudentAccount(id: "c"))
    let kept = try Self.evaluation(satisfaction: 1)
    try board.apply(.writeEvaluation(id: "e", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    try board.apply(.writeEvaluation(id: "f", lecture: 4242, by: "b", draft: kept), at: Self.now)
    try board.apply(.report(.evaluation("e"), by: "b"), at: Self.now)
    try board.apply(.report(.evaluation("e"), by: "c"), at: Self.now.addingTimeInterval(1))
    #expect(board.reports(of: .evaluation("e")).map(\.reporter) == ["b", "c"])
    // Nobody is credited for a report they did not file: not the author, not for an unreported post.
    Self.refuse(
      .upholdReport(.evaluation("e"), reporter: "a"), on: &board,
      with: .reportNotFound(kind: .evaluation, post: "e", reporter: "a"))
    Self.refuse(
      .upholdReport(.evaluation("f"), reporter: "c"), on: &board,
      with: .reportNotFound(kind: .evaluation, post: "f", reporter: "c"))
    Self.refuse(.upholdReport(.exam("e"), reporter: "b"), on: &board, with: .postNotFound(kind: .exam, id: "e"))
    Self.refuse(.upholdReport(.evaluation("e"), reporter: "ghost"), on: &board, with: .studentNotFound("ghost"))

    let entry = try board.apply(.upholdReport(.evaluation("e"), reporter: "b"), at: Self.now)
    #expect(entry == PointsEntry(student: "b", reason: .reportUpheld, lecture: nil, balance: 11, at: Self.now))
    #expect(board.account("c")?.points == 0, "the other reporter is not credited")
    #expect(board.evaluations["e"] == nil && board.reports.isEmpty, "the post went, with every report of it")
    #expect(board.averages(lecture: 4242) == LectureAverages(recomputing: [kept]))
    #expect(board.account("a") == (try StudentAccount(id: "a", points: 10)), "the author keeps the points")
    let page = try board.evaluationPage(lecture: 4242, viewer: "a")
    #expect(!page.written && page.posts.map(\.id) == ["f"])
    Self.refuse(
      .upholdReport(.evaluation("e"), reporter: "b"), on: &board, with: .postNotFound(kind: .evaluation, id: "e"))
    try board.apply(.writeEvaluation(id: "e", lecture: 4242, by: "a", draft: try Self.evaluation()), at: Self.now)
    Self.refuse(
      .upholdReport(.evaluation("e"), reporter: "c"), on: &board,
      with: .reportNotFound(kind: .evaluation, post: "e", reporter: "c"))

    // A post its author removes takes its reports too.
    try board.register(StudentAccount(id: "rich", points: 100))
    try board.apply(.writeExamPost(id: "x", lecture: 4242, by: "rich", draft: try Self.exam()), at: Self.now)
    try board.apply(.report(.exam("x"), by: "c"), at: Self.now)
    try board.apply(.removeExamPost(id: "x", by: "rich"), at: Self.now)
    #expect(board.reports.isEmpty)
    #expect(board.invariantViolations() == [])
  }

  @Test("The invariants catch a stored report of a missing post, of one's own post, or by an unknown student")
  func reportInvariants() throws {
    let lecture = Self.lecture
    let post = ExamPost(id: "x", lecture: 4242, author: "a", draft: try Self.exam(), writtenAt: Self.now)
    let accounts = try [StudentAccount(id: "a", writtenExamPosts: 1), StudentAccount(id: "b")]
    func board(_ report: PostReport) -> EvaluationBoard {
      EvaluationBoard(accounts: accounts, lectures: [lecture], examPosts: [post], reports: [report])
    }
    #expect(board(PostReport(post: .exam("x"), reporter: "b", reportedAt: Self.now)).invariantViolations() == [])
    let broken = [
      PostReport(post: .exam("y"), reporter: "b", reportedAt: Self.now),
      PostReport(post: .evaluation("x"), reporter: "b", reportedAt: Self.now),
      PostReport(post: .exam("x"), reporter: "a", reportedAt: Self.now),
      PostReport(post: .exam("x"), reporter: "ghost", reportedAt: Self.now),
    ]
    for report in broken {
      #expect(board(report).invariantViolations().count == 1, "\(report)")
    }
  }

  @Test("Accounts refuse negative numbers and duplicate registration; the balance cannot overflow")
  func accounts() throws {
    #expect(throws: LecturePostError.invalidAccount("a", reason: "points is -1")) {
      try StudentAccount(id: "a", points: -1)
    }
    var board = try Self.board()
    #expect(throws: LecturePostError.duplicateStudent("a")) { try board.register(StudentAccount(id: "a")) }
    try board.register(StudentAccount(id: "max", points: Int.max))
    try board.apply(.writeExamPost(id: "x", lecture: 4242, by: "a", draft: try Self.exam()), at: Self.now)
    try board.apply(.report(.exam("x"), by: "max"), at: Self.now)
    Self.refuse(.upholdReport(.exam("x"), reporter: "max"), on: &board, with: .counterOverflow("max"))
    let profile = try SuwikiServerDecoder.studentProfile(from: SuwikiSamples.myPage)
    let account = try profile.account(id: "suwiki01")
    #expect(account.points == 10 && account.writtenEvaluations == 1 && account.purchasedExamInfo == 1)
  }
}
