/// The periods a course occupies in a week: 16 bits per weekday (bit *p* - 1 for period *p*), seven days in
/// 112 bits held in two words, so that "do these two courses share a period?" is two ANDs and an OR.
///
/// Monday to Thursday live in `low` (bits 0...63), Friday to Sunday in `high` (bits 0...47).
struct WeekMask: Hashable, Sendable {
  private(set) var low: UInt64 = 0
  private(set) var high: UInt64 = 0

  static let empty = WeekMask()

  /// Whether no period is set.
  var isEmpty: Bool { low | high == 0 }

  /// Whether the two masks share a period: the O(1) conflict test.
  @inline(__always)
  func intersects(_ other: WeekMask) -> Bool {
    (low & other.low) | (high & other.high) != 0
  }

  /// The periods of one day, bit *p* - 1 for period *p*.
  subscript(day: Weekday) -> UInt16 {
    let (word, shift) = Self.position(of: day)
    return UInt16(truncatingIfNeeded: (word == 0 ? low : high) >> shift)
  }

  /// Adds the periods of `range` (clamped to 1...16) on `day`.
  mutating func insert(_ range: ClosedRange<Int>, on day: Weekday) {
    insert(Self.bits(range), on: day)
  }

  /// Adds a day's bits.
  mutating func insert(_ bits: UInt16, on day: Weekday) {
    let (word, shift) = Self.position(of: day)
    if word == 0 { low |= UInt64(bits) << shift } else { high |= UInt64(bits) << shift }
  }

  func union(_ other: WeekMask) -> WeekMask {
    var result = self
    result.low |= other.low
    result.high |= other.high
    return result
  }

  func intersection(_ other: WeekMask) -> WeekMask {
    var result = WeekMask()
    result.low = low & other.low
    result.high = high & other.high
    return result
  }

  /// The days with at least one period set.
  var days: WeekdaySet {
    var days = WeekdaySet()
    for day in Weekday.allCases where self[day] != 0 { days.insert(day) }
    return days
  }

  /// The bits of a period range, clamped to 1...16; empty when the range lies outside.
  static func bits(_ range: ClosedRange<Int>) -> UInt16 {
    let lower = max(range.lowerBound, 1)
    let upper = min(range.upperBound, 16)
    guard lower <= upper else { return 0 }
    let count = upper - lower + 1
    let run: UInt32 = (1 << UInt32(count)) - 1
    return UInt16(truncatingIfNeeded: run << UInt32(lower - 1))
  }

  /// The runs of consecutive set bits of a day, as period ranges.
  static func runs(_ bits: UInt16) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    forEachRun(bits) { runs.append($0) }
    return runs
  }

  /// Calls `body` with each run of consecutive set bits of a day, lowest first, as a period range.
  @inline(__always)
  static func forEachRun(_ bits: UInt16, _ body: (ClosedRange<Int>) -> Void) {
    var remaining = UInt32(bits)
    while remaining != 0 {
      let start = remaining.trailingZeroBitCount
      let length = (~(remaining >> UInt32(start))).trailingZeroBitCount
      body((start + 1)...(start + length))
      remaining &= ~(((1 << UInt32(length)) - 1) << UInt32(start))
    }
  }

  private static func position(of day: Weekday) -> (word: Int, shift: UInt64) {
    let index = day.isoNumber - 1
    return index < 4 ? (0, UInt64(index * 16)) : (1, UInt64((index - 4) * 16))
  }
}
