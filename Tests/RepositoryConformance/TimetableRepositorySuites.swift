import Foundation
import Testing
import TimetableKit

/// The behaviour every ``CourseRepository`` must have; the SQLite implementation runs the same suite.
public func exerciseCourseRepository(_ make: () async throws -> some CourseRepository) async throws {
  let repository = try await make()
  let fall = Semester(year: 2023, term: .second)
  let spring = Semester(year: 2023, term: .first)
  #expect(try await repository.semesters().isEmpty)
  #expect(try await repository.courses(in: fall).isEmpty)

  let first = [
    try Course(name: "데이터베이스", scheduleText: "IT106(금1,2)", code: "30412", section: "001"),
    try Course(name: "데이터베이스", scheduleText: "IT106(화1,2)", code: "30412", section: "002"),
    try Course(name: "캡스톤디자인", scheduleText: nil),
  ]
  try await repository.save(first, in: fall)
  try await repository.save([first[2]], in: spring)
  #expect(try await repository.semesters() == [spring, fall])
  #expect(try await repository.courses(in: fall) == first)

  // A batch with a duplicate is refused whole.
  await #expect(throws: CourseRepositoryError.duplicateCourse(first[0].id)) {
    try await repository.save([first[0], first[1], first[0]], in: fall)
  }
  #expect(try await repository.courses(in: fall) == first)

  try await repository.save([first[1]], in: fall)
  #expect(try await repository.courses(in: fall) == [first[1]])
  #expect(try await repository.remove(in: spring))
  #expect(try await repository.semesters() == [fall])
  // A missing catalogue: reads give nothing and removing it is not an error (the contract's rule).
  #expect(try await !repository.remove(in: spring), "removing a missing catalogue is not an error")
  #expect(try await repository.courses(in: Semester(year: 1999, term: .first)).isEmpty)

  // Concurrent writers: every replace lands whole, and a reader sees one whole catalogue or another, never a mix.
  do {
    let store = try await make()
    let versions = try (0..<4).map { version in
      try (0..<(40 + 20 * version)).map { index in
        try Course(
          name: "과목 \(version)-\(index)", scheduleText: nil, code: "\(10_000 + index)", section: "00\(version)")
      }
    }
    let others = (2020...2023).map { Semester(year: $0, term: .first) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for round in 0..<24 {
        group.addTask { try await store.save(versions[round % 4], in: fall) }
        group.addTask { try await store.save(versions[round % 4], in: others[round % 4]) }
        group.addTask {
          let seen = try await store.courses(in: fall)
          #expect(seen.isEmpty || versions.contains(seen), "a reader saw \(seen.count) courses: not one catalogue")
        }
      }
      try await group.waitForAll()
    }
    #expect(try await store.semesters() == others + [fall])
    for (version, semester) in others.enumerated() {
      #expect(try await store.courses(in: semester) == versions[version])
    }
    #expect(versions.contains(try await store.courses(in: fall)))
  }
}

/// The behaviour every ``TimetableRepository`` must have.
public func exerciseTimetableRepository(_ make: () async throws -> some TimetableRepository) async throws {
  let repository = try await make()
  #expect(try await repository.timetables().isEmpty)
  #expect(try await repository.selectedTimetable() == nil)

  var first = Timetable(id: UUID(), name: "1안")
  try first.add(try Course(name: "데이터베이스", scheduleText: "IT106(금1,2)"))
  let second = Timetable(id: UUID(), name: "2안")
  try await repository.save(first)
  try await repository.save(second)
  try await repository.selectTimetable(id: first.id)
  #expect(try await repository.selectedTimetable() == first)

  try first.add(try Course(name: "운영체제", scheduleText: "IT306(월1,2)"))
  try await repository.save(first)
  #expect(try await repository.timetables().map(\.name) == ["1안", "2안"])
  #expect(try await repository.timetable(id: first.id) == first)

  let missing = UUID()
  await #expect(throws: TimetableRepositoryError.notFound(missing)) {
    try await repository.selectTimetable(id: missing)
  }
  // A missing id (the contract's rule): nil, removing is no error, a command is refused with notFound.
  #expect(try await repository.timetable(id: missing) == nil)
  #expect(try await !repository.remove(id: missing), "removing a missing timetable is not an error")
  await #expect(throws: TimetableRepositoryError.notFound(missing)) {
    try await repository.update(id: missing, .rename("x"))
  }
  await #expect(throws: TimetableRepositoryError.duplicateTimetable(first.id)) { try await repository.insert(first) }
  #expect(try await repository.selectedTimetableID() == first.id)

  // Commands: the timetable's rules hold inside the store, a refused command writes nothing.
  let renamed = try await repository.update(id: second.id, .rename("2안(수정)"))
  #expect(renamed.changed && renamed.value.name == "2안(수정)")
  #expect(try await !repository.update(id: second.id, .rename("2안(수정)")).changed)
  let clash = try Course(name: "컴퓨터구조", scheduleText: "IT306(월2,3)")
  await #expect(throws: TimetableError.self) { try await repository.update(id: first.id, .add(clash)) }
  #expect(try await repository.timetable(id: first.id) == first)
  try await repository.update(id: second.id, .rename("2안"))

  #expect(try await repository.remove(id: first.id))
  #expect(try await !repository.remove(id: first.id), "removing again is not an error")
  #expect(try await repository.selectedTimetableID() == nil)
  #expect(try await repository.timetables() == [second])
  try await repository.selectTimetable(id: nil)

  // Concurrent commands on one stored timetable (two processes adding courses): every one lands.
  do {
    let shared = Timetable(id: UUID(), name: "shared")
    try await repository.insert(shared)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<20 {
        group.addTask {
          _ = try await repository.update(id: shared.id, .add(try Course(name: "과목 \(index)", scheduleText: nil)))
        }
      }
      try await group.waitForAll()
    }
    #expect(try await repository.timetable(id: shared.id)?.courses.count == 20)
    #expect(try await repository.remove(id: shared.id))
  }

  // Concurrent saves of different timetables all land; saving one timetable again keeps one copy of it.
  do {
    let store = try await make()
    let tables = (0..<20).map { Timetable(id: UUID(), name: "\($0 + 1)안") }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for table in tables + tables { group.addTask { try await store.save(table) } }
      try await group.waitForAll()
    }
    let stored = try await store.timetables()
    #expect(stored.count == tables.count)
    #expect(Set(stored.map(\.id)) == Set(tables.map(\.id)))
  }
}
