#if Postgres
  /// A row changed between a write transaction's read and its write (a compare-and-set `UPDATE` matched no row):
  /// another writer bypassed the locks. ``DomainKitsPostgres/write(locking:_:)`` retries it as a serialization
  /// failure (SQLSTATE 40001), and reports it as `retriesExhausted` after the bound.
  package struct ConcurrentChange: Error, Sendable {
    /// The table of the row.
    package let table: String
    /// The row's key.
    package let key: String

    package init(table: String, key: String) {
      self.table = table
      self.key = key
    }
  }
#endif
