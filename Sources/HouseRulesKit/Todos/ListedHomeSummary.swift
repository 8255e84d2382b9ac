/// The home screen as the Hous server sends it (`GET /room/{roomId}/home`); the kit's own is ``HomeSummary``.
public struct ListedHomeSummary: Hashable, Sendable {
  /// The events of today and later (`eventList`), in the server's order.
  public let events: [ListedUpcomingEvent]
  /// The names of every key rule (`keyRulesList`), oldest first.
  public let keyRules: [String]
  /// The viewer's todos of today (`todoList`), by name, with the viewer's check.
  public let todos: [ListedTodo]
  /// The members (`homieProfileList`), the viewer first.
  public let homies: [ListedHomie]
  /// The room's invite code (`roomCode`).
  public let inviteCode: String

  /// Creates a listed home summary.
  public init(
    events: [ListedUpcomingEvent], keyRules: [String], todos: [ListedTodo], homies: [ListedHomie],
    inviteCode: String
  ) {
    self.events = events
    self.keyRules = keyRules
    self.todos = todos
    self.homies = homies
    self.inviteCode = inviteCode
  }
}
