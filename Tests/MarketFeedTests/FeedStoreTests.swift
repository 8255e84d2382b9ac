#if LiveFeed
  import Foundation
  import NIOConcurrencyHelpers
  import Testing

  @testable import MarketFeed

  /// The store between the feed's writers and its one consumer: coalescing, wake-ups, the end of the sequence and
  /// the message rate. No sockets and no sleeps: every ordering is forced by the test.
  @Suite("FeedStore")
  struct FeedStoreTests {
    static func store(uptime: @escaping @Sendable () -> Duration = { .zero }) -> FeedStore {
      FeedStore(engine: FeedEngineTests.engine(), uptime: uptime)
    }

    /// Sends `count` depth messages (each one change) into the store, as the socket's read loop does.
    static func send(_ count: Int, from start: Int = 0, into store: FeedStore) {
      for index in start..<start + count {
        let message = SessionFixture.depth(
          micros: 1_723_102_637_100_000 + Int64(index), [("bid", "\(80_000_000 - index % 50 * 1_000)", "1")])
        var requests: [FetchRequest] = []
        store.update {
          $0.receive(FeedEngine.decode(.text(message)), byteCount: message.utf8.count, requests: &requests)
        }
      }
    }

    @Test("Changes made while the consumer is busy arrive as one state; nothing queues")
    func coalescing() async throws {
      let store = Self.store()
      var updates = MarketFeedUpdates(store: store).makeAsyncIterator()
      Self.send(1_000, into: store)
      let first = try #require(await updates.next())
      #expect(first.metrics.messagesReceived == 1_000)
      // The engine's version moved 1,000 times; the consumer saw only the last one.
      #expect(first.metrics.coalescedChanges == 999)
      Self.send(10, from: 1_000, into: store)
      let second = try #require(await updates.next())
      #expect(second.metrics.messagesReceived == 1_010)
      #expect(second.metrics.coalescedChanges == 999 + 9)
      #expect(second.version > first.version)
      // A read right after each change sees every change: nothing is coalesced.
      Self.send(1, from: 1_010, into: store)
      let third = try #require(await updates.next())
      #expect(third.metrics.coalescedChanges == second.metrics.coalescedChanges)
    }

    @Test("A waiting consumer is woken by the next change, and the sequence ends after the last state")
    func wakeUpAndFinish() async throws {
      let store = Self.store()
      let reads = NIOLockedValueBox<[Int]>([])
      let consumer = Task {
        for await state in MarketFeedUpdates(store: store) {
          reads.withLockedValue { $0.append(state.metrics.messagesReceived) }
        }
        return reads.withLockedValue { $0 }
      }
      // Each change waits until the consumer has read the previous one, so no read is coalesced.
      for count in 1...5 {
        Self.send(1, from: count, into: store)
        try await withTimeout(.seconds(60)) {
          while reads.withLockedValue({ $0.count }) < count { try await Task.sleep(for: .milliseconds(2)) }
        }
      }
      Self.send(3, from: 10, into: store)
      store.finish()
      let seen = try await withTimeout(.seconds(60)) { await consumer.value }
      // The changes made before `finish` are still delivered (the consumer may wake between them, so they arrive in
      // one to three states), then the sequence ends.
      #expect(Array(seen.prefix(5)) == [1, 2, 3, 4, 5])
      #expect(seen.last == 8)
      #expect((6...8).contains(seen.count))
    }

    @Test("Cancelling a waiting consumer ends its sequence")
    func cancelledConsumer() async throws {
      let store = Self.store()
      let waiting = Gate()
      let consumer = Task {
        var iterator = MarketFeedUpdates(store: store).makeAsyncIterator()
        _ = await iterator.next()  // the first change
        waiting.open()
        return await iterator.next()  // waits: nothing else changes
      }
      Self.send(1, into: store)
      await waiting.wait()
      consumer.cancel()
      let last = try await withTimeout(.seconds(60)) { await consumer.value }
      #expect(last == nil)
    }

    @Test("The message rate is measured over windows of at least a second, when states are read")
    func messageRate() async throws {
      let clock = NIOLockedValueBox(Duration.zero)
      let store = Self.store(uptime: { clock.withLockedValue { $0 } })
      var updates = MarketFeedUpdates(store: store).makeAsyncIterator()
      Self.send(10, into: store)
      #expect(try #require(await updates.next()).metrics.messagesPerSecond == 0)  // the window opens
      clock.withLockedValue { $0 = .milliseconds(400) }
      Self.send(100, from: 10, into: store)
      #expect(try #require(await updates.next()).metrics.messagesPerSecond == 0)  // shorter than a second
      clock.withLockedValue { $0 = .seconds(2) }
      Self.send(290, from: 110, into: store)
      // 390 messages since the window opened, over 2 seconds.
      #expect(try #require(await updates.next()).metrics.messagesPerSecond == 195)
    }
  }
#endif
