#if Postgres
  /// A transaction-scoped advisory lock's key (`pg_advisory_xact_lock(namespace, key)`): a kit's namespace and a
  /// 32-bit hash of the locked thing's identifier. Two identifiers with one hash share a lock, which only makes
  /// their writers take turns.
  ///
  /// Keys sort by namespace, then key: ``DomainKitsPostgres/write(locking:_:)`` takes a transaction's locks in that
  /// order, so that no two writers wait for each other in a cycle.
  package struct AdvisoryLock: Hashable, Comparable, Sendable {
    /// The kit's namespace: four ASCII letters read as a big-endian integer ("HOUS", "LECT", "STUD").
    package let namespace: Int32
    /// The identifier's hash within the namespace.
    package let key: Int32

    /// The lock of `identifier` in `namespace`: FNV-1a over its UTF-8 bytes, the same on every machine and run.
    package init(_ namespace: Int32, _ identifier: String) {
      var hash: UInt32 = 0x811C_9DC5
      for byte in identifier.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 0x0100_0193
      }
      self.namespace = namespace
      key = Int32(bitPattern: hash)
    }

    /// The lock of the number `identifier` in `namespace`.
    package init(_ namespace: Int32, _ identifier: Int) {
      self.namespace = namespace
      key = Int32(truncatingIfNeeded: identifier ^ (identifier >> 32))
    }

    package static func < (lhs: AdvisoryLock, rhs: AdvisoryLock) -> Bool {
      (lhs.namespace, lhs.key) < (rhs.namespace, rhs.key)
    }
  }
#endif
