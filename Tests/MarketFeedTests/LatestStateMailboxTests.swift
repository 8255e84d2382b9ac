#if LiveFeed
  import DomainKitsCore
  import NIOConcurrencyHelpers
  import Testing

  @testable import MarketFeed

  /// The mailbox both feeds' stores are built on, against a model: whatever the interleaving of changes, reads and
  /// the end, the consumer reads the newest state, never an older one after a newer, every change is either read or
  /// counted as skipped, and the sequence ends after the last state.
  @Suite("LatestStateMailbox")
  struct LatestStateMailboxTests {
    /// A content whose every change is a new value and a new version.
    struct Counter: LatestStateContent {
      var value = 0
      var version: UInt64 = 0

      mutating func bump() {
        value += 1
        version &+= 1
      }
    }

    /// One read: the value and the versions skipped since the last read.
    struct Read: Equatable, Sendable {
      var value: Int
      var skipped: Int
    }

    static func read(_ mailbox: LatestStateMailbox<Counter>) async -> Read? {
      await mailbox.next { content, skipped in Read(value: content.value, skipped: skipped) }
    }

    @Test(
      "Any order of changes, reads, waiting reads and the end gives the newest state, then the end",
      arguments: 0..<200)
    func model(seed: UInt64) async throws {
      var random = SplitMix64(seed: seed)
      let mailbox = LatestStateMailbox(Counter())
      var newest = 0  // the model: the last value written
      var lastRead = 0  // the last value the consumer read
      var finished = false
      for _ in 0..<40 {
        switch random.next() % 5 {
        case 0, 1:
          // Changes, and sometimes an update that changes nothing (it must not wake or deliver anything).
          for _ in 0...(random.next() % 4) {
            if random.next() % 4 == 0 {
              mailbox.update { _ in }
            } else {
              mailbox.update { $0.bump() }
              newest += 1
            }
          }
        case 2:
          // A read that does not wait: the newest state with every change since the last read counted as skipped,
          // or the end.
          guard newest != lastRead || finished else { continue }
          let read = await Self.read(mailbox)
          if newest == lastRead {
            #expect(read == nil)
          } else {
            #expect(read == Read(value: newest, skipped: newest - lastRead - 1))
            lastRead = newest
          }
        case 3:
          // A read that may wait, with changes made while it waits: it reads a state newer than the last one and
          // no newer than the newest.
          guard !finished else { continue }
          let consumer = Task { await Self.read(mailbox) }
          let count = Int(random.next() % 3) + 1
          for _ in 0..<count {
            if random.next() % 2 == 0 { await Task.yield() }
            mailbox.update { $0.bump() }
            newest += 1
          }
          let read = try #require(try await withTimeout(.seconds(60)) { await consumer.value })
          #expect(read.value > lastRead && read.value <= newest)
          #expect(read.skipped == read.value - lastRead - 1)
          lastRead = read.value
        default:
          if random.next() % 3 == 0 {
            mailbox.finish()
            finished = true
          }
        }
      }
      mailbox.finish()
      if newest != lastRead {
        #expect(await Self.read(mailbox) == Read(value: newest, skipped: newest - lastRead - 1))
      }
      #expect(await Self.read(mailbox) == nil)
      #expect(await Self.read(mailbox) == nil)
      #expect(mailbox.read(\.value) == newest)
    }

    @Test("Concurrent writers and a consumer: rising values, every change read or skipped, then the end")
    func concurrent() async throws {
      let mailbox = LatestStateMailbox(Counter())
      let perWriter = 2_000
      let consumer = Task {
        var reads: [Read] = []
        while let read = await Self.read(mailbox) { reads.append(read) }
        return reads
      }
      await withTaskGroup(of: Void.self) { group in
        for writer in 0..<2 {
          group.addTask {
            for index in 0..<perWriter {
              mailbox.update { $0.bump() }
              if (index + writer) % 7 == 0 { await Task.yield() }
            }
          }
        }
      }
      mailbox.finish()
      let reads = try await withTimeout(.seconds(60)) { await consumer.value }
      #expect(zip(reads, reads.dropFirst()).allSatisfy { $0.value < $1.value })
      #expect(reads.last?.value == 2 * perWriter)
      #expect(reads.reduce(0) { $0 + $1.skipped + 1 } == 2 * perWriter)
    }

    @Test("A waiting consumer whose task is cancelled reads the end")
    func cancelled() async throws {
      let mailbox = LatestStateMailbox(Counter())
      let consumer = Task { await Self.read(mailbox) }
      await Task.yield()
      consumer.cancel()
      #expect(try await withTimeout(.seconds(60)) { await consumer.value } == nil)
    }
  }
#endif
