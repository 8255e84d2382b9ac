import Foundation
import LectureEvaluationKit
import Testing

/// The behaviour every ``LecturePostListing`` must have, on a store that is also a ``LecturePostRepository``: a
/// student's own posts on every lecture, oldest first (then by id), gone once removed, with no check of the reader.
///
/// Dates are whole seconds, which every store keeps exactly.
public func exerciseLecturePostListing(
  _ make: () async throws -> some LecturePostRepository & LecturePostListing
) async throws {
  let fall = Semester(year: 2023, term: .second)
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  let content = "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요."
  let draft = try EvaluationDraft(
    semester: fall, satisfaction: 4.5, learning: 3.0, honey: 5.0, team: .present, homework: .moderate,
    difficulty: .lenient, content: content)
  let exam = try ExamPostDraft(
    semester: fall, examType: .midterm, tags: [.pastExams, .slides], difficulty: .moderate, content: content)

  let repository = try await make()
  #expect(try await repository.evaluations(author: "nobody") == [])
  #expect(try await repository.examPosts(author: "nobody") == [])
  try await repository.insert(StudentAccount(id: "a", points: 100))
  try await repository.insert(StudentAccount(id: "b"))
  for id in 1...3 {
    try await repository.save(EvaluationLecture(id: id, name: "강의 \(id)", professor: "교수", semesters: [fall]))
  }
  #expect(try await repository.evaluations(author: "a") == [])

  // Written out of id order and time order: the listing is by time written, then id.
  try await repository.writeEvaluation(draft, id: "e2", lecture: 2, by: "a", at: start + 10)
  try await repository.writeEvaluation(draft, id: "e9", lecture: 1, by: "a", at: start)
  try await repository.writeEvaluation(draft, id: "e1", lecture: 3, by: "a", at: start + 10)
  try await repository.writeEvaluation(draft, id: "e5", lecture: 1, by: "b", at: start + 1)
  try await repository.writeExamPost(exam, id: "x7", lecture: 3, by: "a", at: start + 2)
  try await repository.writeExamPost(exam, id: "x3", lecture: 1, by: "a", at: start + 5)
  try await repository.writeExamPost(exam, id: "x4", lecture: 2, by: "b", at: start)

  let mine = try await repository.evaluations(author: "a")
  #expect(mine.map(\.id) == ["e9", "e1", "e2"])
  #expect(mine.map(\.lecture) == [1, 3, 2])
  #expect(mine.first == LectureEvaluationPost(id: "e9", lecture: 1, author: "a", draft: draft, writtenAt: start))
  #expect(try await repository.examPosts(author: "a").map(\.id) == ["x7", "x3"])
  #expect(try await repository.evaluations(author: "b").map(\.id) == ["e5"])
  #expect(try await repository.examPosts(author: "b").map(\.id) == ["x4"])

  // An edit shows; a removal takes the post off the list.
  let edited = try draft.editing(honey: 1.0)
  try await repository.editEvaluation("e1", to: edited, by: "a", at: start + 20)
  let afterEdit = try await repository.evaluations(author: "a")
  #expect(afterEdit.map(\.id) == ["e9", "e1", "e2"])
  #expect(afterEdit[1].draft == edited && afterEdit[1].editedAt == start + 20)
  try await repository.removeEvaluation("e9", by: "a", at: start + 21)
  try await repository.removeExamPost("x3", by: "a", at: start + 21)
  #expect(try await repository.evaluations(author: "a").map(\.id) == ["e1", "e2"])
  #expect(try await repository.examPosts(author: "a").map(\.id) == ["x7"])

  // A restricted author still lists their posts: the listing checks no reader.
  try await repository.setRestricted(true, student: "a", at: start + 22)
  #expect(try await repository.evaluations(author: "a").map(\.id) == ["e1", "e2"])
  #expect(try await repository.examPosts(author: "a").map(\.id) == ["x7"])
}
