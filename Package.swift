// swift-tools-version: 6.1
import PackageDescription

// DomainKits: one package, one library product per kit.
//
// SwiftPM resolves dependencies by target, so an app that adds one kit fetches only what that kit's target uses.
// Keep it so: a kit's own target depends on DomainKitsCore and Foundation, nothing else. Benchmarks, adapters,
// the demo CLI and tests bring their own dependencies.

/// The domain kits. Each becomes a library product, a target under `Sources/<Kit>` and a test target
/// under `Tests/<Kit>Tests`.
let kits = [
  "OrderBookKit",
  "CandleKit",
  "TimetableKit",
  "HouseRulesKit",
  "WagerKit",
  "BoxOfficeKit",
]

/// Benchmark executables under `Benchmarks/<Name>`, each measuring one kit (`swift package benchmark`).
/// A kit adds its line when its benchmarks exist; none is declared empty.
let benchmarks: [(name: String, kit: String)] = [
  ("OrderBookBenchmarks", "OrderBookKit"),
  ("CandleBenchmarks", "CandleKit"),
  ("TimetableBenchmarks", "TimetableKit"),
  ("HouseRulesBenchmarks", "HouseRulesKit"),
  ("WagerBenchmarks", "WagerKit"),
  ("BoxOfficeBenchmarks", "BoxOfficeKit"),
  ("PersistenceBenchmarks", "DomainKitsGRDB"),
  ("MarketFeedBenchmarks", "MarketFeed"),
]

/// Fuzz executables under `Fuzz/<Name>`, one per kit, each holding that kit's fuzz targets (`--list` names them).
/// They build with everything else and fuzz only when `Scripts/fuzz.sh` builds them with `-DFUZZING` and libFuzzer.
let fuzzers: [(name: String, kit: String)] = [
  ("FuzzOrderBook", "OrderBookKit"),
  ("FuzzCandle", "CandleKit"),
  ("FuzzTimetable", "TimetableKit"),
  ("FuzzHouseRules", "HouseRulesKit"),
  ("FuzzWager", "WagerKit"),
  ("FuzzBoxOffice", "BoxOfficeKit"),
]

let package = Package(
  name: "DomainKits",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: kits.map { .library(name: $0, targets: [$0]) } + [
    .executable(name: "domainkits", targets: ["domainkits"]),
    // BoxOfficeKit's HTTPTransport over URLSession (Foundation only).
    .library(name: "BoxOfficeLive", targets: ["BoxOfficeLive"]),
    // The kits' repositories on SQLite (GRDB); only apps that add this product fetch GRDB.
    .library(name: "DomainKitsGRDB", targets: ["DomainKitsGRDB"]),
    // Bithumb's live WebSocket and REST feed into OrderBookKit and CandleKit; the only product with SwiftNIO.
    .library(name: "MarketFeed", targets: ["MarketFeed"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.4.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    // A local HTTP server for BoxOfficeLiveTests only; apps that add BoxOfficeLive never fetch it.
    .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    // SQLite for DomainKitsGRDB only (the system's libsqlite3).
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.0.0"),
    // MarketFeed only: the WebSocket client and the SwiftNIO it runs on (also the replay server's HTTP and
    // WebSocket server); apps that do not add MarketFeed never fetch them.
    .package(url: "https://github.com/hummingbird-project/swift-websocket.git", from: "1.6.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
  ],
  targets: [
    .target(name: "DomainKitsCore"),
    .testTarget(
      name: "DomainKitsCoreTests",
      dependencies: ["DomainKitsCore", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .executableTarget(
      name: "domainkits",
      dependencies: ["DomainKitsCore", "DomainKitsGRDB", "MarketFeed"] + kits.map { .target(name: $0) } + [
        .product(name: "ArgumentParser", package: "swift-argument-parser")
      ],
      resources: [.copy("SampleData")]
    ),
    // URLSession helpers shared by the adapters that use it (BoxOfficeLive, MarketFeed); not a product.
    .target(name: "URLSessionSupport"),
    .target(name: "BoxOfficeLive", dependencies: ["BoxOfficeKit", "URLSessionSupport"]),
    .testTarget(
      name: "BoxOfficeLiveTests",
      dependencies: ["BoxOfficeLive", .product(name: "FlyingFox", package: "FlyingFox")]
    ),
    .target(
      name: "DomainKitsGRDB",
      dependencies: kits.map { .target(name: $0) } + [.product(name: "GRDB", package: "GRDB.swift")]
    ),
    .testTarget(
      name: "DomainKitsGRDBTests",
      dependencies: [
        "DomainKitsGRDB", "RepositoryConformance", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The repository conformance suites, written once and run by each kit's tests against its in-memory
    // repositories and by DomainKitsGRDBTests against SQLite. Test support only: never a product.
    .target(
      name: "RepositoryConformance",
      dependencies: kits.map { .target(name: $0) },
      path: "Tests/RepositoryConformance"
    ),
    .target(
      name: "MarketFeed",
      dependencies: [
        "OrderBookKit", "CandleKit", "URLSessionSupport",
        .product(name: "WSClient", package: "swift-websocket"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
      ]
    ),
    .testTarget(
      name: "MarketFeedTests",
      dependencies: ["MarketFeed", .product(name: "FlyingFox", package: "FlyingFox")]
    ),
  ]
    + kits.flatMap { kit -> [Target] in
      [
        .target(name: kit, dependencies: ["DomainKitsCore"]),
        .testTarget(
          name: "\(kit)Tests",
          dependencies: [
            .target(name: kit),
            .target(name: "RepositoryConformance"),
            .product(name: "PropertyBased", package: "swift-property-based"),
          ]
        ),
      ]
    }
    + benchmarks.map { benchmark in
      .executableTarget(
        name: benchmark.name,
        dependencies: [
          .target(name: benchmark.kit),
          .product(name: "Benchmark", package: "benchmark"),
        ],
        path: "Benchmarks/\(benchmark.name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
      )
    }
    + [.target(name: "FuzzSupport", path: "Fuzz/FuzzSupport")]
    + fuzzers.map { fuzzer in
      .executableTarget(
        name: fuzzer.name,
        dependencies: ["FuzzSupport", .target(name: fuzzer.kit)],
        path: "Fuzz/\(fuzzer.name)"
      )
    },
  swiftLanguageModes: [.v6]
)
