/// The rule on a post's text: 30 to 1,000 user-visible characters, not all blank.
///
/// Characters are grapheme clusters (`String.count`): a Hangul syllable, an emoji with its modifiers, or a letter
/// with a combining accent each count once, as the user sees them.
public enum PostContent {
  /// The accepted length in user-visible characters.
  public static let lengthRange = 30...1_000

  /// Checks `text` against the rule.
  ///
  /// - Throws: ``LecturePostError/blankContent`` for text of white space only, or
  ///   ``LecturePostError/contentLength(count:allowed:)``.
  public static func validate(_ text: String) throws(LecturePostError) {
    guard text.contains(where: { !$0.isWhitespace }) else { throw .blankContent }
    let count = text.count
    guard lengthRange.contains(count) else { throw .contentLength(count: count, allowed: lengthRange) }
  }
}
