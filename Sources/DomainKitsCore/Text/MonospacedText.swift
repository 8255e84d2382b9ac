/// Column arithmetic for text shown in a monospaced grid: terminal tables, logs, TimetableKit's
/// `TimetableGrid.text(strings:)` and OrderBookKit's `OrderBookLadder.lines(strings:)`.
///
/// East Asian wide characters (Hangul syllables and jamo, CJK ideographs, full-width forms) take two columns,
/// combining marks take none, everything else takes one. `String.count` counts characters, not columns, so
/// Korean text padded by `count` comes out misaligned.
///
/// ```swift
/// MonospacedText.width(of: "데이터베이스")               // 12 columns, though 6 characters
/// MonospacedText.pad("월", to: 4) + "|"                 // "월  |": two columns of Hangul, two spaces
/// MonospacedText.pad("12", to: 5, alignRight: true)     // "   12"
/// MonospacedText.truncate("데이터베이스", to: 7)          // "데이터…"
/// ```
public enum MonospacedText {
  /// The number of columns the text takes.
  ///
  /// - Complexity: O(*n*) in the number of Unicode scalars.
  public static func width(of text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
  }

  /// The text padded with spaces to `width` columns (on the left when `alignRight` is set); text that is
  /// already wider is returned unchanged.
  public static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - self.width(of: text)))
    return alignRight ? padding + text : text + padding
  }

  /// The text cut to at most `width` columns, ending in "…" where it was cut; never splits a character.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard self.width(of: text) > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = self.width(of: String(character))
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  private static func columns(of scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6:
      return 2
    default:
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: return 0
      default: return 1
      }
    }
  }
}
