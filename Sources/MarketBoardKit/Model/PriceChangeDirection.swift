/// Whether a price rose, fell or stayed even against the previous close (the exchange's `change`). Colours are the
/// app's: Korean apps paint a rise red and a fall blue.
public enum PriceChangeDirection: String, Sendable, Hashable, CaseIterable, Codable {
  /// Above the previous close (`RISE`).
  case rise = "RISE"
  /// At the previous close (`EVEN`).
  case even = "EVEN"
  /// Below the previous close (`FALL`).
  case fall = "FALL"
}
