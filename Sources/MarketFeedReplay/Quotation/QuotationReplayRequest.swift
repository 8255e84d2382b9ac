#if LiveFeed
  import Foundation
  import MarketFeed

  /// A subscription request as the replay server reads it, checked as the venue checks it.
  struct QuotationReplayRequest: Sendable, Hashable {
    var tickerCodes: [String] = []
    var orderBookCodes: [String] = []
    var tradeCodes: [String] = []
    var format: QuotationFormat = .default

    /// Reads a request, or the error frame the venue answers it with (the documented names and messages).
    static func parse(_ text: String) -> Result<QuotationReplayRequest, QuotationServerError> {
      guard let data = text.data(using: .utf8),
        let array = (try? JSONSerialization.jsonObject(with: data)) as? [Any],
        let objects = array as? [[String: Any]]
      else { return .failure(.wrongFormat(message: "Format 이 맞지 않습니다.")) }
      guard objects.contains(where: { ($0["ticket"] as? String).map { !$0.isEmpty } ?? false }) else {
        return .failure(.noTicket(message: "티켓이 존재하지 않거나, 유효하지 않습니다."))
      }
      var request = QuotationReplayRequest()
      var types = 0
      for object in objects where object["ticket"] == nil {
        if let format = object["format"] {
          guard let text = format as? String, let parsed = QuotationFormat(rawValue: text) else {
            return .failure(.invalidParam(message: "\(format)은 지원하지 않는 포맷입니다."))
          }
          request.format = parsed
          continue
        }
        guard let type = object["type"] as? String else {
          return .failure(.noType(message: "type 필드가 존재하지 않습니다."))
        }
        guard let codes = object["codes"] as? [String] else {
          return .failure(.noCodes(message: "codes 필드가 존재하지 않습니다."))
        }
        guard !codes.isEmpty else { return .failure(.invalidParam(message: "codes 필드가 비어 있습니다.")) }
        types += 1
        switch type {
        case "ticker": request.tickerCodes += codes
        // "KRW-BTC.15" asks for 15 levels of KRW-BTC.
        case "orderbook": request.orderBookCodes += codes.map { String($0.prefix { $0 != "." }) }
        case "trade": request.tradeCodes += codes
        default: return .failure(.invalidParam(message: "\(type)은 지원하지 않는 타입입니다."))
        }
      }
      guard types > 0 else { return .failure(.noType(message: "type 필드가 존재하지 않습니다.")) }
      return .success(request)
    }
  }
#endif
