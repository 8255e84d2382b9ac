// Without the `SQLite` trait this module compiles empty; these unavailable names (and the calls an app makes
// first on them) make an app that forgot the trait meet one message naming it, instead of "cannot find …
// in scope" or "has no member".
#if !SQLite
  /// Needs the `SQLite` trait.
  @available(
    *, unavailable,
    message: "HouseRulesKitGRDB needs the SQLite trait: .package(url: …, from: \"0.4.0\", traits: [\"SQLite\"])"
  )
  public struct SQLiteHouseRepository {
    /// Needs the `SQLite` trait.
    public init(_ database: DomainKitsDatabase) { fatalError() }
  }
#endif
