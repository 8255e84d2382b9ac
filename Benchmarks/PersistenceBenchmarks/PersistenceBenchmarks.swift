import Benchmark
import CandleKit
import DomainKitsGRDB
import Foundation
import GRDB
import LectureEvaluationKit
import TimetableKit

/// A catalogue benchmark's state: the database, two different 2,000-course catalogues to replace each other (so
/// every replace writes every row), and the catalogue's row id.
typealias CatalogueState = (store: BenchmarkDatabase, versions: [[Course]], catalogue: Int64)

/// A database holding the first catalogue version as the benchmark semester's catalogue.
private func catalogueState(_ name: String) async throws -> CatalogueState {
  let store = try BenchmarkDatabase(name: name)
  let versions = [Workload.catalogue(), Workload.catalogue(variant: 1)]
  try await SQLiteCourseRepository(store.database).save(versions[0], in: Workload.semester)
  let catalogue = try await store.database.writer.read { db in
    try Int64.fetchOne(db, sql: "SELECT id FROM course_catalogue") ?? 0
  }
  return (store, versions, catalogue)
}

/// A database holding 100,000 one-minute candles of BTC_KRW.
private func candleStore(_ name: String) async throws -> BenchmarkDatabase {
  let store = try BenchmarkDatabase(name: name)
  try await SQLiteCandleRepository(store.database).save(
    Workload.candles(count: 100_000), symbol: "BTC_KRW", interval: .oneMinute)
  return store
}

/// Deletes every stored candle, outside the measured part: each save measured writes 100,000 new rows.
private func emptyCandles(_ store: BenchmarkDatabase) async throws {
  try await store.database.writer.write { db in try db.execute(sql: "DELETE FROM candle") }
}

/// A database holding `Workload.lectureIDs` as lectures, a fifth of them with three evaluations each.
private func lectureStore(_ name: String) async throws -> BenchmarkDatabase {
  let store = try BenchmarkDatabase(name: name)
  try await Workload.seedLectures(in: SQLiteLecturePostRepository(store.database))
  return store
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(3),
    maxIterations: 500)
  let slow = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10),
    maxIterations: 20)
  let listing = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 3, maxDuration: .seconds(3),
    maxIterations: 500)

  // MARK: Course catalogue

  Benchmark("Replace a 2,000-course catalogue (one transaction, prepared statements)") {
    (benchmark: Benchmark, state: CatalogueState) async throws in
    let repository = SQLiteCourseRepository(state.store.database)
    for iteration in benchmark.scaledIterations {
      try await repository.save(state.versions[(iteration + 1) % 2], in: Workload.semester)
    }
  } setup: {
    try await catalogueState("replace")
  } teardown: {
    BenchmarkDatabase.remove(name: "replace")
  }

  Benchmark("Baseline: 2,000 courses row by row outside a transaction", configuration: slow) {
    (benchmark: Benchmark, state: CatalogueState) throws in
    for iteration in benchmark.scaledIterations {
      try NaiveBaseline.replaceCatalogue(
        state.versions[(iteration + 1) % 2], catalogue: state.catalogue, in: state.store.database.writer)
    }
  } setup: {
    try await catalogueState("naive-replace")
  } teardown: {
    BenchmarkDatabase.remove(name: "naive-replace")
  }

  Benchmark("Load a 2,000-course semester") { (benchmark: Benchmark, state: CatalogueState) async throws in
    let repository = SQLiteCourseRepository(state.store.database)
    for _ in benchmark.scaledIterations {
      blackHole(try await repository.courses(in: Workload.semester))
    }
  } setup: {
    try await catalogueState("load")
  } teardown: {
    BenchmarkDatabase.remove(name: "load")
  }

  Benchmark("Load one major's courses from a 2,000-course semester") {
    (benchmark: Benchmark, state: CatalogueState) async throws in
    let repository = SQLiteCourseRepository(state.store.database)
    for _ in benchmark.scaledIterations {
      blackHole(try await repository.courses(in: Workload.semester, department: "컴퓨터학부"))
    }
  } setup: {
    try await catalogueState("major")
  } teardown: {
    BenchmarkDatabase.remove(name: "major")
  }

  // MARK: Timetable

  Benchmark("Timetable round trip: save a 7-course timetable, select it, load the selection") {
    (benchmark: Benchmark, state: (store: BenchmarkDatabase, timetable: Timetable)) async throws in
    let repository = SQLiteTimetableRepository(state.store.database)
    for _ in benchmark.scaledIterations {
      try await repository.save(state.timetable)
      try await repository.selectTimetable(id: state.timetable.id)
      blackHole(try await repository.selectedTimetable())
    }
  } setup: {
    (try BenchmarkDatabase(name: "timetable"), Workload.timetable(from: Workload.catalogue()))
  } teardown: {
    BenchmarkDatabase.remove(name: "timetable")
  }

  // MARK: Candles

  Benchmark("Save 100,000 candles (one transaction, one prepared upsert)", configuration: slow) {
    (benchmark: Benchmark, state: (store: BenchmarkDatabase, candles: [Candle])) async throws in
    let repository = SQLiteCandleRepository(state.store.database)
    try await emptyCandles(state.store)
    benchmark.startMeasurement()
    try await repository.save(state.candles, symbol: "BTC_KRW", interval: .oneMinute)
    benchmark.stopMeasurement()
  } setup: {
    (try BenchmarkDatabase(name: "save-candles"), Workload.candles(count: 100_000))
  } teardown: {
    BenchmarkDatabase.remove(name: "save-candles")
  }

  Benchmark("Baseline: 100,000 candles row by row outside a transaction", configuration: slow) {
    (benchmark: Benchmark, state: (store: BenchmarkDatabase, candles: [Candle])) async throws in
    try await emptyCandles(state.store)
    benchmark.startMeasurement()
    try NaiveBaseline.saveCandles(state.candles, symbol: "BTC_KRW", in: state.store.database.writer)
    benchmark.stopMeasurement()
  } setup: {
    (try BenchmarkDatabase(name: "naive-candles"), Workload.candles(count: 100_000))
  } teardown: {
    BenchmarkDatabase.remove(name: "naive-candles")
  }

  Benchmark("Load 100,000 candles (one key range)", configuration: slow) {
    (benchmark: Benchmark, store: BenchmarkDatabase) async throws in
    let repository = SQLiteCandleRepository(store.database)
    let range = Workload.candleStart..<Workload.candleStart.addingTimeInterval(100_000 * 60)
    for _ in benchmark.scaledIterations {
      blackHole(try await repository.candles(symbol: "BTC_KRW", interval: .oneMinute, in: range))
    }
  } setup: {
    try await candleStore("load-candles")
  } teardown: {
    BenchmarkDatabase.remove(name: "load-candles")
  }

  Benchmark("Load one day (1,440 candles) out of 100,000") {
    (benchmark: Benchmark, store: BenchmarkDatabase) async throws in
    let repository = SQLiteCandleRepository(store.database)
    let start = Workload.candleStart.addingTimeInterval(30 * 86_400)
    for _ in benchmark.scaledIterations {
      blackHole(try await repository.candles(symbol: "BTC_KRW", interval: .oneMinute, in: start..<start + 86_400))
    }
  } setup: {
    try await candleStore("day-candles")
  } teardown: {
    BenchmarkDatabase.remove(name: "day-candles")
  }

  // MARK: Lecture list

  // What the reference server's SUWIKI lecture list read before LectureAveragesListing (a lecture and its averages
  // per id, 10,000 reads), against the one listing it reads now.
  Benchmark("Lecture list, 5,000 lectures: a read per lecture (before)", configuration: slow) {
    (benchmark: Benchmark, store: BenchmarkDatabase) async throws in
    let repository = SQLiteLecturePostRepository(store.database)
    for _ in benchmark.scaledIterations {
      var listed: [ListedLecture] = []
      for id in Workload.lectureIDs {
        guard let lecture = try await repository.lecture(id: id) else { continue }
        let averages = try await repository.averages(lecture: id) ?? LectureAverages()
        listed.append(ListedLecture(lecture: lecture, averages: averages))
      }
      blackHole(listed)
    }
  } setup: {
    try await lectureStore("lectures-per-id")
  } teardown: {
    BenchmarkDatabase.remove(name: "lectures-per-id")
  }

  Benchmark("Lecture list, 5,000 lectures: one listing (LectureAveragesListing)", configuration: listing) {
    (benchmark: Benchmark, store: BenchmarkDatabase) async throws in
    let repository = SQLiteLecturePostRepository(store.database)
    for _ in benchmark.scaledIterations {
      blackHole(try await repository.lecturesWithAverages())
    }
  } setup: {
    try await lectureStore("lectures-listing")
  } teardown: {
    BenchmarkDatabase.remove(name: "lectures-listing")
  }
}
