import ArgumentParser
import Foundation
import TimetableKit

/// `domainkits timetable`: Builds a week timetable, refuses a clashing course, and searches courses.
struct TimetableCommand: KitDemoCommand {
  static let kitName = "TimetableKit"
  static let configuration = CommandConfiguration(
    commandName: "timetable",
    abstract: "Builds a week timetable, refuses a clashing course, and searches courses."
  )

  @Option(help: "Another search to run on the sample catalogue (name or professor, spaces and 초성 allowed).")
  var search: String?

  @Option(help: "Also write the week as an SVG file to this path.")
  var svg: String?

  @Option(help: "Keep the catalogue and the week in this SQLite file; a second run shows what the first one stored.")
  var database: String?

  /// The demo week's identity, the same every run, so saving it again replaces it.
  private static let weekID = UUID(uuid: (0xD0, 0x4B, 0x17, 0x5E, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 1))

  /// The week the demo builds, by code and section.
  private static let week = [
    ("30412", "001"), ("31207", "001"), ("10855", "008"), ("50871", "001"), ("91220", "001"), ("11710", "003"),
    ("11620", "001"), ("11621", "001"), ("72010", "001"),
  ]

  private static let semester = Semester(year: 2023, term: .second)

  /// The demo's week: the courses of ``week`` from the catalogue, added in order (`added` sees each).
  static func sampleWeek(from catalog: CourseCatalog, added: (Course) -> Void = { _ in }) throws -> Timetable {
    var timetable = Timetable(id: weekID, name: "1안", semester: semester, creditLimit: 24)
    for (code, section) in week {
      guard let course = catalog.courses.first(where: { $0.id == .catalog(code: code, section: section) }) else {
        continue
      }
      try timetable.add(course)
      added(course)
    }
    return timetable
  }

  func run() async throws {
    let store = try database.map(DemoStore.open)
    if let store { try await Self.showStored(in: store) }
    let imported = try USWPortalDecoder.courses(from: try SampleData.data("timetable/courses.json"))
    let catalog = CourseCatalog(courses: imported.courses)
    print("Sample catalogue: \(imported.courses.count) courses, \(imported.rejections.count) records set aside.")
    for rejection in imported.rejections { print("  set aside: \(rejection.error)") }

    let semester = Self.semester
    print("\n" + Terminal.heading("Building a week"))
    var timetable = try Self.sampleWeek(from: catalog) { course in
      print("  added \(course.name) \(course.scheduleText ?? "(\(Self.label(course.delivery)))")")
    }
    print("  total \(timetable.totalCredits) of \(timetable.creditLimit?.description ?? "-") credits")

    print("\n" + Terminal.heading("A course that clashes"))
    if let network = catalog.search("컴퓨터네트워크").first {
      do {
        try timetable.add(network)
      } catch .conflict(_, let conflicts) {
        print("  refused \(network.name) \(network.scheduleText ?? ""): it clashes with \(conflicts.count) courses")
        for conflict in conflicts { print("    - \(conflict)") }
      } catch {
        print("  refused \(network.name): \(error)")
      }
    }

    print("\n" + Terminal.heading("The week"))
    let grid = TimetableGrid(timetable)
    print(grid.text(columnWidth: 12))
    if let svg {
      try Data(grid.svg().utf8).write(to: URL(fileURLWithPath: svg))
      print("\nSVG written to \(svg)")
    }

    print("\n" + Terminal.heading("Search"))
    for query in ["all that english", "ㄷㅇㅌ"] + (search.map { [$0] } ?? []) {
      let results = catalog.search(query)
      print("  \"\(query)\": \(results.count) course\(results.count == 1 ? "" : "s")")
      for course in results { print("    - \(Self.line(for: course))") }
    }
    let fitting = catalog.search("", filter: CourseFilter(fitting: timetable, includesCoursesWithoutMeetings: false))
    print("  courses that fit the week's free periods: \(fitting.count)")

    print("\n" + Terminal.heading("Generated timetables"))
    let wanted = ["데이터베이스", "운영체제", "경영학원론"].map { name in
      CourseGroup(name: name, sections: catalog.courses.filter { $0.name == name })
    }
    let generator = ScheduleGenerator(groups: wanted, constraints: ScheduleConstraints(daysOff: [.friday]))
    let best = generator.best(3)
    print("  one section each of \(wanted.map(\.name).joined(separator: ", ")), Fridays off:")
    if best.isEmpty { print("  no timetable fits") }
    for (rank, schedule) in best.enumerated() {
      let score = schedule.score
      print(
        "  \(rank + 1). \(score.daysUsed) days, \(score.gapPeriods) free periods between classes, "
          + "first class in period \(score.earliestStart)")
      for course in schedule.courses { print("     \(course.name) \(course.scheduleText ?? "")") }
    }

    if let store {
      try await store.courses.save(imported.courses, in: semester)
      let timetables = store.timetables
      try await timetables.save(timetable)
      try await timetables.selectTimetable(id: timetable.id)
      print("\n" + Terminal.heading("Saved"))
      print("  the \(semester) catalogue and the week \"\(timetable.name ?? "")\" (selected) are in \(store.path)")
    }
  }

  /// Prints what an earlier run left in the database.
  private static func showStored(in store: DemoStore) async throws {
    print(Terminal.heading("Database \(store.path)"))
    let (courses, timetables) = (store.courses, store.timetables)
    let (semesters, saved) = (try await courses.semesters(), try await timetables.timetables())
    if semesters.isEmpty, saved.isEmpty { print("  empty: this run stores the catalogue and the week") }
    for semester in semesters {
      print(
        "  catalogue \(semester): \(try await courses.courses(in: semester).count) courses, stored by an earlier run")
    }
    let selected = try await timetables.selectedTimetableID()
    for week in saved {
      print(
        "  timetable \"\(week.name ?? "")\": \(week.courses.count) courses, \(week.totalCredits) credits"
          + (week.id == selected ? " (selected)" : ""))
    }
    print()
  }

  private static func line(for course: Course) -> String {
    var parts = [course.name]
    if let professor = course.professor { parts.append(professor) }
    parts.append(course.scheduleText ?? label(course.delivery))
    return parts.joined(separator: " · ")
  }

  private static func label(_ delivery: Course.Delivery) -> String {
    switch delivery {
    case .scheduled: ""
    case .online: TimetableStrings.korean.online
    case .unscheduled: TimetableStrings.korean.unscheduled
    }
  }
}
