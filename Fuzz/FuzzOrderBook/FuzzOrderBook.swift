import FuzzSupport

/// OrderBookKit's fuzz targets: `swift run FuzzOrderBook --list`, or `Scripts/fuzz.sh <target> <seconds>`.
@main
enum FuzzOrderBook {
  static func main() {
    FuzzDriver.main([
      FuzzTarget(
        "orderbook-bithumb",
        "Bithumb WebSocket messages: the one-pass reader equals JSONDecoder; events applied to books",
        run: VenueTargets.bithumb),
      FuzzTarget(
        "orderbook-bithumb-rest",
        "Bithumb REST order books: the one-pass reader equals JSONDecoder; snapshots loaded into a book",
        run: VenueTargets.bithumbREST),
      FuzzTarget(
        "orderbook-upbit",
        "Upbit orderbook messages: the one-pass reader equals the previous decoder; snapshots applied to books",
        run: VenueTargets.upbit),
      FuzzTarget(
        "orderbook-quotation", "API 2.0 (Bithumb v1, Upbit) order-book and trade frames and REST bodies",
        run: QuotationTarget.run),
      FuzzTarget(
        "orderbook-binance",
        "Binance depth updates and REST depth: the one-pass reader equals JSONDecoder; applied to books",
        run: VenueTargets.binance),
      FuzzTarget(
        "orderbook-book", "snapshots, updates, level changes and trades on an OrderBook against a dictionary model",
        run: BookScript.run),
      FuzzTarget(
        "orderbook-sync", "event sequences through OrderBookSynchronizer under every policy", run: SyncScript.run),
      FuzzTarget(
        "orderbook-decimals", "Price, Quantity and WideDecimal parsing against Foundation's Decimal",
        run: DecimalsTarget.run),
    ])
  }
}
