#if Server
  /// The SUWIKI lectures the server lists, with their ``LectureMetadata``: which lectures `GET /lecture/all` walks
  /// (the kit's store reads a lecture by id only) and what it says of each beyond the kit's lecture.
  ///
  /// The server never changes a lecture once stored; the demo seed and an import write them.
  package protocol LectureCatalogue: Sendable {
    /// Stores a lecture's metadata, or replaces it.
    func save(_ metadata: LectureMetadata) async throws
    /// The metadata of one lecture, or `nil`.
    func metadata(id: Int) async throws -> LectureMetadata?
    /// Every lecture's metadata, by id.
    func all() async throws -> [LectureMetadata]
  }
#endif
