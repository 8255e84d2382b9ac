import Foundation

/// One active market alert (경보제): a criterion, its step and when it ends. A market may have several at once.
///
/// Distinct from the 유의 종목 designation (``Market/isCaution``), which is the exchange's `market_warning`.
public struct MarketAlert: Sendable, Hashable, Codable {
  /// The market.
  public let market: MarketCode
  /// The criterion.
  public let kind: MarketAlertKind
  /// The step.
  public let step: MarketAlertStep
  /// When the alert ends (sent as a Seoul wall-clock time).
  public let endDate: Date

  /// An alert.
  public init(market: MarketCode, kind: MarketAlertKind, step: MarketAlertStep, endDate: Date) {
    self.market = market
    self.kind = kind
    self.step = step
    self.endDate = endDate
  }
}
