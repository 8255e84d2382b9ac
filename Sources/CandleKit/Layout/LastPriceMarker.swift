/// Where a chart draws its "last price" marker: at the newest close when that price is in the visible range, and
/// pinned to the top or bottom edge of the price pane, with the same label, when it is above or below it (after
/// scrolling back in time, for example), as trading apps do.
///
/// ```swift
/// if let marker = layout.lastPriceMarker {
///   drawDashedLine(atY: marker.position)
///   drawBadge(marker.label, atY: marker.position, arrow: marker.placement)
/// }
/// ```
public struct LastPriceMarker: Hashable, Sendable {
  /// Where the marker sits relative to the visible price range.
  public enum Placement: Hashable, Sendable {
    /// The price is in the visible range; the marker is at its y.
    case inRange
    /// The price is above the visible range; the marker is pinned to the pane's top edge.
    case pinnedToTop
    /// The price is below the visible range; the marker is pinned to the pane's bottom edge.
    case pinnedToBottom
  }

  /// The newest close.
  public var price: Double
  /// The price's label, as ``CandleLayout/latestPrice`` has it.
  public var label: String
  /// The marker's y: the price's own y, clamped to the price pane.
  public var position: Double
  /// Whether the marker is at the price or pinned to an edge.
  public var placement: Placement

  /// A marker at `position`.
  public init(price: Double, label: String, position: Double, placement: Placement) {
    self.price = price
    self.label = label
    self.position = position
    self.placement = placement
  }
}

extension CandleLayout {
  /// The "last price" marker of this frame: ``latestPrice`` clamped to the price pane, saying whether it was
  /// pinned; `nil` for an empty series or a price pane without height.
  public var lastPriceMarker: LastPriceMarker? {
    guard let latest = latestPrice, pricePane.height > 0, latest.position.isFinite else { return nil }
    let placement: LastPriceMarker.Placement =
      latest.position < pricePane.y ? .pinnedToTop : latest.position > pricePane.maxY ? .pinnedToBottom : .inRange
    return LastPriceMarker(
      price: latest.value, label: latest.label, position: min(max(latest.position, pricePane.y), pricePane.maxY),
      placement: placement)
  }
}
