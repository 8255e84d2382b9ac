import Foundation
import RepositoryConformance
import Testing

@testable import LectureEvaluationKit

@Suite("Repositories")
struct RepositoryTests {
  @Test("In-memory lecture post repository, with concurrent purchases and writes")
  func lecturePosts() async throws {
    try await exerciseLecturePostRepository { InMemoryLecturePostRepository() }
    let repository = InMemoryLecturePostRepository()
    try await repository.insert(StudentAccount(id: "a"))
    #expect(await repository.snapshot().invariantViolations() == [])
  }

  @Test("In-memory lecture post repository lists a student's own posts")
  func lecturePostListing() async throws {
    try await exerciseLecturePostListing { InMemoryLecturePostRepository() }
  }

  @Test("In-memory lecture post repository lists every lecture with its averages")
  func lectureAveragesListing() async throws {
    try await exerciseLectureAveragesListing { InMemoryLecturePostRepository() }
  }
}

@Suite("Lecture post commands")
struct LecturePostCommandTests {
  static let fall = Semester(year: 2023, term: .second)

  @Test("Every command round-trips through JSON, so an app can keep commands made offline and send them later")
  func codable() throws {
    let draft = try EvaluationDraft(
      semester: Self.fall, satisfaction: 4.5, learning: 3.0, honey: 5.0, team: .present, homework: .moderate,
      difficulty: .lenient, content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
    let commands: [LecturePostCommand] = [
      .writeEvaluation(id: "e1", lecture: 4242, by: "a", draft: draft),
      .editEvaluation(id: "e1", by: "a", draft: draft),
      .removeEvaluation(id: "e1", by: "a"),
      .removeExamPost(id: "x1", by: "a"),
      .purchaseExamInfo(lecture: 4242, by: "a"),
      .report(.evaluation("e1"), by: "b"),
      .report(.exam("x1"), by: "b"),
      .upholdReport(.exam("x1"), reporter: "b"),
      .upholdReport(.evaluation("e1"), reporter: "b"),
      .setRestricted(true, student: "a"),
    ]
    for command in commands {
      let data = try JSONEncoder().encode(command)
      #expect(try JSONDecoder().decode(LecturePostCommand.self, from: data) == command)
    }
  }

  @Test("Commands read and write their stored form: a write's student under \"author\", the others' under \"by\"")
  func storedForm() throws {
    let exam = try ExamPostDraft(
      semester: Self.fall, examType: .midterm, tags: [.pastExams], difficulty: .easy,
      content: "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")
    let written = try JSONEncoder().encode(
      LecturePostCommand.writeExamPost(id: "x1", lecture: 4242, by: "a", draft: exam))
    let object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: [String: Any]])
    #expect(Set(try #require(object["writeExamPost"]).keys) == ["id", "lecture", "author", "draft"])
    let stored = Data(#"{"removeExamPost":{"id":"x1","by":"a"}}"#.utf8)
    #expect(try JSONDecoder().decode(LecturePostCommand.self, from: stored) == .removeExamPost(id: "x1", by: "a"))
    let draftJSON = String(decoding: try JSONEncoder().encode(exam), as: UTF8.self)
    let storedWrite = Data(
      (#"{"writeExamPost":{"id":"x1","lecture":4242,"author":"a","draft":"# + draftJSON + "}}").utf8)
    #expect(
      try JSONDecoder().decode(LecturePostCommand.self, from: storedWrite)
        == .writeExamPost(id: "x1", lecture: 4242, by: "a", draft: exam))
  }

  @Test("Restricting is a command: allowed for a restricted student, no points, no ledger entry")
  func restrictionByCommand() async throws {
    let repository: any LecturePostRepository = InMemoryLecturePostRepository()
    try await repository.insert(StudentAccount(id: "a", points: 30))
    let now = Date(timeIntervalSince1970: 1_710_133_200)
    #expect(try await repository.update(.setRestricted(true, student: "a"), at: now) == nil)
    #expect(try await repository.account(id: "a")?.isRestricted == true)
    #expect(try await repository.setRestricted(false, student: "a", at: now).isRestricted == false)
    #expect(try await repository.ledger(student: "a").isEmpty)
    #expect(try await repository.account(id: "a")?.points == 30)
  }
}
