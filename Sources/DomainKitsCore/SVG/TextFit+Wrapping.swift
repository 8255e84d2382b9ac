extension TextFit {
  /// `text` wrapped into at most `maxLines` lines of at most `width` each, then shortened with an ellipsis.
  ///
  /// Lines break where a reader expects them, each kind only when the one before it cannot fill the line:
  /// 1. at spaces: a word that fits on a line is never broken, it moves to the next line whole;
  /// 2. inside a word wider than a line, after a hyphen and next to a Hangul or CJK character, filling the line
  ///    the word starts on (Korean breaks between syllables; "Basic(이러닝)" may break after "이");
  /// 3. inside a run of Latin letters or digits still wider than a line, with a hyphen added at the break
  ///    ("Clim-", "ate"), leaving at least two letters before it and three after when the line has room for that.
  ///
  /// A closing bracket or punctuation mark (`)`, `,`, `.`, `…`, a hyphen) never starts a line and an opening
  /// bracket never ends one, so a name's final ")" stays with the text before it. Runs of spaces count as one. When
  /// no break lets the next line fit (a character wider than a line), that line takes the rest of the text, cut
  /// with "…"; so does the last line when the text needs more lines than `maxLines`.
  ///
  /// - Complexity: O(*n*²) per line for a text of *n* characters: meant for labels, not paragraphs.
  package static func wrapped(_ text: String, width: Double, fontSize: Double, maxLines: Int) -> Lines {
    let characters = Array(text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
    guard maxLines > 0, width > 0, fontSize > 0 else { return Lines(lines: [], isTruncated: !characters.isEmpty) }
    let breaker = LineBreaker(characters: characters, width: width, fontSize: fontSize)
    var lines: [String] = []
    var starts: [Int] = []
    var isCut = false
    var start = 0
    while start < characters.count {
      starts.append(start)
      guard let next = breaker.nextBreak(from: start) else {
        // Nothing from here fits a line (a syllable wider than a very narrow cell, or "(A)", which has no break
        // allowed inside): the rest is one line, cut.
        lines.append(truncated(String(characters[start...]), width: width, fontSize: fontSize))
        isCut = true
        break
      }
      lines.append(breaker.line(from: start, to: next.end, hyphen: next.hyphen))
      start = next.end
    }
    guard lines.count > maxLines else { return Lines(lines: lines.filter { !$0.isEmpty }, isTruncated: isCut) }
    // The rest as written (without the hyphens added at breaks), from the first line that is not shown whole.
    let rest = String(characters[starts[maxLines - 1]...])
    var shown = Array(lines.prefix(maxLines - 1))
    let last = truncated(rest, width: width, fontSize: fontSize)
    shown.append(last)
    return Lines(lines: shown.filter { !$0.isEmpty }, isTruncated: last != rest)
  }
}

/// The line breaking of ``TextFit/wrapped(_:width:fontSize:maxLines:)`` over one text whose runs of spaces are
/// single spaces. A break at index `i` is before `characters[i]`; a line never starts with a space.
private struct LineBreaker {
  let characters: [Character]
  let width: Double
  let fontSize: Double

  /// Characters a line never starts with: closing brackets and quotes, punctuation that follows a word, hyphens.
  static let closing: Set<Character> = [
    ")", "]", "}", ",", ".", ":", ";", "!", "?", "%", "…", "’", "”", "-", "）", "］", "」", "』", "、", "。", "，",
    "．", "！", "？", "〉", "》", "】",
  ]
  /// Characters a line never ends with: opening brackets and quotes.
  static let opening: Set<Character> = ["(", "[", "{", "“", "‘", "（", "［", "「", "『", "〈", "《", "【"]

  /// Hangul (syllables and jamo) and CJK (ideographs, kana, their punctuation, full-width forms): a line may break
  /// between two of them, as Korean text breaks between syllables.
  static func isIdeographic(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    switch value {
    case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF00...0xFFEF:
      return true
    default:
      return false
    }
  }

  /// A letter or digit of a script that writes words with spaces (Latin, digits): breaking between two of them
  /// splits a word, which takes a hyphen.
  static func isWordCharacter(_ character: Character) -> Bool {
    (character.isLetter || character.isNumber) && !isIdeographic(character)
  }

  /// The line `characters[start..<end]` without its trailing space, with a hyphen when the break splits a word.
  func line(from start: Int, to end: Int, hyphen: Bool) -> String {
    String(characters[start..<trimmedEnd(start, end)]) + (hyphen ? "-" : "")
  }

  /// The estimated width of ``line(from:to:hyphen:)``, summed in the order ``TextFit/width(of:fontSize:)`` sums,
  /// so that the two agree to the last bit.
  func lineWidth(from start: Int, to end: Int, hyphen: Bool = false) -> Double {
    var ems = characters[start..<trimmedEnd(start, end)].reduce(0.0) { $0 + TextFit.ems(of: $1) }
    if hyphen { ems += TextFit.ems(of: "-") }
    return ems * fontSize
  }

  private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start, characters[end - 1] == " " { end -= 1 }
    return end
  }

  /// A break between words: after a space, unless a closing mark follows it (`"Basic )"` keeps its ")").
  func isSpaceBreak(_ index: Int) -> Bool {
    characters[index - 1] == " " && !Self.closing.contains(characters[index])
  }

  /// Whether a line may end before `characters[index]` at all: not at a space, not before a closing mark, not
  /// after an opening bracket.
  func allowsBreak(_ index: Int) -> Bool {
    let before = characters[index - 1]
    let after = characters[index]
    return before != " " && after != " " && !Self.closing.contains(after) && !Self.opening.contains(before)
  }

  /// A break inside a word that needs no hyphen: after a hyphen, or next to a Hangul or CJK character.
  func isInnerBreak(_ index: Int) -> Bool {
    guard allowsBreak(index) else { return false }
    let before = characters[index - 1]
    return before == "-" || Self.isIdeographic(before) || Self.isIdeographic(characters[index])
  }

  /// Whether a break before `characters[index]` splits a run of letters or digits (and so takes a hyphen).
  func splitsWord(_ index: Int) -> Bool {
    Self.isWordCharacter(characters[index - 1]) && Self.isWordCharacter(characters[index])
  }

  /// The end of the line that starts at `start` (`start < characters.count`) and whether it takes a hyphen;
  /// always past `start`. `nil` when no allowed break makes the line fit.
  func nextBreak(from start: Int) -> (end: Int, hyphen: Bool)? {
    let count = characters.count
    var best: Int?  // the furthest space or inner break that fits
    var wordStart = 0  // the last space break that fits: the start of the word that overflows
    var overflow: Int?  // the first space or inner break that does not fit
    var index = start + 1
    while index <= count {
      let betweenWords = index == count || isSpaceBreak(index)
      if betweenWords || isInnerBreak(index) {
        if lineWidth(from: start, to: index) > width {
          overflow = index
          break
        }
        best = index
        if betweenWords, index < count { wordStart = index }
      }
      index += 1
    }
    guard let overflow else { return (count, false) }
    var wordEnd = overflow
    while wordEnd < count, !isSpaceBreak(wordEnd) { wordEnd += 1 }
    // A word that fits on a line of its own moves to the next line whole.
    if wordStart > start, lineWidth(from: wordStart, to: wordEnd) <= width { return (wordStart, false) }
    // A word wider than any line fills this one, up to a break inside it.
    if let best, best > wordStart { return (best, false) }
    // A run of letters or digits wider than any line: hyphenated with two letters before and three after, else
    // at the space before the word, else wherever it fits.
    let low = max(wordStart, start)
    if let hyphenated = forcedBreak(from: start, low: low, overflow: overflow, strict: true) { return hyphenated }
    if let best { return (best, false) }
    return forcedBreak(from: start, low: low, overflow: overflow, strict: false)
  }

  /// The furthest break after `low` and before `overflow` where the line from `start` fits with its hyphen;
  /// `strict` asks for two letters before a hyphenated break and three after it.
  private func forcedBreak(from start: Int, low: Int, overflow: Int, strict: Bool) -> (end: Int, hyphen: Bool)? {
    var index = overflow - 1
    while index > low {
      if allowsBreak(index) {
        let hyphen = splitsWord(index)
        let shortSide = strict && hyphen && !leavesLetters(around: index, low: low)
        if !shortSide, lineWidth(from: start, to: index, hyphen: hyphen) <= width { return (index, hyphen) }
      }
      index -= 1
    }
    return nil
  }

  /// Whether at least two letters or digits of the run precede the break (counting from `low`) and three follow.
  private func leavesLetters(around index: Int, low: Int) -> Bool {
    var before = 0
    while index - before - 1 >= low, Self.isWordCharacter(characters[index - before - 1]) { before += 1 }
    var after = 0
    while index + after < characters.count, Self.isWordCharacter(characters[index + after]) { after += 1 }
    return before >= 2 && after >= 3
  }
}
