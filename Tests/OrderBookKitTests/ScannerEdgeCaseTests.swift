import Foundation
import Testing

@_spi(Reference) @testable import OrderBookKit

/// JSON shapes at the edge of what the one-pass reader reads: duplicate and unknown keys, numbers it leaves to
/// `JSONDecoder`, nesting, a byte-order mark, trailing bytes. Whatever the one-pass reader answers (events or an
/// error) must equal the `Decodable` path, and `events(from:)` must give exactly what `decodeWithJSONDecoder` gives.
@Suite("Bithumb one-pass reader edge cases")
struct ScannerEdgeCaseTests {
  static let level = #"{"symbol":"BTC_KRW","orderType":"ask","price":"1","quantity":"1","total":"1"}"#
  static let nested = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)

  /// Each message, and whether the one-pass reader is expected to answer for it (`nil`: either way is fine).
  static let messages: [(String, Bool?)] = [
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":"1","x":1e400}}"#, true),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":"1"},"z":1,"z":2}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[\#(level)],"datetime":"1","d":1,"d":[]}}"#, false),
    (#"{"content":{"datetime":0,"list":[\#(level)]},"type":"orderbookdepth"}"#, true),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":"1"},"status":"5100"}"#, true),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":9223372036854775807}}"#, true),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":9223372036854775808}}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":"9223372036854775808"}}"#, true),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":1.0}}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":1e3}}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":-0}}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":01}}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":null}}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":"1","datetime":"2"}}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":"1"},}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[],"datetime":"1"}} x"#, false),
    (#"{"type":"orderbookdepth","type":"orderbookdepth","content":{"list":[],"datetime":"1"}}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[1],"datetime":"1"}}"#, false),
    (#"{"type":"orderbookdepth","content":null}"#, false),
    (#"{"type":"orderbookdepth","content":{"list":[\#(level)],"datetime":"1","k":\#(nested)}}"#, false),
    (
      #"{"type":"orderbookdepth","content":{"list":[{"symbol":"BTC_KRW","orderType":"ask","price":"1","quantity":"1","total":null,"total":"1"}],"datetime":"1"}}"#,
      false
    ),
    (
      #"{"type":"orderbookdepth","content":{"list":[{"symbol":"BTC_KRW","orderType":"ask","price":"1","quantity":"1","total":1}],"datetime":"1"}}"#,
      false
    ),
    (
      #"{"type":"orderbookdepth","content":{"list":[{"symbol":"BTC_KRW","orderType":"ask","price":"1","quantity":"1","total":"4294967295"}],"datetime":"1"}}"#,
      true
    ),
    (
      #"{"type":"orderbookdepth","content":{"list":[{"symbol":"BTC\u005FKRW","orderType":"ask","price":"1","quantity":"1"}],"datetime":"1"}}"#,
      true
    ),
    (
      #"{"type":"orderbookdepth","content":{"list":[{"symbol":"비트코인","orderType":"ask","price":"1","quantity":"1"}],"datetime":"1"}}"#,
      true
    ),
    ("\u{FEFF}" + #"{"type":"orderbookdepth","content":{"list":[],"datetime":"1"}}"#, false),
    (#"{"type":"transaction","content":{"list":[],"list":[]}}"#, false),
    (
      #"{"type":"transaction","content":{"list":[{"symbol":"BTC_KRW","buySellGb":"2","contPrice":"1","contQty":"1","contDtm":"2024-02-29 23:59:59.999999","x":{}}]}}"#,
      true
    ),
    (
      #"{"type":"transaction","content":{"list":[{"symbol":"BTC_KRW","buySellGb":"1","contPrice":"1","contQty":"1","contDtm":"2024-02-30 10:00:00"}]}}"#,
      true
    ),
    (#"{"type":"transaction","content":{}}"#, false),
    (#"{"status":"0000","resmsg":"Connected Successfully"}"#, true),
    (#"[]"#, false),
    ("", false),
  ]

  func outcome(_ body: () throws(FeedDecodingError) -> [MarketEvent]) -> Result<[MarketEvent], FeedDecodingError> {
    do throws(FeedDecodingError) {
      return .success(try body())
    } catch {
      return .failure(error)
    }
  }

  @Test("The one-pass reader agrees with JSONDecoder or steps aside", arguments: messages)
  func agreement(text: String, scannerTakesIt: Bool?) {
    let data = Data(text.utf8)
    let scanned = bithumbOnePass(Array(data))
    let reference = outcome { () throws(FeedDecodingError) in try BithumbWebSocket.decodeWithJSONDecoder(data) }
    if let scannerTakesIt { #expect((scanned != nil) == scannerTakesIt) }
    if let scanned { #expect(reference == scanned) }
    #expect(outcome { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: data) } == reference)
    #expect(outcome { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: text) } == reference)
  }
}
