import Testing
import TimetableKit

/// The behaviour every ``FavoriteMajorsRepository`` must have; the SQLite store runs the same suite.
public func exerciseFavoriteMajorsRepository(_ make: () async throws -> some FavoriteMajorsRepository) async throws {
  let repository = try await make()

  // A missing list reads as nil, and removing it is not an error, twice (the contract's rule).
  #expect(try await repository.favoriteMajors(id: "me") == nil)
  #expect(try await !repository.remove(id: "me"))
  #expect(try await !repository.remove(id: "me"), "removing again is not an error")

  var mine = FavoriteMajors(["데이터과학부", "국악과", "컴퓨터학부"])
  try await repository.save(mine, id: "me")
  #expect(try await repository.favoriteMajors(id: "me") == mine)

  // Saving again replaces, and keeps the order the student added them in; lists are independent.
  mine.toggle("국악과")
  mine.add("경영학과")
  try await repository.save(mine, id: "me")
  try await repository.save(FavoriteMajors(["국악과"]), id: "other")
  let stored = try #require(try await repository.favoriteMajors(id: "me"))
  #expect(stored.majors == ["데이터과학부", "컴퓨터학부", "경영학과"])
  #expect(try await repository.favoriteMajors(id: "other")?.majors == ["국악과"])

  // An empty list is a list.
  try await repository.save(FavoriteMajors(), id: "empty")
  #expect(try await repository.favoriteMajors(id: "empty") == FavoriteMajors())

  // Majors come back scalar for scalar, and are compared as Swift compares text: a decomposed (NFD) 국악과 is the
  // major already there, whatever bytes the store compares.
  let decomposed = "\u{1100}\u{116E}\u{11A8}\u{110B}\u{1161}\u{11A8}\u{1100}\u{116A}"
  try await repository.save(FavoriteMajors([decomposed]), id: "nfd")
  let nfd = try #require(try await repository.favoriteMajors(id: "nfd")?.majors.first)
  #expect(Array(nfd.unicodeScalars) == Array(decomposed.unicodeScalars))
  #expect(try await !repository.update(id: "other", .add(decomposed)).changed)
  #expect(try await repository.favoriteMajors(id: "other")?.majors.map { Array($0.utf8) } == [Array("국악과".utf8)])

  // Removing reports whether there was a list, and leaves the others.
  #expect(try await repository.remove(id: "me"))
  #expect(try await !repository.remove(id: "me"), "removing again is not an error")
  #expect(try await repository.favoriteMajors(id: "me") == nil)
  #expect(try await repository.favoriteMajors(id: "other") != nil)
  #expect(try await repository.remove(id: "empty"), "an empty list is removed like any other")

  // Commands: a missing list starts empty; a command that changes nothing says so and stores nothing.
  let first = try await repository.update(id: "new", .toggle("국악과"))
  #expect(first.changed && first.value.majors == ["국악과"])
  #expect(try await repository.favoriteMajors(id: "new") == first.value)
  #expect(try await !repository.update(id: "new", .add(" 국악과\t")).changed, "padded: the same major")
  #expect(try await !repository.update(id: "new", .add("  ")).changed, "a blank major is no major")
  #expect(try await !repository.update(id: "new", .remove("경영학과")).changed)
  let added = try await repository.update(id: "new", .add("경영학과"))
  #expect(added.changed && added.value.majors == ["국악과", "경영학과"])
  #expect(try await repository.toggle("국악과", in: "new") == false)
  #expect(try await repository.toggle(" 국악과", in: "new") == true)
  #expect(try await repository.favoriteMajors(id: "new")?.majors == ["경영학과", "국악과"])
  let nothing = try await repository.update(id: "ghost", .remove("국악과"))
  #expect(!nothing.changed && nothing.value == FavoriteMajors())
  #expect(try await repository.favoriteMajors(id: "ghost") == nil)

  // Concurrent stars (two devices): every addition lands, once ...
  let majors = (0..<40).map { "전공 \($0)" }
  try await withThrowingTaskGroup(of: Void.self) { group in
    for major in majors + majors {
      group.addTask { _ = try await repository.update(id: "busy", .add(major)) }
    }
    try await group.waitForAll()
  }
  let busy = try #require(try await repository.favoriteMajors(id: "busy"))
  #expect(busy.majors.count == 40 && Set(busy.majors) == Set(majors))

  // ... and every toggle: each major toggled twice at once is gone again, which a lost update would leave behind.
  try await withThrowingTaskGroup(of: Void.self) { group in
    for major in majors + majors {
      group.addTask { _ = try await repository.update(id: "toggled", .toggle(major)) }
    }
    try await group.waitForAll()
  }
  #expect(try await repository.favoriteMajors(id: "toggled")?.majors == [])
}
