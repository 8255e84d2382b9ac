import Foundation
import Testing
import TimetableKit

/// A decoder of one JSON number that answers as `JSONDecoder` did before iOS 17 and macOS 14: the number was parsed
/// to a `Double` first, so a `Decimal` holds that `Double`'s binary value (1.2 → 1.1999999999999999555…), and integer
/// types take only numbers that are whole. Linux's `JSONDecoder` reads a `Decimal` from the text, so tests on Linux
/// meet the older behaviour only through this decoder.
private struct DoubleFirstDecoder: Decoder, SingleValueDecodingContainer {
  let number: Double
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "a number, not an object"))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "a number, not an array"))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { false }
  func decode(_ type: Bool.Type) throws -> Bool { throw mismatch(type) }
  func decode(_ type: String.Type) throws -> String { throw mismatch(type) }
  func decode(_ type: Double.Type) throws -> Double { number }
  func decode(_ type: Float.Type) throws -> Float { Float(number) }
  func decode(_ type: Int.Type) throws -> Int { try whole(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try whole(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try whole(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try whole(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try whole(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try whole(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try whole(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try whole(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try whole(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try whole(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if type == Decimal.self, let value = binaryValue as? T { return value }
    return try T(from: self)
  }

  /// The `Double`'s exact binary value, to the 38 digits a `Decimal` holds.
  private var binaryValue: Decimal? {
    Decimal(string: String(format: "%.60f", number), locale: Locale(identifier: "en_US_POSIX"))
  }

  private func whole<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard let value = T(exactly: number) else { throw mismatch(type) }
    return value
  }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    .typeMismatch(type, .init(codingPath: [], debugDescription: "\(number) is not a \(type)"))
  }
}

@Suite("Credits from JSON numbers on every platform")
struct CreditsDecodingTests {
  @Test(
    "A tenth that binary cannot hold decodes exactly, even where a Decimal comes through Double",
    arguments: [(1.2, 12), (0.1, 1), (2.3, 23), (0.5, 5), (1.5, 15), (3, 30), (999.9, 9_999), (1000, 10_000)])
  func doubleFirst(number: Double, tenths: Int) throws {
    #expect(try Credits(from: DoubleFirstDecoder(number: number)) == Credits(tenths: tenths))
  }

  @Test("The decoder above is faithful: its Decimal for 1.2 is not 1.2")
  func decoderIsFaithful() throws {
    let decimal = try DoubleFirstDecoder(number: 1.2).decode(Decimal.self)
    #expect(decimal != Decimal(string: "1.2"))
    #expect(decimal.description.hasPrefix("1.19999999999999995559"))
    #expect(Credits(exactly: decimal) == nil)
  }

  @Test(
    "What is not a whole number of tenths is refused on every path",
    arguments: [1.25, -1, 1000.1, 1e16, 0.05, 1e-5, 3.0000000001])
  func refused(number: Double) {
    #expect(throws: DecodingError.self) { try Credits(from: DoubleFirstDecoder(number: number)) }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Credits].self, from: Data("[\(number)]".utf8))
    }
  }

  @Test("JSONDecoder reads numbers, padded decimals and text alike")
  func jsonDecoder() throws {
    let decoded = try JSONDecoder().decode(
      [Credits].self, from: Data(#"[1.2, 0.1, 2.50, 3, 3.0, 1000, "1.5", 1.0E0, 25e-1]"#.utf8))
    #expect(decoded.map(\.tenths) == [12, 1, 25, 30, 30, 10_000, 15, 10, 25])
    let record = try JSONDecoder().decode(
      Credits.self, from: Data("2.3".utf8))
    #expect(record.description == "2.3")
  }
}
