#if LiveFeed
  import Foundation
  import URLSessionSupport

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// Bithumb's public REST API on `URLSession`: the order-book snapshot a feed synchronizes from, and the candle
  /// history it starts from.
  ///
  /// ```swift
  /// let rest = BithumbRESTClient()
  /// let snapshot = try await rest.orderBook(symbol: "BTC_KRW")   // SymbolSnapshot, 30 levels a side
  /// let candles = try await rest.candles(symbol: "BTC_KRW", interval: .oneMinute)
  /// ```
  ///
  /// Errors are ``MarketFeedError`` values naming the URL or symbol; the client never retries (the feed does, with
  /// its ``ReconnectPolicy``).
  public struct BithumbRESTClient: Sendable {
    /// Bithumb's public REST endpoint, `https://api.bithumb.com`.
    public static let bithumbBaseURL = URL(string: "https://api.bithumb.com") ?? URL(fileURLWithPath: "/")

    /// The server's base URL; paths such as `/public/orderbook/BTC_KRW` are appended to it.
    public let baseURL: URL
    /// The longest wait for one response.
    public let timeout: Duration
    private let session: URLSession

    /// A client of `baseURL` (Bithumb's by default) on `session` (an ephemeral one by default: no cache, no cookies).
    public init(
      baseURL: URL = BithumbRESTClient.bithumbBaseURL, timeout: Duration = .seconds(10),
      session: URLSession = URLSession(configuration: .ephemeral)
    ) {
      self.baseURL = baseURL
      self.timeout = timeout
      self.session = session
    }

    /// The order book of `symbol`: `GET /public/orderbook/{symbol}?count={depth}`.
    ///
    /// - Parameters:
    ///   - symbol: "BTC_KRW".
    ///   - depth: levels per side, 1...30 at Bithumb (clamped).
    /// - Throws: ``MarketFeedError/requestFailed(url:reason:)``, ``MarketFeedError/httpStatus(url:status:)``,
    ///   ``MarketFeedError/orderBookDecoding(symbol:_:)`` (an exchange error status included) and
    ///   ``MarketFeedError/symbolMismatch(requested:received:)``.
    public func orderBook(symbol: String, depth: Int = 30) async throws(MarketFeedError) -> SymbolSnapshot {
      let body = try await get(
        "/public/orderbook/\(Self.pathSegment(symbol))", query: "count=\(min(max(depth, 1), 30))")
      let snapshot: SymbolSnapshot
      do {
        snapshot = try BithumbREST.orderBook(from: body)
      } catch {
        throw .orderBookDecoding(symbol: symbol, error)
      }
      guard snapshot.symbol == symbol else { throw .symbolMismatch(requested: symbol, received: snapshot.symbol) }
      return snapshot
    }

    /// The candle history of `symbol` at `interval`: `GET /public/candlestick/{symbol}/{interval}`, oldest first.
    ///
    /// Bithumb's endpoint takes no time range: it answers its recent history, so a caller wanting a range filters.
    /// An interval the endpoint does not serve (15 minutes, 4 hours, a week, a month) is built from the finer one it
    /// does (`BithumbCandlestick.sourceInterval(for:)`), so every `CandleInterval` has a history.
    ///
    /// - Throws: ``MarketFeedError/requestFailed(url:reason:)``, ``MarketFeedError/httpStatus(url:status:)`` and
    ///   ``MarketFeedError/candleDecoding(symbol:_:)``.
    public func candles(symbol: String, interval: CandleInterval) async throws(MarketFeedError) -> [Candle] {
      let source = BithumbCandlestick.sourceInterval(for: interval)
      let body = try await get(
        BithumbCandlestick.path(symbol: Self.pathSegment(symbol), interval: source), query: nil)
      do {
        return try BithumbCandlestick.candles(from: body, resampledTo: interval)
      } catch {
        throw .candleDecoding(symbol: symbol, error)
      }
    }

    /// `text` as one path segment: every byte but RFC 3986's unreserved ASCII characters percent-encoded as UTF-8.
    ///
    /// `URL(string:)` returns nil for a space or Hangul before iOS 17 and macOS 14, while Linux encodes them itself;
    /// encoding first makes the request the same everywhere. (`CharacterSet.alphanumerics` would keep Hangul.)
    static func pathSegment(_ text: String) -> String {
      text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The text of the request URL for `path` (already encoded) and `query` under `baseURL`.
    static func requestText(baseURL: URL, path: String, query: String?) -> String {
      var text = baseURL.absoluteString
      if text.hasSuffix("/") { text.removeLast() }
      text += path
      if let query { text += "?" + query }
      return text
    }

    /// The body of a 200 response to `GET path?query`.
    private func get(_ path: String, query: String?) async throws(MarketFeedError) -> Data {
      let text = Self.requestText(baseURL: baseURL, path: path, query: query)
      guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https" else {
        throw .invalidURL(text)
      }
      var request = URLRequest(url: url)
      request.timeoutInterval = Self.requestTimeout(timeout)
      request.setValue("application/json", forHTTPHeaderField: "Accept")
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await CancellableDataTask.load(request, on: session)
      } catch {
        throw .requestFailed(url: text, reason: Task.isCancelled ? "cancelled" : Self.reason(error))
      }
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard status == 200 else { throw .httpStatus(url: text, status: status) }
      return data
    }

    private static func reason(_ error: any Error) -> String {
      guard let urlError = error as? URLError else { return String(describing: error) }
      return "\(urlError.code.rawValue) \(urlError.localizedDescription)"
    }

    /// `URLRequest.timeoutInterval` for `timeout`. On Linux, FoundationNetworking drops the fraction of a second
    /// (0.5 s became no timeout at all), so there it is rounded up to whole seconds.
    static func requestTimeout(_ timeout: Duration) -> TimeInterval {
      let seconds = max(timeout.seconds, 0.001)
      #if canImport(FoundationNetworking)
        return seconds.rounded(.up)
      #else
        return seconds
      #endif
    }
  }
#endif
