/// Deterministic text for the kits' SVG documents: numbers without locale or float noise, and escaped character
/// data. Shared by the renderers of every kit (package access: not part of the public API).
package enum SVGText {
  /// `value` with at most two decimals and no trailing zeros ("12.5", "-3", "0.25"); values beyond a billion points
  /// (infinities too) are clamped to ±1e9 and NaN becomes 0, so the document stays valid.
  package static func number(_ value: Double) -> String {
    let clamped = value.isNaN ? 0 : min(max(value, -1e9), 1e9)
    let hundredths = Int((clamped * 100).rounded())
    let negative = hundredths < 0
    let magnitude = hundredths.magnitude
    var text = String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
    }
    return negative ? "-" + text : text
  }

  /// `text` escaped for element content and attribute values: `& < > " '`. Characters XML 1.0 forbids (control
  /// characters other than tab, newline and return; U+FFFE and U+FFFF) are dropped.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
