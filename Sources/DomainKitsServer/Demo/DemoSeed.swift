#if Server
  import Foundation

  /// The demo data `domainkits-server serve` writes to a new store (docs/design/reference-server.md §7.5), so a
  /// newcomer's first `swift run` has lectures to list and accounts to sign in with: SUWIKI's lectures, students and
  /// the posts of SPEC.md's samples (the lecture of samples 03 and 10, its evaluations 1021 and 1187, exam post 311),
  /// the couple app's couple 7 with the battles of its history fixture (752 and 753), and Hous's room of three
  /// homies with the demo CLI's house sample (`DemoSeed+Hous.swift`), written through the kits' repositories so
  /// every rule and running sum is the kits'.
  ///
  /// Each step skips what is already there, so a seed interrupted by a crash completes on the next start; the store
  /// then records the level it reached (`server_schema.demo_seeded`) and no later start writes it again. Every
  /// account's password is ``password``.
  package struct DemoSeed: Sendable {
    /// The password of every demo account.
    package static let password = "demo-password"

    /// How much of the demo this version writes: 1 SUWIKI's (slice 2), 2 the couple app's too (slice 3), 3 Hous's
    /// too (slice 5). A store seeded to a lower level gets the parts above it.
    package static let level = 3

    /// The line `serve` prints after its address: the demo's sign-ins.
    package static let signIns =
      "demo sign-ins: SUWIKI suwiki01 / \(password) (another student: suwiki02; restricted: restricted01); "
      + "couple uni0001 and uni0002 / \(password); "
      + "Hous homie@hous.example / \(password) (roommates homie2@hous.example, homie3@hous.example)"

    /// The store to write.
    let repositories: ServerRepositories
    /// Hashes the demo password.
    let passwords: PasswordHasher

    /// Writes what is missing of the demo above `level` (0 for a new store).
    func write(after level: Int = 0) async throws {
      if level < 1 {
        try await writeSuwiki()
      }
      if level < 2 {
        try await writeCouple()
      }
      if level < 3 {
        try await writeHous()
      }
    }
  }
#endif
