import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import CandleKit

@Suite("API 2.0 candles on the one-pass reader, against the tree decoder")
struct QuotationCandleFrameTests {
  /// Every unit a response may be read as, so each row meets every unit's checks.
  static let units: [QuotationCandleUnit] = [.minutes(1), .minutes(3), .days, .weeks, .months]

  /// The captured and constructed responses.
  static let fixtures = [
    QuotationCandleFixtures.minutes, QuotationCandleFixtures.weeks, QuotationCandleFixtures.months,
    QuotationCandleFixtures.days,
  ]

  @Test("The fixtures decode to the tree decoder's candles or errors, read in one pass, for every unit and dialect")
  func fixtures() {
    for text in Self.fixtures {
      Self.expectAgreement(Array(text.utf8))
      #expect(Self.isScanned(Array(text.utf8)), "left to the tree: \(text.prefix(60))")
    }
  }

  /// The months response's rows, in the fixture's order (newest first).
  static let monthRows: [String] = {
    let trimmed = QuotationCandleFixtures.months.trimmingCharacters(in: .whitespacesAndNewlines)
    let inner = String(trimmed.dropFirst().dropLast())
    return inner.components(separatedBy: "},").map { piece in
      let row = piece.trimmingCharacters(in: .whitespacesAndNewlines)
      return row.hasSuffix("}") ? row : row + "}"
    }
  }()

  /// A response of `rows`.
  static func list(_ rows: [String]) -> String { "[" + rows.joined(separator: ",") + "]" }

  /// Lists built from the captured rows, and whether the one-pass reader must read them itself.
  static let lists: [(text: String, isScanned: Bool)] = {
    let rows = QuotationCandleFrameTests.monthRows
    let badOpen = rows[0].replacingOccurrences(of: "\"opening_price\": 94301000", with: "\"opening_price\": true")
    let repeated = rows[0].replacingOccurrences(of: "\"market\"", with: "\"trade_price\": 1, \"market\"")
    let escaped = rows[0].replacingOccurrences(of: "\"market\"", with: "\"\\u006Darket\"")
    let korean = rows[0].replacingOccurrences(of: "\"market\"", with: "\"시장\": 1, \"market\"")
    var lists: [(text: String, isScanned: Bool)] = [
      ("[]", true), (" [ ]\n", true), ("[null]", true),
    ]
    lists.append((QuotationCandleFrameTests.list(rows.reversed()), true))
    lists.append((QuotationCandleFrameTests.list([rows[1], rows[1]]), true))
    lists.append((QuotationCandleFrameTests.list([rows[0], rows[2], rows[1]]), true))
    lists.append((QuotationCandleFrameTests.list([rows[0], "1"]), true))
    lists.append((QuotationCandleFrameTests.list(["[" + rows[0] + "]"]), true))
    lists.append((QuotationCandleFrameTests.list([rows[0], "{}"]), true))
    lists.append((QuotationCandleFrameTests.list([badOpen, rows[1]]), true))
    // Left to the tree: an exchange's error or status object, a repeated or escaped key, anything not JSON.
    lists.append((#"{"error":{"name":"invalid_parameter","message":"잘못된 파라미터입니다."}}"#, false))
    lists.append((#"{"status":"UP"}"#, false))
    lists.append((#"{"candle_date_time_utc":"2026-07-30T07:48:00"}"#, false))
    lists.append(("", false))
    lists.append(("1", false))
    lists.append((QuotationCandleFrameTests.list([repeated]), false))
    lists.append((QuotationCandleFrameTests.list([escaped]), false))
    lists.append((QuotationCandleFrameTests.list([korean]), false))
    lists.append((QuotationCandleFrameTests.list([rows[0] + ","]), false))
    lists.append((QuotationCandleFrameTests.list([rows[0], rows[1]]) + " x", false))
    // A syntax error after a field error: the tree's syntax error.
    lists.append((QuotationCandleFrameTests.list([badOpen, rows[1] + ","]), false))
    lists.append(("[" + badOpen + "," + rows[1], false))
    return lists
  }()

  @Test("Lists: rows repeated, reordered, not objects, empty; keys repeated or escaped; syntax errors late")
  func listShapes() {
    #expect(Self.monthRows.count == 3)
    for (text, isScanned) in Self.lists {
      Self.expectAgreement(Array(text.utf8))
      #expect(Self.isScanned(Array(text.utf8)) == isScanned, "\(text.prefix(80).debugDescription)")
    }
  }

  /// Changes to the second row of the months response (and, with `minutes`, to the minute row), and whether the
  /// one-pass reader must read the result itself.
  static let changes: [(replacements: [(String, String)], minutes: Bool, isScanned: Bool)] = [
    ([("\"opening_price\": 121216000,", "")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": null")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": \"121216000\"")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": \"12121\\u0036000\"")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": 1.21216E8")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": 121216000.000000000000000000000001")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": true")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": {}")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": \"\"")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": \"abc\"")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": \"inf\"")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": \"NaN\"")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": \"0x1p27\"")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": \"+121216000\"")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": \" 121216000\"")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": 1E400")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": -5")], false, true),
    ([("\"high_price\": 121960000", "\"high_price\": 1")], false, true),
    ([("\"low_price\": 81110000", "\"low_price\": 99999999999")], false, true),
    ([("\"candle_acc_trade_volume\": 46020.33836068", "\"candle_acc_trade_volume\": -1")], false, true),
    ([("\"candle_acc_trade_volume\": 46020.33836068", "\"candle_acc_trade_volume\": \"46020.33836068\"")], false, true),
    (
      [("\"candle_acc_trade_volume\": 46020.33836068", "\"candle_acc_trade_volume\": 46020.338360680000000000000001")],
      false, true
    ),
    ([("\"candle_acc_trade_volume\": 46020.33836068", "\"candle_acc_trade_volume\": 4.602033836068e4")], false, true),
    ([("\"2026-01-31T15:00:00\"", "\"2026-01-31 15:00:00\"")], false, true),
    ([("\"2026-01-31T15:00:00\"", "\"2026-01-31T15:00:00Z\"")], false, true),
    ([("\"2026-01-31T15:00:00\"", "\"T2026-01-31T15:00:00\"")], false, true),
    ([("\"2026-01-31T15:00:00\"", "\"2026-01-31TT15:00:00\"")], false, true),
    ([("\"2026-01-31T15:00:00\"", "\"2026-01-31T15:00:0\\u0030\"")], false, true),
    ([("\"2026-01-31T15:00:00\"", "\"2026-02-30T15:00:00\"")], false, true),
    ([("\"2026-01-31T15:00:00\"", "\"2026-01-31T15:00:01\"")], false, true),
    ([("\"2026-01-31T15:00:00\"", "\"2026-01-31T24:00:00\"")], false, true),
    ([("\"2026-01-31T15:00:00\"", "\"２026-01-31T15:00:00\"")], false, true),
    ([("\"2026-01-31T15:00:00\"", "5")], false, true),
    ([("\"2026-01-31T15:00:00\"", "null")], false, true),
    ([("\"candle_date_time_utc\": \"2026-01-31T15:00:00\",", "")], false, true),
    ([("\"2026-02-01T00:00:00\"", "\"2026-02-01T00:00:01\"")], false, true),
    ([("\"2026-02-01T00:00:00\"", "\"2026-02-01T00:00:00 \"")], false, true),
    ([("\"2026-02-01T00:00:00\"", "[]")], false, true),
    ([("\"unit\": 1", "\"unit\": 3")], true, true),
    ([("\"unit\": 1", "\"unit\": \"1\"")], true, true),
    ([("\"unit\": 1", "\"unit\": null")], true, true),
    ([("\"unit\": 1", "\"unit\": 1.0")], true, true),
    ([("\"unit\": 1", "\"unit\": true")], true, true),
    ([("\"unit\": 1", "\"unit\": 1E0")], true, true),
    ([("\"market\": \"KRW-BTC\",", "\"market\": \"KRW-BTC\", \"extra\": {\"a\": [1, {\"b\": null}]},")], false, true),
    ([("\"opening_price\": 121216000", "\"opening_price\": 121216000, \"opening_price\": 1")], false, false),
    ([("\"opening_price\"", "\"\\u006Fpening_price\"")], false, false),
  ]

  @Test(
    "Changed fields: the same candles or the same error naming the same row and field",
    arguments: QuotationCandleFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let original = change.minutes ? QuotationCandleFixtures.minutes : QuotationCandleFixtures.months
    let text = change.replacements.reduce(original) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    #expect(text != original, "the change does not apply")
    Self.expectAgreement(Array(text.utf8))
    #expect(Self.isScanned(Array(text.utf8)) == change.isScanned)
  }

  @Test("Generated responses: rows and members reordered, spaced, escaped, in exponents, as strings, broken")
  func generated() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      var variants = QuotationCandleFrameVariants(seed: seed)
      let (bytes, isPlainJSON) = variants.response(clean: seed % 3 == 0)
      Self.expectAgreement(bytes)
      if isPlainJSON { #expect(Self.isScanned(bytes), "\(String(decoding: bytes, as: UTF8.self).debugDescription)") }
    }
  }

  @Test("Times read from a plain row's bytes are the string path's")
  func plainTimes() async {
    for text in [
      "2026-07-30T07:48:00", "2026-02-28T15:00:00", "1970-01-01T00:00:00", "0001-01-01T00:00:00",
      "9999-12-31T23:59:59", "2024-02-29T12:00:00", "2023-02-29T12:00:00", "2026-13-01T00:00:00",
      "2026-00-10T00:00:00", "2026-01-00T00:00:00", "2026-01-01T24:00:00", "2026-01-01T00:60:00",
      "2026-01-01T00:00:60", "2026-01-01 00:00:00", "2026-01-01T00-00-00", "2026/01/01T00:00:00", "0000-01-01T00:00:00",
      "2026-01-01T00:00:0a", "2026-01-01T00:00:00Z", "T2026-01-01T00:00:00", "2026-01-01t00:00:00",
    ] {
      expectSameTime(text)
    }
    await propertyCheck(count: 1_000, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let template = Array("2026-07-30T07:48:00".utf8)
      var bytes = template
      for position in bytes.indices where random.next() % 4 == 0 {
        bytes[position] = Array("0123456789-:T ".utf8)[Int(random.next() % 14)]
      }
      expectSameTime(String(decoding: bytes, as: UTF8.self))
    }
  }

  private func expectSameTime(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for offset: Int64 in [0, 9 * 3_600] {
      let bytes = Array(text.utf8)
      let plain = bytes.withUnsafeBufferPointer { QuotationCandles.plainDateTimeSeconds($0, offsetSeconds: offset) }
      let reference = QuotationCandles.dateTimeSeconds(text, offsetSeconds: offset)
      if let plain { #expect(plain == reference, "\(text)", sourceLocation: sourceLocation) }
      if reference != nil, text.utf8.count == 19 {
        #expect(plain != nil, "not read from its bytes: \(text)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("Candles put oldest first in the order the tree decoder's sort gives")
  func oldestFirst() async {
    await propertyCheck(count: 500, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let count = Int(random.next() % 8)
      let strictlyNewestFirst = random.next() % 2 == 0
      var candles: [Candle] = []
      for index in 0..<count {
        let minute = strictlyNewestFirst ? count - index : Int(random.next() % 4)
        let price = Double(random.next() % 100 + 1)
        guard
          let candle = try? Candle(
            time: Date(timeIntervalSince1970: Double(minute * 60)), open: price, high: price, low: price,
            close: price, volume: Double(index))
        else { continue }
        candles.append(candle)
      }
      var sorted = candles
      QuotationCandles.sortOldestFirst(&sorted)
      let expected = candles.sorted { $0.time < $1.time }
      #expect(sorted == expected)
    }
  }

  /// Decodes `bytes` with both decoders for every unit and dialect and expects the same candles or error.
  static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let data = Data(bytes)
    for unit in units {
      for dialect in QuotationDialect.allCases {
        let reference = outcome { () throws(CandleDecodingError) in
          try QuotationCandles.referenceCandles(from: data, unit: unit, dialect: dialect)
        }
        let read = outcome { () throws(CandleDecodingError) in
          try QuotationCandles.candles(from: data, unit: unit, dialect: dialect)
        }
        #expect(
          read == reference, "\(unit) \(dialect) \(String(decoding: bytes, as: UTF8.self).debugDescription)",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// Whether the one-pass reader reads `bytes` itself (candles or an error), rather than leaving them to the tree.
  static func isScanned(_ bytes: [UInt8]) -> Bool {
    var candles: [Candle] = []
    var failure: CandleDecodingError?
    return bytes.withUnsafeBufferPointer { buffer in
      QuotationCandles.scanCandles(buffer, unit: .minutes(1), dialect: .bithumb, into: &candles, failure: &failure)
    }
  }

  /// The outcome of a candle decoder.
  static func outcome(_ body: () throws(CandleDecodingError) -> [Candle]) -> Result<[Candle], CandleDecodingError> {
    do throws(CandleDecodingError) {
      return .success(try body())
    } catch {
      return .failure(error)
    }
  }
}
