/// The exchange-screen view of a book: asks from the highest down to the best ask, above bids from the best bid
/// down, with the spread and mid between them.
public struct OrderBookLadder: Sendable, Hashable {
  /// Asks, highest price first, so the best ask is the last ask row (just above the spread).
  public let asks: [LadderRow]
  /// Bids, highest (best) price first.
  public let bids: [LadderRow]
  /// Best ask minus best bid, when both sides have levels.
  public let spread: Price?
  /// The exact midpoint of the best bid and ask, when both sides have levels.
  public let mid: WideDecimal?
  /// Whether the best bid is at or above the best ask.
  public let isCrossed: Bool

  /// Every row top to bottom: the asks, then the bids.
  public var rows: [LadderRow] { asks + bids }

  /// The ladder as text lines aligned in a monospaced font: ask rows, a spread line, bid rows.
  ///
  /// ```
  /// 매도   80,880,000    0.0032
  /// 매도   80,873,000    0.1749
  /// ─ 스프레드 35,000 · 중간가 80,855,500
  /// 매수   80,838,000    0.0586
  /// ```
  ///
  /// Columns are counted by `MonospacedText` (DomainKitsCore), so labels of different widths, such as Hangul beside
  /// Latin ("매도" and "Buy"), still line up.
  public func lines(strings: OrderBookStrings = .korean) -> [String] {
    let all = rows
    let labelWidth = max(MonospacedText.width(of: strings.ask), MonospacedText.width(of: strings.bid))
    let priceWidth = all.map { MonospacedText.width(of: $0.priceText) }.max() ?? 0
    let quantityWidth = all.map { MonospacedText.width(of: $0.quantityText) }.max() ?? 0
    func line(_ row: LadderRow) -> String {
      let label = MonospacedText.pad(row.side == .ask ? strings.ask : strings.bid, to: labelWidth)
      return label + "  " + MonospacedText.pad(row.priceText, to: priceWidth, alignRight: true) + "  "
        + MonospacedText.pad(row.quantityText, to: quantityWidth, alignRight: true)
    }
    var lines = asks.map(line)
    if asks.isEmpty { lines.append("\(strings.ask): \(strings.noLevels)") }
    var summary = "─"
    if let spread { summary += " \(strings.spread) \(NumberText.grouped(spread.description))" }
    if let mid { summary += " · \(strings.mid) \(NumberText.grouped(mid.description))" }
    if isCrossed { summary += " · \(strings.crossed)" }
    lines.append(summary)
    lines += bids.map(line)
    if bids.isEmpty { lines.append("\(strings.bid): \(strings.noLevels)") }
    return lines
  }
}

extension OrderBook {
  /// The exchange-screen ladder of the best `levels` levels of each side.
  ///
  /// - Complexity: O(`levels`).
  public func ladder(levels: Int) -> OrderBookLadder {
    let depth = depth(levels: levels)
    let largest = (depth.asks.map(\.quantity) + depth.bids.map(\.quantity)).max()?.units ?? 0
    func row(_ depthRow: DepthRow, _ side: Side) -> LadderRow {
      LadderRow(
        side: side,
        price: depthRow.price,
        quantity: depthRow.quantity,
        orderCount: depthRow.orderCount,
        cumulativeQuantity: depthRow.cumulativeQuantity,
        sizeShare: Self.share(depthRow.quantity.units, of: largest)
      )
    }
    return OrderBookLadder(
      asks: depth.asks.reversed().map { row($0, .ask) },
      bids: depth.bids.map { row($0, .bid) },
      spread: spread,
      mid: mid,
      isCrossed: isCrossed
    )
  }

  /// `part / whole` in thousandths, without overflow (part ≤ whole, both non-negative).
  private static func share(_ part: Int64, of whole: Int64) -> Int {
    guard whole > 0 else { return 0 }
    let product = UInt64(part).multipliedFullWidth(by: 1_000)
    return Int(UInt64(whole).dividingFullWidth(product).quotient)
  }
}
