/// A venue's price grid as the ladder uses it: every multiple of `tick` price units, numbered from an origin, up to
/// a number of slots.
///
/// Finding a price's slot is an exact division, done without a divide instruction: the tick is split into a power
/// of two and an odd factor, the offset is multiplied by the odd factor's inverse modulo 2⁶⁴ and rotated right by
/// the power. The result is the quotient when the tick divides the offset and a number above `UInt64.max / tick`
/// otherwise (Granlund and Montgomery's exact-division test), so one comparison tells both "on the grid" and "inside
/// the window".
@usableFromInline
struct TickGrid: Sendable, Equatable {
  /// The grid step in price units (10⁻⁸), above zero.
  @usableFromInline let tick: Int64
  /// The inverse modulo 2⁶⁴ of the tick's odd factor.
  @usableFromInline let inverse: UInt64
  /// The power of two in the tick.
  @usableFromInline let shift: UInt64
  /// Slots below this are on the grid and in the window: the window's slot count, or less when the tick is so
  /// large that a slot's offset would pass `Int64.max` (so a negative offset, read as unsigned, never passes).
  @usableFromInline let limit: UInt64

  /// A grid that holds no price: every offset maps outside it.
  static let none = TickGrid(tick: 1, slots: 0)

  /// The grid of multiples of `tick` (above zero), `slots` of them.
  init(tick: Int64, slots: Int) {
    precondition(tick > 0 && slots >= 0, "a grid needs a positive tick")
    let magnitude = UInt64(tick)
    let shift = UInt64(magnitude.trailingZeroBitCount)
    let odd = magnitude >> shift
    // Newton's iteration doubles the correct low bits each step: odd * odd ≡ 1 (mod 8) gives 3 bits, five steps
    // give 96.
    var inverse = odd
    for _ in 0..<5 { inverse = inverse &* (2 &- odd &* inverse) }
    self.tick = tick
    self.inverse = inverse
    self.shift = shift
    self.limit = min(UInt64(slots), UInt64(Int64.max) / magnitude)
  }

  /// The slot of a price `offset` units from the origin, or -1 when the offset is negative, off the grid or past
  /// the last slot.
  @inlinable @inline(__always)
  func slot(ofOffset offset: Int64) -> Int {
    let product = UInt64(bitPattern: offset) &* inverse
    let quotient = (product &>> shift) | (product &<< (64 &- shift))
    return quotient < limit ? Int(truncatingIfNeeded: quotient) : -1
  }

  /// The greatest common divisor of two positive numbers.
  static func gcd(_ lhs: Int64, _ rhs: Int64) -> Int64 {
    var (a, b) = (lhs, rhs)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
