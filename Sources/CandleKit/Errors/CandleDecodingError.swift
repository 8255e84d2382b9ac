/// CandleKit's decoding error: DomainKitsCore's `MarketDecodingError`, which OrderBookKit (`FeedDecodingError`) and
/// MarketBoardKit (`MarketDataError`) share. Thrown by every venue's decoder (``QuotationCandles``,
/// ``BithumbCandlestick``); every case names the field with its row, spelled as `[3].trade_price` or `data[3][1]`,
/// `(root)` for the document itself, a row that breaks a candle's invariants included (`[3].low_price`).
public typealias CandleDecodingError = MarketDecodingError
