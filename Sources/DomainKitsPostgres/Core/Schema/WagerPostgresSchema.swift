#if Postgres
  /// WagerKit's tables (being written).
  package enum WagerPostgresSchema {
    package static let statements: [String] = []
  }
#endif
