/// MarketBoardKit's decoding error: DomainKitsCore's `MarketDecodingError`, which OrderBookKit (`FeedDecodingError`)
/// and CandleKit (`CandleDecodingError`) share. Every case names the field (a path such as `[3].market_warning`), so a
/// log says what the exchange sent. A malformed message changes nothing.
public typealias MarketDataError = MarketDecodingError
