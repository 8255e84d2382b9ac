// swift-tools-version: 6.1
import PackageDescription

// DomainKits' benchmarks, a package of their own beside the library: ordo-one/benchmark's manifest needs Swift 6.3
// (its `MallocInterposer` trait), and keeping it out of the library's manifest lets apps and contributors on
// Swift 6.1 and 6.2 resolve DomainKits. Run from the repository root:
//
//     swift package --package-path Benchmarks benchmark --target OrderBookBenchmarks

/// One executable per kit or adapter, in the folder of its name, measuring the products it names.
let benchmarks: [(name: String, products: [String])] = [
  ("OrderBookBenchmarks", ["OrderBookKit"]),
  ("CandleBenchmarks", ["CandleKit"]),
  ("TimetableBenchmarks", ["TimetableKit"]),
  ("LectureEvaluationBenchmarks", ["LectureEvaluationKit"]),
  ("HouseRulesBenchmarks", ["HouseRulesKit"]),
  ("WagerBenchmarks", ["WagerKit"]),
  ("BoxOfficeBenchmarks", ["BoxOfficeKit"]),
  ("MarketBoardBenchmarks", ["MarketBoardKit"]),
  ("PersistenceBenchmarks", ["DomainKitsGRDB", "CandleKit", "TimetableKit", "LectureEvaluationKit"]),
  ("MarketFeedBenchmarks", ["MarketFeed", "MarketFeedReplay"]),
]

let package = Package(
  name: "DomainKitsBenchmarks",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [
    .package(name: "DomainKits", path: "..", traits: ["SQLite", "LiveFeed", "Postgres"]),
    .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    // PersistenceBenchmarks' row-by-row baseline talks to GRDB directly.
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.0.0"),
    // SharedStateLoad makes and drops its PostgreSQL database through postgres-nio.
    .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
  ],
  targets: [
    // Not a `swift package benchmark` target (its folder is not directly under Benchmarks/): a load run of the
    // shared-state repositories on SQLite and PostgreSQL, from 1 and 16 concurrent clients.
    .executableTarget(
      name: "SharedStateLoad",
      dependencies: [
        .product(name: "DomainKitsGRDB", package: "DomainKits"),
        .product(name: "LectureEvaluationKitPostgres", package: "DomainKits"),
        .product(name: "WagerKitPostgres", package: "DomainKits"),
        .product(name: "HouseRulesKitPostgres", package: "DomainKits"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ],
      path: "Load/SharedStateLoad"
    )
  ]
    + benchmarks.map { benchmark in
      .executableTarget(
        name: benchmark.name,
        dependencies: benchmark.products.map { .product(name: $0, package: "DomainKits") } + [
          .product(name: "Benchmark", package: "benchmark")
        ]
          + (benchmark.name == "PersistenceBenchmarks" ? [.product(name: "GRDB", package: "GRDB.swift")] : []),
        path: benchmark.name,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
      )
    },
  swiftLanguageModes: [.v6]
)
