import Foundation
import FuzzSupport

@testable import WagerKit

/// Stored models as an app would read them back: `Battle`, `Couple`, `WishCoupon`, `InviteCode` and
/// `MissionCategory`. The input is tried as each.
///
/// Checks: what decodes encodes and decodes back equal; a decoded battle is consistent, and stays so through every
/// transition tried on it (each either applies or throws and leaves the battle equal to before).
enum StoredTarget {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    if let battle = roundTrip(Battle.self, data) {
      fuzzCheck(battle.invariantViolations().isEmpty, "a stored battle breaks \(battle.invariantViolations())")
      transitions(battle)
    }
    if let couple = roundTrip(Couple.self, data) {
      _ = couple.dDay(on: Date(timeIntervalSince1970: 1_770_000_000))
    }
    if var coupon = roundTrip(WishCoupon.self, data) {
      let before = coupon
      do {
        try coupon.use(by: .first, at: Date(timeIntervalSince1970: 1_770_000_000))
      } catch {
        fuzzCheck(coupon == before, "a refused use changed the coupon")
      }
    }
    if let code = roundTrip(InviteCode.self, data) {
      fuzzCheck(!code.code.isEmpty && code.expiresAt > code.issuedAt, "an invalid stored code: \(code)")
    }
    _ = roundTrip(MissionCategory.self, data)
  }

  private static func roundTrip<Value: Codable & Equatable>(_ type: Value.Type, _ data: Data) -> Value? {
    let value: Value
    do {
      value = try JSONDecoder().decode(type, from: data)
    } catch {
      fuzzNote("not a \(type): \(error)")
      return nil
    }
    let again = try? JSONDecoder().decode(type, from: JSONEncoder().encode(value))
    fuzzCheck(again == value, "a \(type) does not survive a JSON round trip")
    return value
  }

  /// Start, both reports, finalize and cancel, in a fuzz-independent order, a second apart from the latest event.
  private static func transitions(_ stored: Battle) {
    var battle = stored
    var time = battle.latestEventAt
    for step in 0..<5 {
      time = time.addingTimeInterval(1)
      let before = battle
      do {
        switch step {
        case 0: try battle.start(at: time)
        case 1: try battle.report(.first, completed: true, at: time)
        case 2: try battle.report(.second, completed: false, at: time)
        case 3: _ = try battle.finalize(at: time)
        default: try battle.cancel(at: time)
        }
      } catch {
        fuzzCheck(battle == before, "a refused transition changed the battle: \(error)")
      }
      fuzzCheck(battle.invariantViolations().isEmpty, "a transition broke \(battle.invariantViolations())")
      _ = try? battle.decide(at: time)
    }
  }
}
