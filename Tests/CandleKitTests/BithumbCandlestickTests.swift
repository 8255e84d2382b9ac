import Foundation
import Testing

@testable import CandleKit

@Suite("Bithumb candlestick decoding")
struct BithumbCandlestickTests {
  /// The row of Bithumb's recorded 1m BTC_KRW response (ccxt's static fixture for fetchOHLCV, 2024-08-07):
  /// `[time ms, open, close, high, low, volume]`.
  let recorded = #"{"status":"0000","data":[[1723014780000,"81061000","80860000","81062000","80860000","2.1630537"]]}"#

  /// A page written for these tests in the same shape: five minutes of BTC_KRW.
  let pageJSON = """
    {"status":"0000","data":[
    [1723014780000,"81061000","80860000","81062000","80860000","2.1630537"],
    [1723014840000,"80860000","80912000","80950000","80801000","1.04"],
    [1723014900000,"80912000","80912000","80930000","80900000","0"],
    [1723014960000,"80912000","81105000","81120000","80905000","3.5079"],
    [1723015020000,"81105000","81090000","81110000","81050000","0.91231007"]]}
    """

  @Test("The recorded row maps open, close, high, low in Bithumb's order")
  func recordedRow() throws {
    let candles = try BithumbCandlestick.candles(from: Data(recorded.utf8))
    #expect(
      candles == [
        try Candle(
          time: Sample.start, open: 81_061_000, high: 81_062_000, low: 80_860_000, close: 80_860_000,
          volume: 2.1630537)
      ])
  }

  @Test("A page decodes in order and builds a series")
  func page() throws {
    let candles = try BithumbCandlestick.candles(from: Data(pageJSON.utf8))
    #expect(candles.count == 5)
    #expect(candles[3].close == 81_105_000)
    #expect(candles[3].high == 81_120_000)
    #expect(candles[2].volume == 0)
    let series = try CandleSeries(candles, interval: .oneMinute)
    #expect(series.priceRange(in: 0..<5) == 80_801_000...81_120_000)
  }

  @Test("JSON numbers are accepted for prices")
  func numbers() throws {
    let json = #"{"status":"0000","data":[[1723014780000,1.5,1.25,2,1,100]]}"#
    let candle = try #require(try BithumbCandlestick.candles(from: Data(json.utf8)).first)
    #expect(candle.open == 1.5)
    #expect(candle.close == 1.25)
  }

  @Test("An error status is reported with its message")
  func errorStatus() {
    let json = #"{"status":"5600","message":"잘못된 파라미터입니다."}"#
    #expect(throws: CandleDecodingError.exchangeError(name: "5600", message: "잘못된 파라미터입니다.")) {
      try BithumbCandlestick.candles(from: Data(json.utf8))
    }
  }

  static let malformed: [(String, BithumbCandlestickError)] = [
    (#"{"status":"0000","data":[]"#, .malformedJSON("")),
    (#"[1,2,3]"#, .malformedJSON("")),
    (#"{"data":[]}"#, .missingStatus),
    (#"{"status":0,"data":[]}"#, .missingStatus),
    (#"{"status":"0000"}"#, .malformedData),
    (#"{"status":"0000","data":{"a":1}}"#, .malformedData),
    (#"{"status":"0000","data":[1]}"#, .malformedData),
    (#"{"status":"0000","data":[[1723014780000,"1","1","1","1"]]}"#, .wrongRowLength(row: 0, count: 5)),
    (#"{"status":"0000","data":[[1723014780000,"1","1","1","1","1","1"]]}"#, .wrongRowLength(row: 0, count: 7)),
    (
      #"{"status":"0000","data":[["1723014780000","1","1","1","1","1"]]}"#,
      .invalidField(row: 0, field: "time", text: "\"1723014780000\"")
    ),
    (
      #"{"status":"0000","data":[[1723014780000.5,"1","1","1","1","1"]]}"#,
      .invalidTime(row: 0, milliseconds: 1723014780000.5)
    ),
    (#"{"status":"0000","data":[[-1,"1","1","1","1","1"]]}"#, .invalidTime(row: 0, milliseconds: -1)),
    (#"{"status":"0000","data":[[1e300,"1","1","1","1","1"]]}"#, .invalidTime(row: 0, milliseconds: 1e300)),
    (#"{"status":"0000","data":[[0,"abc","1","1","1","1"]]}"#, .invalidField(row: 0, field: "open", text: "\"abc\"")),
    (#"{"status":"0000","data":[[0,"1","-1","1","1","1"]]}"#, .invalidField(row: 0, field: "close", text: "\"-1\"")),
    (#"{"status":"0000","data":[[0,"1","1","1e5","1","1"]]}"#, .invalidField(row: 0, field: "high", text: "\"1e5\"")),
    (#"{"status":"0000","data":[[0,"1","1","1","nan","1"]]}"#, .invalidField(row: 0, field: "low", text: "\"nan\"")),
    (#"{"status":"0000","data":[[0,"1","1","1","1",""]]}"#, .invalidField(row: 0, field: "volume", text: "\"\"")),
    (#"{"status":"0000","data":[[0,"1","1","1","1","1."]]}"#, .invalidField(row: 0, field: "volume", text: "\"1.\"")),
    (#"{"status":"0000","data":[[0,"1","1","1","1",".5"]]}"#, .invalidField(row: 0, field: "volume", text: "\".5\"")),
    (
      #"{"status":"0000","data":[[0,null,"1","1","1","1"]]}"#,
      .invalidField(row: 0, field: "open", text: "a value that is neither a string nor a number")
    ),
    (#"{"status":"0000","data":[[0,-2,"1","1","1","1"]]}"#, .invalidField(row: 0, field: "open", text: "-2.0")),
    (
      #"{"status":"0000","data":[[0,"1","1","1","1","1"],[60000,"10","10","9","8","1"]]}"#,
      .invalidCandle(row: 1, .highBelowBody(high: 9, open: 10, close: 10))
    ),
  ]

  @Test("Malformed responses are typed errors that name the row and field", arguments: malformed)
  func malformedResponses(_ json: String, _ expected: BithumbCandlestickError) {
    do {
      let candles = try BithumbCandlestick.read(Data(json.utf8))
      Issue.record("decoded \(candles) from \(json)")
    } catch {
      if case .malformedJSON = expected, case .malformedJSON(let reason) = error {
        #expect(!reason.isEmpty)
      } else {
        #expect(error == expected)
      }
      #expect(!error.description.isEmpty)
    }
    do {
      let candles = try BithumbCandlestick.candles(from: Data(json.utf8))
      Issue.record("decoded \(candles) from \(json)")
    } catch {
      if case .malformedJSON = expected, case .invalidJSON(let reason) = error {
        #expect(!reason.isEmpty)
      } else {
        #expect(error == CandleDecodingError(expected))
      }
      #expect(!error.description.isEmpty)
    }
  }

  @Test("A row that breaks a candle's invariants names the field at fault: data[row][column]")
  func invalidCandleField() {
    let json = #"{"status":"0000","data":[[0,"1","1","1","1","1"],[60000,"10","10","9","8","1"]]}"#
    #expect(
      throws: CandleDecodingError.invalidValue(
        field: "data[1][3]", value: "9.0", expected: "at least the open (10.0) and the close (10.0)")
    ) { try BithumbCandlestick.candles(from: Data(json.utf8)) }
  }

  @Test("The three market kits' decoding errors are one type: one catch, values that compare across kits")
  func oneVocabulary() {
    #expect(CandleDecodingError.self == MarketDecodingError.self)
    let error: any Error = CandleDecodingError.exchangeError(name: "5600", message: "점검 중입니다")
    #expect((error as? MarketDecodingError) == .exchangeError(name: "5600", message: "점검 중입니다"))
  }

  @Test("The kit's error names the field by its place in the response")
  func fieldPaths() {
    func error(_ json: String) -> CandleDecodingError? {
      do {
        _ = try BithumbCandlestick.candles(from: Data(json.utf8))
        return nil
      } catch {
        return error
      }
    }
    #expect(error(#"{"data":[]}"#) == .missingField("status"))
    #expect(error(#"{"status":"0000"}"#) == .wrongType(field: "data", expected: "a list of candle rows"))
    #expect(
      error(#"{"status":"0000","data":[[0,"1","1","1","1","1"],[1,"1"]]}"#)
        == .invalidValue(
          field: "data[1]", value: "2 elements", expected: "6 elements (time, open, close, high, low, volume)"))
    #expect(
      error(#"{"status":"0000","data":[[0,"1","1","abc","1","1"]]}"#)
        == .invalidValue(field: "data[0][3]", value: "\"abc\"", expected: "a non-negative decimal (high)"))
    #expect(
      error(#"{"status":"0000","data":[[-1,"1","1","1","1","1"]]}"#)
        == .invalidValue(field: "data[0][0]", value: "-1.0", expected: "whole milliseconds in years 1970...9999 (time)")
    )
    #expect(
      error(#"{"status":"0000","data":[["1","1","1","1","1","1"]]}"#)
        == .invalidValue(field: "data[0][0]", value: "\"1\"", expected: "whole milliseconds since 1970 (time)"))
  }

  @Test("Arbitrary bytes never crash the decoder")
  func garbage() {
    var random = SplitMix64(seed: 42)
    let alphabet = Array(#"{}[]",:0123456789.-eE"statusdata0000 nultrfa"#.utf8)
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...80, using: &random)
      let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
      _ = try? BithumbCandlestick.candles(from: Data(bytes))
    }
    // A recorded row with its bytes cut short at every length is an error, never a crash.
    let full = Array(recorded.utf8)
    for length in 0..<full.count {
      #expect(throws: CandleDecodingError.self) { try BithumbCandlestick.candles(from: Data(full[0..<length])) }
    }
  }

  @Test("Request path")
  func path() {
    #expect(BithumbCandlestick.path(symbol: "BTC_KRW", interval: .oneDay) == "/public/candlestick/BTC_KRW/24h")
  }
}
