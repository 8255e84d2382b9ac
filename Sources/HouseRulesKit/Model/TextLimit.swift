/// A length limit for text a person is typing, counted in user-visible characters, with ``clamp(_:)`` to drop what
/// is typed past it without ever splitting a character.
///
/// The count is Swift's `String.count`, extended grapheme clusters, as ``HouseLimits`` and the house's checks count:
/// a Hangul syllable is one character, and so are an emoji with a skin-tone modifier (👍🏽), a family joined by
/// zero-width joiners (👨‍👩‍👧‍👦), a flag (🇰🇷) and a letter with its combining accent (é). Cutting by UTF-16 units (what
/// an HTML `maxlength` counts) or by Unicode scalars would leave half a family or a lone regional indicator.
///
/// Decomposed Hangul counts as it reads. A syllable stored as conjoining jamo (NFD: ᄒ U+1112, ᅡ U+1161, ᆫ U+11AB,
/// as some pasted text arrives) is already one character, because Unicode's grapheme rules join a leading
/// consonant, a vowel and a trailing consonant; normalising it to NFC would not change the count. So the text is
/// counted as it is and never normalised or rewritten: ``clamp(_:)`` returns a prefix of what was typed, scalar for
/// scalar. Compatibility jamo typed alone (ㅎ U+314E, ㅏ U+314F) are one character each, as NFC leaves them.
///
/// ```swift
/// let limit = TextLimit.ruleName                        // Hous's 15 characters
/// limit.clamp("화장실 청소는 일주일에 두 번씩")           // "화장실 청소는 일주일에 두 " (15)
/// TextLimit(4).clamp("설거지👨‍👩‍👧‍👦 당번")                 // "설거지👨‍👩‍👧‍👦"
/// ```
///
/// Clamp text the keyboard has committed: while a Korean keyboard is still composing a syllable (the field's marked
/// text, UIKit's `markedTextRange`), replacing the field's text interrupts the composition; clamp once it ends.
public struct TextLimit: Hashable, Sendable {
  /// The most characters the text may hold (zero or more).
  public let limit: Int

  /// A limit of `limit` characters; a negative limit is zero.
  public init(_ limit: Int) {
    self.limit = max(limit, 0)
  }

  /// The text cut after its first ``limit`` characters, or the text itself when it has no more.
  ///
  /// The result is a prefix of `text`, scalar for scalar, that ends between two characters, and has
  /// `min(text.count, limit)` characters.
  ///
  /// - Complexity: O(*m*) for the first *m* = ``limit`` characters; the rest of the text is not read.
  public func clamp(_ text: String) -> String {
    guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex
    else { return text }
    return String(text[..<end])
  }
}

extension TextLimit {
  /// Hous's rule names: 15 characters (``HouseLimits/ruleName`` of ``HouseLimits/original``).
  public static let ruleName = TextLimit(HouseLimits.original.ruleName)
  /// Hous's rule category names: 5 characters.
  public static let categoryName = TextLimit(HouseLimits.original.categoryName)
  /// Hous's event names: 10 characters.
  public static let eventName = TextLimit(HouseLimits.original.eventName)
  /// Hous's member (profile) names: 5 characters.
  public static let memberName = TextLimit(HouseLimits.original.memberName)
  /// Hous's profile jobs: 5 characters.
  public static let job = TextLimit(HouseLimits.original.job)
  /// Hous's profile introductions: 20 characters.
  public static let introduction = TextLimit(HouseLimits.original.introduction)
  /// Hous's profile hashtags: 4 characters each.
  public static let hashtag = TextLimit(HouseLimits.original.hashtag)
}
