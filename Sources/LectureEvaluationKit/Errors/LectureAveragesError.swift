/// Why stored averages were refused.
public enum LectureAveragesError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A sum that `count` posts cannot add up to, or a negative count.
  case inconsistentSums(String)

  /// A developer-facing sentence naming the sum.
  public var description: String {
    switch self {
    case .inconsistentSums(let reason): "inconsistent lecture averages: \(reason)"
    }
  }
}
