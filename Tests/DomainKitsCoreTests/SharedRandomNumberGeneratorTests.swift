import DomainKitsCore
import Testing

@Suite("SharedRandomNumberGenerator")
struct SharedRandomNumberGeneratorTests {
  /// Takes its generator by value, as the kits' async APIs do.
  private static func draw(_ count: Int, using generator: some RandomNumberGenerator & Sendable) -> [UInt64] {
    var generator = generator
    return (0..<count).map { _ in generator.next() }
  }

  @Test("Copies share one sequence: by-value calls continue it, where a copied SplitMix64 restarts")
  func copiesAdvance() {
    var reference = SplitMix64(seed: 7)
    let expected = (0..<6).map { _ in reference.next() }

    let shared = SharedRandomNumberGenerator(SplitMix64(seed: 7))
    #expect(Self.draw(3, using: shared) + Self.draw(3, using: shared) == expected)

    let value = SplitMix64(seed: 7)
    #expect(Self.draw(3, using: value) + Self.draw(3, using: value) == Array(expected.prefix(3)) + expected.prefix(3))
  }

  @Test("Concurrent draws take each value of the sequence exactly once")
  func concurrentDraws() async {
    var reference = SplitMix64(seed: 11)
    let expected = Set((0..<4_000).map { _ in reference.next() })
    let shared = SharedRandomNumberGenerator(SplitMix64(seed: 11))
    let drawn = await withTaskGroup(of: [UInt64].self) { group in
      for _ in 0..<8 { group.addTask { Self.draw(500, using: shared) } }
      return await group.reduce(into: [UInt64]()) { $0 += $1 }
    }
    #expect(drawn.count == 4_000)
    #expect(Set(drawn) == expected)
  }
}
