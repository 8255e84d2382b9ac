#if LiveFeed
  import FlyingFox
  import Foundation
  import NIOConcurrencyHelpers
  import Testing

  @testable import MarketFeed

  @Suite("BithumbRESTClient against a local HTTP server")
  struct RESTClientTests {
    static let silentSocket = ScriptedSocket { _, _ in }

    static func withREST<Result>(
      _ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse,
      _ body: (BithumbRESTClient) async throws -> Result
    ) async throws -> Result {
      // Generous: under the whole suite on two cores a loopback answer has taken more than 2 s (CI, c086248).
      try await withBithumbServer(socket: silentSocket, rest: handler) { _, restURL in
        try await body(BithumbRESTClient(baseURL: restURL, timeout: .seconds(30)))
      }
    }

    @Test("Fetches and decodes an order book, asking for the depth")
    func orderBook() async throws {
      let paths = NIOLockedValueBox<[String]>([])
      let snapshot = try await Self.withREST({ request in
        paths.withLockedValue {
          $0.append(request.path + "?" + request.query.map { "\($0.name)=\($0.value)" }.joined())
        }
        return .json(SessionFixture.snapshot1)
      }) { client in try await client.orderBook(symbol: "BTC_KRW", depth: 99) }
      #expect(paths.withLockedValue { $0 } == ["/public/orderbook/BTC_KRW?count=30"])
      #expect(snapshot.symbol == "BTC_KRW")
      #expect(snapshot.snapshot.bids.count == 10)
      #expect(snapshot.snapshot.time == ExchangeTimestamp(milliseconds: 1_723_102_637_010))
    }

    /// Whether `text` parses as iOS 16's `URL(string:)` parses it: strictly, with no characters encoded for the
    /// caller (a space or Hangul gives nil there, while Linux and iOS 17 encode them silently).
    static func isStrictURLText(_ text: String) -> Bool {
      URL(string: text, encodingInvalidCharacters: false)?.absoluteString == text
    }

    @Test("A symbol with a space or Hangul is percent-encoded before the URL is parsed (iOS 16 parity)")
    func symbolEncoding() async throws {
      let base = try #require(URL(string: "https://api.bithumb.com"))
      for (symbol, segment) in [
        ("BTC_KRW", "BTC_KRW"), ("BTC KRW", "BTC%20KRW"), ("비트_KRW", "%EB%B9%84%ED%8A%B8_KRW"),
        ("A/B", "A%2FB"),
      ] {
        let text = BithumbRESTClient.requestText(
          baseURL: base, path: "/public/orderbook/\(BithumbRESTClient.pathSegment(symbol))", query: "count=30")
        #expect(text == "https://api.bithumb.com/public/orderbook/\(segment)?count=30")
        #expect(Self.isStrictURLText(text), "\(text) would not parse on iOS 16")
      }
      // The raw text, as the client built it before, is what an iPhone refuses.
      #expect(!Self.isStrictURLText("https://api.bithumb.com/public/orderbook/비트 KRW"))

      let paths = NIOLockedValueBox<[String]>([])
      await #expect(throws: MarketFeedError.self) {
        try await Self.withREST({ request in
          paths.withLockedValue { $0.append(request.path) }
          return HTTPResponse(statusCode: .notFound)
        }) { client in try await client.orderBook(symbol: "비트 KRW") }
      }
      // FlyingFox decodes the path: the server sees the symbol the client was given.
      #expect(paths.withLockedValue { $0 } == ["/public/orderbook/비트 KRW"])
    }

    @Test("An exchange error, another symbol, a bad status and a refused connection are typed errors")
    func errors() async throws {
      try await Self.withREST({ request in
        switch request.path {
        case "/public/orderbook/ETH_KRW": return .json(#"{"status":"5600","message":"점검 중입니다"}"#)
        case "/public/orderbook/XRP_KRW": return .json(SessionFixture.snapshot1)
        case "/public/candlestick/BTC_KRW/1m": return .json(#"{"status":"0000","data":[[1,"x"]]}"#)
        default: return .json("{}", status: .serviceUnavailable)
        }
      }) { client in
        await #expect(
          throws: MarketFeedError.orderBookDecoding(symbol: "ETH_KRW", .exchangeError(name: "5600", message: "점검 중입니다"))
        ) {
          try await client.orderBook(symbol: "ETH_KRW")
        }
        await #expect(throws: MarketFeedError.symbolMismatch(requested: "XRP_KRW", received: "BTC_KRW")) {
          try await client.orderBook(symbol: "XRP_KRW")
        }
        await #expect(
          throws: MarketFeedError.httpStatus(
            url: client.baseURL.absoluteString + "/public/orderbook/ADA_KRW?count=30", status: 503)
        ) {
          try await client.orderBook(symbol: "ADA_KRW")
        }
        do {
          _ = try await client.candles(symbol: "BTC_KRW", interval: .oneMinute)
          Issue.record("a malformed candle page decoded")
        } catch let error as MarketFeedError {
          guard case .candleDecoding(let symbol, _) = error else { throw error }
          #expect(symbol == "BTC_KRW")
        }
      }
      let closed = BithumbRESTClient(baseURL: ConnectionLoopTests.unreachable, timeout: .seconds(2))
      do {
        _ = try await closed.orderBook(symbol: "BTC_KRW")
        Issue.record("a refused connection answered")
      } catch {
        guard case .requestFailed(let url, _) = error else { throw error }
        #expect(url == "http://127.0.0.1:9/public/orderbook/BTC_KRW?count=30")
      }
    }

    @Test("Timeouts become whole seconds where FoundationNetworking would drop the fraction")
    func timeoutRounding() {
      #if canImport(FoundationNetworking)
        #expect(BithumbRESTClient.requestTimeout(.milliseconds(300)) == 1)
        #expect(BithumbRESTClient.requestTimeout(.milliseconds(2_500)) == 3)
      #else
        #expect(BithumbRESTClient.requestTimeout(.milliseconds(300)) == 0.3)
      #endif
    }
  }
#endif
