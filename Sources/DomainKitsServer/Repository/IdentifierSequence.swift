#if Server
  /// Hands out the numbers the wire uses as ids (SUWIKI's post ids, its students' ids in the kit), one kind at a
  /// time, never the same number twice, even across restarts.
  ///
  /// A number is taken before the kit's write that uses it, so a write that fails or a crash burns a number and
  /// never reuses one (docs/design/reference-server.md §7.4).
  package protocol IdentifierSequence: Sendable {
    /// The next number of `kind`, starting at the kind's ``SequenceKind/start``.
    func next(_ kind: SequenceKind) async throws -> Int64
  }
#endif
