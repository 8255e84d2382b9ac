import Foundation

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
