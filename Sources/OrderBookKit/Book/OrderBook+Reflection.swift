/// What `print`, `dump` and a debugger show: the book's levels as the API reads them, never the storage (the
/// price ladder's window and bitsets, the stored order-count encoding).
extension OrderBook: CustomStringConvertible, CustomReflectable {
  /// The sides' sizes and bests: `OrderBook(bids: 15 levels, best 91196000 × 0.5; asks: 15 levels, best 91197000 × 0.1)`.
  public var description: String {
    func side(_ name: String, _ levels: Int, _ best: Level?) -> String {
      "\(name): \(levels) level\(levels == 1 ? "" : "s")" + (best.map { ", best \($0)" } ?? "")
    }
    return "OrderBook(" + side("bids", bids.count, bestBid) + "; " + side("asks", asks.count, bestAsk) + ")"
  }

  /// The bids and asks, best first.
  public var customMirror: Mirror {
    Mirror(self, children: ["bids": bids, "asks": asks], displayStyle: .struct)
  }
}

extension OrderBookLevels: CustomReflectable {
  /// The levels, best first.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }
}

extension Level: CustomReflectable {
  /// The price, the quantity and the order count when known.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["price": price, "quantity": quantity, "orderCount": orderCount as Any], displayStyle: .struct)
  }
}
