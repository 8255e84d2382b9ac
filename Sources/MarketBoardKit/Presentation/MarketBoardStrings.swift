/// The words a market board shows, Korean by default (``korean``, equal to `MarketBoardStrings()`); replace any of
/// them to localise.
///
/// ```swift
/// var strings = MarketBoardStrings.korean
/// strings.cautionBadge = "Caution"
/// ```
public struct MarketBoardStrings: Sendable, Hashable {
  /// After the traded value in millions ("1,234백만"): "백만".
  public var millionsSuffix = "백만"
  /// In place of a value the row does not have yet (before its first ticker): "-".
  public var placeholder = "-"
  /// The badge of a 유의 종목: "유의".
  public var cautionBadge = "유의"
  /// The badge of each alert step: "주의", "경고", "위험".
  public var alertBadges: [MarketAlertStep: String] = [.caution: "주의", .warning: "경고", .danger: "위험"]

  /// Creates the Korean words (``korean``); change members to replace them.
  public init() {}

  /// Korean, as the exchange's app shows them; the default.
  public static let korean = MarketBoardStrings()
}

extension MarketBoardStrings {
}
