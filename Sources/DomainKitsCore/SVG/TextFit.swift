/// Estimated text widths and line fitting for SVG renderers, which must place text without a font engine.
///
/// Widths are estimated per character in ems and err on the wide side: Hangul, CJK and every other non-ASCII
/// character count one em (Korean fonts draw Hangul syllables on a square), ASCII letters, digits and punctuation
/// between 0.3 and 0.95 em by shape. Vertically a line of text takes ``lineHeight`` ems, the box browsers report
/// for Korean fonts (Noto Sans CJK's ascent 1.16 em plus descent 0.29 em), with the baseline ``ascent`` ems below
/// its top. Package access: the kits' renderers share it; it is not public API.
package enum TextFit {
  /// The height of one line, in ems, as a browser measures a text box.
  package static let lineHeight = 1.45
  /// The distance from a line's top to its baseline, in ems.
  package static let ascent = 1.16

  /// The result of fitting a text into lines.
  package struct Lines: Hashable, Sendable {
    /// The lines, top to bottom; the last ends in "…" when the text was cut.
    package var lines: [String]
    /// Whether the text was cut (some of it is not shown).
    package var isTruncated: Bool
  }

  /// The estimated advance width of one character, in ems.
  package static func ems(of character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first, scalar.isASCII else { return 1 }
    switch scalar {
    case " ": return 0.3
    case "i", "l", "j", "I", ".", ",", ":", ";", "'", "!", "|", "`": return 0.3
    case "f", "t", "r", "(", ")", "[", "]", "{", "}", "-", "/", "\\", "\"": return 0.42
    case "m", "w", "M", "W", "@", "%": return 0.95
    case "A"..."Z": return 0.72
    case "0"..."9": return 0.6
    case "a"..."z": return 0.58
    default: return 0.62
    }
  }

  /// The estimated width of `text` at `fontSize`.
  package static func width(of text: some StringProtocol, fontSize: Double) -> Double {
    text.reduce(0) { $0 + ems(of: $1) } * fontSize
  }

  /// `text` on one line of at most `width`: unchanged when it fits, otherwise cut at a character and ended with
  /// "…" (empty when not even the ellipsis fits).
  package static func truncated(_ text: String, width: Double, fontSize: Double) -> String {
    if self.width(of: text, fontSize: fontSize) <= width { return text }
    var kept = Substring(text)
    while !kept.isEmpty, self.width(of: kept, fontSize: fontSize) + ems(of: "…") * fontSize > width {
      kept.removeLast()
    }
    while kept.last == " " { kept.removeLast() }
    return ems(of: "…") * fontSize <= width ? kept + "…" : ""
  }
}
