/// The icon of a rule category; the raw value is the server's name for it.
public enum CategoryIcon: String, CaseIterable, Codable, Hashable, Sendable {
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
}
