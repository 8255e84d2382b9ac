import Foundation

/// The market list and the alert list on the one-pass reader (DomainKitsCore's `JSONFrameScanner.readArray`): each
/// element is read into stack slots as the response is validated; names are taken from their bytes (a Korean name is
/// UTF-8 the pass checked, decoded only when it holds an escape), and an Upbit `market_event` is read again as a
/// small object of its own.
///
/// This mirrors the tree decoders (`referenceMarkets(from:)` and `referenceAlerts(from:)`: `elements`, then
/// `JSONObjectReader(element, path: "[i]")` and the fields in the same order) check for check, so both give the same
/// list or the same error; what the frame reader does not vouch for goes to the tree decoder.
extension QuotationMarkets {
  /// Reads a `/v1/market/all` response's bytes into `markets`; `false` when the response is left to the tree decoder
  /// (an exchange's error or status object, escaped or repeated keys, anything not JSON). A field's error goes into
  /// `failure` (the callers' closures cannot throw a typed error).
  static func scanMarkets(
    _ bytes: UnsafeBufferPointer<UInt8>, into markets: inout [Market], failure: inout MarketDataError?
  ) -> Bool {
    // Set when a `market_event` is not vouched for (not reached for a response the pass accepts): the tree decides.
    var isUnsure = false
    do throws(MarketDataError) {
      let isRead = try JSONFrameScanner.readArray(bytes, keys: MarketListSlots.marketTable) {
        object throws(MarketDataError) -> Void in
        guard !isUnsure else { return }
        let code = try MarketCode.checked(
          try object.string(MarketListSlots.market), field: object.field(MarketListSlots.market))
        var isCaution = false
        if object.isPresent(MarketListSlots.marketWarning) {
          isCaution = try object.choice(MarketListSlots.marketWarning, as: WarningText.self) == .caution
        } else if object.isPresent(MarketListSlots.marketEvent) {
          let event = MarketListSlots.marketEvent
          let isEventRead = try object.readObject(in: event, keys: MarketListSlots.eventTable) {
            nested throws(MarketDataError) -> Void in
            isCaution = try nested.bool(MarketListSlots.eventWarning)
          }
          guard isEventRead else {
            isUnsure = true
            return
          }
        }
        // In the order the tree decoder reads them (its initializer's arguments), so the first error is the same.
        let koreanName = try object.string(MarketListSlots.koreanName)
        let englishName = try object.string(MarketListSlots.englishName)
        markets.append(Market(code: code, koreanName: koreanName, englishName: englishName, isCaution: isCaution))
      }
      return isRead && !isUnsure
    } catch {
      failure = error
      return true
    }
  }

  /// Reads a `/v1/market/virtual_asset_warning` response's bytes into `alerts`; `false` when the response is left to
  /// the tree decoder. A field's error goes into `failure`.
  static func scanAlerts(
    _ bytes: UnsafeBufferPointer<UInt8>, into alerts: inout [MarketAlert], failure: inout MarketDataError?
  ) -> Bool {
    do throws(MarketDataError) {
      return try JSONFrameScanner.readArray(bytes, keys: MarketListSlots.alertTable) {
        object throws(MarketDataError) -> Void in
        let code = try MarketCode.checked(
          try object.string(MarketListSlots.market), field: object.field(MarketListSlots.market))
        let seconds = try Self.endSeconds(object)
        let kind = try object.choice(MarketListSlots.warningType, as: MarketAlertKind.self)
        let step = try object.choice(MarketListSlots.warningStep, as: MarketAlertStep.self)
        alerts.append(
          MarketAlert(market: code, kind: kind, step: step, endDate: Date(timeIntervalSince1970: Double(seconds))))
      }
    } catch {
      failure = error
      return true
    }
  }

  /// An alert's `end_date` in seconds since 1970, with the tree decoder's checks and error: a plain 19-byte string
  /// read from its bytes, any other text through ``alertEndSeconds(_:)``.
  private static func endSeconds(_ object: JSONFrameObject) throws(MarketDataError) -> Int64 {
    let slot = MarketListSlots.endDate
    let token = object.token(slot)
    if token.kind == .string, token.isPlain, let seconds = plainEndSeconds(object.slice(token)) { return seconds }
    let end = try object.string(slot)
    guard let seconds = alertEndSeconds(end) else {
      throw .invalidValue(
        field: object.field(slot), value: String(end.prefix(48)), expected: "yyyy-MM-dd HH:mm:ss (Seoul)")
    }
    return seconds
  }

  /// ``alertEndSeconds(_:)`` of printable ASCII spelled exactly `yyyy-MM-dd HH:mm:ss`, read from its bytes without
  /// splitting or making strings; `nil` for anything else (which the string path then decides). Such a text has one
  /// space, so the tree's split gives the same two parts and the same fields.
  static func plainEndSeconds(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
    CivilTime.plainSeconds(text, separator: UInt8(ascii: " "), offsetSeconds: 9 * 3_600)
  }
}
