import Foundation
import Testing

@testable import LectureEvaluationKit

/// Every field of an evaluation and an exam post, at and beyond its boundaries.
@Suite("Lecture post validation")
struct LecturePostValidationTests {
  static let fall = Semester(year: 2023, term: .second)
  static let text30 = String(repeating: "가", count: 30)

  static func draft(
    satisfaction: Double = 4.5, learning: Double = 3, honey: Double = 5, content: String = text30
  ) throws(LecturePostError) -> EvaluationDraft {
    try EvaluationDraft(
      semester: fall, satisfaction: satisfaction, learning: learning, honey: honey, team: .present, homework: .moderate,
      difficulty: .lenient, content: content)
  }

  @Test(
    "Ratings: 0.5 … 5.0 in steps of 0.5 are accepted",
    arguments: [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0])
  func ratingsIn(value: Double) throws {
    for field in [LecturePostField.satisfaction, .learning, .honey] {
      let draft =
        switch field {
        case .satisfaction: try Self.draft(satisfaction: value)
        case .learning: try Self.draft(learning: value)
        default: try Self.draft(honey: value)
        }
      let score =
        switch field {
        case .satisfaction: draft.satisfaction
        case .learning: draft.learning
        default: draft.honey
        }
      #expect(score.value == value)
      #expect(score.halfPoints == Int(value * 2))
    }
  }

  @Test(
    "Ratings off the grid are refused, naming the field",
    arguments: [0.0, 5.5, 2.25, -0.5, 0.25, 4.9999, 10, .nan, .infinity, -.infinity])
  func ratingsOut(value: Double) {
    for field in [LecturePostField.satisfaction, .learning, .honey] {
      #expect(throws: LecturePostError.self) {
        switch field {
        case .satisfaction: _ = try Self.draft(satisfaction: value)
        case .learning: _ = try Self.draft(learning: value)
        default: _ = try Self.draft(honey: value)
        }
      }
      do {
        switch field {
        case .satisfaction: _ = try Self.draft(satisfaction: value)
        case .learning: _ = try Self.draft(learning: value)
        default: _ = try Self.draft(honey: value)
        }
      } catch {
        guard case .invalidRating(let named, let got) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(named == field)
        #expect(got == value || (got.isNaN && value.isNaN))
      }
    }
  }

  @Test("The first bad rating in field order is named")
  func ratingOrder() {
    #expect(throws: LecturePostError.invalidRating(field: .satisfaction, value: 0)) {
      try Self.draft(satisfaction: 0, learning: 0, honey: 0)
    }
    #expect(throws: LecturePostError.invalidRating(field: .learning, value: 5.5)) {
      try Self.draft(learning: 5.5, honey: 0)
    }
  }

  @Test(
    "Content: 30 … 1,000 user-visible characters",
    arguments: [
      // (text, count as users see it, accepted)
      (String(repeating: "가", count: 29), 29, false),
      (String(repeating: "가", count: 30), 30, true),
      (String(repeating: "가", count: 1_000), 1_000, true),
      (String(repeating: "가", count: 1_001), 1_001, false),
      // Decomposed Hangul (ᄀ + ᅡ): two scalars, one character each.
      (String(repeating: "\u{1100}\u{1161}", count: 30), 30, true),
      (String(repeating: "\u{1100}\u{1161}", count: 29), 29, false),
      // A family emoji is 7 scalars and 25 UTF-8 bytes, but one character.
      (String(repeating: "👨‍👩‍👧‍👦", count: 30), 30, true),
      (String(repeating: "👨‍👩‍👧‍👦", count: 1_001), 1_001, false),
      // e + combining acute: 1 character.
      (String(repeating: "e\u{301}", count: 29), 29, false),
      (String(repeating: "e\u{301}", count: 1_000), 1_000, true),
    ])
  func contentLength(text: String, count: Int, accepted: Bool) {
    #expect(text.count == count)
    if accepted {
      #expect(throws: Never.self) { try Self.draft(content: text) }
      #expect(throws: Never.self) { try PostContent.validate(text) }
    } else {
      #expect(throws: LecturePostError.contentLength(count: count, allowed: 30...1_000)) {
        try Self.draft(content: text)
      }
    }
  }

  @Test(
    "Content with a control character other than tab, line feed and carriage return is refused (no store keeps U+0000)",
    arguments: ["\u{0}", "\u{1}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}"])
  func controlCharacter(control: String) {
    let text = String(repeating: "족보와 비슷하게 나왔어요. ", count: 3) + control + "끝"
    #expect(text.count > 30)
    #expect(throws: LecturePostError.invalidText(field: .content, text: text)) { try Self.draft(content: text) }
    #expect(throws: LecturePostError.invalidText(field: .content, text: text)) { try PostContent.validate(text) }
  }

  @Test("Tabs, line feeds and carriage returns are content")
  func lineBreaks() throws {
    let text = "첫 줄입니다.\r\n\t둘째 줄은 탭으로 시작합니다.\n셋째 줄\r넷째 줄까지 있어요."
    #expect(text.count >= 30)
    #expect(throws: Never.self) { try PostContent.validate(text) }
    #expect(try Self.draft(content: text).content == text)
  }

  @Test("Blank content is refused whatever its length", arguments: ["", " ", String(repeating: " \n\t", count: 40)])
  func blank(text: String) {
    #expect(throws: LecturePostError.blankContent) { try Self.draft(content: text) }
  }

  @Test(
    "Wire codes: team 0…1, difficulty and homework 0…2; the first bad field in wire order is named",
    arguments: [
      (0, 0, 0, nil), (1, 2, 2, nil), (2, 0, 0, LecturePostField.team), (-1, 0, 0, .team), (0, 3, 0, .difficulty),
      (0, -1, 3, .difficulty), (0, 0, 3, .homework), (0, 1, Int.min, .homework),
    ] as [(Int, Int, Int, LecturePostField?)])
  func choices(team: Int, difficulty: Int, homework: Int, field: LecturePostField?) throws {
    func make() throws(LecturePostError) -> EvaluationDraft {
      try EvaluationDraft(
        semesterText: "2023-2", satisfaction: 4, learning: 4, honey: 4, team: team, difficulty: difficulty,
        homework: homework, content: Self.text30)
    }
    guard let field else {
      let draft = try make()
      #expect(draft.team.rawValue == team && draft.difficulty.rawValue == difficulty)
      #expect(draft.homework.rawValue == homework)
      return
    }
    let value = field == .team ? team : field == .difficulty ? difficulty : homework
    #expect(throws: LecturePostError.invalidChoice(field: field, value: value)) { try make() }
  }

  @Test("Difficulty 0 is lenient, as the server means it")
  func difficultyMeaning() {
    #expect(GradingDifficulty(rawValue: 0) == .lenient)
    #expect(GradingDifficulty(rawValue: 2) == .strict)
  }

  @Test("A semester text that is not YYYY-T is refused", arguments: ["2023-3", "23-2", "", "2023-2, 2024-1", "봄"])
  func semesterText(text: String) {
    #expect(throws: LecturePostError.invalidText(field: .semester, text: text)) {
      try EvaluationDraft(
        semesterText: text, satisfaction: 4, learning: 4, honey: 4, team: 0, difficulty: 0, homework: 0,
        content: Self.text30)
    }
  }

  @Test("The post's own average is computed in Float as the server does")
  func totalAverage() throws {
    #expect(try Self.draft().totalAverage.value == Float(4.1666665))
    #expect(try Self.draft().totalAverage.text == "4.2")
  }

  // MARK: Exam posts

  @Test(
    "Exam info: split on commas, trimmed, in the app's order without repeats",
    arguments: [
      ("족보, PPT, 응용", [ExamInfoTag.pastExams, .slides, .applied]), ("PPT", [.slides]),
      ("응용,족보", [.pastExams, .applied]), (" 과제 ,  실습,교재, 필기", [.textbook, .notes, .lab, .assignments]),
      ("PPT, PPT", [.slides]),
    ])
  func examInfo(text: String, tags: [ExamInfoTag]) throws {
    #expect(try ExamInfoTag.parseList(text) == tags)
    #expect(try ExamInfoTag.parseList(ExamInfoTag.listText(tags)) == tags)
  }

  @Test("Exam info: an unknown or empty tag names the field; no tag at all is its own error")
  func examInfoRefused() {
    for text in ["족보,, PPT", "ppt", "족보, 기출", ",", "족보,"] {
      #expect(throws: LecturePostError.invalidText(field: .examInfo, text: text), "\(text)") {
        try ExamInfoTag.parseList(text)
      }
    }
    for text in ["", "  "] {
      #expect(throws: LecturePostError.noExamInfoTags) { try ExamInfoTag.parseList(text) }
    }
    #expect(throws: LecturePostError.noExamInfoTags) {
      try ExamPostDraft(semester: Self.fall, examType: .midterm, tags: [], difficulty: .easy, content: Self.text30)
    }
  }

  @Test(
    "Exam texts: each field's values, the first bad field in wire order named",
    arguments: [
      ("중간고사", "족보", "쉬움", nil), ("쪽지", "실습", "어려움", nil), ("기타", "과제", "보통", nil),
      ("퀴즈", "족보", "쉬움", LecturePostField.examType), ("중간고사", "족보", "까다로움", .examDifficulty),
      ("중간고사", "기출", "너그러움", .examInfo),
    ] as [(String, String, String, LecturePostField?)])
  func examTexts(type: String, info: String, difficulty: String, field: LecturePostField?) throws {
    func make() throws(LecturePostError) -> ExamPostDraft {
      try ExamPostDraft(
        semesterText: "2023-2", examTypeText: type, examInfoText: info, difficultyText: difficulty,
        content: Self.text30)
    }
    guard let field else {
      let draft = try make()
      #expect(draft.examType.rawValue == type && draft.difficulty.rawValue == difficulty)
      return
    }
    let text = field == .examType ? type : field == .examInfo ? info : difficulty
    #expect(throws: LecturePostError.invalidText(field: field, text: text)) { try make() }
  }

  @Test("Exam content follows the same 30 … 1,000 character rule")
  func examContent() {
    for (count, accepted) in [(29, false), (30, true), (1_000, true), (1_001, false)] {
      let text = String(repeating: "시", count: count)
      let result = Result { () throws(LecturePostError) in
        try ExamPostDraft(semester: Self.fall, examType: .final, tags: [.notes], difficulty: .hard, content: text)
      }
      switch result {
      case .success: #expect(accepted, "\(count)")
      case .failure(let error): #expect(!accepted && error == .contentLength(count: count, allowed: 30...1_000))
      }
    }
  }

  // MARK: Editing

  @Test("Editing an evaluation replaces the fields given, keeps the other seven, and validates the result")
  func editEvaluationDraft() throws {
    let draft = try Self.draft()
    let edited = try draft.editing(honey: 2.5)
    #expect(edited.honey.value == 2.5)
    #expect(try edited.editing(honey: 5) == draft)
    #expect(try draft.editing() == draft)
    let text = String(repeating: "나", count: 40)
    let rewritten = try draft.editing(
      semester: Semester(year: 2024, term: .first), satisfaction: 1, learning: 1.5, team: .absent, homework: .heavy,
      difficulty: .strict, content: text)
    #expect(
      rewritten
        == (try EvaluationDraft(
          semester: Semester(year: 2024, term: .first), satisfaction: 1, learning: 1.5, honey: 5, team: .absent,
          homework: .heavy, difficulty: .strict, content: text)))
    #expect(throws: LecturePostError.invalidRating(field: .learning, value: 5.5)) { try draft.editing(learning: 5.5) }
    #expect(throws: LecturePostError.blankContent) { try draft.editing(content: "   ") }
    #expect(throws: LecturePostError.contentLength(count: 29, allowed: 30...1_000)) {
      try draft.editing(content: String(repeating: "가", count: 29))
    }
  }

  @Test("Editing an exam post replaces the fields given, keeps the rest, and validates the result")
  func editExamPostDraft() throws {
    let draft = try ExamPostDraft(
      semester: Self.fall, examType: .midterm, tags: [.pastExams, .slides, .applied], difficulty: .moderate,
      content: Self.text30)
    let harder = try draft.editing(difficulty: .hard)
    #expect(harder.difficulty == .hard)
    #expect(harder.tags == draft.tags && harder.examType == .midterm && harder.content == draft.content)
    #expect(try draft.editing(tags: [.applied, .notes, .applied]).tags == [.notes, .applied])
    #expect(
      try draft.editing(examType: .final, content: String(repeating: "다", count: 31)).examInfoText == "족보, PPT, 응용")
    #expect(throws: LecturePostError.noExamInfoTags) { try draft.editing(tags: []) }
    #expect(throws: LecturePostError.contentLength(count: 1_001, allowed: 30...1_000)) {
      try draft.editing(content: String(repeating: "시", count: 1_001))
    }
  }

  @Test("Drafts round-trip through Codable and refuse stored values that break the rules")
  func codable() throws {
    let draft = try Self.draft()
    let data = try JSONEncoder().encode(draft)
    #expect(try JSONDecoder().decode(EvaluationDraft.self, from: data) == draft)
    let broken = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "4.5", with: "4.25")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(EvaluationDraft.self, from: Data(broken.utf8)) }
    let exam = try ExamPostDraft(
      semester: Self.fall, examType: .quiz, tags: [.lab, .pastExams], difficulty: .easy, content: Self.text30)
    #expect(try JSONDecoder().decode(ExamPostDraft.self, from: JSONEncoder().encode(exam)) == exam)
  }
}
