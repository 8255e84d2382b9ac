import Foundation

/// Identifies a ``LectureEvaluationPost``: the server's `id` as text ("1021"), or an app's own id for a post written
/// offline.
public typealias EvaluationPostID = EntityID<LectureEvaluationPost>
/// Identifies an ``ExamPost``.
public typealias ExamPostID = EntityID<ExamPost>
/// Identifies a student (a ``StudentAccount``).
public typealias StudentID = EntityID<StudentAccount>

/// A lecture evaluation as stored: who wrote it about which lecture, and what they wrote.
public struct LectureEvaluationPost: Hashable, Codable, Sendable, Identifiable {
  /// The post's identity.
  public let id: EvaluationPostID
  /// The lecture's identity (the server's lecture `id`).
  public let lecture: Int
  /// The author; only they may edit or delete the post.
  public let author: StudentID
  /// What they wrote, as last edited.
  public var draft: EvaluationDraft
  /// When it was written.
  public let writtenAt: Date
  /// When it was last edited, or `nil`.
  public var editedAt: Date?

  /// Creates a post as stored.
  public init(
    id: EvaluationPostID, lecture: Int, author: StudentID, draft: EvaluationDraft, writtenAt: Date,
    editedAt: Date? = nil
  ) {
    self.id = id
    self.lecture = lecture
    self.author = author
    self.draft = draft
    self.writtenAt = writtenAt
    self.editedAt = editedAt
  }
}

/// An exam post as stored.
public struct ExamPost: Hashable, Codable, Sendable, Identifiable {
  /// The post's identity.
  public let id: ExamPostID
  /// The lecture's identity.
  public let lecture: Int
  /// The author; only they may edit or delete the post.
  public let author: StudentID
  /// What they wrote, as last edited.
  public var draft: ExamPostDraft
  /// When it was written.
  public let writtenAt: Date
  /// When it was last edited, or `nil`.
  public var editedAt: Date?

  /// Creates a post as stored.
  public init(
    id: ExamPostID, lecture: Int, author: StudentID, draft: ExamPostDraft, writtenAt: Date, editedAt: Date? = nil
  ) {
    self.id = id
    self.lecture = lecture
    self.author = author
    self.draft = draft
    self.writtenAt = writtenAt
    self.editedAt = editedAt
  }
}

/// A student's purchase of one lecture's exam posts: permanent, and it covers posts written later.
public struct ExamPurchase: Hashable, Codable, Sendable {
  /// Who bought.
  public let student: StudentID
  /// The lecture whose exam posts they may read.
  public let lecture: Int
  /// When.
  public let purchasedAt: Date

  /// Creates a purchase as stored.
  public init(student: StudentID, lecture: Int, purchasedAt: Date) {
    self.student = student
    self.lecture = lecture
    self.purchasedAt = purchasedAt
  }
}

/// A lecture as the evaluation rules need it: its names and the semesters it was taught, which an evaluation's or
/// exam post's semester must be one of.
public struct EvaluationLecture: Hashable, Codable, Sendable, Identifiable {
  /// The lecture's identity (the server's lecture `id`).
  public let id: Int
  /// The lecture name, copied into the server's write request.
  public var name: String
  /// The professor, copied into the server's write request.
  public var professor: String
  /// The semesters it was taught, oldest first.
  public var semesters: [Semester]

  /// Creates a lecture.
  public init(id: Int, name: String, professor: String, semesters: [Semester]) {
    self.id = id
    self.name = name
    self.professor = professor
    self.semesters = Array(Set(semesters)).sorted()
  }

  /// The lecture a summary of the lecture list or detail describes, to write a post about it.
  public init(_ summary: LectureSummary) {
    self.init(id: summary.id, name: summary.name, professor: summary.professor, semesters: summary.semesters)
  }
}

/// A lecture's evaluations as a viewer sees them: the posts and whether the viewer wrote one (the wire's
/// `written`).
public struct EvaluationListing: Hashable, Sendable {
  /// The posts, oldest first.
  public let posts: [LectureEvaluationPost]
  /// Whether the viewer has an evaluation of this lecture.
  public let written: Bool

  /// Creates a listing.
  public init(posts: [LectureEvaluationPost], written: Bool) {
    self.posts = posts
    self.written = written
  }
}

/// A lecture's exam posts as a viewer sees them.
///
/// Without a purchase the posts are hidden (``posts`` is empty) but ``postsExist`` and ``written`` still tell the
/// truth, so the app can offer the purchase.
public struct ExamPostListing: Hashable, Sendable {
  /// The posts, oldest first; empty unless ``canRead``.
  public let posts: [ExamPost]
  /// Whether the viewer bought this lecture's exam posts (the wire's `canRead`).
  public let canRead: Bool
  /// Whether the lecture has exam posts at all (the wire's `examDataExist`).
  public let postsExist: Bool
  /// Whether the viewer wrote one (the wire's `written`); writing does not grant reading.
  public let written: Bool

  /// Creates a listing.
  public init(posts: [ExamPost], canRead: Bool, postsExist: Bool, written: Bool) {
    self.posts = posts
    self.canRead = canRead
    self.postsExist = postsExist
    self.written = written
  }

  /// Whether the app should offer to buy: posts exist and none are shown.
  public var offersPurchase: Bool { postsExist && !canRead }
}
