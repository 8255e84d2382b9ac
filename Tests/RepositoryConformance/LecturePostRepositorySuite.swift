import Foundation
import LectureEvaluationKit
import Testing

/// Everything a student can see of their standing, to compare before and after a refused command.
private struct Standing: Equatable {
  let accounts: [StudentAccount?]
  let averages: LectureAverages?
  let evaluations: [EvaluationPage<LectureEvaluationPost>]
  let exams: [ExamPostPage<ExamPost>]
  let ledgers: [[PointsEntry]]
  let purchases: [[ExamPurchase]]

  init(_ repository: some LecturePostRepository, students: [StudentID], lecture: Int) async throws {
    var accounts: [StudentAccount?] = []
    var evaluations: [EvaluationPage<LectureEvaluationPost>] = []
    var exams: [ExamPostPage<ExamPost>] = []
    var ledgers: [[PointsEntry]] = []
    var purchases: [[ExamPurchase]] = []
    for student in students {
      let account = try await repository.account(id: student)
      accounts.append(account)
      if account?.isRestricted == false {
        evaluations.append(try await repository.evaluations(lecture: lecture, viewer: student))
        exams.append(try await repository.examPosts(lecture: lecture, viewer: student))
      }
      ledgers.append(try await repository.ledger(student: student))
      purchases.append(try await repository.purchases(student: student))
    }
    (self.accounts, self.evaluations, self.exams, self.ledgers, self.purchases) =
      (accounts, evaluations, exams, ledgers, purchases)
    averages = try await repository.averages(lecture: lecture)
  }
}

/// The behaviour every ``LecturePostRepository`` must have; the SQLite store runs the same suite.
///
/// Dates are whole seconds, which every store keeps exactly.
public func exerciseLecturePostRepository(_ make: () async throws -> some LecturePostRepository) async throws {
  let fall = Semester(year: 2023, term: .second)
  let spring = Semester(year: 2024, term: .first)
  let lecture = EvaluationLecture(id: 4242, name: "데이터베이스", professor: "홍길동", semesters: [fall, spring])
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  func draft(_ satisfaction: Double, _ learning: Double, _ honey: Double, semester: Semester = fall) throws
    -> EvaluationDraft
  {
    try EvaluationDraft(
      semester: semester, satisfaction: satisfaction, learning: learning, honey: honey, team: .present,
      homework: .moderate, difficulty: .lenient, content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
  }
  let exam = try ExamPostDraft(
    semester: fall, examType: .midterm, tags: [.pastExams, .slides, .applied], difficulty: .moderate,
    content: "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")

  let repository = try await make()
  #expect(try await repository.account(id: "a") == nil)
  #expect(try await repository.lecture(id: 4242) == nil)
  #expect(try await repository.averages(lecture: 4242) == nil)
  try await repository.insert(StudentAccount(id: "a"))
  try await repository.insert(StudentAccount(id: "b", points: 25))
  await #expect(throws: LecturePostError.duplicateStudent("a")) {
    try await repository.insert(StudentAccount(id: "a", points: 99))
  }
  #expect(try await repository.account(id: "a") == StudentAccount(id: "a"))
  try await repository.save(lecture)
  #expect(try await repository.lecture(id: 4242) == lecture)
  #expect(try await repository.averages(lecture: 4242) == LectureAverages())

  // Write, read back, averages.
  let first = try draft(4.5, 3.0, 5.0)
  let entry = try await repository.writeEvaluation(first, id: "1021", lecture: 4242, by: "a", at: start)
  #expect(entry == PointsEntry(student: "a", reason: .evaluationWritten, lecture: 4242, balance: 10, at: start))
  let stored = try await repository.evaluation(id: "1021")
  #expect(stored == LectureEvaluationPost(id: "1021", lecture: 4242, author: "a", draft: first, writtenAt: start))
  #expect(try await repository.averages(lecture: 4242)?.total.value == 4.1666665)
  let second = try draft(3.0, 3.5, 2.5, semester: spring)
  try await repository.writeEvaluation(second, id: "1187", lecture: 4242, by: "b", at: start + 1)
  #expect(try await repository.averages(lecture: 4242) == LectureAverages(recomputing: [first, second]))
  let listing = try await repository.evaluations(lecture: 4242, viewer: "a")
  #expect(listing.written && listing.posts.map(\.id) == ["1021", "1187"])

  // Refused commands leave everything as it was, for the reason the rules give first.
  let students: [StudentID] = ["a", "b"]
  let before = try await Standing(repository, students: students, lecture: 4242)
  let refusals: [(LecturePostCommand, LecturePostError)] = [
    (
      .writeEvaluation(id: "x", lecture: 4242, by: "a", draft: first),
      .alreadyWritten(kind: .evaluation, lecture: 4242, existing: "1021")
    ),
    (.writeEvaluation(id: "1187", lecture: 4242, by: "c", draft: first), .studentNotFound("c")),
    (.removeEvaluation(id: "1187", by: "a"), .notAuthor(kind: .evaluation, post: "1187", author: "b", caller: "a")),
    (.removeEvaluation(id: "1021", by: "a"), .notEnoughPoints(balance: 10, needed: 30)),
    (.editEvaluation(id: "404", by: "a", draft: first), .postNotFound(kind: .evaluation, id: "404")),
    (.purchaseExamInfo(lecture: 4242, by: "a"), .notEnoughPoints(balance: 10, needed: 20)),
    (.purchaseExamInfo(lecture: 7, by: "b"), .lectureNotFound(7)),
    (.report(.evaluation("1021"), by: "a"), .ownPost(kind: .evaluation, post: "1021")),
    (.report(.exam("1021"), by: "b"), .postNotFound(kind: .exam, id: "1021")),
    (
      .writeEvaluation(id: "y", lecture: 4242, by: "b", draft: try draft(1, 1, 1)),
      .alreadyWritten(kind: .evaluation, lecture: 4242, existing: "1187")
    ),
    (
      .writeExamPost(
        id: "e", lecture: 4242, by: "a",
        draft: try ExamPostDraft(
          semester: Semester(year: 2020, term: .first), examType: .final, tags: [.notes], difficulty: .easy,
          content: exam.content)),
      .semesterNotOffered(Semester(year: 2020, term: .first), lecture: 4242)
    ),
  ]
  for (command, error) in refusals {
    await #expect(throws: error) { try await repository.update(command, at: start + 2) }
    #expect(try await Standing(repository, students: students, lecture: 4242) == before, "after \(command)")
  }

  #expect(try await repository.update(.report(.evaluation("1021"), by: "b"), at: start + 2) == nil)
  #expect(try await Standing(repository, students: students, lecture: 4242) == before)

  // Edit (free), exam post, purchase, delete.
  let edited = try draft(5.0, 3.5, 2.5, semester: spring)
  try await repository.editEvaluation("1187", to: edited, by: "b", at: start + 3)
  #expect(try await repository.account(id: "b")?.points == 35)
  #expect(try await repository.evaluation(id: "1187")?.editedAt == start + 3)
  #expect(try await repository.averages(lecture: 4242) == LectureAverages(recomputing: [first, edited]))
  try await repository.writeExamPost(exam, id: "311", lecture: 4242, by: "a", at: start + 4)
  #expect(try await repository.examPost(id: "311")?.draft == exam)
  let harder = try exam.editing(difficulty: .hard)
  try await repository.editExamPost("311", to: harder, by: "a", at: start + 4)
  #expect(try await repository.examPost(id: "311")?.draft == harder)
  #expect(try await repository.examPost(id: "311")?.editedAt == start + 4)
  #expect(try await repository.account(id: "a")?.points == 30, "editing is free")
  await #expect(throws: LecturePostError.notAuthor(kind: .exam, post: "311", author: "a", caller: "b")) {
    try await repository.editExamPost("311", to: exam, by: "b", at: start + 4)
  }
  var exams = try await repository.examPosts(lecture: 4242, viewer: "a")
  #expect(exams == ExamPostPage(posts: [], canRead: false, postsExist: true, written: true))
  try await repository.purchaseExamInfo(lecture: 4242, by: "a", at: start + 5)
  exams = try await repository.examPosts(lecture: 4242, viewer: "a")
  #expect(exams.canRead && exams.posts.map(\.id) == ["311"])
  #expect(
    try await repository.purchases(student: "a") == [ExamPurchase(student: "a", lecture: 4242, purchasedAt: start + 5)])
  await #expect(throws: LecturePostError.alreadyPurchased(student: "a", lecture: 4242)) {
    try await repository.purchaseExamInfo(lecture: 4242, by: "a", at: start + 6)
  }
  try await repository.removeEvaluation("1187", by: "b", at: start + 7)
  #expect(try await repository.evaluation(id: "1187") == nil)
  #expect(try await repository.averages(lecture: 4242) == LectureAverages(recomputing: [first]))
  #expect(try await repository.account(id: "b") == StudentAccount(id: "b", points: 5))
  #expect(
    try await repository.ledger(student: "a").map(\.reason) == [
      .evaluationWritten, .examPostWritten, .examInfoPurchased,
    ])
  #expect(try await repository.ledger(student: "a").map(\.balance) == [10, 30, 10])
  #expect(try await repository.ledger(student: "b").map(\.balance) == [35, 5])

  // Saving the lecture again changes its names, not its averages.
  var renamed = lecture
  renamed.name = "데이터베이스설계"
  try await repository.save(renamed)
  #expect(try await repository.lecture(id: 4242) == renamed)
  #expect(try await repository.averages(lecture: 4242) == LectureAverages(recomputing: [first]))

  // Reports: filed once per student and post; upholding names the post and one reporter, credits that reporter
  // alone and removes the post with every report of it.
  try await repository.insert(StudentAccount(id: "c"))
  try await repository.writeExamPost(exam, id: "312", lecture: 4242, by: "c", at: start + 7)
  #expect(try await repository.update(.report(.exam("312"), by: "a"), at: start + 7) == nil)
  try await repository.update(.report(.exam("312"), by: "a"), at: start + 7)  // again: the first report stands
  try await repository.update(.report(.exam("312"), by: "b"), at: start + 7)
  let reported = try await Standing(repository, students: ["a", "b", "c"], lecture: 4242)
  let unfounded: [(LecturePostCommand, LecturePostError)] = [
    (.upholdReport(.exam("311"), reporter: "b"), .reportNotFound(kind: .exam, post: "311", reporter: "b")),
    (.upholdReport(.exam("312"), reporter: "c"), .reportNotFound(kind: .exam, post: "312", reporter: "c")),
    (.upholdReport(.evaluation("312"), reporter: "a"), .postNotFound(kind: .evaluation, id: "312")),
    (.upholdReport(.exam("312"), reporter: "zz"), .studentNotFound("zz")),
  ]
  for (command, error) in unfounded {
    await #expect(throws: error) { try await repository.update(command, at: start + 7) }
    #expect(try await Standing(repository, students: ["a", "b", "c"], lecture: 4242) == reported, "after \(command)")
  }

  // Restriction; a report filed before it is still upheld.
  try await repository.setRestricted(true, student: "a", at: start + 8)
  await #expect(throws: LecturePostError.restricted("a")) {
    try await repository.evaluations(lecture: 4242, viewer: "a")
  }
  await #expect(throws: LecturePostError.restricted("a")) {
    try await repository.removeExamPost("311", by: "a", at: start + 8)
  }
  let upheld = try await repository.update(.upholdReport(.exam("312"), reporter: "a"), at: start + 9)
  #expect(upheld == PointsEntry(student: "a", reason: .reportUpheld, lecture: nil, balance: 11, at: start + 9))
  #expect(try await repository.examPost(id: "312") == nil)
  #expect(try await repository.account(id: "c") == StudentAccount(id: "c", points: 20), "the author keeps the points")
  #expect(try await repository.ledger(student: "b").map(\.balance) == [35, 5], "the other reporter is not credited")
  await #expect(throws: LecturePostError.postNotFound(kind: .exam, id: "312")) {
    try await repository.update(.upholdReport(.exam("312"), reporter: "b"), at: start + 9)
  }
  // The post's reports went with it: the same id written again has none.
  try await repository.writeExamPost(exam, id: "312", lecture: 4242, by: "c", at: start + 9)
  await #expect(throws: LecturePostError.reportNotFound(kind: .exam, post: "312", reporter: "b")) {
    try await repository.update(.upholdReport(.exam("312"), reporter: "b"), at: start + 9)
  }
  // An author's removal takes the reports too.
  try await repository.update(.report(.exam("312"), by: "b"), at: start + 9)
  let removal = try await repository.removeExamPost("312", by: "c", at: start + 9)
  #expect(removal?.reason == .examPostDeleted && removal?.balance == 10)
  try await repository.writeExamPost(exam, id: "312", lecture: 4242, by: "c", at: start + 9)
  await #expect(throws: LecturePostError.reportNotFound(kind: .exam, post: "312", reporter: "b")) {
    try await repository.update(.upholdReport(.exam("312"), reporter: "b"), at: start + 9)
  }
  #expect(try await repository.setRestricted(false, student: "a", at: start + 10).points == 11)
  await #expect(throws: LecturePostError.studentNotFound("zz")) {
    try await repository.setRestricted(true, student: "zz", at: start + 10)
  }
  // A missing post (the contract's rule): reads give nil; a command on it is refused (a removal costs points and
  // checks its author, so it is a command, not the repository's remove).
  #expect(try await repository.evaluation(id: "404") == nil)
  #expect(try await repository.examPost(id: "404") == nil)
  await #expect(throws: LecturePostError.postNotFound(kind: .exam, id: "404")) {
    try await repository.update(.removeExamPost(id: "404", by: "a"), at: start + 11)
  }

  // Pending reports, as an admin lists them to uphold one: oldest first, then by reporter, whatever order they were
  // filed in and whatever order the store keys them by. A report stays pending while its reporter is restricted and
  // leaves the list when its post goes, upheld (with the other reports of it) or removed by its author; a removed
  // post cannot be reported again.
  do {
    let store = try await make()
    #expect(try await store.reports() == [])
    #expect(try await store.reports(of: .evaluation("e1")) == [])
    try await store.insert(StudentAccount(id: "a", points: 30))
    try await store.insert(StudentAccount(id: "b"))
    try await store.insert(StudentAccount(id: "c"))
    try await store.save(lecture)
    try await store.writeEvaluation(first, id: "e1", lecture: 4242, by: "a", at: start)
    try await store.writeExamPost(exam, id: "x1", lecture: 4242, by: "c", at: start)
    #expect(try await store.reports() == [], "writing files no report")

    let byC = PostReport(post: .evaluation("e1"), reporter: "c", reportedAt: start + 30)
    let byB = PostReport(post: .exam("x1"), reporter: "b", reportedAt: start + 20)
    try await store.update(.report(.evaluation("e1"), by: "c"), at: start + 30)
    try await store.update(.report(.exam("x1"), by: "b"), at: start + 20)
    #expect(try await store.reports() == [byB, byC], "oldest first, not as filed or keyed")

    let byA = PostReport(post: .exam("x1"), reporter: "a", reportedAt: start + 20)
    try await store.update(.report(.exam("x1"), by: "a"), at: start + 20)
    try await store.update(.report(.exam("x1"), by: "b"), at: start + 40)  // again: the first report stands
    await #expect(throws: LecturePostError.ownPost(kind: .exam, post: "x1")) {
      try await store.update(.report(.exam("x1"), by: "c"), at: start + 40)
    }
    #expect(try await store.reports() == [byA, byB, byC], "the same instant: by reporter")
    #expect(try await store.reports(of: .exam("x1")) == [byA, byB])
    #expect(try await store.reports(of: .evaluation("e1")) == [byC])
    #expect(try await store.reports(of: .exam("e1")) == [], "another kind's post of the same id")

    try await store.setRestricted(true, student: "c", at: start + 41)
    #expect(try await store.reports() == [byA, byB, byC], "a restricted reporter's report stays pending")

    try await store.update(.upholdReport(.exam("x1"), reporter: "b"), at: start + 50)
    #expect(try await store.reports() == [byC], "upholding takes every report of the post")
    #expect(try await store.reports(of: .exam("x1")) == [])

    try await store.removeEvaluation("e1", by: "a", at: start + 60)
    #expect(try await store.reports() == [], "the author's removal takes the post's reports")
    #expect(try await store.reports(of: .evaluation("e1")) == [])
    await #expect(throws: LecturePostError.postNotFound(kind: .evaluation, id: "e1")) {
      try await store.update(.report(.evaluation("e1"), by: "b"), at: start + 61)
    }
    #expect(try await store.reports() == [])
  }

  // Concurrent calls: twelve purchases of one lecture at once take 20 points once; twelve first evaluations of
  // one lecture by one student store one; with 35 points left, four purchases at once succeed once.
  do {
    let store = try await make()
    try await store.insert(StudentAccount(id: "s", points: 45))
    for id in 1...5 {
      try await store.save(EvaluationLecture(id: id, name: "강의 \(id)", professor: "교수", semesters: [fall]))
    }
    let same = try await withThrowingTaskGroup(of: Bool.self) { group in
      for round in 0..<12 {
        group.addTask {
          do {
            try await store.purchaseExamInfo(lecture: 1, by: "s", at: start + Double(round))
            return true
          } catch let error as LecturePostError {
            #expect(error == .alreadyPurchased(student: "s", lecture: 1))
            return false
          }
        }
      }
      return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(same == 1)
    #expect(try await store.account(id: "s")?.points == 25)
    let written = try await withThrowingTaskGroup(of: Bool.self) { group in
      for round in 0..<12 {
        group.addTask {
          do {
            try await store.writeEvaluation(
              try draft(Double(round % 10 + 1) / 2, 3, 3), id: EvaluationPostID("w\(round)"), lecture: 2, by: "s",
              at: start)
            return true
          } catch let error as LecturePostError {
            guard case .alreadyWritten = error else {
              Issue.record("unexpected \(error)")
              return false
            }
            return false
          }
        }
      }
      return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(written == 1)
    #expect(try await store.evaluations(lecture: 2, viewer: "s").posts.count == 1)
    #expect(try await store.averages(lecture: 2)?.count == 1)
    #expect(try await store.account(id: "s")?.points == 35)
    let bought = try await withThrowingTaskGroup(of: Bool.self) { group in
      for lecture in 2...5 {
        group.addTask {
          do {
            try await store.purchaseExamInfo(lecture: lecture, by: "s", at: start)
            return true
          } catch let error as LecturePostError {
            #expect(error == .notEnoughPoints(balance: 15, needed: 20))
            return false
          }
        }
      }
      return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(bought == 1)
    let account = try #require(try await store.account(id: "s"))
    #expect(account.points == 15 && account.purchasedExamInfo == 2 && account.writtenEvaluations == 1)
    #expect(try await store.ledger(student: "s").map(\.balance) == [25, 35, 15])
    #expect(try await store.purchases(student: "s").count == 2)
  }
}
