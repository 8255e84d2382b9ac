import Foundation

extension PriceScale {
  /// Price ticks on round values inside the shown range, from bottom to top, positioned by y and labelled with
  /// exactly the decimals the step needs ("81,000,000", "0.00342").
  ///
  /// A linear scale gets about `targetCount` ticks `1, 2 or 5 · 10^k` apart: the nice step nearest to the range
  /// divided by `targetCount - 1` (see ``PriceTickStep/init(near:)``). A logarithmic scale gets ticks at 1, 2 and 5
  /// times powers of ten while at most `targetCount` of them are on screen, else at powers of ten (every few
  /// decades when they would crowd); where that would leave fewer than two ticks (a range within about a decade),
  /// it gets the linear ticks.
  ///
  /// - Complexity: O(`targetCount`).
  public func ticks(targetCount: Int) -> [AxisTick] {
    var ticks: [AxisTick] = []
    appendTicks(targetCount: targetCount, to: &ticks)
    return ticks
  }

  /// Appends the ticks to `ticks` and returns the number of decimals their labels use.
  @discardableResult
  func appendTicks(targetCount: Int, to ticks: inout [AxisTick]) -> Int {
    let count = min(max(targetCount, 2), 100)
    if mode == .logarithmic, range.upperBound > range.lowerBound * 10,
      let fractionDigits = appendLogarithmicTicks(targetCount: count, to: &ticks)
    {
      return fractionDigits
    }
    // Ticks go inside the shown range (not Heckbert's loose bounds), so the step is the nice one nearest to
    // an even split of the range.
    var step = PriceTickStep(near: (range.upperBound - range.lowerBound) / Double(count - 1))
    // Rounding the spacing up (3.2e-5 to 5e-5) can leave a single multiple inside a range not aligned to it:
    // the next smaller nice step puts at least two there.
    if let multiples = step.multiples(in: range, limit: 4 * count), multiples.count < 2 {
      step = step.nextSmaller
    }
    guard let multiples = step.multiples(in: range, limit: 4 * count) else { return step.fractionDigits }
    for multiple in multiples {
      let value = step.tickValue(multiple)
      ticks.append(AxisTick(position: y(forPrice: value), value: value, label: step.label(forMultiple: multiple)))
    }
    return step.fractionDigits
  }

  /// Appends ticks at 1, 2 and 5 times powers of ten, or at (every few) powers of ten, and returns their decimals;
  /// `nil` (nothing appended) when that gives fewer than two ticks.
  private func appendLogarithmicTicks(targetCount: Int, to ticks: inout [AxisTick]) -> Int? {
    // Only the decades a tick step can label (1e-12 ... 1e15).
    let exponents = PriceTickStep.exponents
    let lowest = max(Int(log10(max(range.lowerBound, 1e-300)).rounded(.down)), exponents.lowerBound)
    let highest = min(Int(log10(min(range.upperBound, PriceScale.limit)).rounded(.up)), exponents.upperBound)
    guard lowest <= highest else { return nil }
    // Allow rounding slack at the ends, where the range itself came back from logarithms.
    let lower = range.lowerBound * (1 - 1e-9)
    let upper = range.upperBound * (1 + 1e-9)
    let shown = { (mantissa: Int, exponent: Int) -> Bool in
      let step = PriceTickStep(mantissa: mantissa, exponent: exponent)
      return step.exponent == exponent && step.value >= lower && step.value <= upper
    }
    var candidates = 0
    for exponent in lowest...highest {
      for mantissa in [1, 2, 5] where shown(mantissa, exponent) { candidates += 1 }
    }
    // The powers of ten on screen: thinning starts from the lowest of them, not from one below the range.
    var first = lowest
    while first < highest, !shown(1, first) { first += 1 }
    var last = highest
    while last > first, !shown(1, last) { last -= 1 }
    let everyMantissa = candidates >= 2 && candidates <= targetCount
    guard everyMantissa || (last > first && shown(1, first)) else { return nil }
    let stride = everyMantissa ? 1 : max(1, (last - first + targetCount - 2) / (targetCount - 1))
    var fractionDigits = 0
    for exponent in lowest...highest where everyMantissa || (exponent >= first && (exponent - first) % stride == 0) {
      for mantissa in everyMantissa ? [1, 2, 5] : [1] where shown(mantissa, exponent) {
        let step = PriceTickStep(mantissa: mantissa, exponent: exponent)
        let value = step.value
        fractionDigits = max(fractionDigits, step.fractionDigits)
        ticks.append(AxisTick(position: y(forPrice: value), value: value, label: step.label(forMultiple: 1)))
      }
    }
    return fractionDigits
  }
}
