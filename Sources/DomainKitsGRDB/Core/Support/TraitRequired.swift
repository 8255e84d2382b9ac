// Without the `SQLite` trait this module compiles empty; these unavailable names (and the calls an app makes
// first on them) make an app that forgot the trait meet one message naming it, instead of "cannot find …
// in scope" or "has no member".
#if !SQLite
  /// Needs the `SQLite` trait.
  @available(
    *, unavailable,
    message: "DomainKitsGRDB needs the SQLite trait: .package(url: …, from: \"0.4.0\", traits: [\"SQLite\"])"
  )
  public struct DomainKitsDatabase {
    /// Needs the `SQLite` trait.
    public static func inMemory() throws -> DomainKitsDatabase { fatalError() }
    /// Needs the `SQLite` trait.
    public static func open(atPath path: String) throws -> DomainKitsDatabase { fatalError() }
  }

  /// Needs the `SQLite` trait.
  @available(
    *, unavailable,
    message: "DomainKitsGRDB needs the SQLite trait: .package(url: …, from: \"0.4.0\", traits: [\"SQLite\"])"
  )
  public enum DomainKitsDatabaseError {}
#endif
