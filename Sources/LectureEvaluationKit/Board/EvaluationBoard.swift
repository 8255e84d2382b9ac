import Foundation

/// The rules of lecture evaluations, exam posts, exam purchases, reports and points, on the state they change: the
/// students' accounts, the lectures with their running averages, the posts, the purchases, the pending reports and
/// the points ledger.
///
/// Every change goes through ``apply(_:at:)``, which checks all of a command's preconditions before it changes
/// anything: a refused command leaves the board equal (`==`) to what it was. Repositories keep a board (in memory)
/// or load the part of one a command touches (SQLite) and run the same function in one transaction.
///
/// ```swift
/// var board = EvaluationBoard()
/// try board.register(StudentAccount(id: "student-1"))
/// board.save(EvaluationLecture(id: 4242, name: "데이터베이스", professor: "홍길동", semesters: [fall]))
/// try board.apply(.writeEvaluation(id: "1021", lecture: 4242, by: "student-1", draft: draft), at: now)
/// board.averages(lecture: 4242)?.total.text  // "4.2"
/// board.account("student-1")?.points          // 10
/// ```
public struct EvaluationBoard: Hashable, Sendable {
  /// The students, by identity.
  public internal(set) var accounts: [StudentID: StudentAccount] = [:]
  /// The lectures, by identity.
  public internal(set) var lectures: [Int: EvaluationLecture] = [:]
  /// Each lecture's running averages, by lecture identity.
  public internal(set) var averages: [Int: LectureAverages] = [:]
  /// The lecture evaluations, by identity.
  public internal(set) var evaluations: [EvaluationPostID: LectureEvaluationPost] = [:]
  /// The exam posts, by identity.
  public internal(set) var examPosts: [ExamPostID: ExamPost] = [:]
  /// The ledger's entries, oldest first.
  public internal(set) var ledger: [PointsEntry] = []

  var purchaseIndex: [StudentLecture: ExamPurchase] = [:]
  var evaluationByAuthor: [StudentLecture: EvaluationPostID] = [:]
  var examPostByAuthor: [StudentLecture: ExamPostID] = [:]
  var reportIndex: [PostReporter: PostReport] = [:]

  /// A student and a lecture: the key of the one-post-per-lecture rules and of purchases.
  struct StudentLecture: Hashable, Sendable {
    let student: StudentID
    let lecture: Int
  }

  /// A post and a student who reported it: the key of the one-report-per-student rule.
  struct PostReporter: Hashable, Sendable {
    let post: ReportedPost
    let reporter: StudentID
  }

  /// An empty board.
  public init() {}

  /// A board holding stored state, as a store loads the part a command needs.
  ///
  /// A lecture without an entry in `averages` starts with none counted. Later values replace earlier ones with the
  /// same identity (for a report: the same post and reporter).
  public init(
    accounts: [StudentAccount], lectures: [EvaluationLecture], averages: [Int: LectureAverages] = [:],
    evaluations: [LectureEvaluationPost] = [], examPosts: [ExamPost] = [], purchases: [ExamPurchase] = [],
    reports: [PostReport] = []
  ) {
    for account in accounts { self.accounts[account.id] = account }
    for lecture in lectures {
      self.lectures[lecture.id] = lecture
      self.averages[lecture.id] = averages[lecture.id] ?? LectureAverages()
    }
    for post in evaluations {
      self.evaluations[post.id] = post
      evaluationByAuthor[StudentLecture(student: post.author, lecture: post.lecture)] = post.id
    }
    for post in examPosts {
      self.examPosts[post.id] = post
      examPostByAuthor[StudentLecture(student: post.author, lecture: post.lecture)] = post.id
    }
    for purchase in purchases {
      purchaseIndex[StudentLecture(student: purchase.student, lecture: purchase.lecture)] = purchase
    }
    for report in reports {
      reportIndex[PostReporter(post: report.post, reporter: report.reporter)] = report
    }
  }

  // MARK: Students and lectures

  /// Registers a student.
  ///
  /// - Throws: ``LecturePostError/duplicateStudent(_:)`` when the identity is taken; nothing changes then.
  public mutating func register(_ account: StudentAccount) throws(LecturePostError) {
    guard accounts[account.id] == nil else { throw .duplicateStudent(account.id) }
    accounts[account.id] = account
  }

  /// Restricts a student or lifts the restriction.
  ///
  /// - Throws: ``LecturePostError/studentNotFound(_:)``.
  public mutating func setRestricted(_ restricted: Bool, student: StudentID) throws(LecturePostError) {
    guard accounts[student] != nil else { throw .studentNotFound(student) }
    accounts[student]?.isRestricted = restricted
  }

  /// Stores a lecture or replaces its names and semesters; its averages and posts are kept.
  public mutating func save(_ lecture: EvaluationLecture) {
    lectures[lecture.id] = lecture
    if averages[lecture.id] == nil { averages[lecture.id] = LectureAverages() }
  }

  // MARK: Reads

  /// The student's account, or `nil`.
  public func account(_ id: StudentID) -> StudentAccount? { accounts[id] }

  /// The lecture's running averages, or `nil` for an unknown lecture.
  public func averages(lecture: Int) -> LectureAverages? { averages[lecture] }

  /// Every lecture with its running averages, by id ascending: what
  /// ``LectureAveragesListing/lecturesWithAverages()`` lists. Every lecture has averages (``save(_:)`` and the
  /// initializers give it some); one without would list none counted.
  ///
  /// - Complexity: O(*n* log *n*) in the number of lectures.
  var listedLectures: [ListedLecture] {
    lectures.values.sorted { $0.id < $1.id }.map { lecture in
      ListedLecture(lecture: lecture, averages: averages[lecture.id] ?? LectureAverages())
    }
  }

  /// Every purchase, by student then lecture.
  public var purchases: [ExamPurchase] {
    purchaseIndex.values.sorted { ($0.student, $0.lecture) < ($1.student, $1.lecture) }
  }

  /// Whether `student` bought `lecture`'s exam posts.
  public func hasPurchased(_ student: StudentID, lecture: Int) -> Bool {
    purchaseIndex[StudentLecture(student: student, lecture: lecture)] != nil
  }

  /// The student's ledger entries, oldest first.
  public func ledger(student: StudentID) -> [PointsEntry] {
    ledger.filter { $0.student == student }
  }

  /// The pending reports, oldest first: what an admin may uphold.
  public var reports: [PostReport] {
    reportIndex.values.sorted(by: Self.isOrderedBefore)
  }

  /// The pending reports of one post, oldest first.
  ///
  /// - Complexity: O(*n*) in the number of pending reports.
  public func reports(of post: ReportedPost) -> [PostReport] {
    reportIndex.values.filter { $0.post == post }.sorted(by: Self.isOrderedBefore)
  }

  /// Oldest first, then by reporter, then by post, so the order never depends on hashing.
  private static func isOrderedBefore(_ lhs: PostReport, _ rhs: PostReport) -> Bool {
    (lhs.reportedAt, lhs.reporter, lhs.post.kind.rawValue, lhs.post.postID)
      < (rhs.reportedAt, rhs.reporter, rhs.post.kind.rawValue, rhs.post.postID)
  }

  /// The lecture's evaluations as `viewer` sees them, oldest first.
  ///
  /// - Throws: ``LecturePostError/studentNotFound(_:)``, ``LecturePostError/restricted(_:)`` (a restricted student
  ///   reads no details), ``LecturePostError/lectureNotFound(_:)``.
  /// - Complexity: O(*n*) in the number of evaluations on the board.
  public func evaluationPage(lecture: Int, viewer: StudentID) throws(LecturePostError) -> EvaluationPage<
    LectureEvaluationPost
  > {
    try checkReader(viewer, lecture: lecture)
    let posts = evaluations.values.filter { $0.lecture == lecture }.sorted {
      ($0.writtenAt, $0.id) < ($1.writtenAt, $1.id)
    }
    let written = evaluationByAuthor[StudentLecture(student: viewer, lecture: lecture)] != nil
    return EvaluationPage(posts: posts, written: written)
  }

  /// The lecture's exam posts as `viewer` sees them: hidden without a purchase.
  ///
  /// - Throws: As ``evaluationPage(lecture:viewer:)``.
  /// - Complexity: O(*n*) in the number of exam posts on the board.
  public func examPostPage(lecture: Int, viewer: StudentID) throws(LecturePostError) -> ExamPostPage<ExamPost> {
    try checkReader(viewer, lecture: lecture)
    let all = examPosts.values.filter { $0.lecture == lecture }.sorted { ($0.writtenAt, $0.id) < ($1.writtenAt, $1.id) }
    let canRead = hasPurchased(viewer, lecture: lecture)
    return ExamPostPage(
      posts: canRead ? all : [], canRead: canRead, postsExist: !all.isEmpty,
      written: examPostByAuthor[StudentLecture(student: viewer, lecture: lecture)] != nil)
  }

  private func checkReader(_ viewer: StudentID, lecture: Int) throws(LecturePostError) {
    guard let account = accounts[viewer] else { throw .studentNotFound(viewer) }
    guard !account.isRestricted else { throw .restricted(viewer) }
    guard lectures[lecture] != nil else { throw .lectureNotFound(lecture) }
  }
}
