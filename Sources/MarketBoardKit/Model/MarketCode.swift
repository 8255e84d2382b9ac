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
