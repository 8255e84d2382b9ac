extension OrderBook {
  /// The impact of a market order for `quantity` on the side `takerSide` consumes.
  ///
  /// ```swift
  /// let impact = book.marketImpact(.buy, quantity: Quantity("2")!)
  /// impact.isFullyFilled   // whether the visible asks hold 2
  /// impact.averagePrice    // the volume-weighted price paid
  /// ```
  ///
  /// - Complexity: O(*k*) in the levels consumed.
  public func marketImpact(_ takerSide: TakerSide, quantity: Quantity) -> MarketImpact {
    var walk = ImpactWalk(takerSide: takerSide)
    var remaining = quantity.units
    forEachLevelBestFirst(on: takerSide.consumedSide) { level in
      guard remaining > 0 else { return false }
      let taken = min(remaining, level.quantity.units)
      walk.take(taken, at: level.price)
      remaining -= taken
      return true
    }
    return walk.result(bestPrice: bestLevel(takerSide.consumedSide)?.price, isFullyFilled: remaining == 0)
  }

  /// The impact of a market order that spends (a buy) or raises (a sell) `notional` in the quote currency.
  ///
  /// A level that the remaining notional only partly covers fills the largest quantity of 10⁻⁸ units whose cost
  /// fits (rounded down), as an exchange does.
  ///
  /// - Complexity: O(*k*) in the levels consumed.
  public func marketImpact(_ takerSide: TakerSide, notional: WideDecimal) -> MarketImpact {
    var walk = ImpactWalk(takerSide: takerSide)
    var remaining = notional.isNegative ? .zero : notional.magnitude
    forEachLevelBestFirst(on: takerSide.consumedSide) { level in
      guard !remaining.isZero else { return false }
      let price = UInt64(level.price.units)
      let levelCost = UInt192.product(price, UInt64(level.quantity.units))
      if levelCost <= remaining {
        walk.take(level.quantity.units, at: level.price)
        remaining = remaining.subtractingReportingOverflow(levelCost).partialValue
        return true
      }
      // remaining < levelCost < 2¹²⁶, so the quotient is below the level's quantity and fits an Int64.
      let affordable = Int64(remaining.quotientAndRemainder(dividingBy: price).quotient.low)
      if affordable > 0 { walk.take(affordable, at: level.price) }
      remaining = .zero
      return false
    }
    return walk.result(bestPrice: bestLevel(takerSide.consumedSide)?.price, isFullyFilled: remaining.isZero)
  }

  func bestLevel(_ side: Side) -> Level? { side == .bid ? bidSide.best : askSide.best }

  /// Calls `body` with the levels of `side`, best first, until it returns `false`.
  func forEachLevelBestFirst(on side: Side, _ body: (Level) -> Bool) {
    switch side {
    case .bid: for level in bidSide where !body(level) { return }
    case .ask: for level in askSide where !body(level) { return }
    }
  }
}

/// Accumulates the fills of a market-impact walk.
private struct ImpactWalk {
  let takerSide: TakerSide
  var quantity = UInt192.zero
  var notional = UInt192.zero
  var levels = 0
  var worstPrice: Price?

  init(takerSide: TakerSide) { self.takerSide = takerSide }

  mutating func take(_ units: Int64, at price: Price) {
    quantity.add(UInt192(UInt64(units)))
    notional.add(.product(UInt64(price.units), UInt64(units)))
    levels += 1
    worstPrice = price
  }

  func result(bestPrice: Price?, isFullyFilled: Bool) -> MarketImpact {
    MarketImpact(
      takerSide: takerSide,
      filledQuantity: WideDecimal(
        magnitude: quantity.multipliedReportingOverflow(by: WideDecimal.fixedPointScale).partialValue),
      notional: WideDecimal(magnitude: notional),
      levelsConsumed: levels,
      bestPrice: bestPrice,
      worstPrice: worstPrice,
      isFullyFilled: isFullyFilled,
      averagePrice: averagePrice
    )
  }

  /// notional / quantity in 10⁻¹⁶ units, rounded half up.
  private var averagePrice: WideDecimal? {
    guard !quantity.isZero else { return nil }
    // notional is in 10⁻¹⁶ and quantity in 10⁻⁸, so notional / quantity is the price in 10⁻⁸ units; the remainder
    // gives the next 8 digits. Each step stays far below 2¹⁹² (quantity < 2¹²⁷ for any book that fits in memory).
    let (whole, remainder) = notional.quotientAndRemainder(dividingBy: quantity)
    let scaledRemainder = remainder.multipliedReportingOverflow(by: WideDecimal.fixedPointScale).partialValue
    var (fraction, rest) = scaledRemainder.quotientAndRemainder(dividingBy: quantity)
    // Round half up: compare twice the remainder with the divisor.
    rest = rest.multipliedReportingOverflow(by: 2).partialValue
    if rest >= quantity { fraction.add(UInt192(1)) }
    let scaledWhole = whole.multipliedReportingOverflow(by: WideDecimal.fixedPointScale).partialValue
    return WideDecimal(magnitude: scaledWhole.addingReportingOverflow(fraction).partialValue)
  }
}
