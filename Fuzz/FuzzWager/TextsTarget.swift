import Foundation
import FuzzSupport
import WagerKit

/// Texts people type: a wish and an invite code.
///
/// Checks: a normalised wish has no whitespace at its ends or in runs, no control character (no store keeps
/// U+0000), at most the limit of characters, and normalises to itself; an invite code normalises to itself.
enum TextsTarget {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    if let wish = try? WishCoupon.normalizedWish(text) {
      fuzzCheck(wish.count <= WishCoupon.wishLimit, "a wish of \(wish.count) characters")
      fuzzCheck(
        wish.first?.isWhitespace != true && wish.last?.isWhitespace != true, "untrimmed \(wish.debugDescription)")
      fuzzCheck(
        !wish.unicodeScalars.contains { $0.properties.generalCategory == .control },
        "a control character in \(wish.debugDescription)")
      fuzzCheck((try? WishCoupon.normalizedWish(wish)) == wish, "normalising twice changes \(wish.debugDescription)")
    }
    let code = InviteCode.normalized(text)
    fuzzCheck(InviteCode.normalized(code) == code, "normalising a code twice changes \(code.debugDescription)")
    if let invite = try? InviteCode(
      code: text, issuedAt: Date(timeIntervalSince1970: 0), expiresAt: Date(timeIntervalSince1970: 60))
    {
      fuzzCheck(invite.code == code && !code.isEmpty, "the stored code is not the normalised one")
    }
  }
}
