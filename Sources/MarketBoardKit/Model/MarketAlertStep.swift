import Foundation

/// The step of a market alert (경보제), from mildest to gravest: 주의 (caution), 경고 (warning), 위험 (danger).
public enum MarketAlertStep: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
  /// 주의.
  case caution = "CAUTION"
  /// 경고.
  case warning = "WARNING"
  /// 위험.
  case danger = "DANGER"

  /// Milder steps first.
  public static func < (lhs: MarketAlertStep, rhs: MarketAlertStep) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int {
    switch self {
    case .caution: 0
    case .warning: 1
    case .danger: 2
    }
  }
}
