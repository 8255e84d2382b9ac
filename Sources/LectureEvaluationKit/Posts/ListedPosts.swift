import Foundation

/// An evaluation as the SUWIKI server lists it: its ratings to show, and its values to edit.
///
/// The server checks no range, so a post another client wrote may hold a rating off the kit's 0.5 grid, a code
/// outside its choices or a semester that does not read: such a post still decodes (the choice or semester is
/// `nil`), and ``draft()`` names the field when the post is opened for editing.
public struct ListedEvaluation: Hashable, Sendable, Identifiable {
  /// The server's post id.
  public let id: Int
  /// The semester the writer took the lecture, or `nil` when the server's text is not "YYYY-T".
  public let semester: Semester?
  /// The post's own average, as the server computed it: (learning + honey + satisfaction) / 3.
  public let total: Rating
  /// 만족도.
  public let satisfaction: Rating
  /// 배움지수.
  public let learning: Rating
  /// 꿀강지수.
  public let honey: Rating
  /// 조모임, or `nil` for a code outside the kit's choices.
  public let team: TeamProject?
  /// 학점 (grading), or `nil` for a code outside the kit's choices.
  public let difficulty: GradingDifficulty?
  /// 과제, or `nil` for a code outside the kit's choices.
  public let homework: HomeworkLoad?
  /// The text.
  public let content: String
  /// The values as sent, which ``draft()`` validates.
  let wire: Values

  struct Values: Hashable, Sendable {
    let semester: String
    let team: Int
    let difficulty: Int
    let homework: Int
  }

  /// Creates a listed evaluation of values the kit's rules allow (for previews and tests); `total` is the draft's
  /// own average.
  public init(id: Int, draft: EvaluationDraft) {
    self.init(
      EvaluatePostWire(
        id: id, selectedSemester: draft.semester.description, totalAvg: draft.totalAverage.value,
        satisfaction: Float(draft.satisfaction.value), learning: Float(draft.learning.value),
        honey: Float(draft.honey.value), team: draft.team.rawValue, difficulty: draft.difficulty.rawValue,
        homework: draft.homework.rawValue, content: draft.content))
  }

  init(_ post: EvaluatePostWire) {
    id = post.id
    semester = Semester(post.selectedSemester)
    total = Rating(post.totalAvg)
    satisfaction = Rating(post.satisfaction)
    learning = Rating(post.learning)
    honey = Rating(post.honey)
    team = TeamProject(rawValue: post.team)
    difficulty = GradingDifficulty(rawValue: post.difficulty)
    homework = HomeworkLoad(rawValue: post.homework)
    content = post.content
    wire = Values(
      semester: post.selectedSemester, team: post.team, difficulty: post.difficulty, homework: post.homework)
  }

  /// The post's values as a validated draft, to edit it or to keep it offline.
  ///
  /// - Throws: The errors of ``EvaluationDraft/init(semesterText:satisfaction:learning:honey:team:difficulty:homework:content:)``,
  ///   naming the first field (in the wire's order) that breaks the kit's rules.
  public func draft() throws(LecturePostError) -> EvaluationDraft {
    try EvaluationDraft(
      semesterText: wire.semester, satisfaction: Double(satisfaction.value), learning: Double(learning.value),
      honey: Double(honey.value), team: wire.team, difficulty: wire.difficulty, homework: wire.homework,
      content: content)
  }
}

/// A page of a lecture's evaluations (`GET /evaluate-posts?lectureId=&page=`) and whether the viewer wrote one.
public struct EvaluationPage: Hashable, Sendable {
  /// The page's posts (10 at most; an empty page ends the list).
  public let posts: [ListedEvaluation]
  /// Whether the viewer has an evaluation of this lecture.
  public let written: Bool

  /// Creates a page.
  public init(posts: [ListedEvaluation], written: Bool) {
    self.posts = posts
    self.written = written
  }
}

/// An exam post as the SUWIKI server lists it.
///
/// As with ``ListedEvaluation``, a post another client wrote decodes even when a text is not one of the kit's
/// choices (that value is `nil`, the tags empty), and ``draft()`` names the field.
public struct ListedExamPost: Hashable, Sendable, Identifiable {
  /// The server's post id.
  public let id: Int
  /// The semester of the exam, or `nil` when the server's text is not "YYYY-T".
  public let semester: Semester?
  /// Which exam, or `nil` for a text outside the kit's choices.
  public let examType: ExamType?
  /// What the exam drew on, in the app's order; empty when the server's list holds a tag the kit does not know.
  public let tags: [ExamInfoTag]
  /// How hard it was, or `nil` for a text outside the kit's choices.
  public let difficulty: ExamDifficulty?
  /// The text.
  public let content: String
  /// The texts as sent, which ``draft()`` validates.
  let wire: Texts

  struct Texts: Hashable, Sendable {
    let semester: String
    let examType: String
    let examInfo: String
    let difficulty: String
  }

  /// Creates a listed exam post of values the kit's rules allow (for previews and tests).
  public init(id: Int, draft: ExamPostDraft) {
    self.init(
      ExamPostWire(
        id: id, selectedSemester: draft.semester.description, examType: draft.examType.rawValue,
        examInfo: draft.examInfoText, examDifficulty: draft.difficulty.rawValue, content: draft.content))
  }

  init(_ post: ExamPostWire) {
    id = post.id
    semester = Semester(post.selectedSemester)
    examType = ExamType(rawValue: post.examType)
    tags = (try? ExamInfoTag.parseList(post.examInfo)) ?? []
    difficulty = ExamDifficulty(rawValue: post.examDifficulty)
    content = post.content
    wire = Texts(
      semester: post.selectedSemester, examType: post.examType, examInfo: post.examInfo,
      difficulty: post.examDifficulty)
  }

  /// The post's values as a validated draft.
  ///
  /// - Throws: The errors of ``ExamPostDraft/init(semesterText:examTypeText:examInfoText:difficultyText:content:)``.
  public func draft() throws(LecturePostError) -> ExamPostDraft {
    try ExamPostDraft(
      semesterText: wire.semester, examTypeText: wire.examType, examInfoText: wire.examInfo,
      difficultyText: wire.difficulty, content: content)
  }
}

/// A page of a lecture's exam posts as the viewer may see them (`GET /exam-posts?lectureId=&page=`).
///
/// Without a purchase ``posts`` is empty and ``canRead`` false, while ``postsExist`` and ``written`` still tell the
/// truth, so the app can offer the purchase. (``ExamPostListing`` is the same view of an ``EvaluationBoard``.)
public struct ExamPostPage: Hashable, Sendable {
  /// The page's posts; empty unless ``canRead``.
  public let posts: [ListedExamPost]
  /// Whether the viewer bought this lecture's exam posts (the wire's `canRead`).
  public let canRead: Bool
  /// Whether the lecture has exam posts at all (the wire's `examDataExist`).
  public let postsExist: Bool
  /// Whether the viewer wrote an exam post on this lecture.
  public let written: Bool

  /// Creates a page.
  public init(posts: [ListedExamPost], canRead: Bool, postsExist: Bool, written: Bool) {
    self.posts = posts
    self.canRead = canRead
    self.postsExist = postsExist
    self.written = written
  }

  /// Whether the app should offer the purchase: posts exist and none are shown.
  public var offersPurchase: Bool { postsExist && !canRead }
}

/// The names of the lecture a student's own post or purchase is about, as the server sends them with it.
public struct LectureNames: Hashable, Sendable {
  /// The lecture name.
  public let name: String
  /// The professor.
  public let professor: String
  /// The department (개설학과).
  public let major: String

  /// Creates the names.
  public init(name: String, professor: String, major: String) {
    self.name = name
    self.professor = professor
    self.major = major
  }
}

/// One of the viewer's own evaluations (`GET /evaluate-posts/written`): the post, and the lecture it is about with
/// the semesters an edit may pick.
public struct WrittenEvaluation: Hashable, Sendable, Identifiable {
  /// The post.
  public let post: ListedEvaluation
  /// The lecture's names.
  public let lecture: LectureNames
  /// The semesters the lecture was taught, oldest first, without repeats (an edit picks one of them).
  public let lectureSemesters: [Semester]

  /// The server's post id.
  public var id: Int { post.id }

  /// Creates a written evaluation.
  public init(post: ListedEvaluation, lecture: LectureNames, lectureSemesters: [Semester]) {
    self.post = post
    self.lecture = lecture
    self.lectureSemesters = lectureSemesters
  }
}

/// One of the viewer's own exam posts (`GET /exam-posts/written`).
public struct WrittenExamPost: Hashable, Sendable, Identifiable {
  /// The post.
  public let post: ListedExamPost
  /// The lecture's names.
  public let lecture: LectureNames
  /// The semesters the lecture was taught, oldest first, without repeats.
  public let lectureSemesters: [Semester]

  /// The server's post id.
  public var id: Int { post.id }

  /// Creates a written exam post.
  public init(post: ListedExamPost, lecture: LectureNames, lectureSemesters: [Semester]) {
    self.post = post
    self.lecture = lecture
    self.lectureSemesters = lectureSemesters
  }
}

/// A lecture whose exam posts the viewer bought (`GET /exam-posts/purchase`).
public struct ExamPostPurchase: Hashable, Sendable, Identifiable {
  /// The purchase's server id.
  public let id: Int
  /// The lecture's names.
  public let lecture: LectureNames
  /// When it was bought (the server's Seoul wall-clock time, read in Seoul).
  public let purchasedAt: Date

  /// Creates a purchase.
  public init(id: Int, lecture: LectureNames, purchasedAt: Date) {
    self.id = id
    self.lecture = lecture
    self.purchasedAt = purchasedAt
  }

  /// A zone-less "yyyy-MM-dd'T'HH:mm:ss" read in `timeZone`, or `nil` when the text is not a real time of that form.
  static func date(_ text: String, in timeZone: TimeZone) -> Date? {
    let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
    guard text.utf8.count == 19, parts.count == 6, parts.allSatisfy({ $0 != nil }) else { return nil }
    var components = DateComponents()
    (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
    (components.hour, components.minute, components.second) = (parts[3], parts[4], parts[5])
    let calendar = Calendar.gregorian(in: timeZone)
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }
}
