#if Server
  import Foundation

  /// The demo data `domainkits-server serve` writes to a new store (docs/design/reference-server.md §7.5), so a
  /// newcomer's first `swift run` has lectures to list and accounts to sign in with: SUWIKI's lectures, students and
  /// the posts of SPEC.md's samples (the lecture of samples 03 and 10, its evaluations 1021 and 1187, exam post 311),
  /// written through the kit's repository so every rule and running sum is the kit's; Hous's room of three homies
  /// with the demo CLI's house sample (`DemoSeed+Hous.swift`).
  ///
  /// Each step skips what is already there, so a seed interrupted by a crash completes on the next start; the store
  /// then records it (`server_schema.demo_seeded`) and no later start writes it again. Every account's password is
  /// ``password``.
  package struct DemoSeed: Sendable {
    /// The password of every demo account.
    package static let password = "demo-password"

    /// The line `serve` prints after its address: the demo's sign-ins.
    package static let signIns =
      "demo sign-ins: SUWIKI suwiki01 / \(password) (another student: suwiki02; restricted: restricted01), "
      + "Hous homie@hous.example / \(password) (roommates homie2@hous.example, homie3@hous.example)"

    /// The store to write.
    let repositories: ServerRepositories
    /// Hashes the demo password.
    let passwords: PasswordHasher

    /// Writes what is missing of the demo.
    func write() async throws {
      try await writeSuwiki()
      try await writeHous()
    }
  }
#endif
