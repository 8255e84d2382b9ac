/// The rule on a post's text: 30 to 1,000 user-visible characters, not all blank, and no control character but
/// tab, line feed and carriage return.
///
/// Characters are grapheme clusters (`String.count`): a Hangul syllable, an emoji with its modifiers, or a letter
/// with a combining accent each count once, as the user sees them. Control characters are refused because no store
/// keeps them all (PostgreSQL's `text` refuses U+0000 and the SQLite store keeps text only up to it) and no screen shows them.
public enum PostContent {
  /// The accepted length in user-visible characters.
  public static let lengthRange = 30...1_000

  /// Checks `text` against the rule.
  ///
  /// - Throws: ``LecturePostError/blankContent`` for text of white space only,
  ///   ``LecturePostError/contentLength(count:allowed:)``, or ``LecturePostError/invalidText(field:text:)`` naming
  ///   `content` for a control character other than tab, line feed and carriage return (U+0000 included).
  public static func validate(_ text: String) throws(LecturePostError) {
    guard text.contains(where: { !$0.isWhitespace }) else { throw .blankContent }
    let count = text.count
    guard lengthRange.contains(count) else { throw .contentLength(count: count, allowed: lengthRange) }
    guard !text.unicodeScalars.contains(where: isRefused) else { throw .invalidText(field: .content, text: text) }
  }

  /// Whether `scalar` is a control character the rule refuses: any but tab, line feed and carriage return.
  private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\t", "\n", "\r": false
    default: scalar.properties.generalCategory == .control
    }
  }
}
