import Foundation

/// Which way a candle went from open to close; charts colour the body by it.
public enum CandleDirection: String, CaseIterable, Codable, Hashable, Sendable {
  /// The close is above the open (drawn red in Korean charts).
  case up
  /// The close is below the open (drawn blue in Korean charts).
  case down
  /// The close equals the open (a doji).
  case flat
}
