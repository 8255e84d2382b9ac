import Foundation

/// A decimal as two integers, its whole part and its first 18 fraction digits (both truncated towards zero, so
/// comparing the pairs compares the values), computed once per ticker, so that ordering the board compares
/// integers. A value the pair does not hold exactly (more fraction digits, or a whole part beyond ±9.2 × 10¹⁸) keeps
/// its `Decimal`, compared only when the pairs tie: the order is exact for every value.
struct OrderingDecimal: Sendable, Hashable, Comparable {
  var whole: Int64
  var fraction: Int64
  /// The value itself when the pair cut it; `nil` when the pair is exact.
  var cut: Decimal?

  static let zero = OrderingDecimal(whole: 0, fraction: 0)

  /// Fraction digits the pair keeps (10¹⁸ fits an `Int64`).
  static let fractionDigits = 18

  init(whole: Int64, fraction: Int64) {
    self.whole = whole
    self.fraction = fraction
    self.cut = nil
  }

  /// The value of `decimal`, read from its text as ``init(numeral:value:)`` reads a numeral.
  init(_ decimal: Decimal) {
    let text = Array(decimal.description.utf8)
    self = text.withUnsafeBufferPointer { OrderingDecimal(numeral: $0, value: decimal) }
  }

  /// The value `value`, read from `numeral`, the plain numeral it was decoded from (`-0.0106`, `27002534842.65972`):
  /// the pair `init(_:)` computes from `value.description`, without making that text (the numeral has the same
  /// digits, give or take leading and trailing zeros, which change neither part).
  init(numeral: UnsafeBufferPointer<UInt8>, value: Decimal) {
    let negative = !numeral.isEmpty && numeral[0] == UInt8(ascii: "-")
    let start = negative ? 1 : 0
    var point = start
    while point < numeral.count, numeral[point] != UInt8(ascii: ".") { point += 1 }
    var whole: Int64 = 0
    var exact = true
    for offset in start..<point {
      let digit = numeral[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { continue }
      let (shifted, overflow) = whole.multipliedReportingOverflow(by: 10)
      let (sum, carry) = shifted.addingReportingOverflow(Int64(digit))
      if overflow || carry { exact = false }
      whole = overflow || carry ? .max : sum
    }
    var fraction: Int64 = 0
    var taken = 0
    for offset in min(point + 1, numeral.count)..<numeral.count {
      let digit = numeral[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      guard taken < Self.fractionDigits else {
        if digit != 0 { exact = false }
        continue
      }
      fraction = fraction * 10 + Int64(digit)
      taken += 1
    }
    while taken < Self.fractionDigits {
      fraction *= 10
      taken += 1
    }
    self.whole = negative ? -whole : whole
    self.fraction = negative ? -fraction : fraction
    self.cut = exact ? nil : value
  }

  static func < (lhs: OrderingDecimal, rhs: OrderingDecimal) -> Bool {
    if lhs.whole != rhs.whole { return lhs.whole < rhs.whole }
    if lhs.fraction != rhs.fraction { return lhs.fraction < rhs.fraction }
    // The pairs tie; only a value they cut can still differ.
    guard lhs.cut != nil || rhs.cut != nil else { return false }
    return lhs.decimal < rhs.decimal
  }

  static func == (lhs: OrderingDecimal, rhs: OrderingDecimal) -> Bool {
    lhs.whole == rhs.whole && lhs.fraction == rhs.fraction
      && (lhs.cut == nil && rhs.cut == nil || lhs.decimal == rhs.decimal)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(whole)
    hasher.combine(fraction)
  }

  /// The value (exact only when the pair is, or from `cut`).
  private var decimal: Decimal {
    if let cut { return cut }
    var fractionPart = Decimal(fraction)
    for _ in 0..<Self.fractionDigits { fractionPart /= 10 }
    return Decimal(whole) + fractionPart
  }
}

/// What a row is ordered by, kept beside it.
struct OrderingKey: Sendable, Hashable {
  var hasTicker = false
  var tradeValue = OrderingDecimal.zero
  var price: Int64 = 0
  var changeRate = OrderingDecimal.zero
  /// The row's rank in 가나다 order of Korean names (ties by list order).
  var nameRank: Int32
  /// The row's place in the exchange's market list: the tie-breaker.
  var listIndex: Int32

  init(nameRank: Int32, listIndex: Int32) {
    self.nameRank = nameRank
    self.listIndex = listIndex
  }

  mutating func update(_ ticker: MarketTicker) {
    hasTicker = true
    tradeValue = ticker.ordering.tradeValue
    price = ticker.tradePrice.units
    changeRate = ticker.ordering.changeRate
  }

  /// Whether `self` comes before `other` in `order`: a strict total order (list indices differ).
  @inline(__always)
  func precedes(_ other: OrderingKey, in order: MarketBoardOrder) -> Bool {
    if order.key == .name {
      guard nameRank != other.nameRank else { return listIndex < other.listIndex }
      return (nameRank < other.nameRank) == (order.direction == .ascending)
    }
    if hasTicker != other.hasTicker { return hasTicker }
    let ascending = order.direction == .ascending
    switch order.key {
    case .tradeValue:
      if tradeValue != other.tradeValue { return (tradeValue < other.tradeValue) == ascending }
    case .price:
      if price != other.price { return (price < other.price) == ascending }
    case .changeRate:
      if changeRate != other.changeRate { return (changeRate < other.changeRate) == ascending }
    case .name:
      break
    }
    return listIndex < other.listIndex
  }
}

/// A ticker's ordering values, computed once when the ticker is made.
struct TickerOrdering: Sendable, Hashable {
  var tradeValue: OrderingDecimal
  var changeRate: OrderingDecimal
}
