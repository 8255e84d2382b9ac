/// Why an evaluation, exam post, purchase or account was refused.
///
/// A refused operation leaves posts, averages, points, counters and purchases exactly as they were.
public enum LecturePostError: Error, Equatable, Sendable, CustomStringConvertible {
  // MARK: Validation

  /// A rating that is not 0.5 … 5.0 in steps of 0.5.
  case invalidRating(field: LecturePostField, value: Double)
  /// An integer code outside the field's choices (team 0...1, difficulty and homework 0...2).
  case invalidChoice(field: LecturePostField, value: Int)
  /// A text that does not read as the field's value (a semester, an exam type, an exam info tag, a difficulty).
  case invalidText(field: LecturePostField, text: String)
  /// Content outside the allowed length, counted in user-visible characters.
  case contentLength(count: Int, allowed: ClosedRange<Int>)
  /// Content of white space only.
  case blankContent
  /// An exam post without any exam info tag.
  case noExamInfoTags
  /// The semester is not one the lecture was taught in.
  case semesterNotOffered(Semester, lecture: Int)
  /// An account with a negative balance or counter.
  case invalidAccount(StudentID, reason: String)

  // MARK: Rules

  /// No student has this identity.
  case studentNotFound(StudentID)
  /// A student with this identity is already registered.
  case duplicateStudent(StudentID)
  /// No lecture has this identity.
  case lectureNotFound(Int)
  /// The student is restricted (the server's USER008).
  case restricted(StudentID)
  /// A post with this identity already exists.
  case duplicatePost(kind: LecturePostKind, id: String)
  /// No post has this identity (EVALUATE_POST001, EXAM_POST001).
  case postNotFound(kind: LecturePostKind, id: String)
  /// The student already has a post of this kind on the lecture (POSTS001).
  case alreadyWritten(kind: LecturePostKind, lecture: Int, existing: String)
  /// Only the author may edit or delete a post.
  case notAuthor(kind: LecturePostKind, post: String, author: StudentID, caller: StudentID)
  /// A student reported their own post.
  case ownPost(kind: LecturePostKind, post: String)
  /// No report of this post by this student is pending, so there is none to uphold.
  case reportNotFound(kind: LecturePostKind, post: String, reporter: StudentID)
  /// The student already bought this lecture's exam posts (EXAM_POST002); checked before the balance.
  case alreadyPurchased(student: StudentID, lecture: Int)
  /// The balance is below what the operation needs (USER006).
  case notEnoughPoints(balance: Int, needed: Int)
  /// The balance or a counter would leave the range of `Int`.
  case counterOverflow(StudentID)

  /// A developer-facing sentence naming the field or rule.
  public var description: String {
    switch self {
    case .invalidRating(let field, let value): "\(field.rawValue) \(value) is not 0.5...5.0 in steps of 0.5"
    case .invalidChoice(let field, let value): "\(field.rawValue) \(value) is not one of the field's choices"
    case .invalidText(let field, let text): "\(field.rawValue) \"\(text)\" is not a valid value"
    case .contentLength(let count, let allowed):
      "content has \(count) characters; it needs \(allowed.lowerBound)...\(allowed.upperBound)"
    case .blankContent: "content is blank"
    case .noExamInfoTags: "examInfo needs at least one tag"
    case .semesterNotOffered(let semester, let lecture): "lecture \(lecture) was not taught in \(semester)"
    case .invalidAccount(let id, let reason): "student \(id): \(reason)"
    case .studentNotFound(let id): "no student \(id)"
    case .duplicateStudent(let id): "student \(id) is already registered"
    case .lectureNotFound(let id): "no lecture \(id)"
    case .restricted(let id): "student \(id) is restricted"
    case .duplicatePost(let kind, let id): "\(kind.rawValue) post \(id) already exists"
    case .postNotFound(let kind, let id): "no \(kind.rawValue) post \(id)"
    case .alreadyWritten(let kind, let lecture, let existing):
      "the student already wrote \(kind.rawValue) post \(existing) on lecture \(lecture)"
    case .notAuthor(let kind, let post, let author, let caller):
      "\(kind.rawValue) post \(post) belongs to \(author), not \(caller)"
    case .ownPost(let kind, let post): "\(kind.rawValue) post \(post) is the reporter's own"
    case .reportNotFound(let kind, let post, let reporter):
      "no pending report of \(kind.rawValue) post \(post) by \(reporter)"
    case .alreadyPurchased(let student, let lecture):
      "student \(student) already bought the exam posts of lecture \(lecture)"
    case .notEnoughPoints(let balance, let needed): "the balance is \(balance) points; \(needed) are needed"
    case .counterOverflow(let id): "student \(id): a counter would overflow"
    }
  }
}
