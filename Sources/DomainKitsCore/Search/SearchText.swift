import Foundation

/// How catalogue search compares text: case-insensitive, with every space removed, on both the query and the
/// names, and Hangul initial consonants (초성) computed arithmetically.
///
/// "ALL that English Basic(이러닝)" becomes "allthatenglishbasic(이러닝)", so the query "all that english"
/// ("allthatenglish") finds it, which removing spaces from the query alone would not.
package enum SearchText {
  /// The normalised form: precomposed (NFC), lower-cased, whitespace removed.
  package static func normalized(_ text: String) -> String {
    var source = text
    if needsComposition(text) { source = text.precomposedStringWithCanonicalMapping }
    var scalars = String.UnicodeScalarView()
    for scalar in source.lowercased().unicodeScalars where !scalar.properties.isWhitespace {
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// The text with each Hangul syllable (U+AC00...U+D7A3) replaced by the compatibility jamo of its initial
  /// consonant: "데이터" → "ㄷㅇㅌ". Other characters are kept.
  ///
  /// A syllable's index is `(initial × 21 + medial) × 28 + final`, so its initial is `(scalar - 0xAC00) / 588`.
  package static func initials(_ normalized: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in normalized.unicodeScalars {
      scalars.append(initialConsonant(of: scalar) ?? scalar)
    }
    return String(scalars)
  }

  /// The compatibility jamo of a syllable's initial consonant, or `nil` for anything that is not a syllable.
  package static func initialConsonant(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
    let index = Int((scalar.value - 0xAC00) / 588)
    return compatibilityInitials[index]
  }

  /// Whether the scalar is one of the 19 initial consonants as a compatibility jamo (ㄱ ㄲ ㄴ ... ㅎ).
  package static func isInitialConsonant(_ scalar: Unicode.Scalar) -> Bool {
    initialValues.contains(scalar.value)
  }

  /// Whether the text holds any initial-consonant jamo (a 초성 query).
  package static func hasInitialConsonants(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isInitialConsonant)
  }

  /// The 19 initial consonants, in syllable order, as compatibility jamo (U+3131...).
  private static let compatibilityInitials: [Unicode.Scalar] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ].compactMap(Unicode.Scalar.init(_:))

  private static let initialValues = Set(compatibilityInitials.map(\.value))

  /// Whether the text may hold decomposed Hangul or combining marks that NFC would change; most text does not,
  /// and skipping Foundation's normalisation keeps building a 20,000-course catalogue fast.
  private static func needsComposition(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0300...0x036F, 0x1100...0x11FF, 0x3099...0x309A, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
      default: false
      }
    }
  }
}
