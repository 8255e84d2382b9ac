#if LiveFeed
  import Foundation

  extension BithumbTicker {
    /// The ticker as MarketBoardKit's board takes it, so an app on the legacy `ticker` socket can feed a
    /// `MarketBoard`.
    ///
    /// The legacy fields, and what they become:
    ///
    /// - `symbol` ("BTC_KRW", asset then quote currency): `code`, `KRW-BTC` (`MarketCode.init(legacySymbol:)`).
    /// - `tickType`: the statistics window, "24H" (the last 24 hours) or "MID" (since midnight in Seoul); it
    ///   decides what the change and the values are measured over, see below.
    /// - `closePrice`, the latest price: `tradePrice`.
    /// - `openPrice`, `highPrice`, `lowPrice`, the window's first, highest and lowest prices: `openingPrice`,
    ///   `highPrice`, `lowPrice`.
    /// - `prevClosePrice`, the close before the window, which the change is measured from: `previousClosingPrice`.
    /// - `chgAmt`, the change from `prevClosePrice`, negative when down: `signedChangePrice`, and `direction` by
    ///   its sign (rise above zero, fall below, even at zero).
    /// - `chgRate`, the same change in percent ("2.21" is 2.21 %, "-0.62" is −0.62 %): `signedChangeRate`, a
    ///   fraction as API 2.0 sends it (`0.0221`), divided by 100 exactly.
    /// - `value` and `volume`, the traded value (quote currency) and volume over the window: `tradeValue24h`,
    ///   `tradeVolume24h` and `sessionTradeValue`.
    /// - `date` and `time` ("20240808", "163717"), when the statistics were taken, a Seoul wall-clock time to the
    ///   second (already read in Asia/Seoul into `time`): `lastTradeTime`, and `timestamp` in milliseconds.
    ///
    /// The window decides what the board's columns mean. With "MID", the change and `sessionTradeValue` are since
    /// Seoul midnight, as API 2.0's ticker has them, while the two 24-hour fields hold the values since midnight
    /// too. With "24H", the change is against the price 24 hours earlier and the 24-hour fields are exact, while
    /// `sessionTradeValue` holds the 24-hour value. Subscribe to the window whose meaning the app shows. The legacy
    /// ticker has no time of its last trade, so `lastTradeTime` is the statistics' time. `sellVolume`, `buyVolume`
    /// and `volumePower` have no place in `MarketTicker` and are dropped.
    ///
    /// Every amount stays exact: prices are `Price`s and values `Decimal`s throughout, never `Double`.
    ///
    /// - Throws: `MarketDataError.invalidValue(field:value:expected:)` naming `symbol` for a symbol that is not a
    ///   legacy market ("BTC_KRW"), or `tickType` for a window other than "24H" and "MID" (30M, 1H and 12H windows
    ///   do not describe a board's day).
    public func marketTicker() throws(MarketDataError) -> MarketTicker {
      let code = try MarketCode(legacySymbol: symbol)
      guard window == "24H" || window == "MID" else {
        throw .invalidValue(field: "tickType", value: String(window.prefix(16)), expected: "24H or MID")
      }
      let direction: PriceChangeDirection =
        changeAmount.units > 0 ? .rise : changeAmount.units < 0 ? .fall : .even
      return MarketTicker(
        code: code, tradePrice: closePrice, openingPrice: openPrice, highPrice: highPrice, lowPrice: lowPrice,
        previousClosingPrice: previousClosePrice, direction: direction, signedChangePrice: changeAmount,
        signedChangeRate: changeRate / 100, tradeValue24h: value, tradeVolume24h: volume, sessionTradeValue: value,
        lastTradeTime: time.date, timestamp: time.microsecondsSince1970 / 1_000)
    }
  }
#endif
