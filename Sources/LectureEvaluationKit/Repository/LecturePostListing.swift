/// Reads a student's own posts across lectures: what "my evaluations" and "my exam posts" show, and what an audit
/// counts against the student's counters.
///
/// A separate protocol, so stores written against ``LecturePostRepository`` alone keep compiling; the in-memory
/// actor and the SQLite and PostgreSQL stores adopt both. Unlike
/// ``LecturePostRepository/evaluations(lecture:viewer:)``, these reads check no reader: a restricted author still has
/// posts, and whoever calls decides who may see them (the reference server answers them to their author only).
///
/// ```swift
/// let mine = try await posts.evaluations(author: "student-1")   // oldest first, every lecture
/// let exams = try await posts.examPosts(author: "student-1")
/// ```
///
/// Both keep the repository contract: an author without posts, or no such student, reads as `[]`.
public protocol LecturePostListing: Sendable {
  /// The evaluations `author` wrote, on every lecture, oldest first (by the time written, then id); empty for a
  /// student with none or no such student.
  func evaluations(author: StudentID) async throws -> [LectureEvaluationPost]
  /// The exam posts `author` wrote, on every lecture, oldest first (by the time written, then id); empty for a
  /// student with none or no such student.
  func examPosts(author: StudentID) async throws -> [ExamPost]
}
