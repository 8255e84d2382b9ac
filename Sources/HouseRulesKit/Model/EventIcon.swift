/// The icon of a house event: the category icons plus a party.
public enum EventIcon: String, CaseIterable, Codable, Hashable, Sendable {
  /// 청소.
  case clean = "CLEAN"
  /// 쓰레기.
  case trash = "TRASH"
  /// 하트.
  case heart = "HEART"
  /// 전등.
  case light = "LIGHT"
  /// 맥주.
  case beer = "BEER"
  /// 케이크.
  case cake = "CAKE"
  /// 빨래.
  case laundry = "LAUNDRY"
  /// 커피.
  case coffee = "COFFEE"
  /// 파티: the default icon of a new event.
  case party = "PARTY"

  /// The event icon showing the same picture as a category icon.
  public init(_ icon: CategoryIcon) {
    // Every category icon has an event icon of the same name.
    self = EventIcon(rawValue: icon.rawValue) ?? .party
  }
}
