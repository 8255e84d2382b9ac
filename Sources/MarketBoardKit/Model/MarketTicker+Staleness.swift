extension MarketTicker {
  /// Whether this ticker is older than `current`, the ticker it would replace, and must be ignored: the one rule the
  /// board (``MarketBoard/apply(_:)``) and the live feed share. A ticker of the same millisecond replaces it.
  package func isStale(replacing current: MarketTicker?) -> Bool {
    guard let current else { return false }
    return timestamp < current.timestamp
  }
}
