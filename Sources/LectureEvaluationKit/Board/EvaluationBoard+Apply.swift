import Foundation

extension EvaluationBoard {
  /// Applies one command, all or nothing, and returns the ledger entry it made (`nil` for an edit, which is free, and
  /// for a change of the restriction).
  ///
  /// The preconditions are checked in this order, and the first that fails is thrown:
  /// 1. the student exists (``LecturePostError/studentNotFound(_:)``) and, except for an upheld report or a change
  ///    of the restriction itself, is not restricted (``LecturePostError/restricted(_:)``);
  /// 2. writing: the lecture exists, the post identity is free (``LecturePostError/duplicatePost(kind:id:)``), the
  ///    student has no post of that kind on the lecture (``LecturePostError/alreadyWritten(kind:lecture:existing:)``),
  ///    the semester is one the lecture was taught in (``LecturePostError/semesterNotOffered(_:lecture:)``);
  /// 3. editing and deleting: the post exists (``LecturePostError/postNotFound(kind:id:)``), the caller wrote it
  ///    (``LecturePostError/notAuthor(kind:post:author:caller:)``), then an edit's semester, a delete's balance of
  ///    30 (``LecturePostError/notEnoughPoints(balance:needed:)``);
  /// 4. reporting: the post exists, and is not the reporter's own (``LecturePostError/ownPost(kind:post:)``);
  /// 5. upholding: the post exists, and the reporter has a pending report of it
  ///    (``LecturePostError/reportNotFound(kind:post:reporter:)``);
  /// 6. buying: the lecture exists, it was not bought already (``LecturePostError/alreadyPurchased(student:lecture:)``,
  ///    checked before the balance), the balance is at least 20.
  ///
  /// A post that goes (its author removes it, or a report of it is upheld) takes its pending reports with it.
  ///
  /// - Throws: ``LecturePostError``; the board is unchanged then.
  @discardableResult
  public mutating func apply(_ command: LecturePostCommand, at date: Date) throws(LecturePostError) -> PointsEntry? {
    let studentID = command.student
    guard var account = accounts[studentID] else { throw .studentNotFound(studentID) }
    switch command {
    case .upholdReport, .setRestricted: break
    default: if account.isRestricted { throw .restricted(studentID) }
    }
    var reason: PointsReason?
    var lectureID: Int?
    switch command {
    case .writeEvaluation(let id, let lecture, let author, let draft):
      try checkNewPost(.evaluation, id: id.rawValue, taken: evaluations[id] != nil, lecture: lecture, author: author)
      try checkSemester(draft.semester, lecture: lecture)
      try change(&account.writtenEvaluations, by: 1, student: studentID)
      try change(&account.points, by: PointsReason.evaluationWritten.delta, student: studentID)
      evaluations[id] = LectureEvaluationPost(id: id, lecture: lecture, author: author, draft: draft, writtenAt: date)
      evaluationByAuthor[StudentLecture(student: author, lecture: lecture)] = id
      averages[lecture, default: LectureAverages()].add(draft)
      (reason, lectureID) = (.evaluationWritten, lecture)

    case .editEvaluation(let id, let by, let draft):
      guard var post = evaluations[id] else { throw .postNotFound(kind: .evaluation, id: id.rawValue) }
      try checkAuthor(.evaluation, post: id.rawValue, author: post.author, caller: by)
      try checkSemester(draft.semester, lecture: post.lecture)
      averages[post.lecture, default: LectureAverages()].replace(post.draft, with: draft)
      post.draft = draft
      post.editedAt = date
      evaluations[id] = post

    case .removeEvaluation(let id, let by):
      guard let post = evaluations[id] else { throw .postNotFound(kind: .evaluation, id: id.rawValue) }
      try checkAuthor(.evaluation, post: id.rawValue, author: post.author, caller: by)
      try spend(PointsReason.evaluationDeleted, from: &account)
      account.writtenEvaluations = max(0, account.writtenEvaluations - 1)
      dropEvaluation(post)
      (reason, lectureID) = (.evaluationDeleted, post.lecture)

    case .writeExamPost(let id, let lecture, let author, let draft):
      try checkNewPost(.exam, id: id.rawValue, taken: examPosts[id] != nil, lecture: lecture, author: author)
      try checkSemester(draft.semester, lecture: lecture)
      try change(&account.writtenExamPosts, by: 1, student: studentID)
      try change(&account.points, by: PointsReason.examPostWritten.delta, student: studentID)
      examPosts[id] = ExamPost(id: id, lecture: lecture, author: author, draft: draft, writtenAt: date)
      examPostByAuthor[StudentLecture(student: author, lecture: lecture)] = id
      (reason, lectureID) = (.examPostWritten, lecture)

    case .editExamPost(let id, let by, let draft):
      guard var post = examPosts[id] else { throw .postNotFound(kind: .exam, id: id.rawValue) }
      try checkAuthor(.exam, post: id.rawValue, author: post.author, caller: by)
      try checkSemester(draft.semester, lecture: post.lecture)
      post.draft = draft
      post.editedAt = date
      examPosts[id] = post

    case .removeExamPost(let id, let by):
      guard let post = examPosts[id] else { throw .postNotFound(kind: .exam, id: id.rawValue) }
      try checkAuthor(.exam, post: id.rawValue, author: post.author, caller: by)
      try spend(PointsReason.examPostDeleted, from: &account)
      account.writtenExamPosts = max(0, account.writtenExamPosts - 1)
      dropExamPost(post)
      (reason, lectureID) = (.examPostDeleted, post.lecture)

    case .purchaseExamInfo(let lecture, let by):
      guard lectures[lecture] != nil else { throw .lectureNotFound(lecture) }
      let key = StudentLecture(student: by, lecture: lecture)
      guard purchaseIndex[key] == nil else { throw .alreadyPurchased(student: by, lecture: lecture) }
      try spend(PointsReason.examInfoPurchased, from: &account)
      try change(&account.purchasedExamInfo, by: 1, student: studentID)
      purchaseIndex[key] = ExamPurchase(student: by, lecture: lecture, purchasedAt: date)
      (reason, lectureID) = (.examInfoPurchased, lecture)

    case .report(let reported, let by):
      guard let author = postAuthor(reported) else { throw reported.notFound }
      guard author != by else { throw reported.ownPost }
      let key = PostReporter(post: reported, reporter: by)
      if reportIndex[key] == nil { reportIndex[key] = PostReport(post: reported, reporter: by, reportedAt: date) }

    case .upholdReport(let reported, let reporter):
      guard let author = postAuthor(reported) else { throw reported.notFound }
      guard reportIndex[PostReporter(post: reported, reporter: reporter)] != nil, author != reporter else {
        throw .reportNotFound(kind: reported.kind, post: reported.postID, reporter: reporter)
      }
      try change(&account.points, by: PointsReason.reportUpheld.delta, student: studentID)
      switch reported {
      case .evaluation(let id): if let post = evaluations[id] { dropEvaluation(post) }
      case .exam(let id): if let post = examPosts[id] { dropExamPost(post) }
      }
      uncountPost(of: reported.kind, by: author)
      reason = .reportUpheld

    case .setRestricted(let restricted, _):
      account.isRestricted = restricted
    }
    accounts[studentID] = account
    guard let reason else { return nil }
    let entry = PointsEntry(student: studentID, reason: reason, lecture: lectureID, balance: account.points, at: date)
    ledger.append(entry)
    return entry
  }

  // MARK: Removing posts

  /// Takes an evaluation off the board: the post, its index entry, its share of the averages, its reports.
  private mutating func dropEvaluation(_ post: LectureEvaluationPost) {
    evaluations[post.id] = nil
    evaluationByAuthor[StudentLecture(student: post.author, lecture: post.lecture)] = nil
    averages[post.lecture]?.remove(post.draft)
    dropReports(of: .evaluation(post.id))
  }

  /// Takes an exam post off the board: the post, its index entry, its reports.
  private mutating func dropExamPost(_ post: ExamPost) {
    examPosts[post.id] = nil
    examPostByAuthor[StudentLecture(student: post.author, lecture: post.lecture)] = nil
    dropReports(of: .exam(post.id))
  }

  /// One post fewer in its author's count (the server's `writtenEvaluation` or `writtenExam`), when the author is on
  /// the board; the author is never the student the command credits, so this account is not the one `apply` writes.
  private mutating func uncountPost(of kind: LecturePostKind, by author: StudentID) {
    guard var account = accounts[author] else { return }
    switch kind {
    case .evaluation: account.writtenEvaluations = max(0, account.writtenEvaluations - 1)
    case .exam: account.writtenExamPosts = max(0, account.writtenExamPosts - 1)
    }
    accounts[author] = account
  }

  private mutating func dropReports(of post: ReportedPost) {
    reportIndex = reportIndex.filter { $0.key.post != post }
  }

  /// The author of the post, or `nil` when there is no such post.
  private func postAuthor(_ post: ReportedPost) -> StudentID? {
    switch post {
    case .evaluation(let id): evaluations[id]?.author
    case .exam(let id): examPosts[id]?.author
    }
  }

  // MARK: Preconditions

  /// Checks, in order: the lecture exists, the id is free, the author has no post of this kind on the lecture.
  private func checkNewPost(
    _ kind: LecturePostKind, id: String, taken: Bool, lecture: Int, author: StudentID
  ) throws(LecturePostError) {
    guard lectures[lecture] != nil else { throw .lectureNotFound(lecture) }
    guard !taken else { throw .duplicatePost(kind: kind, id: id) }
    let key = StudentLecture(student: author, lecture: lecture)
    let existing = kind == .evaluation ? evaluationByAuthor[key]?.rawValue : examPostByAuthor[key]?.rawValue
    if let existing { throw .alreadyWritten(kind: kind, lecture: lecture, existing: existing) }
  }

  private func checkAuthor(
    _ kind: LecturePostKind, post: String, author: StudentID, caller: StudentID
  ) throws(LecturePostError) {
    guard author == caller else { throw .notAuthor(kind: kind, post: post, author: author, caller: caller) }
  }

  private func checkSemester(_ semester: Semester, lecture: Int) throws(LecturePostError) {
    guard let offered = lectures[lecture] else { throw .lectureNotFound(lecture) }
    guard offered.semesters.contains(semester) else { throw .semesterNotOffered(semester, lecture: lecture) }
  }

  /// Takes a cost from the balance, refusing a balance below it.
  private func spend(_ reason: PointsReason, from account: inout StudentAccount) throws(LecturePostError) {
    let cost = -reason.delta
    guard account.points >= cost else { throw .notEnoughPoints(balance: account.points, needed: cost) }
    account.points -= cost
  }

  private func change(_ value: inout Int, by delta: Int, student: StudentID) throws(LecturePostError) {
    let (sum, overflow) = value.addingReportingOverflow(delta)
    guard !overflow else { throw .counterOverflow(student) }
    value = sum
  }
}

extension ReportedPost {
  /// The error for a reported post that does not exist.
  fileprivate var notFound: LecturePostError {
    switch self {
    case .evaluation(let id): .postNotFound(kind: .evaluation, id: id.rawValue)
    case .exam(let id): .postNotFound(kind: .exam, id: id.rawValue)
    }
  }

  /// The error for a student reporting their own post.
  fileprivate var ownPost: LecturePostError {
    switch self {
    case .evaluation(let id): .ownPost(kind: .evaluation, post: id.rawValue)
    case .exam(let id): .ownPost(kind: .exam, post: id.rawValue)
    }
  }
}
