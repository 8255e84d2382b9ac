import Foundation

/// What the exam drew on: one tag of the wire's `examInfo` list.
public enum ExamInfoTag: String, CaseIterable, Hashable, Codable, Sendable, Comparable {
  /// 족보 (past exams).
  case pastExams = "족보"
  /// 교재 (the textbook).
  case textbook = "교재"
  /// PPT (the slides).
  case slides = "PPT"
  /// 필기 (lecture notes).
  case notes = "필기"
  /// 응용 (applied problems).
  case applied = "응용"
  /// 실습 (lab work).
  case lab = "실습"
  /// 과제 (assignments).
  case assignments = "과제"

  /// Orders the tags in display order (족보, 교재, PPT, 필기, 응용, 실습, 과제).
  public static func < (lhs: ExamInfoTag, rhs: ExamInfoTag) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }

  /// Reads the wire's list ("족보, PPT, 응용"): split on commas, each part trimmed, in display order without
  /// repeats.
  ///
  /// - Throws: ``LecturePostError/invalidText(field:text:)`` naming `examInfo` for an unknown or empty part,
  ///   ``LecturePostError/noExamInfoTags`` for a list without tags.
  public static func parseList(_ text: String) throws(LecturePostError) -> [ExamInfoTag] {
    var tags = Set<ExamInfoTag>()
    guard text.contains(where: { !$0.isWhitespace }) else { throw .noExamInfoTags }
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let tag = ExamInfoTag(rawValue: part.trimmingCharacters(in: .whitespaces)) else {
        throw .invalidText(field: .examInfo, text: text)
      }
      tags.insert(tag)
    }
    return tags.sorted()
  }

  /// The wire's list of `tags`: their texts in display order, joined with ", ".
  public static func listText(_ tags: some Sequence<ExamInfoTag>) -> String {
    Set(tags).sorted().map(\.rawValue).joined(separator: ", ")
  }
}
