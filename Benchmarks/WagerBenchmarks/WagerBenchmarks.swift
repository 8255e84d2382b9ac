import Benchmark
import Foundation
@_spi(Benchmarking) import WagerKit

// WagerKit's hot paths beside the naive approach of the original app, on the same input:
// - the history screen and home totals of a couple with 10,000 finished battles (target: < 5 ms);
// - deciding a result;
// - 1,000 concurrent "create a battle" attempts against the in-memory repository.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 1_000)

  let data = Corpus(battleCount: 10_000)

  // MARK: History and totals

  Benchmark("History + totals, 10,000 battles (store order)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(BattleHistory(battles: data.newestFirst, couple: data.couple, viewer: .first))
    }
  }

  Benchmark("History + totals, 10,000 battles (shuffled input)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(BattleHistory(battles: data.shuffled, couple: data.couple, viewer: .first))
    }
  }

  Benchmark("Naive history + totals, 10,000 battles (DateFormatter per row, re-filtering)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(NaiveHistory(battles: data.shuffled, couple: data.couple, viewer: .first))
    }
  }

  Benchmark("History rows from 10,000 server DTOs") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(BattleHistory(rows: BattleHistoryRow.rows(items: data.dtos)))
    }
  }

  // MARK: Deciding

  Benchmark("Decide 10,000 results (BattleOutcome.decide)") { benchmark in
    for _ in benchmark.scaledIterations {
      var wins = 0
      for pair in data.reportPairs where BattleOutcome.decide(first: pair.0, second: pair.1) != .draw { wins += 1 }
      blackHole(wins)
    }
  }

  Benchmark("Naive decide 10,000 results (wire strings, date parsing per decision)") { benchmark in
    for _ in benchmark.scaledIterations {
      var wins = 0
      for pair in data.wirePairs where NaiveDecision.winner(pair.0, pair.1) != nil { wins += 1 }
      blackHole(wins)
    }
  }

  Benchmark("Finalize 10,000 running battles (state machine + coupon)") { benchmark in
    for _ in benchmark.scaledIterations {
      var owners = 0
      for var battle in data.reportedBattles {
        if let settlement = try? battle.finalize(at: data.finalizeTime), settlement.coupon.owner != nil { owners += 1 }
      }
      blackHole(owners)
    }
  }

  // MARK: Concurrent creation

  // How many battles a race of 1,000 attempts left the couple with: 1 is the rule.
  let battlesCreated = BenchmarkMetric.custom("battles created", polarity: .prefersSmaller, useScalingFactor: false)
  let raceConfiguration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal, battlesCreated])

  Benchmark("1,000 concurrent creates, in-memory repository (atomic)", configuration: raceConfiguration) {
    benchmark in
    for _ in benchmark.scaledIterations {
      let repository = InMemoryBattleRepository()
      let created = await withTaskGroup(of: Bool.self) { group in
        for battle in data.raceBattles {
          group.addTask { (try? await repository.insert(battle)) != nil }
        }
        var count = 0
        for await success in group where success { count += 1 }
        return count
      }
      benchmark.measurement(battlesCreated, created)
      blackHole(created)
    }
  }

  Benchmark("Naive check-then-insert, 1,000 concurrent creates", configuration: raceConfiguration) { benchmark in
    for _ in benchmark.scaledIterations {
      let repository = NaiveBattleStore()
      let created = await withTaskGroup(of: Bool.self) { group in
        for battle in data.raceBattles {
          group.addTask { await repository.createIfNoneLive(battle) }
        }
        var count = 0
        for await success in group where success { count += 1 }
        return count
      }
      benchmark.measurement(battlesCreated, created)
      blackHole(created)
    }
  }
}
