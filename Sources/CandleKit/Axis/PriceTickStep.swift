import Foundation

/// A "nice" distance between price ticks: 1, 2 or 5 times a power of ten, held exactly as a mantissa and an
/// exponent so that tick values and labels are computed from integers and print without float noise
/// (0.00342, not 0.0034200000000000002).
///
/// The step follows Heckbert's loose labelling ("Nice Numbers for Graph Labels", Graphics Gems, 1990): the range is
/// rounded up to a nice number, divided by the number of intervals wanted, and that is rounded to the nearest nice
/// number.
public struct PriceTickStep: Hashable, Sendable {
  /// 1, 2 or 5.
  public let mantissa: Int
  /// The power of ten: the step is `mantissa · 10^exponent`.
  public let exponent: Int

  /// The exponents supported: steps from 1e-12 to 1e15 cover every price an exchange quotes.
  static let exponents = -12...15

  /// A step of `mantissa · 10^exponent`; a mantissa other than 1, 2 or 5 counts as 1 and the exponent is clamped
  /// to -12...15.
  public init(mantissa: Int, exponent: Int) {
    self.mantissa = [1, 2, 5].contains(mantissa) ? mantissa : 1
    self.exponent = min(max(exponent, Self.exponents.lowerBound), Self.exponents.upperBound)
  }

  /// The step for about `targetCount` ticks across `range`, by Heckbert's method; a range without width (or not
  /// finite) gets a step of 1.
  public init(covering range: ClosedRange<Double>, targetCount: Int) {
    let width = range.upperBound - range.lowerBound
    guard width.isFinite, width > 0 else {
      self.init(mantissa: 1, exponent: 0)
      return
    }
    let intervals = Double(min(max(targetCount, 2), 100) - 1)
    let niceRange = Self.nice(width, rounding: false)
    self = Self.nice(niceRange.value / intervals, rounding: true)
  }

  /// The nice step nearest to `spacing` (Heckbert's rounding: below 1.5 → 1, below 3 → 2, below 7 → 5, else 10,
  /// times a power of ten). An axis that ticks a range tightly asks for `width / (count - 1)`; a spacing that is not
  /// a positive finite number gets a step of 1.
  public init(near spacing: Double) {
    self = Self.nice(spacing, rounding: true)
  }

  /// The step as a number.
  public var value: Double { Self.scaled(Double(mantissa), by: exponent) }

  /// The nice step below this one (5 → 2 → 1 → 0.5), or this step at the smallest exponent supported.
  public var nextSmaller: PriceTickStep {
    switch mantissa {
    case 5: PriceTickStep(mantissa: 2, exponent: exponent)
    case 2: PriceTickStep(mantissa: 1, exponent: exponent)
    default:
      exponent > Self.exponents.lowerBound ? PriceTickStep(mantissa: 5, exponent: exponent - 1) : self
    }
  }

  /// The number of decimals a label needs to show every tick exactly: 0 for steps of 1 and more, 5 for 2e-5.
  public var fractionDigits: Int { max(0, -exponent) }

  /// Heckbert's loose bounds: `range` widened outwards to the nearest multiples of the step, for an axis whose
  /// ends should fall on ticks. A range that is not finite is returned as is.
  public func expanded(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
    let step = value
    // A millionth of a step of slack absorbs the rounding of the division (0.0034 / 2e-5 = 170.00000000000003).
    let lower = (range.lowerBound / step + 1e-6).rounded(.down)
    let upper = (range.upperBound / step - 1e-6).rounded(.up)
    guard lower.isFinite, upper.isFinite, abs(lower) < 9e15, abs(upper) < 9e15 else { return range }
    return tickValue(Int(lower))...tickValue(Int(upper))
  }

  /// The tick values `k · step` within `range`, ascending; none when there would be more than `limit`.
  public func ticks(in range: ClosedRange<Double>, limit: Int = 200) -> [Double] {
    multiples(in: range, limit: limit).map { $0.map(tickValue) } ?? []
  }

  /// The label of tick `k · step`, exact and grouped in thousands: "81,000,000", "0.00342", "-0.5".
  public func label(forMultiple multiple: Int) -> String {
    let (product, overflow) = multiple.multipliedReportingOverflow(by: mantissa)
    guard !overflow else { return PriceLabel.text(tickValue(multiple), fractionDigits: fractionDigits) }
    return DecimalDigits.text(
      magnitude: UInt64(product.magnitude), negative: product < 0, trailingZeros: max(0, exponent),
      fractionDigits: fractionDigits, separator: UInt8(ascii: ","))
  }

  /// The integers `k` with `k · step` in `range` (none when they would be absurdly many or large).
  func multiples(in range: ClosedRange<Double>, limit: Int) -> ClosedRange<Int>? {
    let step = value
    let first = (range.lowerBound / step - 1e-6).rounded(.up)
    let last = (range.upperBound / step + 1e-6).rounded(.down)
    // Beyond 2^53 consecutive multiples are no longer distinct doubles.
    guard first.isFinite, last.isFinite, first <= last, abs(first) < 9e15, abs(last) < 9e15,
      last - first < Double(max(limit, 1))
    else { return nil }
    return Int(first)...Int(last)
  }

  /// The value of tick `k · step`, correctly rounded from the exact decimal.
  func tickValue(_ multiple: Int) -> Double {
    let (product, overflow) = multiple.multipliedReportingOverflow(by: mantissa)
    return overflow ? Double(multiple) * value : Self.scaled(Double(product), by: exponent)
  }

  /// `value · 10^exponent`, dividing for negative exponents so that results like 0.0034 are the closest doubles.
  private static func scaled(_ value: Double, by exponent: Int) -> Double {
    exponent >= 0 ? value * pow(10, Double(exponent)) : value / pow(10, Double(-exponent))
  }

  /// Heckbert's nice number: the smallest of 1, 2, 5, 10 times a power of ten not below `x`, or with `rounding` the
  /// nearest (below 1.5 → 1, below 3 → 2, below 7 → 5, else 10).
  static func nice(_ x: Double, rounding: Bool) -> PriceTickStep {
    guard x.isFinite, x > 0 else { return PriceTickStep(mantissa: 1, exponent: 0) }
    var exponent = Int(log10(x).rounded(.down))
    exponent = min(max(exponent, exponents.lowerBound - 1), exponents.upperBound)
    var fraction = x / scaled(1, by: exponent)
    // log10 can land one off next to a power of ten; put the fraction back into 1..<10.
    if fraction >= 10 - 1e-9 {
      exponent += 1
      fraction /= 10
    } else if fraction < 1 - 1e-9 {
      exponent -= 1
      fraction *= 10
    }
    let mantissa: Int
    if rounding {
      mantissa = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
    } else {
      mantissa = fraction <= 1 + 1e-9 ? 1 : fraction <= 2 + 1e-9 ? 2 : fraction <= 5 + 1e-9 ? 5 : 10
    }
    return mantissa == 10
      ? PriceTickStep(mantissa: 1, exponent: exponent + 1) : PriceTickStep(mantissa: mantissa, exponent: exponent)
  }
}
