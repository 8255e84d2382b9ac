/// A small, fast random number generator that repeats its sequence for a given seed (SplitMix64).
///
/// The kits take their randomness through an injected `RandomNumberGenerator` (a battle's missions, rotation
/// tie-breaks), so that tests, previews and benchmarks can pass a seeded generator and get the same draws every
/// run. Not for anything that needs unpredictability: use `SystemRandomNumberGenerator` there.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let mission = missions.randomElement(using: &random)  // the same mission on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    // Steele, Lea and Flood's SplitMix64: a Weyl sequence through a 64-bit finalizer.
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
