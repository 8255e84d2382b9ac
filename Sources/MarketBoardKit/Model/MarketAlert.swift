import Foundation

/// The step of a market alert (경보제), from mildest to gravest: 주의 (caution), 경고 (warning), 위험 (danger).
public enum MarketAlertStep: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
  /// 주의.
  case caution = "CAUTION"
  /// 경고.
  case warning = "WARNING"
  /// 위험.
  case danger = "DANGER"

  /// Milder steps first.
  public static func < (lhs: MarketAlertStep, rhs: MarketAlertStep) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int {
    switch self {
    case .caution: 0
    case .warning: 1
    case .danger: 2
    }
  }
}

/// The criterion a market alert was raised for (`warning_type` of `/v1/market/virtual_asset_warning`).
public enum MarketAlertKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// 가격 급등락.
  case priceSuddenFluctuation = "PRICE_SUDDEN_FLUCTUATION"
  /// 거래량 급등.
  case tradingVolumeSuddenFluctuation = "TRADING_VOLUME_SUDDEN_FLUCTUATION"
  /// 입금량 급등.
  case depositAmountSuddenFluctuation = "DEPOSIT_AMOUNT_SUDDEN_FLUCTUATION"
  /// 가격 차이.
  case priceDifferenceHigh = "PRICE_DIFFERENCE_HIGH"
  /// 소수 계정 거래 집중.
  case specificAccountHighTransaction = "SPECIFIC_ACCOUNT_HIGH_TRANSACTION"
  /// 거래소 거래 집중.
  case exchangeTradingConcentration = "EXCHANGE_TRADING_CONCENTRATION"
}

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
