#if Server
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO

  /// ``IdentifierSequence`` in PostgreSQL: one real sequence per kind in the schema `domainkits_server`
  /// (`domainkits_server.suwiki_student_seq`, ...), starting at the kind's ``SequenceKind/start``.
  ///
  /// `nextval` never hands out a number twice, across connections, servers and restarts, and a number taken by a
  /// transaction that rolls back is burnt, not reused: what SQLite's `sequences` rows give, without a row every
  /// writer waits for. ``PostgresServerSchema`` creates each kind's sequence when it is missing.
  struct PostgresIdentifierSequence: IdentifierSequence {
    /// The kits' database, which holds the server's schema too.
    let database: DomainKitsPostgres

    func next(_ kind: SequenceKind) async throws -> Int64 {
      let sequence = Self.sequence(of: kind)
      return try await database.write(locking: { _ in [] }) { connection -> Int64 in
        let rows = try await connection.rows("SELECT nextval(\(sequence)::regclass)")
        guard let number = try rows.first?.decode(Int64.self) else {
          throw DomainKitsPostgresError.invalidStoredValue(
            table: sequence, key: kind.rawValue, reason: "nextval returned no row")
        }
        return number
      }
    }

    /// The qualified name of the sequence of `kind`: its raw value with underscores, and `_seq`.
    static func sequence(of kind: SequenceKind) -> String {
      "\(PostgresServerSchema.name).\(kind.rawValue.replacingOccurrences(of: "-", with: "_"))_seq"
    }
  }
#endif
