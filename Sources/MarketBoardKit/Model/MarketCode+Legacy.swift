extension MarketCode {
  /// The code of a market as Bithumb's legacy API names it: its symbol, asset first and quote currency after an
  /// underscore ("BTC_KRW" is `KRW-BTC`).
  ///
  /// ```swift
  /// let code = try MarketCode(legacySymbol: "BTC_KRW")  // KRW-BTC, the code the board uses
  /// ```
  ///
  /// - Throws: `MarketDataError.invalidValue(field:value:expected:)` naming the field `symbol` for anything but two
  ///   non-empty parts of upper-case ASCII letters and digits around one underscore ("btc_krw", "BTC-KRW", "BTC_").
  public init(legacySymbol symbol: String) throws(MarketDataError) {
    let parts = symbol.split(separator: "_", omittingEmptySubsequences: false)
    guard parts.count == 2, let code = try? MarketCode("\(parts[1])-\(parts[0])", field: "symbol") else {
      throw .invalidValue(
        field: "symbol", value: String(symbol.prefix(48)), expected: "a legacy symbol such as \"BTC_KRW\"")
    }
    self = code
  }

  /// The market's symbol in Bithumb's legacy API: asset first, quote currency after an underscore ("BTC_KRW").
  public var legacySymbol: String { base + "_" + quote }
}
