/// A 192-bit unsigned integer made of three 64-bit words, for exact sums and products on the iOS 16 floor (no
/// `UInt128` there).
///
/// A product of two `Int64` magnitudes is below 2¹²⁶, so a sum of such products over any number of order-book
/// levels a machine can hold (well under 2⁶⁴) stays below 2¹⁹⁰: the book's sums never come near the top word.
/// Every operation reports or avoids overflow; nothing here traps.
package struct UInt192: Hashable, Sendable, Comparable {
  /// Bits 0–63.
  package var low: UInt64
  /// Bits 64–127.
  package var middle: UInt64
  /// Bits 128–191.
  package var high: UInt64

  package static let zero = UInt192(low: 0, middle: 0, high: 0)

  package init(low: UInt64, middle: UInt64, high: UInt64) {
    self.low = low
    self.middle = middle
    self.high = high
  }

  package init(_ value: UInt64) { self.init(low: value, middle: 0, high: 0) }

  /// The exact product of two 64-bit values.
  @inline(__always)
  package static func product(_ lhs: UInt64, _ rhs: UInt64) -> UInt192 {
    let (high, low) = lhs.multipliedFullWidth(by: rhs)
    return UInt192(low: low, middle: high, high: 0)
  }

  package var isZero: Bool { low == 0 && middle == 0 && high == 0 }

  /// Whether the value fits in 64 bits.
  package var fitsInUInt64: Bool { middle == 0 && high == 0 }

  package static func < (lhs: UInt192, rhs: UInt192) -> Bool {
    if lhs.high != rhs.high { return lhs.high < rhs.high }
    if lhs.middle != rhs.middle { return lhs.middle < rhs.middle }
    return lhs.low < rhs.low
  }

  /// The sum, and whether it passed 2¹⁹².
  @inline(__always)
  package func addingReportingOverflow(_ other: UInt192) -> (partialValue: UInt192, overflow: Bool) {
    let (low, carry0) = low.addingReportingOverflow(other.low)
    let (middle0, carry1a) = middle.addingReportingOverflow(other.middle)
    let (middle, carry1b) = middle0.addingReportingOverflow(carry0 ? 1 : 0)
    let (high0, carry2a) = high.addingReportingOverflow(other.high)
    let (high, carry2b) = high0.addingReportingOverflow(carry1a || carry1b ? 1 : 0)
    return (UInt192(low: low, middle: middle, high: high), carry2a || carry2b)
  }

  /// Adds `other`, wrapping past 2¹⁹² (callers add values whose total provably stays below it).
  @inline(__always)
  package mutating func add(_ other: UInt192) { self = addingReportingOverflow(other).partialValue }

  /// The difference, and whether `other` was larger (the value then wraps).
  package func subtractingReportingOverflow(_ other: UInt192) -> (partialValue: UInt192, overflow: Bool) {
    let (low, borrow0) = low.subtractingReportingOverflow(other.low)
    let (middle0, borrow1a) = middle.subtractingReportingOverflow(other.middle)
    let (middle, borrow1b) = middle0.subtractingReportingOverflow(borrow0 ? 1 : 0)
    let (high0, borrow2a) = high.subtractingReportingOverflow(other.high)
    let (high, borrow2b) = high0.subtractingReportingOverflow(borrow1a || borrow1b ? 1 : 0)
    return (UInt192(low: low, middle: middle, high: high), borrow2a || borrow2b)
  }

  /// The product with a 64-bit factor, and whether it passed 2¹⁹².
  package func multipliedReportingOverflow(by factor: UInt64) -> (partialValue: UInt192, overflow: Bool) {
    let (carry0, low) = low.multipliedFullWidth(by: factor)
    let (middleHigh, middleLow) = middle.multipliedFullWidth(by: factor)
    let (highHigh, highLow) = high.multipliedFullWidth(by: factor)
    let (middle, carry1) = middleLow.addingReportingOverflow(carry0)
    let (high0, carry2a) = highLow.addingReportingOverflow(middleHigh)
    let (high, carry2b) = high0.addingReportingOverflow(carry1 ? 1 : 0)
    return (UInt192(low: low, middle: middle, high: high), highHigh != 0 || carry2a || carry2b)
  }

  /// Quotient and remainder by a non-zero 64-bit divisor (a zero divisor yields zero and zero).
  package func quotientAndRemainder(dividingBy divisor: UInt64) -> (quotient: UInt192, remainder: UInt64) {
    guard divisor != 0 else { return (.zero, 0) }
    let (high, remainderHigh) = self.high.quotientAndRemainder(dividingBy: divisor)
    let (middle, remainderMiddle) = divisor.dividingFullWidth((remainderHigh, self.middle))
    let (low, remainder) = divisor.dividingFullWidth((remainderMiddle, self.low))
    return (UInt192(low: low, middle: middle, high: high), remainder)
  }

  /// Quotient and remainder by a non-zero divisor of any width (a zero divisor yields zero and zero).
  ///
  /// - Complexity: O(1) for a 64-bit divisor; otherwise 192 shift-and-subtract steps.
  package func quotientAndRemainder(dividingBy divisor: UInt192) -> (quotient: UInt192, remainder: UInt192) {
    if divisor.fitsInUInt64 {
      let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor.low)
      return (quotient, UInt192(remainder))
    }
    if self < divisor { return (.zero, self) }
    var quotient = UInt192.zero
    var remainder = UInt192.zero
    for bit in stride(from: 191, through: 0, by: -1) {
      // A bit shifted out of the top means the true remainder is at least 2¹⁹², above any divisor; the
      // wrapping subtraction below then still yields the right (smaller than divisor) result.
      let carriedOut = remainder.high >> 63 == 1
      remainder = remainder.shiftedLeftByOne(insertingBit: self.bit(at: bit))
      if carriedOut || remainder >= divisor {
        remainder = remainder.subtractingReportingOverflow(divisor).partialValue
        quotient.setBit(at: bit)
      }
    }
    return (quotient, remainder)
  }

  private func bit(at index: Int) -> Bool {
    let word = index < 64 ? low : index < 128 ? middle : high
    return (word >> UInt64(index % 64)) & 1 == 1
  }

  private mutating func setBit(at index: Int) {
    let mask: UInt64 = 1 << UInt64(index % 64)
    if index < 64 {
      low |= mask
    } else if index < 128 {
      middle |= mask
    } else {
      high |= mask
    }
  }

  private func shiftedLeftByOne(insertingBit bit: Bool) -> UInt192 {
    UInt192(low: low << 1 | (bit ? 1 : 0), middle: middle << 1 | low >> 63, high: high << 1 | middle >> 63)
  }

  /// The decimal digits of the value.
  package var decimalText: String {
    // Peel off 19 digits at a time (10¹⁹ is the largest power of ten below 2⁶⁴).
    let chunk: UInt64 = 10_000_000_000_000_000_000
    var chunks: [UInt64] = []
    var rest = self
    repeat {
      let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: chunk)
      chunks.append(remainder)
      rest = quotient
    } while !rest.isZero
    var text = String(chunks[chunks.count - 1])
    for value in chunks.dropLast().reversed() {
      let digits = String(value)
      text += String(repeating: "0", count: 19 - digits.count) + digits
    }
    return text
  }
}
