import Foundation

/// The server's `Game` row of a short battle (`shortGame`): whether it still runs and when it finished.
///
/// The battle itself is addressed by its round (`roundGameId`, a ``BattleID``); the game is what the server closes
/// when the result is first decided or the battle is deleted.
public struct ListedShortGame: Sendable, Hashable, Identifiable {
  /// The game's server id.
  public let id: Int
  /// Whether the game still runs (`enable`).
  public let isEnabled: Bool
  /// When the game finished (`finishAt`, Seoul wall-clock time read in Seoul), or `nil` while it runs.
  public let finishedAt: Date?

  /// Creates a listed game.
  public init(id: Int, isEnabled: Bool, finishedAt: Date?) {
    self.id = id
    self.isEnabled = isEnabled
    self.finishedAt = finishedAt
  }
}
