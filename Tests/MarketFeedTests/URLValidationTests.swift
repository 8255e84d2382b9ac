#if LiveFeed
  import Foundation
  import Testing

  @testable import MarketFeed

  @Suite("WebSocket URLs that cannot be connected to")
  struct URLValidationTests {
    @Test(
      "A URL without a host, with a port outside 1...65535, or not ws/wss is refused before any connection",
      arguments: [
        ("ws://127.0.0.1:99999/websocket/v1", false), ("ws:///websocket/v1", false), ("ws://:8080/x", false),
        ("http://127.0.0.1:8080/", false), ("ws://127.0.0.1:0/", false), ("ws://127.0.0.1:65535/", true),
        ("wss://ws-api.bithumb.com/websocket/v1", true), ("WS://localhost/x", true), ("ws://[::1]:9001/", true),
      ])
    func validation(text: String, valid: Bool) throws {
      let url = try #require(URL(string: text))
      #expect(WebSocketClientSession.isValidURL(url) == valid, "\(text)")
    }

    @Test("The API 2.0 feed stops at once on port 99999, with invalidURL, instead of reconnecting")
    func quotationFeedStops() async throws {
      let url = try #require(URL(string: "ws://127.0.0.1:99999/websocket/v1"))
      let feed = try QuotationFeed(
        boardCodes: [try MarketCode("KRW-BTC")],
        configuration: QuotationFeedConfiguration(
          venue: QuotationVenue(webSocketURL: url, dialect: .bithumb, connectionsPerSecond: 10)))
      let outcome = try await withTimeout(.seconds(30)) { () async -> String in
        do {
          try await feed.run { session in
            for await _ in session.updates {}
          }
          return "returned"
        } catch {
          return "\(error)"
        }
      }
      #expect(outcome == "\(QuotationFeedError.connection(.invalidURL("ws://127.0.0.1:99999/websocket/v1")))")
    }

    @Test("The legacy feed stops at once on a URL without a host, with invalidURL, instead of reconnecting")
    func legacyFeedStops() async throws {
      let url = try #require(URL(string: "ws:///websocket/v1"))
      let feed = try BithumbFeed(
        symbols: ["BTC_KRW"], configuration: BithumbFeedConfiguration(webSocketURL: url, pingInterval: nil))
      let outcome = try await withTimeout(.seconds(30)) { () async -> String in
        do {
          try await feed.run { updates in
            for await _ in updates {}
          }
          return "returned"
        } catch {
          return "\(error)"
        }
      }
      #expect(outcome == "\(MarketFeedError.invalidURL("ws:///websocket/v1"))")
    }
  }
#endif
