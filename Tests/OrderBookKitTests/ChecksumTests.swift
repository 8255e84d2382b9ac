import Testing

@testable import OrderBookKit

/// A published checksum case: levels as the exchange sent them (best first), the pair's precisions, the checksum.
struct ChecksumVector: Sendable, CustomTestStringConvertible {
  let name: String
  let asks: [(String, String)]
  let bids: [(String, String)]
  let pricePrecision: Int
  let quantityPrecision: Int
  let expected: UInt32

  var testDescription: String { name }
}

/// Kraken vectors, transcribed: the first from Kraken's WebSocket v1 documentation and three recorded books from
/// bmoscon/orderbook's tests/test_checksums.py; the last from docs.kraken.com/api/docs/guides/spot-ws-book-v2.
let krakenVectors: [ChecksumVector] = [
  ChecksumVector(
    name: "kraken_v1_docs",
    asks: [
      ("0.05005", "0.00000500"), ("0.05010", "0.00000500"), ("0.05015", "0.00000500"), ("0.05020", "0.00000500"),
      ("0.05025", "0.00000500"), ("0.05030", "0.00000500"), ("0.05035", "0.00000500"), ("0.05040", "0.00000500"),
      ("0.05045", "0.00000500"), ("0.05050", "0.00000500"),
    ],
    bids: [
      ("0.05000", "0.00000500"), ("0.04995", "0.00000500"), ("0.04990", "0.00000500"), ("0.04980", "0.00000500"),
      ("0.04975", "0.00000500"), ("0.04970", "0.00000500"), ("0.04965", "0.00000500"), ("0.04960", "0.00000500"),
      ("0.04955", "0.00000500"), ("0.04950", "0.00000500"),
    ],
    pricePrecision: 5,
    quantityPrecision: 8,
    expected: 974947235
  ),
  ChecksumVector(
    name: "recorded_1",
    asks: [("0.620000", "40.00000000"), ("0.830000", "380.86649128"), ("1.500000", "333.33333333")],
    bids: [
      ("0.520300", "3943.09454867"), ("0.403200", "454.31671175"), ("0.403100", "1522.68122054"),
      ("0.403000", "43.31058726"), ("0.353200", "49.38467346"), ("0.261600", "66.67686034"),
      ("0.111000", "99.09909910"), ("0.110000", "909.09090909"), ("0.000600", "3333.33333333"),
      ("0.000400", "5000.00000000"), ("0.000100", "1000000.00000000"),
    ],
    pricePrecision: 6,
    quantityPrecision: 8,
    expected: 577149452
  ),
  ChecksumVector(
    name: "recorded_2",
    asks: [
      ("0.814900", "297.71298000"), ("0.815000", "500.00000000"), ("0.815100", "500.00399385"),
      ("0.815200", "42.03000000"), ("0.815300", "21.50000000"), ("0.815400", "10.75000000"),
      ("0.829900", "1442.34063708"), ("0.830000", "380.86649128"), ("1.500000", "333.33333333"),
    ],
    bids: [
      ("0.473400", "1284.67569684"), ("0.441000", "40.00415721"), ("0.342200", "51.43191116"),
      ("0.261600", "66.92596839"), ("0.111000", "99.09909910"), ("0.110000", "909.09090909"),
      ("0.000600", "3333.33333333"), ("0.000400", "5000.00000000"), ("0.000100", "1000000.00000000"),
    ],
    pricePrecision: 6,
    quantityPrecision: 8,
    expected: 2369158246
  ),
  ChecksumVector(
    name: "recorded_3_tiny_qty",
    asks: [
      ("0.000017680", "38663.54992198"), ("0.000017690", "20623.74841086"), ("0.000017700", "103797.62636430"),
      ("0.000017710", "40745.97057228"), ("0.000017720", "13296.04740856"), ("0.000017730", "42078.86085768"),
      ("0.000017740", "64.38065876"), ("0.000017760", "1131.70427847"), ("0.000017780", "43891.46024565"),
      ("0.000017790", "43908.00000000"), ("0.000017810", "0.00005437"),
    ],
    bids: [
      ("0.000017670", "0.00000048"), ("0.000017660", "50.29884341"), ("0.000017650", "16958.37856622"),
      ("0.000017640", "16735.08043085"), ("0.000017630", "61895.21671233"), ("0.000017620", "86958.66158205"),
      ("0.000017610", "8564.64738216"), ("0.000017600", "59539.93801826"), ("0.000017580", "52578.63046424"),
      ("0.000017570", "46812.60266777"), ("0.000017560", "640.09877588"),
    ],
    pricePrecision: 9,
    quantityPrecision: 8,
    expected: 1611253991
  ),
  ChecksumVector(
    name: "kraken_v2_docs",
    asks: [
      ("45285.2", "0.00100000"), ("45286.4", "1.54571953"), ("45286.6", "1.54571109"), ("45289.6", "1.54560911"),
      ("45290.2", "0.15890660"), ("45291.8", "1.54553491"), ("45294.7", "0.04454749"), ("45296.1", "0.35380000"),
      ("45297.5", "0.09945542"), ("45299.5", "0.18772827"),
    ],
    bids: [
      ("45283.5", "0.10000000"), ("45283.4", "1.54582015"), ("45282.1", "0.10000000"), ("45281.0", "0.10000000"),
      ("45280.3", "1.54592586"), ("45279.0", "0.07990000"), ("45277.6", "0.03310103"), ("45277.5", "0.30000000"),
      ("45277.3", "1.54602737"), ("45276.6", "0.15445238"),
    ],
    pricePrecision: 1,
    quantityPrecision: 8,
    expected: 3310070434
  ),
]

/// OKX vectors, transcribed from the OKEx v3 documentation examples (as copied in bmoscon/orderbook's tests).
let okxVectors: [(bids: [(String, String)], asks: [(String, String)], text: String, expected: Int32)] = [
  (
    [("3366.1", "7"), ("3366", "6")], [("3366.8", "9"), ("3368", "8")], "3366.1:7:3366.8:9:3366:6:3368:8", -1881014294
  ),
  ([("3366.1", "7")], [("3366.8", "9"), ("3368", "8"), ("3372", "8")], "3366.1:7:3366.8:9:3368:8:3372:8", 831078360),
]

@Suite("Integrity checksums")
struct ChecksumTests {
  @Test("Kraken: published vectors", arguments: krakenVectors)
  func kraken(vector: ChecksumVector) throws {
    let book = try OrderBook(snapshot(bids: vector.bids, asks: vector.asks))
    let checksum = try OrderBookChecksum.kraken(
      book,
      pricePrecision: vector.pricePrecision,
      quantityPrecision: vector.quantityPrecision
    )
    #expect(checksum == vector.expected)
  }

  @Test("Kraken: the text drops points and leading zeros")
  func krakenText() throws {
    let text = try OrderBookChecksum.krakenText(
      asks: [try level("0.05005", "0.000005")],
      bids: [try level("45283.5", "0.1")],
      pricePrecision: 5,
      quantityPrecision: 8
    )
    #expect(text == "5005" + "500" + "4528350000" + "10000000")
  }

  @Test("Kraken: a precision the values do not fit is an error")
  func krakenPrecision() throws {
    let book = try OrderBook(snapshot(bids: [("45283.55", "1")], asks: []))
    #expect(throws: ChecksumError.exceedsPrecision(value: "45283.55", precision: 1)) {
      try OrderBookChecksum.kraken(book, pricePrecision: 1, quantityPrecision: 8)
    }
    #expect(throws: ChecksumError.precisionOutOfRange(-1)) {
      try OrderBookChecksum.kraken(book, pricePrecision: -1, quantityPrecision: 8)
    }
    #expect(try OrderBookChecksum.kraken(OrderBook(), pricePrecision: 1, quantityPrecision: 8) == 0)
  }

  @Test("OKX: published vectors, signed", arguments: 0..<okxVectors.count)
  func okx(index: Int) throws {
    let vector = okxVectors[index]
    let book = try OrderBook(snapshot(bids: vector.bids, asks: vector.asks))
    #expect(OrderBookChecksum.okxText(bids: book.bids, asks: book.asks) == vector.text)
    #expect(OrderBookChecksum.okx(book) == vector.expected)
  }

  @Test("OKX: at most 25 levels per side")
  func okxDepth() throws {
    let bids = (1...30).map { (String(100 - $0), "1") }
    let asks = (1...30).map { (String(100 + $0), "1") }
    let book = try OrderBook(snapshot(bids: bids, asks: asks))
    let text = OrderBookChecksum.okxText(bids: book.bids.prefix(25), asks: book.asks.prefix(25))
    #expect(text.split(separator: ":").count == 100)
    #expect(OrderBookChecksum.okx(book) == Int32(bitPattern: CRC32.checksum(text.utf8)))
  }

  @Test("CRC-32 matches zlib's check value")
  func crc() {
    #expect(CRC32.checksum("123456789".utf8) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
  }
}
