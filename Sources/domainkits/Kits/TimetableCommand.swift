import ArgumentParser

/// `domainkits timetable`: Builds a week timetable, refuses a clashing course, and searches courses.
struct TimetableCommand: KitDemoCommand {
  static let kitName = "TimetableKit"
  static let configuration = CommandConfiguration(
    commandName: "timetable",
    abstract: "Builds a week timetable, refuses a clashing course, and searches courses."
  )

  func run() async throws {
    throw KitNotBuiltError(kit: Self.kitName, issue: 5)
  }
}
