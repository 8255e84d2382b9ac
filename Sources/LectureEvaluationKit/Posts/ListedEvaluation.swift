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
      ListedEvaluationWire(
        id: id, selectedSemester: draft.semester.description, totalAvg: draft.totalAverage.value,
        satisfaction: Float(draft.satisfaction.value), learning: Float(draft.learning.value),
        honey: Float(draft.honey.value), team: draft.team.rawValue, difficulty: draft.difficulty.rawValue,
        homework: draft.homework.rawValue, content: draft.content))
  }

  init(_ post: ListedEvaluationWire) {
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
