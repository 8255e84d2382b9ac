#if LiveFeed
  import Foundation

  /// Why a feed, its REST client or its connection failed. Each case names the input or the endpoint.
  public enum MarketFeedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A symbol that is not Bithumb's `ORDER_PAYMENT` form of letters and digits ("BTC_KRW").
    case invalidSymbol(String)
    /// A feed needs at least one symbol.
    case noSymbols
    /// A URL the client cannot use (wrong scheme, no host).
    case invalidURL(String)
    /// The WebSocket could not connect, or its connection broke.
    case connectionFailed(String)
    /// No message arrived for this long, so the connection was presumed dead and closed.
    case idleTimeout(Duration)
    /// The server closed the WebSocket with a close frame: its code (1000 normal, 1001 going away, 1011 server
    /// error, ...) and reason.
    case closedByServer(code: Int, reason: String)
    /// The connection ended without a close frame (the TCP connection was closed or reset): what a server calls
    /// 1006.
    case connectionLost
    /// A message larger than the connector's `maximumMessageSize` (in bytes) arrived: the client closed the
    /// connection with 1009 (message too big) without reading it, and counts it as a malformed message.
    case messageTooLarge(limit: Int)
    /// An HTTP request got no response (refused, timed out, lost).
    case requestFailed(url: String, reason: String)
    /// An HTTP request was answered with a status other than 200.
    case httpStatus(url: String, status: Int)
    /// A REST order book that could not be decoded, or an exchange error status in it.
    case orderBookDecoding(symbol: String, FeedDecodingError)
    /// A REST order book for another symbol than the one asked for.
    case symbolMismatch(requested: String, received: String)
    /// A REST candlestick page that could not be decoded, or an exchange error status in it.
    case candleDecoding(symbol: String, CandleDecodingError)
    /// The reconnect policy's attempts ran out; the last failure is given.
    case gaveUp(attempts: Int, lastError: String)

    /// The reason, naming the input.
    public var description: String {
      switch self {
      case .invalidSymbol(let symbol):
        "invalid symbol \"\(symbol)\": expected ORDER_PAYMENT in capital letters and digits, like BTC_KRW"
      case .noSymbols:
        "a feed needs at least one symbol"
      case .invalidURL(let url):
        "invalid URL \(url)"
      case .connectionFailed(let reason):
        "WebSocket connection failed: \(reason)"
      case .idleTimeout(let duration):
        "no message for \(duration); connection presumed dead"
      case .closedByServer(let code, let reason):
        "the server closed the connection with code \(code)\(reason.isEmpty ? "" : " (\(reason))")"
      case .connectionLost:
        "the connection was lost without a close frame"
      case .messageTooLarge(let limit):
        "a message larger than \(limit) bytes arrived; the client closed the connection with 1009 (message too big)"
      case .requestFailed(let url, let reason):
        "request to \(url) failed: \(reason)"
      case .httpStatus(let url, let status):
        "request to \(url) answered HTTP \(status)"
      case .orderBookDecoding(let symbol, let error):
        "order book of \(symbol): \(error)"
      case .symbolMismatch(let requested, let received):
        "asked for the order book of \(requested), received \(received)"
      case .candleDecoding(let symbol, let error):
        "candles of \(symbol): \(error)"
      case .gaveUp(let attempts, let lastError):
        "gave up after \(attempts) failed attempts; last: \(lastError)"
      }
    }
  }
#endif
