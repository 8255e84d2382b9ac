import Foundation

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
  /// What the exam drew on, in display order; empty when the server's list holds a tag the kit does not
  /// know.
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
      ListedExamPostWire(
        id: id, selectedSemester: draft.semester.description, examType: draft.examType.rawValue,
        examInfo: draft.examInfoText, examDifficulty: draft.difficulty.rawValue, content: draft.content))
  }

  init(_ post: ListedExamPostWire) {
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
