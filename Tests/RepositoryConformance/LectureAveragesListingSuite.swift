import Foundation
import LectureEvaluationKit
import Testing

/// The behaviour every ``LectureAveragesListing`` must have, on a store that is also a ``LecturePostRepository``:
/// every lecture by id ascending, each with the averages ``LecturePostRepository/averages(lecture:)`` answers for
/// it, through writes, edits, removals and refusals, and a lecture saved again with new names.
///
/// Dates are whole seconds, which every store keeps exactly.
public func exerciseLectureAveragesListing(
  _ make: () async throws -> some LecturePostRepository & LectureAveragesListing
) async throws {
  let fall = Semester(year: 2023, term: .second)
  let spring = Semester(year: 2024, term: .first)
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  let content = "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요."
  let kind = try EvaluationDraft(
    semester: fall, satisfaction: 4.5, learning: 3.0, honey: 5.0, team: .present, homework: .moderate,
    difficulty: .lenient, content: content)
  let harsh = try EvaluationDraft(
    semester: fall, satisfaction: 1.5, learning: 4.0, honey: 1.0, team: .absent, homework: .heavy,
    difficulty: .strict, content: content)

  let repository = try await make()
  #expect(try await repository.lecturesWithAverages() == [])

  /// The listing, checked against what `lecture(id:)` and `averages(lecture:)` answer for each of `ids` (every
  /// lecture saved, ascending): the lecture list as it was read before, one lecture at a time.
  func listedMatchingReads(_ ids: [Int], sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> [ListedLecture]
  {
    let listed = try await repository.lecturesWithAverages()
    var read: [ListedLecture] = []
    for id in ids {
      let lecture = try #require(try await repository.lecture(id: id), sourceLocation: sourceLocation)
      let averages = try #require(try await repository.averages(lecture: id), sourceLocation: sourceLocation)
      read.append(ListedLecture(lecture: lecture, averages: averages))
    }
    #expect(listed == read, sourceLocation: sourceLocation)
    return listed
  }

  // Saved out of id order: listed by id, each with no post counted.
  for id in [30, 4, 17, 1, 25] {
    try await repository.save(EvaluationLecture(id: id, name: "강의 \(id)", professor: "교수 \(id)", semesters: [fall]))
  }
  let saved = try await listedMatchingReads([1, 4, 17, 25, 30])
  #expect(saved.map(\.lecture.id) == [1, 4, 17, 25, 30])
  #expect(saved.map(\.lecture.name) == ["강의 1", "강의 4", "강의 17", "강의 25", "강의 30"])
  #expect(saved.map(\.averages) == Array(repeating: LectureAverages(), count: 5))

  // Evaluations written through `update`, on three of the five lectures.
  try await repository.insert(StudentAccount(id: "a", points: 100))
  try await repository.insert(StudentAccount(id: "b", points: 100))
  try await repository.insert(StudentAccount(id: "c", points: 100))
  try await repository.update(.writeEvaluation(id: "e1", lecture: 4, by: "a", draft: kind), at: start)
  try await repository.update(.writeEvaluation(id: "e2", lecture: 4, by: "b", draft: harsh), at: start + 1)
  try await repository.update(.writeEvaluation(id: "e3", lecture: 30, by: "a", draft: harsh), at: start + 2)
  try await repository.update(.writeEvaluation(id: "e4", lecture: 1, by: "c", draft: kind), at: start + 3)
  let written = try await listedMatchingReads([1, 4, 17, 25, 30])
  #expect(
    written.map(\.averages) == [
      LectureAverages(recomputing: [kind]), LectureAverages(recomputing: [kind, harsh]), LectureAverages(),
      LectureAverages(), LectureAverages(recomputing: [harsh]),
    ])

  // An edit replaces a post's values, a removal uncounts it, a refused removal changes nothing, and a lecture saved
  // later lists in its place.
  let edited = try kind.editing(satisfaction: 2.0, homework: .absent)
  try await repository.update(.editEvaluation(id: "e1", by: "a", draft: edited), at: start + 10)
  try await repository.update(.removeEvaluation(id: "e3", by: "a"), at: start + 11)
  await #expect(throws: LecturePostError.notAuthor(kind: .evaluation, post: "e2", author: "b", caller: "c")) {
    try await repository.update(.removeEvaluation(id: "e2", by: "c"), at: start + 12)
  }
  try await repository.save(EvaluationLecture(id: 10, name: "강의 10", professor: "교수 10", semesters: [fall]))
  let changed = try await listedMatchingReads([1, 4, 10, 17, 25, 30])
  #expect(changed.map(\.lecture.id) == [1, 4, 10, 17, 25, 30])
  #expect(
    changed.map(\.averages) == [
      LectureAverages(recomputing: [kind]), LectureAverages(recomputing: [edited, harsh]), LectureAverages(),
      LectureAverages(), LectureAverages(), LectureAverages(),
    ])

  // A lecture saved again with new names lists them and keeps its averages.
  let renamed = EvaluationLecture(id: 4, name: "데이터베이스", professor: "홍길동", semesters: [fall, spring])
  try await repository.save(renamed)
  let afterRename = try await listedMatchingReads([1, 4, 10, 17, 25, 30])
  #expect(afterRename[1] == ListedLecture(lecture: renamed, averages: LectureAverages(recomputing: [edited, harsh])))
  #expect(afterRename.map(\.lecture.name) == ["강의 1", "데이터베이스", "강의 10", "강의 17", "강의 25", "강의 30"])
}
