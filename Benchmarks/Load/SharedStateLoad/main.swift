import Foundation

// The hot operations of the shared-state repositories on SQLite and on PostgreSQL, from 1 and from 16 concurrent
// clients: operations per second and p50/p99 latency. Each operation's calls touch fresh rows, after a warm-up.
//
//     Scripts/with-postgres.sh swift run --package-path Benchmarks -c release SharedStateLoad
//     swift run --package-path Benchmarks -c release SharedStateLoad --students 10000 --preload-posts 100000
//
// Options: --postgres URL (default DOMAINKITS_POSTGRES_URL; without either, SQLite only), --students N (10000),
// --lectures N (1000), --houses N (1000), --preload-posts N (0: evaluations written before measuring),
// --operations N (2000 per run), --clients LIST (1,16).

struct Options {
  var postgres = ProcessInfo.processInfo.environment["DOMAINKITS_POSTGRES_URL"]
  var students = 10_000
  var lectures = 1_000
  var houses = 1_000
  var preloadPosts = 0
  var operations = 2_000
  var clients = [1, 16]

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let value = rest.popFirst() else { throw LoadError.usage("\(name) needs a value") }
      return value
    }
    func number(_ name: String) throws -> Int {
      let text = try value(name)
      guard let number = Int(text), number >= 0 else { throw LoadError.usage("\(name): not a count: \(text)") }
      return number
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--postgres": postgres = try value(argument)
      case "--students": students = max(1, try number(argument))
      case "--lectures": lectures = max(1, try number(argument))
      case "--houses": houses = max(1, try number(argument))
      case "--preload-posts": preloadPosts = try number(argument)
      case "--operations": operations = max(1, try number(argument))
      case "--clients":
        clients = try value(argument).split(separator: ",").map { part in
          guard let count = Int(part), count > 0 else { throw LoadError.usage("--clients: not a count: \(part)") }
          return count
        }
      default: throw LoadError.usage("unknown option \(argument)")
      }
    }
  }
}

func run(_ options: Options) async throws {
  let workload = Workload(students: options.students, lectures: options.lectures, houses: options.houses)
  var makers: [@Sendable () async throws -> Store] = [{ try Store.sqlite() }]
  if let url = options.postgres {
    makers.append({ try await Store.postgres(url: url, connections: 16) })
  } else {
    print("No PostgreSQL: pass --postgres URL or run under Scripts/with-postgres.sh. SQLite only.")
  }
  print(
    "\(options.students) students, \(options.lectures) lectures, \(options.houses) houses, \(options.preloadPosts) "
      + "evaluations preloaded; \(options.operations) calls per run.\n")
  print("| store | operation | clients | ops/s | p50 ms | p99 ms |")
  print("| --- | --- | ---: | ---: | ---: | ---: |")
  for make in makers {
    let store = try await make()
    do {
      try await workload.seed(store, clients: 16)
      var next = [Int](repeating: 0, count: Operation.all.count)
      if options.preloadPosts > 0 {
        _ = try await measure(
          Operation.all[0], store: store, workload: workload, first: 0, count: options.preloadPosts, clients: 16)
        next[0] = options.preloadPosts
      }
      for (position, operation) in Operation.all.enumerated() {
        // A warm-up: connections opened, statements and pages cached.
        _ = try await measure(operation, store: store, workload: workload, first: next[position], count: 64, clients: 1)
        next[position] += 64
        for clients in options.clients {
          let latencies = try await measure(
            operation, store: store, workload: workload, first: next[position], count: options.operations,
            clients: clients)
          next[position] += options.operations
          print(
            "| \(store.name) | \(operation.name) | \(clients) | \(Int(latencies.operationsPerSecond.rounded())) | "
              + "\(format(latencies.percentile(0.5))) | \(format(latencies.percentile(0.99))) |")
        }
      }
    } catch {
      await store.close()
      throw error
    }
    await store.close()
  }
}

func format(_ milliseconds: Double) -> String { String(format: "%.2f", milliseconds) }

do {
  try await run(Options(Array(CommandLine.arguments.dropFirst())))
} catch {
  FileHandle.standardError.write(Data("SharedStateLoad: \(error)\n".utf8))
  exit(1)
}
