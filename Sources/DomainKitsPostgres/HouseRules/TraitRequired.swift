// Without the `Postgres` trait this module compiles empty; these unavailable names (and the calls an app makes
// first on them) make an app that forgot the trait meet one message naming it, instead of "cannot find …
// in scope" or "has no member".
#if !Postgres
  /// Needs the `Postgres` trait.
  @available(
    *, unavailable,
    message: "HouseRulesKitPostgres needs the Postgres trait: .package(url: …, from: \"0.4.0\", traits: [\"Postgres\"])"
  )
  public struct PostgresHouseRepository {
    /// Needs the `Postgres` trait.
    public init(_ database: DomainKitsPostgres) { fatalError() }
  }
#endif
