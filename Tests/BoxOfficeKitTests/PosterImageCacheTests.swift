import Foundation
import PropertyBased
import Testing

@testable import BoxOfficeKit

@Suite("Byte-cost LRU cache of poster images")
struct PosterImageCacheTests {
  static func url(_ index: Int) -> URL {
    URL(string: "https://img.example.com/\(index).jpg") ?? URL(fileURLWithPath: "/")
  }

  @Test("Evicts least recently used images until the new one fits")
  func eviction() {
    var cache = PosterImageCache(byteLimit: 100)
    cache.insert(Data(count: 40), for: Self.url(1))
    cache.insert(Data(count: 40), for: Self.url(2))
    #expect(cache.data(for: Self.url(1)) != nil)  // 1 is now the most recent
    #expect(cache.insert(Data(count: 30), for: Self.url(3)) == 1)
    #expect(cache.totalBytes == 70)
    #expect(cache.urlsByRecency == [Self.url(3), Self.url(1)])
    #expect(cache.peek(Self.url(2)) == nil)
  }

  @Test("An image larger than the budget is not kept, and replaces nothing")
  func oversized() {
    var cache = PosterImageCache(byteLimit: 10)
    cache.insert(Data(count: 5), for: Self.url(1))
    #expect(cache.insert(Data(count: 11), for: Self.url(2)) == 0)
    #expect(cache.count == 1)
    cache.insert(Data(count: 11), for: Self.url(1))
    #expect(cache.count == 0)
    #expect(cache.totalBytes == 0)
  }

  @Test("Replacing an image updates the byte count; peek leaves the order alone")
  func replaceAndPeek() {
    var cache = PosterImageCache(byteLimit: 100)
    cache.insert(Data(count: 10), for: Self.url(1))
    cache.insert(Data(count: 10), for: Self.url(2))
    cache.insert(Data(count: 25), for: Self.url(1))
    #expect(cache.totalBytes == 35)
    #expect(cache.peek(Self.url(2))?.count == 10)
    #expect(cache.urlsByRecency == [Self.url(1), Self.url(2)])
    #expect(cache.removeValue(for: Self.url(1))?.count == 25)
    cache.removeAll()
    #expect(cache.count == 0 && cache.totalBytes == 0)
  }

  /// A plain reference: entries in an array, most recent first.
  struct ReferenceLRU {
    var entries: [(key: Int, cost: Int)] = []
    let limit: Int

    mutating func get(_ key: Int) -> Int? {
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
      let entry = entries.remove(at: index)
      entries.insert(entry, at: 0)
      return entry.cost
    }

    mutating func insert(_ key: Int, cost: Int) -> [Int] {
      entries.removeAll { $0.key == key }
      guard cost <= limit else { return [] }
      var evicted: [Int] = []
      while entries.reduce(0, { $0 + $1.cost }) + cost > limit, let last = entries.popLast() {
        evicted.append(last.key)
      }
      entries.insert((key, cost), at: 0)
      return evicted
    }

    mutating func remove(_ key: Int) -> Int? {
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
      return entries.remove(at: index).cost
    }
  }

  enum Operation: Sendable, CustomStringConvertible {
    case get(Int)
    case insert(Int, cost: Int)
    case remove(Int)

    var description: String {
      switch self {
      case .get(let key): "get(\(key))"
      case .insert(let key, let cost): "insert(\(key), \(cost))"
      case .remove(let key): "remove(\(key))"
      }
    }
  }

  static let operation = zip(Gen.int(in: 0...2), Gen.int(in: 0...11), Gen.int(in: 0...45)).map { kind, key, cost in
    switch kind {
    case 0: Operation.get(key)
    case 1: Operation.insert(key, cost: cost)
    default: Operation.remove(key)
    }
  }

  @Test("Every operation agrees with a reference model and keeps the invariants")
  func matchesReference() async {
    await propertyCheck(count: 200, input: Self.operation.array(of: 0...80), Gen.int(in: 0...100)) {
      operations, limit in
      var cache = ByteCostLRU<Int, Int>(costLimit: limit)
      var reference = ReferenceLRU(limit: limit)
      for operation in operations {
        switch operation {
        case .get(let key):
          #expect(cache.value(for: key) == reference.get(key), "\(operation)")
        case .insert(let key, let cost):
          var evicted: [Int] = []
          cache.insert(cost, cost: cost, for: key) { evicted.append($0) }
          #expect(evicted == reference.insert(key, cost: cost), "\(operation)")
        case .remove(let key):
          #expect(cache.removeValue(for: key) == reference.remove(key), "\(operation)")
        }
        #expect(cache.invariantViolations() == [], "after \(operation)")
        #expect(cache.keysByRecency == reference.entries.map(\.key), "after \(operation)")
        #expect(cache.totalCost == reference.entries.reduce(0) { $0 + $1.cost })
      }
    }
  }
}
