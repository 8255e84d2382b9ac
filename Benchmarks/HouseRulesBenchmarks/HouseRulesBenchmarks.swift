import Benchmark
import HouseRulesKit

let benchmarks: @Sendable () -> Void = {
  let fast = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 100_000)
  let slow = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 200)

  // MARK: Today's todos (8 members, 200 rules, a year of checks)

  query("todos(on:) 200 rules, year of checks", fast) { fixture in
    blackHole(fixture.house.todos(on: fixture.today))
  }

  query("todos(on:) + read every todo's assignees and checks", fast) { fixture in
    for todo in fixture.house.todos(on: fixture.today) {
      blackHole(todo.assignees)
      blackHole(todo.checkedBy)
    }
  }

  query("todos(on:) with 20 rotating rules", fast) { fixture in
    blackHole(fixture.rotatingHouse.todos(on: fixture.today))
  }

  query("naive todos: scan every rule and every check", slow) { fixture in
    blackHole(fixture.naive.todos(on: fixture.today))
  }

  query("myTodos(on:for:)", fast) { fixture in
    blackHole(fixture.house.myTodos(on: fixture.today, for: "member-3"))
  }

  Benchmark("check + uncheck", configuration: fast) { benchmark in
    var house = Fixture.shared.house
    let today = Fixture.shared.today.adding(days: 1)
    guard let todo = house.todos(on: today).first(where: \.hasAssignees), let member = todo.assignees.first else {
      return
    }
    // The first change copies the shared house's storage; keep that out of the measurement.
    try? house.check(rule: todo.id, member: member, on: today)
    try? house.uncheck(rule: todo.id, member: member, on: today)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try? house.check(rule: todo.id, member: member, on: today)
      try? house.uncheck(rule: todo.id, member: member, on: today)
    }
    benchmark.stopMeasurement()
    blackHole(house)
  }

  // MARK: Completion statistics

  query("completionStatistics for a year", slow) { fixture in
    blackHole(fixture.house.completionStatistics(from: fixture.yearStart, through: fixture.today))
  }

  query("completionStatistics for a year with 20 rotating rules", slow) { fixture in
    blackHole(fixture.rotatingHouse.completionStatistics(from: fixture.yearStart, through: fixture.today))
  }

  query("naive statistics for a year: every day × rule, every check", slow) { fixture in
    blackHole(fixture.naive.statistics(from: fixture.yearStart, through: fixture.today))
  }

  // MARK: Rotation for a year

  query("rotation: a year of round-robin turns (pure)", fast) { fixture in
    blackHole(fixture.roundRobin.turns(count: 52))
  }

  query("rotation: rotationTurns(for:from:weeks:) a year, least completed", fast) { fixture in
    blackHole(
      try? fixture.rotatingHouse.rotationTurns(for: fixture.leastCompletedRule, from: fixture.yearStart, weeks: 52))
  }

  Benchmark("rotation: check + uncheck replans a least-completed year twice", configuration: slow) { benchmark in
    var house = Fixture.shared.rotatingHouse
    let rule = Fixture.shared.leastCompletedRule
    let monday = Fixture.shared.yearStart.mondayAfter
    guard let member = house.assignees(of: rule, on: monday).first else { return }
    // Start unchecked, and copy the shared house's storage before measuring.
    try? house.uncheck(rule: rule, member: member, on: monday)
    try? house.check(rule: rule, member: member, on: monday)
    try? house.uncheck(rule: rule, member: member, on: monday)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try? house.check(rule: rule, member: member, on: monday)
      try? house.uncheck(rule: rule, member: member, on: monday)
    }
    benchmark.stopMeasurement()
    blackHole(house)
  }

  Benchmark("naive rotation: a least-completed year, every check scanned each week", configuration: slow) { benchmark in
    let fixture = Fixture.shared
    let members = fixture.rotatingHouse.rule(fixture.leastCompletedRule)?.rotation?.members ?? []
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(
        fixture.naive.leastCompletedTurns(
          of: fixture.leastCompletedRule, members: members, from: fixture.yearStart.mondayAfter, weeks: 52))
    }
  }
}

/// Registers a benchmark that runs `body` on the shared fixture, built before measuring starts.
func query(_ name: String, _ configuration: Benchmark.Configuration, _ body: @escaping @Sendable (Fixture) -> Void) {
  Benchmark(name, configuration: configuration) { benchmark in
    let fixture = Fixture.shared
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      body(fixture)
    }
  }
}

extension CalendarDay {
  /// The first Monday on or after this day.
  fileprivate var mondayAfter: CalendarDay { adding(days: (8 - weekday.isoNumber) % 7) }
}
