#if LiveFeed
  /// Why a ``QuotationFeed`` could not start, or what its connection last failed on.
  public enum QuotationFeedError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A feed needs at least one market of its board's quote currency.
    case noMarkets(quote: String)
    /// The server answered the WebSocket upgrade with an HTTP status instead of switching protocols: 429 when
    /// connections came faster than the venue's limit; `nil` when the client could not read the status
    /// (``QuotationWebSocketConnector`` cannot). Both are answered with the longer rate-limit backoff.
    case upgradeRejected(status: Int?)
    /// The server sent an error frame.
    case server(QuotationServerError)
    /// The connection failed, dropped, went silent or was closed by the server.
    case connection(MarketFeedError)
    /// The reconnect policy's attempts ran out; the last failure is given.
    case gaveUp(attempts: Int, lastError: String)

    /// Whether the feed stops on it instead of reconnecting, since connecting again would fail the same way: a
    /// fatal error frame (``QuotationServerError/isFatal``) or a URL that cannot be connected to
    /// (``MarketFeedError/invalidURL(_:)``).
    public var isFatal: Bool {
      switch self {
      case .server(let error): error.isFatal
      case .connection(.invalidURL): true
      default: false
      }
    }

    /// Whether the upgrade was refused as a rate-limit answer (429, or a status the client could not read).
    public var isRateLimited: Bool {
      if case .upgradeRejected(let status) = self { return status == nil || status == 429 }
      return false
    }

    /// The reason, naming the input.
    public var description: String {
      switch self {
      case .noMarkets(let quote): "a quotation feed needs at least one \(quote) market"
      case .upgradeRejected(let status?):
        "the server refused the WebSocket upgrade with HTTP \(status)"
          + (status == 429 ? " (too many connections per second)" : "")
      case .upgradeRejected(nil): "the server refused the WebSocket upgrade"
      case .server(let error): error.description
      case .connection(let error): error.description
      case .gaveUp(let attempts, let lastError): "gave up after \(attempts) failed attempts; last: \(lastError)"
      }
    }
  }
#endif
