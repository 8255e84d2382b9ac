import Foundation

extension PriceScale {
  /// Price ticks on round values inside the shown range, from bottom to top, positioned by y and labelled with
  /// exactly the decimals the step needs ("81,000,000", "0.00342").
  ///
  /// A linear scale (or a logarithmic one within one decade) gets about `targetCount` ticks `1, 2 or 5 · 10^k`
  /// apart: the nice step nearest to the range divided by `targetCount - 1` (see ``PriceTickStep/init(near:)``). A logarithmic scale over several decades gets ticks at 1, 2 and 5 times powers
  /// of ten, thinned to powers of ten when they would crowd.
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
    if mode == .logarithmic, range.upperBound > range.lowerBound * 10 {
      return appendLogarithmicTicks(targetCount: count, to: &ticks)
    }
    // Ticks go inside the shown range (not Heckbert's loose bounds), so the step is the nice one nearest to
    // an even split of the range.
    let step = PriceTickStep(near: (range.upperBound - range.lowerBound) / Double(count - 1))
    guard let multiples = step.multiples(in: range, limit: 4 * count) else { return step.fractionDigits }
    for multiple in multiples {
      let value = step.tickValue(multiple)
      ticks.append(AxisTick(position: y(forPrice: value), value: value, label: step.label(forMultiple: multiple)))
    }
    return step.fractionDigits
  }

  private func appendLogarithmicTicks(targetCount: Int, to ticks: inout [AxisTick]) -> Int {
    // Only the decades a tick step can label (1e-12 ... 1e15).
    let exponents = PriceTickStep.exponents
    let lowest = max(Int(log10(max(range.lowerBound, 1e-300)).rounded(.down)), exponents.lowerBound)
    let highest = min(Int(log10(min(range.upperBound, PriceScale.limit)).rounded(.up)), exponents.upperBound)
    guard lowest <= highest else { return 0 }
    let decades = max(1, highest - lowest)
    // 1, 2, 5 in every decade while they fit; powers of ten only, or every few, when they would crowd.
    let mantissas = decades * 3 + 1 <= targetCount ? [1, 2, 5] : [1]
    let stride = max(1, (decades + targetCount - 2) / (targetCount - 1))
    var fractionDigits = 0
    for exponent in lowest...highest where (exponent - lowest) % stride == 0 {
      for mantissa in mantissas {
        let step = PriceTickStep(mantissa: mantissa, exponent: exponent)
        guard step.exponent == exponent else { continue }
        let value = step.value
        // Allow rounding slack at the ends, where the range itself came back from logarithms.
        guard value >= range.lowerBound * (1 - 1e-9), value <= range.upperBound * (1 + 1e-9) else { continue }
        fractionDigits = max(fractionDigits, step.fractionDigits)
        ticks.append(AxisTick(position: y(forPrice: value), value: value, label: step.label(forMultiple: 1)))
      }
    }
    return fractionDigits
  }
}
