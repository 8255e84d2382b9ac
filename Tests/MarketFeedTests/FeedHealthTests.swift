#if LiveFeed
  import Foundation
  import Testing

  @testable import MarketFeed

  /// What the state tells an app about the connection's health: silence on an open connection, and an error that
  /// stays only until the feed has recovered.
  @Suite("Feed health in the state")
  struct FeedHealthTests {
    @Test("Silence is reported in whole seconds and reset by the next message")
    func silence() {
      var engine = FeedEngineTests.engine()
      _ = engine.connectionOpened(now: Date(timeIntervalSince1970: 1_723_102_637))
      engine.noteActivity(at: .seconds(10))
      let quiet = engine.version
      engine.noteSilence(.milliseconds(900))
      #expect(engine.version == quiet, "under a second of silence is no change")
      engine.noteSilence(.milliseconds(12_400))
      #expect(engine.takeState(coalesced: 0).dataSilence == .seconds(12))
      engine.noteActivity(at: .seconds(23))
      #expect(engine.takeState(coalesced: 0).dataSilence == .zero)
      engine.noteSilence(.seconds(5))
      _ = engine.connectionEnded(reason: "idle timeout")
      #expect(engine.takeState(coalesced: 0).dataSilence == .zero, "a closed connection is not silent")
    }

    @Test("A failed request's error is cleared once connected and every book is live again")
    func errorClearedOnRecovery() throws {
      var engine = FeedEngineTests.engine()
      _ = engine.connectionOpened(now: Date(timeIntervalSince1970: 1_723_102_637))
      engine.requestFailed(
        .snapshot("BTC_KRW"), error: .requestFailed(url: "https://api.bithumb.com", reason: "timed out"), retrying: true
      )
      #expect(engine.takeState(coalesced: 0).lastError != nil)
      #expect(engine.receive(snapshot: try FeedEngineTests.snapshot()))
      #expect(engine.takeState(coalesced: 0).lastError == nil)
    }

    @Test("The error stays while a book is not live")
    func errorKeptWhileNotLive() throws {
      var engine = FeedEngine(
        symbols: ["BTC_KRW", "ETH_KRW"], sync: SyncOptions(), candleInterval: nil, resyncsCrossedBooks: true,
        tradeBufferLimit: 100)
      _ = engine.connectionOpened(now: Date(timeIntervalSince1970: 1_723_102_637))
      engine.requestFailed(
        .snapshot("ETH_KRW"), error: .requestFailed(url: "https://api.bithumb.com", reason: "timed out"), retrying: true
      )
      #expect(engine.receive(snapshot: try FeedEngineTests.snapshot()))
      #expect(engine.takeState(coalesced: 0).lastError != nil, "ETH_KRW is still waiting for its snapshot")
    }
  }
#endif
