import Foundation

/// A random number generator shared by reference: every copy draws from one sequence, so a seeded sequence
/// advances across calls that take their generator by value.
///
/// The kits' `async` APIs take a generator by value (an `@MainActor` owner cannot pass a stored generator `inout`
/// across an `await`). A value generator such as ``SplitMix64`` is then copied on each call and a seeded one deals
/// the same draws every time. Keep one of these instead: the calls share its state, and draws are serialized by a
/// lock, so concurrent calls never repeat a draw.
///
/// ```swift
/// @MainActor final class BattleScreen {
///   let random = SharedRandomNumberGenerator(SplitMix64(seed: 7))   // a test's fixed sequence
///   // or SharedRandomNumberGenerator(SystemRandomNumberGenerator()) in the app
/// }
/// ```
public final class SharedRandomNumberGenerator<Base: RandomNumberGenerator & Sendable>: RandomNumberGenerator,
  @unchecked Sendable
{
  // `base` is only read and written under `lock`.
  private var base: Base
  private let lock = NSLock()

  /// A generator that draws from `base`, shared by every copy of this reference.
  public init(_ base: Base) {
    self.base = base
  }

  /// The next 64 random bits of the shared sequence.
  public func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    return base.next()
  }
}
