#if Postgres
  /// HouseRulesKit's tables (being written).
  package enum HouseRulesPostgresSchema {
    package static let statements: [String] = []
  }
#endif
