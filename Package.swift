// swift-tools-version: 6.1
import PackageDescription

// DomainKits: one package, one library product per kit, and opt-in adapters.
//
// SwiftPM fetches every package that any *product* of this package uses, whichever product an app picks (only
// dependencies of test targets, of executable targets outside products and of plugins are skipped). So every
// package an adapter needs is behind a trait that is off by default: a dependency whose every use carries
// `.when(traits:)` is not fetched until an app turns that trait on. An app that adds any kit, or all eight, resolves
// DomainKits alone; `traits: ["SQLite"]` adds GRDB; `traits: ["LiveFeed"]` adds the WebSocket client and SwiftNIO;
// `traits: ["Postgres"]` adds postgres-nio. The `Server` trait (the reference server, issue 31) is this package's own:
// its targets are in no product, so no app can fetch Hummingbird and the rest of its packages.
// Scripts/check-consumers.sh resolves a consumer of each in CI and fails when another package leaks in.
//
// Inside this package, build the adapters with `--traits SQLite,LiveFeed,Postgres` or `--enable-all-traits`, and the
// reference server with `--traits Server` (or `--enable-all-traits`); their code sits under `#if SQLite` /
// `#if LiveFeed` / `#if Postgres` / `#if Server`, so the default build compiles them empty.
//
// Benchmarks live in their own package (Benchmarks/Package.swift): ordo-one/benchmark needs Swift 6.3, and keeping
// it out of this manifest lets apps and contributors on Swift 6.1 and 6.2 resolve this one.

/// The domain kits. Each becomes a library product, a target under `Sources/<Kit>` and a test target
/// under `Tests/<Kit>Tests`.
let kits = [
  "OrderBookKit",
  "CandleKit",
  "TimetableKit",
  "LectureEvaluationKit",
  "HouseRulesKit",
  "WagerKit",
  "BoxOfficeKit",
  "MarketBoardKit",
]

/// The SQLite adapter, one target and product per kit (`<Kit>GRDB`, under `Sources/DomainKitsGRDB/<folder>`), so
/// an app that stores one kit compiles that kit alone; `DomainKitsGRDB` re-exports them all.
let sqliteAdapters: [(kit: String, folder: String)] = [
  ("OrderBookKit", "OrderBook"),
  ("CandleKit", "Candles"),
  ("TimetableKit", "Timetable"),
  ("LectureEvaluationKit", "LectureEvaluation"),
  ("HouseRulesKit", "HouseRules"),
  ("WagerKit", "Wager"),
  ("BoxOfficeKit", "BoxOffice"),
  ("MarketBoardKit", "MarketBoard"),
]

/// Fuzz executables under `Fuzz/<Name>`, one per kit, each holding that kit's fuzz targets (`--list` names them).
/// They build with everything else and fuzz only when `Scripts/fuzz.sh` builds them with `-DFUZZING` and libFuzzer.
let fuzzers: [(name: String, kit: String)] = [
  ("FuzzOrderBook", "OrderBookKit"),
  ("FuzzCandle", "CandleKit"),
  ("FuzzTimetable", "TimetableKit"),
  ("FuzzLectureEvaluation", "LectureEvaluationKit"),
  ("FuzzHouseRules", "HouseRulesKit"),
  ("FuzzWager", "WagerKit"),
  ("FuzzBoxOffice", "BoxOfficeKit"),
  ("FuzzMarketBoard", "MarketBoardKit"),
]

let sqlite: TargetDependencyCondition? = .when(traits: ["SQLite"])
let liveFeed: TargetDependencyCondition? = .when(traits: ["LiveFeed"])
let postgres: TargetDependencyCondition? = .when(traits: ["Postgres"])
let server: TargetDependencyCondition? = .when(traits: ["Server"])

/// A dependency of the live feed on a SwiftNIO module, fetched only with the `LiveFeed` trait.
func nio(_ module: String) -> Target.Dependency {
  .product(name: module, package: "swift-nio", condition: liveFeed)
}

let package = Package(
  name: "DomainKits",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: kits.map { .library(name: $0, targets: [$0]) } + [
    // The vocabulary the kits share (every kit re-exports it), for code that names it alone.
    .library(name: "DomainKitsCore", targets: ["DomainKitsCore"]),
    // Every kit's HTTPTransport over URLSession (Foundation only): the API clients' and BoxOfficeKit's network.
    .library(name: "DomainKitsURLSession", targets: ["DomainKitsURLSession"]),
    // BoxOfficeKit with the URLSession transport (re-exports DomainKitsURLSession; Foundation only).
    .library(name: "BoxOfficeLive", targets: ["BoxOfficeLive"]),
    // The kits' repositories on SQLite (GRDB), with the `SQLite` trait: every kit's, or one kit's.
    .library(name: "DomainKitsGRDB", targets: ["DomainKitsGRDB"]),
  ]
    + sqliteAdapters.map { .library(name: "\($0.kit)GRDB", targets: ["\($0.kit)GRDB"]) } + [
      // Bithumb's live WebSocket and REST feed (legacy, and API 2.0 / Upbit) into OrderBookKit, CandleKit and
      // MarketBoardKit, with the `LiveFeed` trait.
      .library(name: "MarketFeed", targets: ["MarketFeed"]),
      // A local server that replays Bithumb's feed, for tests, demos and previews (`LiveFeed` trait); apps that
      // add MarketFeed do not link it.
      .library(name: "MarketFeedReplay", targets: ["MarketFeedReplay"]),
      // LectureEvaluationKit's repository on PostgreSQL (postgres-nio), with the `Postgres` trait; it re-exports
      // DomainKitsPostgresCore (the database, its migrations and errors).
      .library(name: "LectureEvaluationKitPostgres", targets: ["LectureEvaluationKitPostgres"]),
      // WagerKit's couples, battles and coupons on PostgreSQL, with the `Postgres` trait.
      .library(name: "WagerKitPostgres", targets: ["WagerKitPostgres"]),
      // HouseRulesKit's houses on PostgreSQL, with the `Postgres` trait.
      .library(name: "HouseRulesKitPostgres", targets: ["HouseRulesKitPostgres"]),
    ],
  traits: [
    .trait(name: "SQLite", description: "The SQLite repositories of every kit (DomainKitsGRDB), on GRDB."),
    .trait(
      name: "LiveFeed", description: "MarketFeed: Bithumb's live WebSocket feed, on swift-websocket and SwiftNIO."),
    .trait(
      name: "Postgres",
      description:
        "The PostgreSQL repositories (LectureEvaluationKitPostgres, WagerKitPostgres, HouseRulesKitPostgres), on "
        + "postgres-nio, for server-side apps."),
    .trait(
      name: "Server",
      description:
        "The reference server (domainkits-server): SUWIKI's, Hous's and the couple app's APIs on the kits, on SQLite "
        + "or PostgreSQL. Not part of any product.",
      enabledTraits: ["SQLite", "Postgres"]),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.4.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    // A local HTTP server for DomainKitsURLSessionTests only; apps that add the transport never fetch it.
    .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    // SQLite for the `SQLite` trait only (the system's libsqlite3).
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.0.0"),
    // The `LiveFeed` trait only: the WebSocket client and the SwiftNIO it runs on (also the replay server's HTTP
    // and WebSocket server).
    .package(url: "https://github.com/hummingbird-project/swift-websocket.git", from: "1.6.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
    // PostgreSQL for the `Postgres` trait only.
    .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    // The `Server` trait only (the reference server; no product uses them, so no app fetches them): the HTTP server
    // without its default traits (no swift-configuration), its header types, graceful shutdown, and the metrics
    // API with its Prometheus backend.
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0", traits: []),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
    // The `Server` trait only: HMAC-SHA256 for the server's tokens and scrypt for its passwords (the 4.x that
    // postgres-nio already resolves).
    .package(url: "https://github.com/apple/swift-crypto.git", "4.1.0"..<"6.0.0"),
  ],
  targets: [
    .target(name: "DomainKitsCore"),
    .testTarget(
      name: "DomainKitsCoreTests",
      dependencies: ["DomainKitsCore", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    // The demo CLI: an executable target outside any product, so apps never fetch swift-argument-parser.
    // `--database` needs the SQLite trait and `--live` the LiveFeed trait; without them the demo compiles
    // neither GRDB nor SwiftNIO.
    .executableTarget(
      name: "domainkits",
      dependencies: ["DomainKitsCore", "DomainKitsURLSession"] + kits.map { .target(name: $0) } + [
        .target(name: "DomainKitsGRDB", condition: sqlite),
        .target(name: "MarketFeed", condition: liveFeed),
        .target(name: "MarketFeedReplay", condition: liveFeed),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("SampleData")]
    ),
    // URLSession helpers shared by the adapters that use it (DomainKitsURLSession, MarketFeed); not a product.
    .target(name: "URLSessionSupport"),
    .target(name: "DomainKitsURLSession", dependencies: ["DomainKitsCore", "URLSessionSupport"]),
    .testTarget(
      name: "DomainKitsURLSessionTests",
      dependencies: ["DomainKitsURLSession", "BoxOfficeLive", .product(name: "FlyingFox", package: "FlyingFox")]
    ),
    .target(name: "BoxOfficeLive", dependencies: ["BoxOfficeKit", "DomainKitsURLSession"]),
    // What every kit's SQLite code shares: the database, its checks, the whole schema's migrations (SQL only, no
    // kit types) and the row helpers.
    .target(
      name: "DomainKitsGRDBCore",
      dependencies: ["DomainKitsCore", .product(name: "GRDB", package: "GRDB.swift", condition: sqlite)],
      path: "Sources/DomainKitsGRDB/Core"
    ),
    .target(
      name: "DomainKitsGRDB",
      dependencies: ["DomainKitsGRDBCore"] + sqliteAdapters.map { .target(name: "\($0.kit)GRDB") },
      path: "Sources/DomainKitsGRDB/DomainKitsGRDB"
    ),
    .testTarget(
      name: "DomainKitsGRDBTests",
      dependencies: [
        "DomainKitsGRDB", "RepositoryConformance", .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
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
        "DomainKitsCore", "OrderBookKit", "CandleKit", "MarketBoardKit", "URLSessionSupport",
        .product(name: "WSClient", package: "swift-websocket", condition: liveFeed),
        .product(name: "Logging", package: "swift-log", condition: liveFeed),
        nio("NIOCore"), nio("NIOConcurrencyHelpers"), nio("NIOWebSocket"),
      ]
    ),
    .target(
      name: "MarketFeedReplay",
      dependencies: [
        "MarketFeed", nio("NIOConcurrencyHelpers"), nio("NIOCore"), nio("NIOPosix"), nio("NIOHTTP1"),
        nio("NIOWebSocket"),
      ]
    ),
    // What every kit's PostgreSQL code shares: the client, the versioned migrations, the serializable transactions
    // with bounded retries, and the typed errors.
    .target(
      name: "DomainKitsPostgresCore",
      dependencies: [
        "DomainKitsCore",
        .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
        .product(name: "Logging", package: "swift-log", condition: postgres),
      ],
      path: "Sources/DomainKitsPostgres/Core"
    ),
    .target(
      name: "LectureEvaluationKitPostgres",
      dependencies: [
        "LectureEvaluationKit", "DomainKitsPostgresCore",
        .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
      ],
      path: "Sources/DomainKitsPostgres/LectureEvaluation"
    ),
    .target(
      name: "WagerKitPostgres",
      dependencies: [
        "WagerKit", "DomainKitsPostgresCore",
        .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
      ],
      path: "Sources/DomainKitsPostgres/Wager"
    ),
    .target(
      name: "HouseRulesKitPostgres",
      dependencies: [
        "HouseRulesKit", "DomainKitsPostgresCore",
        .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
      ],
      path: "Sources/DomainKitsPostgres/HouseRules"
    ),
    // Runs against the server in DOMAINKITS_POSTGRES_URL (Scripts/with-postgres.sh starts a throwaway one); without
    // it the tests say why they did not run.
    .testTarget(
      name: "DomainKitsPostgresTests",
      dependencies: [
        "LectureEvaluationKitPostgres", "WagerKitPostgres", "HouseRulesKitPostgres", "RepositoryConformance",
        "PostgresTestSupport", .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
      ]
    ),
    // What the test targets that use the cluster of Scripts/with-postgres.sh share (they run in one process): the
    // gate that lets a test that stops the server run alone. Test support only: never a product.
    .target(name: "PostgresTestSupport", path: "Tests/PostgresTestSupport"),
    // The reference server (issue 31, `Server` trait): the routes, middleware and storage of `domainkits-server`. A
    // target, not a product: no app can depend on it, so none fetches Hummingbird.
    .target(
      name: "DomainKitsServer",
      dependencies: [
        "DomainKitsCore", "DomainKitsGRDBCore", "LectureEvaluationKit", "TimetableKit", "WagerKit", "HouseRulesKit",
        "LectureEvaluationKitGRDB", "TimetableKitGRDB", "WagerKitGRDB", "HouseRulesKitGRDB", "DomainKitsPostgresCore",
        "LectureEvaluationKitPostgres", "WagerKitPostgres", "HouseRulesKitPostgres",
        .product(name: "Crypto", package: "swift-crypto", condition: server),
        .product(name: "CryptoExtras", package: "swift-crypto", condition: server),
        .product(name: "Hummingbird", package: "hummingbird", condition: server),
        .product(name: "HTTPTypes", package: "swift-http-types", condition: server),
        .product(name: "NIOCore", package: "swift-nio", condition: server),
        .product(name: "NIOPosix", package: "swift-nio", condition: server),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: server),
        .product(name: "UnixSignals", package: "swift-service-lifecycle", condition: server),
        .product(name: "Logging", package: "swift-log", condition: server),
        .product(name: "Metrics", package: "swift-metrics", condition: server),
        .product(name: "Prometheus", package: "swift-prometheus", condition: server),
        .product(name: "GRDB", package: "GRDB.swift", condition: server),
        .product(name: "PostgresNIO", package: "postgres-nio", condition: server),
      ]
    ),
    // `swift run --traits Server domainkits-server`; without the trait it says which trait it needs and exits 64.
    .executableTarget(
      name: "domainkits-server",
      dependencies: [
        "DomainKitsServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log", condition: server),
      ]
    ),
    // Starts the server in-process on a free port and talks to it over URLSession: on SQLite, and on PostgreSQL too
    // when DOMAINKITS_POSTGRES_URL names a server (Scripts/with-postgres.sh).
    .testTarget(
      name: "DomainKitsServerTests",
      dependencies: [
        "DomainKitsServer", "DomainKitsCore", "DomainKitsURLSession", "DomainKitsGRDBCore", "LectureEvaluationKit",
        "TimetableKit", "WagerKit", "HouseRulesKit", "DomainKitsPostgresCore", "RepositoryConformance",
        "PostgresTestSupport",
        .product(name: "Hummingbird", package: "hummingbird", condition: server),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: server),
        .product(name: "Logging", package: "swift-log", condition: server),
        .product(name: "InMemoryLogging", package: "swift-log", condition: server),
        .product(name: "GRDB", package: "GRDB.swift", condition: server),
        .product(name: "PostgresNIO", package: "postgres-nio", condition: server),
      ]
    ),
    .testTarget(
      name: "MarketFeedTests",
      dependencies: ["MarketFeed", "MarketFeedReplay", .product(name: "FlyingFox", package: "FlyingFox")]
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
    + sqliteAdapters.map { adapter in
      .target(
        name: "\(adapter.kit)GRDB",
        dependencies: [
          .target(name: adapter.kit), "DomainKitsGRDBCore",
          .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
        ],
        path: "Sources/DomainKitsGRDB/\(adapter.folder)"
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
