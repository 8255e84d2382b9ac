import Foundation
import RepositoryConformance
import Testing

@testable import TimetableKit

@Suite("Repositories")
struct RepositoryTests {
  @Test("In-memory course repository")
  func courses() async throws {
    try await exerciseCourseRepository { InMemoryCourseRepository() }
  }

  @Test("In-memory timetable repository")
  func timetables() async throws {
    try await exerciseTimetableRepository { InMemoryTimetableRepository() }
  }

  @Test("In-memory favourite-majors repository")
  func favoriteMajors() async throws {
    try await exerciseFavoriteMajorsRepository { InMemoryFavoriteMajorsRepository() }
  }
}
