#if Server
  import DomainKitsCore
  import Foundation
  import WagerKit

  /// Reads the bodies of the couple app's requests into the kit's values, checking first what
  /// `docs/openapi/domainkits-server.yaml` documents (keys, types, lengths in code points, the ASCII patterns,
  /// written by hand so they mean what the document's regular expressions mean), then the kit's own rules where a
  /// body carries one (`Partner.validatedNickname(_:)`). Any refusal is ``CoupleFailure/badRequest`` (UE1001).
  enum CoupleRequestReader {
    /// `POST /api/auth/signup`: `{loginId, password, nickname}`; the nickname comes back as the kit stores it
    /// (trimmed, 1 to 10 user-visible characters).
    static func signUp(_ data: Data) throws(CoupleFailure) -> (loginID: String, password: String, nickname: String) {
      let body = try CoupleBody(data, allowed: ["loginId", "password", "nickname"])
      let loginID = try body.string("loginId", length: 4...20)
      guard loginID.utf8.allSatisfy(isASCIIAlphanumeric) else { throw .badRequest }
      let password = try body.string("password", length: 8...64)
      let typed = try body.string("nickname", length: 1...10)
      do throws(WagerError) {
        return (loginID, password, try Partner.validatedNickname(typed))
      } catch {
        throw .badRequest
      }
    }

    /// `POST /api/auth/login`: `{loginId, password}`, each 1 to 64 code points.
    static func credentials(_ data: Data) throws(CoupleFailure) -> (loginID: String, password: String) {
      let body = try CoupleBody(data, allowed: ["loginId", "password"])
      return (try body.string("loginId", length: 1...64), try body.string("password", length: 1...64))
    }

    /// `POST /api/auth/refresh`: `{refresh_token}`, three base64url parts joined by dots (the document's `Jwt`).
    static func refreshToken(_ data: Data) throws(CoupleFailure) -> String {
      let body = try CoupleBody(data, allowed: ["refresh_token"])
      let token = try body.string("refresh_token", length: 5...ServerConfiguration.bodyLimit)
      let parts = token.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
      guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isBase64URL) }) else {
        throw .badRequest
      }
      return token
    }

    /// `POST /api/couple`: `{startDate}`, a day `yyyy-MM-dd` (the document's `format: date`).
    static func startDay(_ data: Data) throws(CoupleFailure) -> CalendarDay {
      let text = try CoupleBody(data, allowed: ["startDate"]).string("startDate", length: 10...10)
      do throws(CalendarDayError) {
        return try CalendarDay(parsing: text, format: .extended)
      } catch {
        throw .badRequest
      }
    }

    /// `POST /api/couple/join`: `{inviteCode}`, 1 to 32 code points (the kit trims and upper-cases it).
    static func inviteCode(_ data: Data) throws(CoupleFailure) -> String {
      try CoupleBody(data, allowed: ["inviteCode"]).string("inviteCode", length: 1...32)
    }

    /// `POST /api/game/short`: `{missionCategoryId, wishContent?}`; a missing or `null` wish is none (`""`).
    static func newBattle(_ data: Data) throws(CoupleFailure) -> (category: Int, wish: String) {
      let body = try CoupleBody(data, allowed: ["missionCategoryId", "wishContent"])
      let category = try body.integer("missionCategoryId", in: 1...Int64.max)
      guard let id = Int(exactly: category) else { throw .badRequest }
      let wish = try body.optionalString("wishContent", maximumLength: WishCoupon.wishLimit) ?? ""
      return (id, wish)
    }

    /// `PATCH /api/game/short/{roundGameId}`: `{result}`, true when the caller completed the mission.
    static func report(_ data: Data) throws(CoupleFailure) -> Bool {
      try CoupleBody(data, allowed: ["result"]).boolean("result")
    }

    /// `PATCH /api/wish`: `{gameType: "SHORT", content}`, the content 1 to 54 code points (the kit normalizes it
    /// and refuses a blank one).
    static func wish(_ data: Data) throws(CoupleFailure) -> String {
      let body = try CoupleBody(data, allowed: ["gameType", "content"])
      guard try body.string("gameType", length: 5...5) == "SHORT" else { throw .badRequest }
      return try body.string("content", length: 1...WishCoupon.wishLimit)
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    private static func isBase64URL(_ byte: UInt8) -> Bool {
      isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
  }
#endif
