/// A listed market: its code, its names and its warning badges, from `/v1/market/all?isDetails=true` (and the
/// alerts of `/v1/market/virtual_asset_warning`).
public struct Market: Sendable, Hashable, Codable, Identifiable {
  /// The code ("KRW-BTC").
  public let code: MarketCode
  /// The Korean name ("비트코인").
  public let koreanName: String
  /// The English name ("Bitcoin").
  public let englishName: String
  /// Whether the exchange designated the market 유의 종목 (`market_warning` `CAUTION`).
  public var isCaution: Bool
  /// The active alerts (경보제), gravest first.
  public var alerts: [MarketAlert]

  /// A market.
  public init(
    code: MarketCode, koreanName: String, englishName: String, isCaution: Bool = false, alerts: [MarketAlert] = []
  ) {
    self.code = code
    self.koreanName = koreanName
    self.englishName = englishName
    self.isCaution = isCaution
    self.alerts = alerts.sorted { $0.step > $1.step }
  }

  /// The market's code, for SwiftUI lists.
  public var id: MarketCode { code }

  /// The gravest alert step, or `nil` when there is no alert: the badge a row shows.
  public var alertStep: MarketAlertStep? { alerts.map(\.step).max() }

  /// The markets with `alerts` attached to their markets (alerts for unlisted markets are dropped).
  public static func attaching(_ alerts: [MarketAlert], to markets: [Market]) -> [Market] {
    let byMarket = Dictionary(grouping: alerts, by: \.market)
    return markets.map { market in
      var copy = market
      copy.alerts = (byMarket[market.code] ?? []).sorted { $0.step > $1.step }
      return copy
    }
  }

  /// The markets quoted in `quote` ("KRW": the won board), in the order given.
  public static func board(_ markets: [Market], quote: String = "KRW") -> [Market] {
    markets.filter { $0.code.quote == quote }
  }
}
