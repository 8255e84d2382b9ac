// Without the `SQLite` trait this module compiles empty; these unavailable names (and the calls an app makes
// first on them) make an app that forgot the trait meet one message naming it, instead of "cannot find …
// in scope" or "has no member".
#if !SQLite
  /// Needs the `SQLite` trait.
  @available(
    *, unavailable,
    message: "TimetableKitGRDB needs the SQLite trait: .package(url: …, from: \"0.4.0\", traits: [\"SQLite\"])"
  )
  public struct SQLiteCourseRepository {
    /// Needs the `SQLite` trait.
    public init(_ database: DomainKitsDatabase) { fatalError() }
  }

  /// Needs the `SQLite` trait.
  @available(
    *, unavailable,
    message: "TimetableKitGRDB needs the SQLite trait: .package(url: …, from: \"0.4.0\", traits: [\"SQLite\"])"
  )
  public struct SQLiteTimetableRepository {
    /// Needs the `SQLite` trait.
    public init(_ database: DomainKitsDatabase) { fatalError() }
  }

  /// Needs the `SQLite` trait.
  @available(
    *, unavailable,
    message: "TimetableKitGRDB needs the SQLite trait: .package(url: …, from: \"0.4.0\", traits: [\"SQLite\"])"
  )
  public struct SQLiteFavoriteMajorsRepository {
    /// Needs the `SQLite` trait.
    public init(_ database: DomainKitsDatabase) { fatalError() }
  }
#endif
