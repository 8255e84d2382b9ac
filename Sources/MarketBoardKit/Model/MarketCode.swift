/// A market's code as the exchanges write it, quote currency first: `KRW-BTC` is bitcoin priced in won.
///
/// Checked when made: two non-empty parts of upper-case ASCII letters and digits around one hyphen.
///
/// ```swift
/// let code = try MarketCode("KRW-BTC")
/// code.quote  // "KRW"
/// code.base   // "BTC"
/// ```
public struct MarketCode: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The code as sent ("KRW-BTC").
  public let rawValue: String
  /// The quote currency, before the hyphen ("KRW").
  public let quote: String
  /// The traded asset's symbol, after the hyphen ("BTC").
  public let base: String

  /// Parses a code.
  ///
  /// - Throws: `MarketDataError.invalidValue(field:value:expected:)` naming the field `market`.
  public init(_ rawValue: String) throws(MarketDataError) {
    try self.init(rawValue, field: "market")
  }

  init(_ rawValue: String, field: String) throws(MarketDataError) {
    let parts = rawValue.split(separator: "-", omittingEmptySubsequences: false)
    func valid(_ part: Substring) -> Bool {
      !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }
    }
    guard parts.count == 2, valid(parts[0]), valid(parts[1]) else {
      throw .invalidValue(
        field: field, value: String(rawValue.prefix(48)), expected: "a market code such as \"KRW-BTC\"")
    }
    self.rawValue = rawValue
    self.quote = String(parts[0])
    self.base = String(parts[1])
  }

  private init(checkedRawValue rawValue: String, quote: String, base: String) {
    self.rawValue = rawValue
    self.quote = quote
    self.base = base
  }

  /// The code `rawValue`, checked as `init(_:field:)` checks it, without the array `split` makes: the one-pass
  /// decoders' path. `field` is spelled only when the code is refused (by `init(_:field:)`, so the error is its own).
  static func checked(_ rawValue: String, field: @autoclosure () -> String) throws(MarketDataError) -> MarketCode {
    let utf8 = rawValue.utf8
    var hyphen: String.Index?
    var isValid = true
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "-") {
        if hyphen != nil {
          isValid = false
          break
        }
        hyphen = index
      } else if !((0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)) {
        isValid = false
        break
      }
      utf8.formIndex(after: &index)
    }
    guard isValid, let hyphen, hyphen != utf8.startIndex, utf8.index(after: hyphen) != utf8.endIndex else {
      return try MarketCode(rawValue, field: field())
    }
    return MarketCode(
      checkedRawValue: rawValue, quote: String(rawValue[..<hyphen]),
      base: String(rawValue[utf8.index(after: hyphen)...]))
  }

  /// The code as sent.
  public var description: String { rawValue }

  /// Orders by the code's text.
  public static func < (lhs: MarketCode, rhs: MarketCode) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Decodes the code's text, checking it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the code's text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
