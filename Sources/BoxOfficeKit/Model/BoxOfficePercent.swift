/// An exact percentage as KOBIS writes it: `"36.3"`, `"-13"`, `"100.0"`, `"11149.8"`.
///
/// Kept as an integer mantissa with a decimal scale, so `"36.3"` stays 36.3 and comparisons and the text
/// round-trip exactly. Equal values compare equal whatever their trailing zeros (`"100.0"` equals `"100"`).
public struct BoxOfficePercent: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  /// The digits without the decimal point: 363 for 36.3.
  public let mantissa: Int
  /// How many of the mantissa's digits are decimals: 1 for 36.3. Never has trailing zeros (0...18).
  public let scale: Int

  /// The largest number of decimals kept.
  static let maximumScale = 18

  /// Creates `mantissa / 10^scale`, dropping trailing zeros of the fraction.
  ///
  /// Decimals beyond 18 places are dropped (rounding toward zero); a negative scale multiplies the mantissa by
  /// ten per step, stopping at `Int`'s bounds.
  public init(mantissa: Int, scale: Int) {
    var mantissa = mantissa
    var scale = scale
    if scale < 0 {
      // Twenty steps take any nonzero Int to a bound, so a huge negative scale costs no more.
      for _ in 0..<min(-(scale + 1), 19) + 1 {
        let (product, overflow) = mantissa.multipliedReportingOverflow(by: 10)
        mantissa = overflow ? (mantissa < 0 ? .min : .max) : product
      }
      scale = 0
    } else if scale > Self.maximumScale {
      // Twenty divisions take any Int to zero.
      for _ in 0..<min(scale - Self.maximumScale, 20) { mantissa /= 10 }
      scale = Self.maximumScale
    }
    while scale > 0, mantissa % 10 == 0 {
      mantissa /= 10
      scale -= 1
    }
    self.mantissa = mantissa
    self.scale = scale
  }

  /// Parses a plain decimal: an optional `-` or `+`, digits, and an optional `.` with digits. No spaces,
  /// exponents or grouping; returns `nil` for other text and for values that do not fit.
  public init?(_ text: some StringProtocol) {
    var mantissa = 0
    var scale = 0
    var sawDigit = false
    var sawPoint = false
    var negative = false
    for (offset, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "-") where offset == 0, UInt8(ascii: "+") where offset == 0:
        negative = byte == UInt8(ascii: "-")
      case UInt8(ascii: "."):
        guard !sawPoint, sawDigit else { return nil }
        sawPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let (times10, overflow1) = mantissa.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
        guard !overflow1, !overflow2 else { return nil }
        mantissa = sum
        sawDigit = true
        if sawPoint { scale += 1 }
      default:
        return nil
      }
    }
    // "12." has a point with no decimals; "." and "-" have no digits.
    guard sawDigit, !(sawPoint && scale == 0), scale <= Self.maximumScale else { return nil }
    self.init(mantissa: negative ? -mantissa : mantissa, scale: scale)
  }

  /// The value as a `Double`, for charts and bars; text and comparisons use the exact value.
  public var doubleValue: Double {
    var divisor = 1.0
    for _ in 0..<scale { divisor *= 10 }
    return Double(mantissa) / divisor
  }

  /// The canonical text: no trailing zeros, `"-"` for negatives, `"0.5"` rather than `".5"`.
  public var description: String {
    guard scale > 0 else { return String(mantissa) }
    let digits = String(mantissa.magnitude)
    let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
    let point = padded.index(padded.endIndex, offsetBy: -scale)
    return (mantissa < 0 ? "-" : "") + padded[..<point] + "." + padded[point...]
  }

  /// Whether `lhs` is the smaller value, compared exactly whatever the two scales.
  public static func < (lhs: BoxOfficePercent, rhs: BoxOfficePercent) -> Bool {
    // Compare a·10^(s-r) with b by long division on magnitudes, avoiding overflowing rescales.
    if lhs.scale == rhs.scale { return lhs.mantissa < rhs.mantissa }
    let (wide, narrow, flipped) = lhs.scale > rhs.scale ? (lhs, rhs, false) : (rhs, lhs, true)
    var scaled = narrow.mantissa
    var overflowed = false
    for _ in 0..<(wide.scale - narrow.scale) {
      let (product, overflow) = scaled.multipliedReportingOverflow(by: 10)
      if overflow {
        overflowed = true
        break
      }
      scaled = product
    }
    // When scaling overflows, the narrow value's magnitude exceeds every Int, so its sign decides.
    let wideIsLess = overflowed ? narrow.mantissa > 0 : wide.mantissa < scaled
    let wideIsGreater = overflowed ? narrow.mantissa < 0 : wide.mantissa > scaled
    return flipped ? wideIsGreater : wideIsLess
  }

  /// Decodes the canonical text (`"36.3"`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = BoxOfficePercent(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a decimal")
    }
    self = value
  }

  /// Encodes the canonical text (`"36.3"`), which keeps the value exact.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
