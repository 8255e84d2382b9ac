/// The integrity checksums exchanges publish with their books, to detect a book that drifted from theirs.
///
/// Compare the result with the checksum field of the exchange's message; a mismatch means: fetch a new snapshot
/// (``OrderBookSynchronizer/requestSnapshot()``).
public enum OrderBookChecksum {
  /// Levels per side in a Kraken checksum.
  public static let krakenDepth = 10
  /// Levels per side in an OKX checksum.
  public static let okxDepth = 25

  /// Kraken's book checksum (WebSocket v1 and v2): the best 10 asks (lowest first) then the best 10 bids
  /// (highest first); each price and quantity written at the pair's precision, the point removed and leading zeros
  /// stripped; all concatenated; CRC-32 of the text, unsigned.
  ///
  /// - Parameters:
  ///   - book: the book to check, at least its best 10 levels per side.
  ///   - pricePrecision: the pair's price decimals (Kraken's `pair_decimals`, or `price_precision` in v2).
  ///   - quantityPrecision: the pair's volume decimals (`lot_decimals`, `qty_precision`; 8 for most pairs).
  /// - Throws: ``ChecksumError`` when a precision is outside 0...30 or a value has more digits than it.
  public static func kraken(_ book: OrderBook, pricePrecision: Int, quantityPrecision: Int) throws(ChecksumError)
    -> UInt32
  {
    CRC32.checksum(
      try krakenText(
        asks: book.bestLevels(.ask, count: krakenDepth),
        bids: book.bestLevels(.bid, count: krakenDepth),
        pricePrecision: pricePrecision,
        quantityPrecision: quantityPrecision
      ).utf8
    )
  }

  /// The text Kraken's checksum is computed over.
  static func krakenText(
    asks: some Sequence<Level>,
    bids: some Sequence<Level>,
    pricePrecision: Int,
    quantityPrecision: Int
  ) throws(ChecksumError) -> String {
    var text = ""
    for level in Array(asks) + Array(bids) {
      text += try krakenDigits(level.price.units, precision: pricePrecision)
      text += try krakenDigits(level.quantity.units, precision: quantityPrecision)
    }
    return text
  }

  /// The digits of a non-negative fixed-point value written with `precision` fraction digits, the point removed
  /// and leading zeros stripped ("0.05005" at 5 → "5005").
  private static func krakenDigits(_ units: Int64, precision: Int) throws(ChecksumError) -> String {
    guard (0...30).contains(precision) else { throw .precisionOutOfRange(precision) }
    let scale = FixedPoint.fractionDigits
    var digits: String
    if precision <= scale {
      let divisor = Int64(FixedPoint.powersOfTen[scale - precision])
      guard units % divisor == 0 else {
        throw .exceedsPrecision(value: FixedPoint.text(units: units), precision: precision)
      }
      digits = String(units.magnitude / UInt64(divisor))
    } else {
      digits = String(units.magnitude) + String(repeating: "0", count: precision - scale)
    }
    // The value is already free of leading zeros except for a single "0" for zero.
    if digits == "0" { digits = "" }
    return digits
  }

  /// OKX's book checksum: the best 25 bids and 25 asks interleaved as `bidPrice:bidSize:askPrice:askSize:…`
  /// (a side that runs out is simply skipped), CRC-32 of the text, as a signed 32-bit integer.
  ///
  /// OKX computes it over the strings it sent; this uses each value's canonical text, which is what OKX sends
  /// (no trailing zeros). OKX announced that from June 2026 the field is always 0 on some channels; use `seqId` there.
  public static func okx(_ book: OrderBook) -> Int32 {
    Int32(
      bitPattern: CRC32.checksum(
        okxText(bids: book.bestLevels(.bid, count: okxDepth), asks: book.bestLevels(.ask, count: okxDepth)).utf8))
  }

  /// The text OKX's checksum is computed over.
  static func okxText(bids: some Collection<Level>, asks: some Collection<Level>) -> String {
    let bids = Array(bids)
    let asks = Array(asks)
    var parts: [String] = []
    for index in 0..<max(bids.count, asks.count) {
      if index < bids.count { parts += [bids[index].price.description, bids[index].quantity.description] }
      if index < asks.count { parts += [asks[index].price.description, asks[index].quantity.description] }
    }
    return parts.joined(separator: ":")
  }
}
