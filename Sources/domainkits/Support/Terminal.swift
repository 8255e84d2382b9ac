/// Plain-text layout helpers for the demos' output.
enum Terminal {
  /// A heading followed by a rule of the same width.
  static func heading(_ text: String) -> String {
    text + "\n" + String(repeating: "=", count: displayWidth(text))
  }

  /// The number of terminal columns a text takes: East Asian wide characters (Hangul, CJK) take two.
  static func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
      width + (isWide(scalar) ? 2 : 1)
    }
  }

  /// Pads `text` with spaces to `width` columns, on the left when `alignRight` is set.
  static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - displayWidth(text)))
    return alignRight ? padding + text : text + padding
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6:
      true
    default:
      false
    }
  }
}
