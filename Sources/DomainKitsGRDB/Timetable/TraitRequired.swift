// Without the `SQLite` trait this module compiles empty; these unavailable names make an app that forgot the
// trait meet one message naming it instead of "cannot find … in scope".
#if !SQLite
  /// Needs the `SQLite` trait.
  @available(
    *, unavailable,
    message: "TimetableKitGRDB needs the SQLite trait: .package(url: …, from: \"0.4.0\", traits: [\"SQLite\"])"
  )
  public enum SQLiteCourseRepository {}

  /// Needs the `SQLite` trait.
  @available(
    *, unavailable,
    message: "TimetableKitGRDB needs the SQLite trait: .package(url: …, from: \"0.4.0\", traits: [\"SQLite\"])"
  )
  public enum SQLiteTimetableRepository {}
#endif
