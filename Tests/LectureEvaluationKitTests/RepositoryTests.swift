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
}
