import Foundation

/// A JSON document read strictly (RFC 8259) into a small tree whose numbers keep their text, for decoders that must
/// read money exactly and accept the same field as a number or a string.
///
/// `JSONDecoder` cannot hand back a number's text (and fills `Decimal` through `Double` before iOS 17), so the
/// exchange decoders of the kits read a message into this tree, then map fields by name with
/// ``JSONObjectReader``. Strings are decoded (escapes, surrogate pairs, UTF-8 checked); a key given twice is refused,
/// since platforms' decoders disagree on which one wins; nesting deeper than ``maximumDepth`` is refused.
package indirect enum JSONValue: Sendable, Equatable {
  /// An object: its members by key (keys are unique).
  case object([String: JSONValue])
  /// An array.
  case array([JSONValue])
  /// A string, decoded.
  case string(String)
  /// A number, as written (`5.0E-4`, `-1`, `91196000`).
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// The deepest nesting read.
  package static let maximumDepth = 32

  /// The kind of the value, for error messages ("a number", "an object").
  package var kind: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }

  /// Reads one JSON document from UTF-8 bytes; the error says where and why it is not JSON.
  ///
  /// - Complexity: O(*n*) in the length of the bytes.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONSyntaxError> {
    var parser = Parser(bytes: bytes)
    do throws(JSONSyntaxError) {
      let value = try parser.value(depth: 0)
      parser.skipWhitespace()
      guard parser.index == bytes.count else { throw JSONSyntaxError(offset: parser.index, reason: "trailing bytes") }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  /// Reads one JSON document from `data`.
  package static func parse(_ data: Data) -> Result<JSONValue, JSONSyntaxError> {
    data.withUnsafeBytes { raw in parse(raw.bindMemory(to: UInt8.self)) }
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func skipWhitespace() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D
          || bytes[index] == 0x09
      {
        index += 1
      }
    }

    func fail(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(offset: index, reason: reason) }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      guard depth < JSONValue.maximumDepth else { throw fail("nested deeper than \(JSONValue.maximumDepth) levels") }
      skipWhitespace()
      guard index < bytes.count else { throw fail("unexpected end") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipWhitespace()
          let key = try string()
          skipWhitespace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
          index += 1
          let member = try value(depth: depth + 1)
          guard members.updateValue(member, forKey: key) == nil else {
            throw fail("duplicate key \"\(key.prefix(48))\"")
          }
          skipWhitespace()
          guard index < bytes.count else { throw fail("unexpected end") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
          index += 1
          return .object(members)
        }
      case UInt8(ascii: "["):
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(elements)
        }
        while true {
          elements.append(try value(depth: depth + 1))
          skipWhitespace()
          guard index < bytes.count else { throw fail("unexpected end") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
          index += 1
          return .array(elements)
        }
      case UInt8(ascii: "\""):
        return .string(try string())
      case UInt8(ascii: "t"):
        try literal("true")
        return .bool(true)
      case UInt8(ascii: "f"):
        try literal("false")
        return .bool(false)
      case UInt8(ascii: "n"):
        try literal("null")
        return .null
      default:
        guard let end = JSONFrameScanner.numberEnd(in: bytes, from: index) else { throw fail("not a JSON value") }
        let range = index..<end
        index = end
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
      }
    }

    mutating func literal(_ text: StaticString) throws(JSONSyntaxError) {
      guard let end = JSONFrameScanner.literalEnd(text, in: bytes, at: index) else { throw fail("not a JSON value") }
      index = end
    }

    /// A string: escapes decoded, UTF-8 checked, control characters refused.
    mutating func string() throws(JSONSyntaxError) -> String {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a string") }
      index += 1
      let start = index
      var plain = true
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") { break }
        if byte == UInt8(ascii: "\\") {
          plain = false
          index += 2
          continue
        }
        if byte < 0x20 { throw fail("control character in a string") }
        index += 1
      }
      guard index < bytes.count else { throw fail("unterminated string") }
      let contents = UnsafeBufferPointer(rebasing: bytes[start..<index])
      index += 1
      if plain {
        guard let text = validUTF8(contents) else { throw fail("invalid UTF-8") }
        return text
      }
      return try unescaped(contents, start: start)
    }

    private func unescaped(_ contents: UnsafeBufferPointer<UInt8>, start: Int) throws(JSONSyntaxError) -> String {
      var output: [UInt8] = []
      output.reserveCapacity(contents.count)
      var position = 0
      func failure(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(offset: start + position, reason: reason) }
      func hex(_ at: Int) throws(JSONSyntaxError) -> UInt32 {
        guard at + 4 <= contents.count else { throw failure("short \\u escape") }
        var value: UInt32 = 0
        for offset in at..<at + 4 {
          let byte = contents[offset]
          let digit: UInt32
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
          case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
          case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
          default: throw failure("invalid \\u escape")
          }
          value = value << 4 | digit
        }
        return value
      }
      while position < contents.count {
        let byte = contents[position]
        guard byte == UInt8(ascii: "\\") else {
          output.append(byte)
          position += 1
          continue
        }
        guard position + 1 < contents.count else { throw failure("dangling escape") }
        let escape = contents[position + 1]
        position += 2
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex(position)
          position += 4
          if (0xD800...0xDBFF).contains(scalar) {
            guard position + 6 <= contents.count, contents[position] == UInt8(ascii: "\\"),
              contents[position + 1] == UInt8(ascii: "u")
            else { throw failure("unpaired surrogate") }
            let low = try hex(position + 2)
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate") }
            position += 6
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else { throw failure("unpaired surrogate") }
          output.append(contentsOf: String(Character(unicode)).utf8)
        default:
          throw failure("invalid escape")
        }
      }
      guard let text = validUTF8(output) else { throw failure("invalid UTF-8") }
      return text
    }
  }
}

/// The text of `bytes` when they are valid UTF-8 (`String(validating:)` is newer than the platform floor).
private func validUTF8<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
  let failed = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
  return failed ? nil : String(decoding: bytes, as: UTF8.self)
}

/// Why bytes are not one JSON document: the byte offset and the reason.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The byte offset where reading stopped.
  package let offset: Int
  /// What was wrong there.
  package let reason: String

  package init(offset: Int, reason: String) {
    self.offset = offset
    self.reason = reason
  }

  package var description: String { "\(reason) at byte \(offset)" }
}
