import DomainKitsGRDB
import Foundation
import HouseRulesKit
import HouseRulesKitPostgres
import LectureEvaluationKit
import LectureEvaluationKitPostgres
import PostgresNIO
import WagerKit
import WagerKitPostgres

/// The repositories of one store, and how to close it.
struct Store: Sendable {
  let name: String
  let posts: any LecturePostRepository
  let couples: any CoupleRepository
  let battles: any BattleRepository
  let houses: any HouseRepository
  let close: @Sendable () async -> Void

  /// A new SQLite file in a temporary folder (write-ahead log, GRDB's pool), removed on close.
  static func sqlite() throws -> Store {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("domainkits-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let database = try DomainKitsDatabase.open(atPath: folder.appendingPathComponent("load.sqlite").path)
    return Store(
      name: "SQLite", posts: SQLiteLecturePostRepository(database), couples: SQLiteCoupleRepository(database),
      battles: SQLiteBattleRepository(database), houses: SQLiteHouseRepository(database),
      close: { try? FileManager.default.removeItem(at: folder) })
  }

  /// A new database on the server at `url`, with a pool of `connections`, dropped on close.
  static func postgres(url: String, connections: Int) async throws -> Store {
    guard let admin = DomainKitsPostgres.configuration(url: url) else {
      throw LoadError.usage("not a postgres:// URL: \(url)")
    }
    let adminClient = PostgresClient(configuration: admin)
    let adminTask = Task.detached { await adminClient.run() }
    let name = "dk_load_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    _ = try await adminClient.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)")).collect()
    var configuration = admin
    configuration.database = name
    configuration.options.maximumConnections = connections
    let client = PostgresClient(configuration: configuration)
    let clientTask = Task.detached { await client.run() }
    let database = DomainKitsPostgres(client: client)
    try await database.migrate()
    return Store(
      name: "PostgreSQL", posts: PostgresLecturePostRepository(database), couples: PostgresCoupleRepository(database),
      battles: PostgresBattleRepository(database), houses: PostgresHouseRepository(database),
      close: {
        clientTask.cancel()
        await clientTask.value
        _ = try? await adminClient.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"))
          .collect()
        adminTask.cancel()
        await adminTask.value
      })
  }
}

/// Why the load run stopped.
enum LoadError: Error, CustomStringConvertible {
  case usage(String)
  case refused(operation: String, index: Int, error: any Error)

  var description: String {
    switch self {
    case .usage(let message): message
    case .refused(let operation, let index, let error): "\(operation) #\(index) was refused: \(error)"
    }
  }
}
