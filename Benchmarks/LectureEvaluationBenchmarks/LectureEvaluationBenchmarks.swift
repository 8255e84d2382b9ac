import Benchmark
import Foundation
import LectureEvaluationKit

let benchmarks: @Sendable () -> Void = {
  // Lecture evaluation averages (every run is 3 × n changes: n writes, n edits, n deletes)

  let changes = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 100)
  for count in [1_000, 10_000] {
    Benchmark("Evaluation averages kept incrementally: \(count) written, edited, deleted", configuration: changes) {
      benchmark, workload in
      for _ in benchmark.scaledIterations { blackHole(workload.runIncremental()) }
    } setup: {
      EvaluationWorkload(count: count)
    }

    Benchmark("EvaluationBoard.apply, rules and ledger: \(count) written, edited, deleted", configuration: changes) {
      benchmark, workload in
      for _ in benchmark.scaledIterations { blackHole(workload.runBoard()) }
    } setup: {
      EvaluationWorkload(count: count)
    }

    Benchmark("Baseline: recompute every mean from all posts per change, \(count)", configuration: changes) {
      benchmark, workload in
      for _ in benchmark.scaledIterations { blackHole(workload.runRecomputing()) }
    } setup: {
      EvaluationWorkload(count: count)
    }
  }
}
