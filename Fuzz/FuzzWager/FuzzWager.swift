import FuzzSupport

/// WagerKit's fuzz targets: `swift run FuzzWager --list`, or `Scripts/fuzz.sh <target> <seconds>`.
@main
enum FuzzWager {
  static func main() {
    FuzzDriver.main([
      FuzzTarget(
        "wager-history", "WagerServerDecoder.battleHistory and the mapping to rows, on any bytes",
        run: HistoryTarget.run),
      FuzzTarget(
        "wager-pattern", "DisplayPattern: any pattern compiled and formatted, against DateFormatter",
        run: PatternTarget.run),
      FuzzTarget(
        "wager-stored", "stored battles, couples, coupons, invite codes and categories (JSON), then transitions",
        run: StoredTarget.run),
      FuzzTarget("wager-texts", "wishes and invite codes as people type them", run: TextsTarget.run),
    ])
  }
}
