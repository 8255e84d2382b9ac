import Foundation

/// Decodes API 2.0 market lists: `GET /v1/market/all?isDetails=true` and `GET /v1/market/virtual_asset_warning`
/// (Bithumb; Upbit's `/v1/market/all?is_details=true` reads the same, its `market_event.warning` standing for
/// `market_warning`). A response is read in one pass over its bytes (DomainKitsCore's frame reader), without
/// building a tree.
public enum QuotationMarkets {
  /// The markets of a `/v1/market/all` response, in the exchange's order.
  ///
  /// `market_warning` (`NONE` or `CAUTION`) sets ``Market/isCaution``; without `isDetails` it is absent and the
  /// market is not cautioned. Any other value is an error naming the field.
  ///
  /// - Throws: ``MarketDataError`` naming the field, or `MarketDataError.exchangeError(name:message:)`.
  public static func markets(from data: Data) throws(MarketDataError) -> [Market] {
    var markets: [Market] = []
    var failure: MarketDataError?
    let isRead = data.withUnsafeBytes { raw in
      scanMarkets(raw.bindMemory(to: UInt8.self), into: &markets, failure: &failure)
    }
    if let failure { throw failure }
    return isRead ? markets : try referenceMarkets(from: data)
  }

  /// The alerts of a `/v1/market/virtual_asset_warning` response; `end_date` is a Seoul wall-clock time
  /// (`2026-07-31 06:59:59`).
  ///
  /// - Throws: ``MarketDataError`` naming the field.
  public static func alerts(from data: Data) throws(MarketDataError) -> [MarketAlert] {
    var alerts: [MarketAlert] = []
    var failure: MarketDataError?
    let isRead = data.withUnsafeBytes { raw in
      scanAlerts(raw.bindMemory(to: UInt8.self), into: &alerts, failure: &failure)
    }
    if let failure { throw failure }
    return isRead ? alerts : try referenceAlerts(from: data)
  }

  /// The tree decoder `markets(from:)` had before the one-pass reader: the response read into a `JSONValue` first,
  /// then mapped element by element. It still falls back on it for the responses the one-pass reader leaves to it (an
  /// exchange's error, a top level that is not an array, escaped or repeated keys, anything not JSON); tests and
  /// fuzz targets compare the two, and the benchmarks keep it as the baseline (`@_spi(Reference) import
  /// MarketBoardKit`). Not API.
  ///
  /// - Throws: as `markets(from:)`.
  @_spi(Reference) public static func referenceMarkets(from data: Data) throws(MarketDataError) -> [Market] {
    var markets: [Market] = []
    for (index, element) in try elements(data).enumerated() {
      let object = try JSONObjectReader<MarketDataError>(element, path: "[\(index)]")
      let code = try MarketCode(try object.string("market"), field: object.field("market"))
      var isCaution = false
      if object.optional("market_warning") != nil {
        isCaution = try object.choice("market_warning", as: WarningText.self) == .caution
      } else if let event = object.optional("market_event") {
        isCaution = try JSONObjectReader<MarketDataError>(event, path: object.field("market_event")).bool("warning")
      }
      markets.append(
        Market(
          code: code, koreanName: try object.string("korean_name"), englishName: try object.string("english_name"),
          isCaution: isCaution))
    }
    return markets
  }

  /// The tree decoder `alerts(from:)` had before the one-pass reader (see `referenceMarkets(from:)`). Not API.
  ///
  /// - Throws: as `alerts(from:)`.
  @_spi(Reference) public static func referenceAlerts(from data: Data) throws(MarketDataError) -> [MarketAlert] {
    var alerts: [MarketAlert] = []
    for (index, element) in try elements(data).enumerated() {
      let object = try JSONObjectReader<MarketDataError>(element, path: "[\(index)]")
      let code = try MarketCode(try object.string("market"), field: object.field("market"))
      let end = try object.string("end_date")
      guard let seconds = alertEndSeconds(end) else {
        throw .invalidValue(
          field: object.field("end_date"), value: String(end.prefix(48)), expected: "yyyy-MM-dd HH:mm:ss (Seoul)")
      }
      alerts.append(
        MarketAlert(
          market: code, kind: try object.choice("warning_type", as: MarketAlertKind.self),
          step: try object.choice("warning_step", as: MarketAlertStep.self),
          endDate: Date(timeIntervalSince1970: Double(seconds))))
    }
    return alerts
  }

  /// Seconds since 1970 of an alert's `end_date`, `yyyy-MM-dd HH:mm:ss` on Seoul's wall clock (the date and the time
  /// split at spaces, runs of them as one); `nil` when it is not that. Both alert decoders read it so.
  static func alertEndSeconds(_ end: String) -> Int64? {
    let parts = end.split(separator: " ")
    guard parts.count == 2 else { return nil }
    return CivilTime.seconds(
      date: String(parts[0]), datePattern: "yyyy-MM-dd", time: String(parts[1]), timePattern: "HH:mm:ss",
      offsetSeconds: 9 * 3_600)
  }

  /// The elements of a REST array response.
  static func elements(_ data: Data) throws(MarketDataError) -> [JSONValue] {
    switch QuotationFrame.read(data) {
    case .failure(let error): throw .invalidJSON(error.description)
    case .success(.error(let name, let message)): throw .exchangeError(name: name, message: message)
    case .success(.status(let status)): throw .unsupportedMessageType("status " + status)
    case .success(.message(.array(let elements))): return elements
    case .success(.message): throw .wrongType(field: "(root)", expected: "an array")
    }
  }

  /// The values of `market_warning`; shared by both market decoders.
  enum WarningText: String, CaseIterable {
    case none = "NONE"
    case caution = "CAUTION"
  }
}
