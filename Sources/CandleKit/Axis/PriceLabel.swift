import Foundation

/// Locale-free price text with a fixed number of decimals and thousands grouped: "81,062,000", "0.00012340".
///
/// Labels keep as many decimals as the tick step needs, so a coin under 1 KRW never reads "0", and never depend
/// on the device's locale.
public enum PriceLabel {
  /// `value` rounded to `fractionDigits` decimals (0...15), with thousands grouped by `separator`.
  ///
  /// ```swift
  /// PriceLabel.text(81_062_000, fractionDigits: 0)   // "81,062,000"
  /// PriceLabel.text(0.0001234, fractionDigits: 7)    // "0.0001234"
  /// ```
  ///
  /// Values too large for 15 significant digits at that precision print in Swift's shortest form ("1e+20"); NaN
  /// prints as "-" and infinities as "∞" or "-∞", so a label is always printable.
  public static func text(_ value: Double, fractionDigits: Int, separator: Character = ",") -> String {
    guard value.isFinite else { return value.isNaN ? "-" : value < 0 ? "-∞" : "∞" }
    let digits = min(max(fractionDigits, 0), 15)
    let scaled = (abs(value) * pow(10, Double(digits))).rounded()
    guard scaled < 9e15 else { return "\(value)" }
    if let byte = separator.asciiValue {
      return DecimalDigits.text(
        magnitude: UInt64(scaled), negative: value < 0, trailingZeros: 0, fractionDigits: digits, separator: byte)
    }
    let whole = String(Int64(scaled))
    var text: String
    if digits == 0 {
      text = whole
    } else {
      let padded = String(repeating: "0", count: max(0, digits + 1 - whole.count)) + whole
      let split = padded.index(padded.endIndex, offsetBy: -digits)
      text = padded[..<split] + "." + padded[split...]
    }
    text = NumberText.grouped(text, separator: separator)
    return value < 0 && scaled != 0 ? "-" + text : text
  }

  /// The decimals a label of one price (not a tick) needs: at least `minimum` (the axis's), at least enough for
  /// four significant digits, and as many more as the price itself has, up to eight significant digits.
  ///
  /// 81,062,000 next to ticks of 100,000 keeps 0 decimals; 0.0002153 next to ticks of 0.2 gets 7, not 1 (which
  /// would print "0.0"); 2.1630537 gets 7.
  static func fractionDigits(for value: Double, minimum: Int) -> Int {
    let lowest = min(max(minimum, 0), 15)
    let magnitude = abs(value)
    guard magnitude.isFinite, magnitude > 0 else { return lowest }
    let exponent = Int(log10(magnitude).rounded(.down))
    let significant = min(max(lowest, 3 - exponent), 15)
    for digits in significant...min(max(significant, 7 - exponent), 15) {
      let scale = pow(10, Double(digits))
      if (magnitude * scale).rounded() / scale == magnitude { return digits }
    }
    return significant
  }
}
