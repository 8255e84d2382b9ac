/// A small JSON walker kept for one reference decoder: OrderBookKit's `UpbitWebSocket.referenceEvents(from:)`, the
/// decoder the Upbit `orderbook` frames had before the one-pass frame reader (``JSONFrameScanner``), which runs after
/// `JSONDecoder` has accepted a message and locates its numbers' text. The kits read frames with the frame reader;
/// this stays, unchanged in what it accepts, only so that the reference keeps its exact behaviour (tests, fuzz targets
/// and benchmarks compare the two), and goes with it. Numbers and literals are read with the frame reader's grammar
/// (``JSONFrameScanner/numberEnd(in:from:)``, ``JSONFrameScanner/literalEnd(_:in:at:)``).
///
/// It reads only what it is sure of: strings of printable ASCII without escapes (or, in a message `JSONDecoder`
/// accepted, any string), numbers in the exact JSON grammar, and nesting up to 32 levels; on anything else it answers
/// `nil` or `false`. Every index is bounds-checked: arbitrary bytes cannot make it read out of range.
package struct JSONCursor {
  package let bytes: UnsafeBufferPointer<UInt8>
  package private(set) var index = 0

  /// The deepest nesting ``skipValue(depth:)`` follows before giving up.
  package static let maximumDepth = 32

  /// A cursor at `index` in `bytes`.
  package init(bytes: UnsafeBufferPointer<UInt8>, index: Int = 0) {
    self.bytes = bytes
    self.index = index
  }

  @inline(__always)
  package mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// The next byte after whitespace, without consuming it.
  @inline(__always)
  package mutating func peek() -> UInt8? {
    skipWhitespace()
    return index < bytes.count ? bytes[index] : nil
  }

  /// Consumes `byte` (after whitespace) if it is next.
  @inline(__always)
  package mutating func consume(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    index += 1
    return true
  }

  /// Whether only whitespace is left.
  package mutating func isAtEnd() -> Bool {
    skipWhitespace()
    return index == bytes.count
  }

  /// A string of printable ASCII without escapes; returns the range of its contents.
  @inline(__always)
  package mutating func string() -> Range<Int>? {
    guard consume(UInt8(ascii: "\"")) else { return nil }
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return start..<index - 1
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
      index += 1
    }
    return nil
  }

  /// Consumes `text` (after whitespace) if it is next: `null`, `true`, `false`.
  package mutating func literal(_ text: StaticString) -> Bool {
    skipWhitespace()
    guard let end = JSONFrameScanner.literalEnd(text, in: bytes, at: index) else { return false }
    index = end
    return true
  }

  /// Skips one value of any kind, checking it is strictly valid JSON; with `accepted`, the value belongs to a message
  /// `JSONDecoder` has already accepted, whose strings may hold escapes and UTF-8 (``acceptedString()``).
  package mutating func skipValue(depth: Int = 0, accepted: Bool = false) -> Bool {
    guard depth < Self.maximumDepth, let byte = peek() else { return false }
    switch byte {
    case UInt8(ascii: "\""):
      return accepted ? acceptedString() != nil : string() != nil
    case UInt8(ascii: "{"):
      return accepted
        ? acceptedObject { cursor, _, _ in cursor.skipValue(depth: depth + 1, accepted: true) }
        : object { cursor, _ in cursor.skipValue(depth: depth + 1) }
    case UInt8(ascii: "["):
      return array { cursor in cursor.skipValue(depth: depth + 1, accepted: accepted) }
    case UInt8(ascii: "t"):
      return literal("true")
    case UInt8(ascii: "f"):
      return literal("false")
    case UInt8(ascii: "n"):
      return literal("null")
    default:
      return number()
    }
  }

  /// A number in the exact JSON grammar; returns the range of its text, which an exact decimal is read from
  /// (``JSONNumberText``) instead of going through `Double`.
  package mutating func numberText() -> Range<Int>? {
    skipWhitespace()
    let start = index
    return number() ? start..<index : nil
  }

  /// A number in the exact JSON grammar (``JSONFrameScanner/numberEnd(in:from:)``).
  private mutating func number() -> Bool {
    guard let end = JSONFrameScanner.numberEnd(in: bytes, from: index) else { return false }
    index = end
    return true
  }

  /// Reads an object: for each member, `member` gets the cursor at the value and the key's range, and must consume
  /// the value (returning `false` to give up).
  @inline(__always)
  package mutating func object(_ member: (inout JSONCursor, Range<Int>) -> Bool) -> Bool {
    guard consume(UInt8(ascii: "{")) else { return false }
    if consume(UInt8(ascii: "}")) { return true }
    repeat {
      guard let key = string(), consume(UInt8(ascii: ":")), member(&self, key) else { return false }
    } while consume(UInt8(ascii: ","))
    return consume(UInt8(ascii: "}"))
  }

  /// Reads an array: `element` gets the cursor at each element and must consume it.
  @inline(__always)
  package mutating func array(_ element: (inout JSONCursor) -> Bool) -> Bool {
    guard consume(UInt8(ascii: "[")) else { return false }
    if consume(UInt8(ascii: "]")) { return true }
    repeat {
      guard element(&self) else { return false }
    } while consume(UInt8(ascii: ","))
    return consume(UInt8(ascii: "]"))
  }

  /// Any string of a message that `JSONDecoder` has already accepted, escapes and UTF-8 included: the range of its
  /// raw contents (escapes not decoded) and whether it holds an escape. Escapes and UTF-8 are left to the decoder,
  /// which checked them; every index is still bounds-checked.
  package mutating func acceptedString() -> (contents: Range<Int>, isEscaped: Bool)? {
    guard consume(UInt8(ascii: "\"")) else { return nil }
    let start = index
    var isEscaped = false
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return (start..<index - 1, isEscaped)
      case UInt8(ascii: "\\"):
        isEscaped = true
        index += 2
      default:
        index += 1
      }
    }
    return nil
  }

  /// Reads an object of a message that `JSONDecoder` has already accepted: as ``object(_:)``, with keys read by
  /// ``acceptedString()``; `member` also learns whether the key holds an escape.
  package mutating func acceptedObject(_ member: (inout JSONCursor, Range<Int>, Bool) -> Bool) -> Bool {
    guard consume(UInt8(ascii: "{")) else { return false }
    if consume(UInt8(ascii: "}")) { return true }
    repeat {
      guard let key = acceptedString(), consume(UInt8(ascii: ":")), member(&self, key.contents, key.isEscaped) else {
        return false
      }
    } while consume(UInt8(ascii: ","))
    return consume(UInt8(ascii: "}"))
  }

  /// The bytes of `range`.
  @inline(__always)
  package func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }

  /// Whether the bytes of `range` spell `literal`.
  @inline(__always)
  package func matches(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    Self.equals(slice(range), literal)
  }

  /// Whether `bytes` spell `literal`.
  @inline(__always)
  package static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    guard bytes.count == literal.utf8CodeUnitCount else { return false }
    let start = literal.utf8Start
    for index in 0..<bytes.count where bytes[index] != start[index] { return false }
    return true
  }
}
