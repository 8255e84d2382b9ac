#if Server
  import WagerKit

  /// The couple app's mission categories with their missions (WagerKit's `MissionCategory`): what
  /// `GET /api/v1/mission` lists and a new battle deals from. The kit keeps no catalogue (a battle keeps only its
  /// category's summary and the two missions dealt), so the server does, in `mission_categories`.
  ///
  /// The server never changes a category once stored; the demo seed and an import write them.
  package protocol MissionCatalogue: Sendable {
    /// Stores a category, or replaces the one with its id.
    func save(_ category: MissionCategory) async throws
    /// The category with this id, or `nil`.
    func category(id: Int) async throws -> MissionCategory?
    /// Every category, by id.
    func all() async throws -> [MissionCategory]
  }
#endif
