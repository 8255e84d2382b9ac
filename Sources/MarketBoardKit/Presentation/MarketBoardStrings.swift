/// The words a market board shows, Korean by default; replace any of them to localise.
public struct MarketBoardStrings: Sendable, Hashable {
  /// After the traded value in millions ("1,234백만").
  public var millionsSuffix: String
  /// In place of a value the row does not have yet (before its first ticker).
  public var placeholder: String
  /// The badge of a 유의 종목.
  public var cautionBadge: String
  /// The badge of each alert step.
  public var alertBadges: [MarketAlertStep: String]

  /// Strings with every value given.
  public init(
    millionsSuffix: String, placeholder: String, cautionBadge: String, alertBadges: [MarketAlertStep: String]
  ) {
    self.millionsSuffix = millionsSuffix
    self.placeholder = placeholder
    self.cautionBadge = cautionBadge
    self.alertBadges = alertBadges
  }

  /// Korean, as the exchange's app shows them.
  public static let korean = MarketBoardStrings(
    millionsSuffix: "백만", placeholder: "-", cautionBadge: "유의",
    alertBadges: [.caution: "주의", .warning: "경고", .danger: "위험"])
}
