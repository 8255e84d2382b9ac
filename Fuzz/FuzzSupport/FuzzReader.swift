/// Reads structured values out of a fuzz input, the way libFuzzer's `FuzzedDataProvider` does: each call takes a
/// few bytes from the front, and an exhausted input keeps answering with zeros, so every input is usable.
///
/// Structured targets (a script of operations on a timetable, a house, an order book) decode their steps with it;
/// small changes to the input then make small changes to the script, which is what coverage guidance needs.
public struct FuzzReader {
  private let bytes: [UInt8]
  private var position = 0

  /// Reads `bytes` from the start.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 at the end.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A value in `range`, from one byte (two when the range is wider than 256 values).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = range.upperBound.subtractingReportingOverflow(range.lowerBound)
    guard !width.overflow, width.partialValue > 0 else { return range.lowerBound }
    var raw = Int(byte())
    if width.partialValue >= 256 { raw = raw << 8 | Int(byte()) }
    return range.lowerBound + raw % (width.partialValue + 1)
  }

  /// A value from any of `Int`'s range, biased to the values that break arithmetic: 0, ±1, the extremes, and
  /// small numbers.
  public mutating func anyInt() -> Int {
    switch byte() % 8 {
    case 0: return 0
    case 1: return Int.max - Int(byte() % 4)
    case 2: return Int.min + Int(byte() % 4)
    case 3: return -Int(byte())
    case 4:
      var value = 0
      for _ in 0..<8 { value = value << 8 | Int(byte()) }
      return value
    default: return Int(byte())
    }
  }

  /// A coin toss.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One of `options` (which must not be empty).
  public mutating func choose<Element>(_ options: [Element]) -> Element {
    options[int(in: 0...(options.count - 1))]
  }

  /// Up to `limit` bytes, as many as the next byte says.
  public mutating func bytes(upTo limit: Int) -> [UInt8] {
    let count = min(int(in: 0...max(limit, 0)), bytes.count - min(position, bytes.count))
    defer { position += count }
    return Array(bytes[position..<(position + count)])
  }

  /// The bytes not read yet.
  public mutating func rest() -> [UInt8] {
    defer { position = bytes.count }
    return position < bytes.count ? Array(bytes[position...]) : []
  }

  /// A text for a name or label: a token of the format, one of ``FuzzText/edgeCases``, raw bytes read as UTF-8
  /// (invalid sequences become U+FFFD), or a few of those joined, or one repeated to pass a length limit.
  public mutating func text(tokens: [String], maxBytes: Int = 48) -> String {
    let pool = tokens + FuzzText.edgeCases
    switch byte() % 8 {
    case 0, 1, 2: return choose(pool)
    case 3, 4: return String(decoding: bytes(upTo: maxBytes), as: UTF8.self)
    case 5, 6:
      var text = ""
      for _ in 0..<int(in: 2...4) { text += choose(pool) }
      return text
    default:
      return String(repeating: choose(pool), count: int(in: 0...40))
    }
  }
}

/// Texts that have broken text handling elsewhere: blanks of every kind, control and format characters, combining
/// marks, multi-scalar graphemes, Hangul jamo and the edges of the syllable block.
public enum FuzzText {
  /// The texts, each short.
  public static let edgeCases: [String] = [
    "", " ", "  ", "\t", "\n", "\r\n", "\u{0}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{3000}",
    "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{FFFD}", "\u{301}", " \u{301}", "e\u{301}", "\u{1100}\u{1161}\u{11A8}",
    "가", "힣", "ㄱ", "ㅏ", "\u{AC00}\u{11A8}", "👍🏽", "👨‍👩‍👧‍👦", "🇰🇷", "\u{10FFFF}", "A", "z", "0", "9", "-", "+",
    ".", ",", ":", "~", "(", ")", "\"", "\\", "'", "%", "#",
  ]
}
