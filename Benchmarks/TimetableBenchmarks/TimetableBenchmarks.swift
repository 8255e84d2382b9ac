import Benchmark
import Foundation
@_spi(Benchmarking) import TimetableKit

/// A full week: the first catalogue courses that fit, up to `count`.
private func fullTimetable(from courses: [Course], count: Int) -> Timetable {
  var timetable = Timetable(id: UUID())
  for course in courses where course.delivery == .scheduled && timetable.canAdd(course) {
    try? timetable.add(course)
    if timetable.courses.count == count { break }
  }
  return timetable
}

/// Six wanted courses with four sections each, drawn from the synthetic catalogue's time shapes.
private func wantedGroups() -> [CourseGroup] {
  let times = [
    ["IT106(월1,2,3)", "IT106(화1,2,3)", "IT106(수5,6,7)", "IT106(목5,6)"],
    ["미래521(월2,3)", "미래521(수1,2)", "미래521(금1,2,3)", "미래521(화5,6)"],
    ["음악109(화1,2 수3,4)", "음악109(월5,6 목1,2)", "음악109(금3,4)", "음악109(목7,8,9)"],
    ["2공학204(화1,2,3,5,6,7)", "2공학204(목1,2,3,5,6,7)", "2공학205(금5,6,7)", "2공학205(월7,8,9)"],
    ["생활202(목9,10),생활302(화6,7,8 금9)", "생활202(월9,10)", "생활302(수6,7)", "생활302(금1,2)"],
    ["인문107(월4 수4)", "인문107(화4 목4)", "인문107(수8,9)", "인문107(금6,7)"],
  ]
  return times.enumerated().map { group, sections in
    CourseGroup(
      name: "과목\(group)",
      sections: sections.enumerated().compactMap { section, text in
        try? Course(name: "과목\(group)", scheduleText: text, code: "\(group)", section: "00\(section)", credits: 3)
      })
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    warmupIterations: 3,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )
  let fast = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(2),
    maxIterations: 1_000)

  // MARK: Decoding and building the catalogue

  for count in [2_000, 20_000] {
    Benchmark("Decode USW JSON (\(count) records)") { benchmark, json in
      for _ in benchmark.scaledIterations {
        blackHole(try? USWPortalDecoder.records(from: json))
      }
    } setup: {
      SyntheticCatalogue.json(count: count)
    }

    Benchmark("Build courses from decoded records, parsing included (\(count))") { benchmark, records in
      for _ in benchmark.scaledIterations {
        blackHole(CourseImport(usw: records))
      }
    } setup: {
      SyntheticCatalogue.decoded(count: count)
    }

    Benchmark("Build the search index (\(count) courses)") { benchmark, courses in
      for _ in benchmark.scaledIterations {
        blackHole(CourseCatalog(courses: courses))
      }
    } setup: {
      CourseImport(usw: SyntheticCatalogue.decoded(count: count)).courses
    }
  }

  Benchmark("Parse every schedule string (2000 records)") { benchmark, texts in
    for _ in benchmark.scaledIterations {
      for text in texts { blackHole(try? ScheduleParser.parse(text)) }
    }
  } setup: {
    SyntheticCatalogue.scheduleTexts(count: 2_000).compactMap { $0 }
  }

  Benchmark("Baseline: split-parse every schedule string (2000 records)") { benchmark, texts in
    for _ in benchmark.scaledIterations {
      for text in texts { blackHole(NaiveBaseline.entries(text)) }
    }
  } setup: {
    SyntheticCatalogue.scheduleTexts(count: 2_000).compactMap { $0 }
  }

  // MARK: Conflict checks against a full timetable (8 courses)

  struct ConflictCase {
    let timetable: Timetable
    let fitting: Course
    let clashing: Course
    let strings: [String]
  }
  func conflictCase() -> ConflictCase {
    let courses = CourseImport(usw: SyntheticCatalogue.decoded(count: 2_000)).courses
    let timetable = fullTimetable(from: courses, count: 8)
    let scheduled = courses.filter { $0.delivery == .scheduled && !timetable.contains($0.id) }
    let fitting = scheduled.first { !timetable.hasConflict(with: $0) } ?? scheduled[0]
    let clashing = scheduled.first { timetable.hasConflict(with: $0) } ?? scheduled[0]
    return ConflictCase(
      timetable: timetable, fitting: fitting, clashing: clashing,
      strings: timetable.courses.compactMap(\.scheduleText))
  }

  Benchmark("Conflict check: hasConflict, a course that fits", configuration: fast) { benchmark, setup in
    for _ in benchmark.scaledIterations {
      blackHole(setup.timetable.hasConflict(with: setup.fitting))
    }
  } setup: {
    conflictCase()
  }

  Benchmark("Conflict check: hasConflict, a clashing course", configuration: fast) { benchmark, setup in
    for _ in benchmark.scaledIterations {
      blackHole(setup.timetable.hasConflict(with: setup.clashing))
    }
  } setup: {
    conflictCase()
  }

  Benchmark("Conflict check: conflicts(with:) listing, a clashing course", configuration: fast) { benchmark, setup in
    for _ in benchmark.scaledIterations {
      blackHole(setup.timetable.conflicts(with: setup.clashing))
    }
  } setup: {
    conflictCase()
  }

  Benchmark("Conflict check: canAdd (duplicate, clash, credits), a course that fits", configuration: fast) {
    benchmark, setup in
    for _ in benchmark.scaledIterations {
      blackHole(setup.timetable.canAdd(setup.fitting))
    }
  } setup: {
    conflictCase()
  }

  Benchmark("Conflict check: clock-time course, interval fallback", configuration: fast) {
    (benchmark: Benchmark, setup: (Timetable, Course)) in
    for _ in benchmark.scaledIterations {
      blackHole(setup.0.hasConflict(with: setup.1))
    }
  } setup: {
    let base = conflictCase()
    var timetable = base.timetable
    if let evening = try? Course(
      name: "야간강좌",
      clockMeetings: [try ClockMeeting(location: "경상301", day: .sunday, startMinute: 1140, endMinute: 1230)])
    {
      try? timetable.add(evening)
    }
    return (timetable, base.fitting)
  }

  Benchmark("Baseline: split strings + clock compare per pair, a course that fits", configuration: fast) {
    benchmark, setup in
    let new = setup.fitting.scheduleText ?? ""
    for _ in benchmark.scaledIterations {
      blackHole(NaiveBaseline.clashes(timetable: setup.strings, new: new))
    }
  } setup: {
    conflictCase()
  }

  // MARK: Search

  for count in [2_000, 20_000] {
    for query in ["all that english", "ㄷㅇㅌ", "데이터"] {
      Benchmark("Search \"\(query)\" (\(count) records)") { benchmark, catalog in
        for _ in benchmark.scaledIterations {
          blackHole(catalog.search(query))
        }
      } setup: {
        CourseCatalog(courses: CourseImport(usw: SyntheticCatalogue.decoded(count: count)).courses)
      }
    }
    Benchmark("Baseline: normalise every name per query, \"all that english\" (\(count) records)") {
      benchmark, courses in
      for _ in benchmark.scaledIterations {
        blackHole(NaiveBaseline.search(courses, query: "all that english"))
      }
    } setup: {
      CourseImport(usw: SyntheticCatalogue.decoded(count: count)).courses
    }
  }

  Benchmark("Search with a filter: a department and free periods (20000 records)") {
    (benchmark: Benchmark, setup: (CourseCatalog, CourseFilter)) in
    for _ in benchmark.scaledIterations {
      blackHole(setup.0.search("데이터", filter: setup.1))
    }
  } setup: {
    let courses = CourseImport(usw: SyntheticCatalogue.decoded(count: 20_000)).courses
    let filter = CourseFilter(departments: ["데이터과학부", "컴퓨터학부"], fitting: fullTimetable(from: courses, count: 6))
    return (CourseCatalog(courses: courses), filter)
  }

  // MARK: Schedule generation

  Benchmark("Generate: every schedule, 6 courses x 4 sections") { benchmark, generator in
    for _ in benchmark.scaledIterations {
      var count = 0
      for schedule in generator.schedules(limit: .max) {
        count += 1
        blackHole(schedule)
      }
      blackHole(count)
    }
  } setup: {
    ScheduleGenerator(groups: wantedGroups())
  }

  Benchmark("Generate: prepare (pairwise masks) and best 5, 6 courses x 4 sections") { benchmark, groups in
    for _ in benchmark.scaledIterations {
      blackHole(ScheduleGenerator(groups: groups).best(5, examining: .max))
    }
  } setup: {
    wantedGroups()
  }

  Benchmark("Baseline: brute force, pairwise interval checks, 6 courses x 4 sections") { benchmark, groups in
    for _ in benchmark.scaledIterations {
      blackHole(NaiveBaseline.generate(groups))
    }
  } setup: {
    wantedGroups()
  }
}
