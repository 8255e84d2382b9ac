#if LiveFeed
  /// The format a quotation WebSocket sends its frames in.
  public enum QuotationFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// Full field names (`trade_price`).
    case `default` = "DEFAULT"
    /// Abbreviated field names (`tp`): about half the bytes.
    case simple = "SIMPLE"
  }

  /// The one request a quotation feed sends: tickers for every board market, the order book and trades of the open
  /// market, in one format.
  ///
  /// ```swift
  /// let request = QuotationSubscription(
  ///   ticket: "3f1c2b7e", boardCodes: [try MarketCode("KRW-BTC"), try MarketCode("KRW-ETH")],
  ///   openMarket: try MarketCode("KRW-BTC"))
  /// request.json
  /// // [{"ticket":"3f1c2b7e"},{"type":"ticker","codes":["KRW-BTC","KRW-ETH"]},
  /// //  {"type":"orderbook","codes":["KRW-BTC"]},{"type":"trade","codes":["KRW-BTC"]},{"format":"DEFAULT"}]
  /// ```
  ///
  /// Sent again on the same socket it replaces the subscription set, which is how the feed follows a newly opened
  /// market without reconnecting.
  public struct QuotationSubscription: Sendable, Hashable {
    /// Identifies the subscriber to the server (any unique text; a UUID in practice).
    public var ticket: String
    /// The markets whose tickers are followed (the board).
    public var boardCodes: [MarketCode]
    /// The market whose order book and trades are followed, if any.
    public var openMarket: MarketCode?
    /// Levels of the order book (`"KRW-BTC.15"`); `nil` leaves the venue's default (15 on Bithumb, 30 on Upbit).
    public var orderBookDepth: Int?
    /// The frames' format.
    public var format: QuotationFormat

    /// A request.
    public init(
      ticket: String, boardCodes: [MarketCode], openMarket: MarketCode?, orderBookDepth: Int? = nil,
      format: QuotationFormat = .default
    ) {
      self.ticket = ticket
      self.boardCodes = boardCodes
      self.openMarket = openMarket
      self.orderBookDepth = orderBookDepth
      self.format = format
    }

    /// The request as the venue reads it: a JSON array of the ticket, one object per type, and the format.
    public var json: String {
      var parts = [#"{"ticket":\#(Self.quoted(ticket))}"#]
      if !boardCodes.isEmpty {
        let codes = boardCodes.map { Self.quoted($0.rawValue) }.joined(separator: ",")
        parts.append(#"{"type":"ticker","codes":[\#(codes)]}"#)
      }
      if let open = openMarket {
        let book = orderBookDepth.map { "\(open.rawValue).\($0)" } ?? open.rawValue
        parts.append(#"{"type":"orderbook","codes":[\#(Self.quoted(book))]}"#)
        parts.append(#"{"type":"trade","codes":[\#(Self.quoted(open.rawValue))]}"#)
      }
      parts.append(#"{"format":"\#(format.rawValue)"}"#)
      return "[" + parts.joined(separator: ",") + "]"
    }

    /// `text` as a JSON string literal (codes are checked ASCII; the ticket may be anything).
    package static func quoted(_ text: String) -> String {
      var result = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case _ where scalar.value < 0x20:
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
      }
      return result + "\""
    }
  }
#endif
