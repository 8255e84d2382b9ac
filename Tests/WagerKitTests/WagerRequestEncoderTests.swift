import Foundation
import Testing

@testable import WagerKit

@Suite("Request bodies of the couple server")
struct WagerRequestEncoderTests {
  static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

  @Test("A new battle: the category and the normalized wish, keys sorted")
  func createBattle() throws {
    let body = try WagerRequestEncoder.requestBody(creatingBattleIn: 1, wish: "  설거지  한 번\n해주기 ")
    #expect(Self.text(body) == #"{"missionCategoryId":1,"wishContent":"설거지 한 번 해주기"}"#)
    #expect(body == Data(#"{"missionCategoryId":1,"wishContent":"설거지 한 번 해주기"}"#.utf8))
  }

  @Test("A new battle without a wish leaves wishContent out")
  func createBattleWithoutWish() throws {
    let body = try WagerRequestEncoder.requestBody(creatingBattleIn: 3, wish: " \n")
    #expect(Self.text(body) == #"{"missionCategoryId":3}"#)
  }

  @Test("A wish longer than a coupon holds is refused")
  func createBattleTooLong() {
    let wish = String(repeating: "가", count: WishCoupon.wishLimit + 1)
    #expect(throws: WagerError.wishTooLong(length: 55, limit: 54)) {
      try WagerRequestEncoder.requestBody(creatingBattleIn: 1, wish: wish)
    }
  }

  @Test("Entering a result sends true for a completed mission, false otherwise")
  func enterResult() {
    #expect(Self.text(WagerRequestEncoder.requestBody(reportingCompleted: true)) == #"{"result":true}"#)
    #expect(Self.text(WagerRequestEncoder.requestBody(reportingCompleted: false)) == #"{"result":false}"#)
  }

  @Test("Writing a wish sends the content and the game type")
  func writeWish() throws {
    let body = try WagerRequestEncoder.requestBody(writingWish: "영화 고르기 권한")
    #expect(Self.text(body) == #"{"content":"영화 고르기 권한","gameType":"SHORT"}"#)
    let quoted = try WagerRequestEncoder.requestBody(writingWish: #"a/b "c""#, gameType: "LONG")
    #expect(Self.text(quoted) == #"{"content":"a/b \"c\"","gameType":"LONG"}"#)
  }

  @Test("A blank wish cannot be written")
  func writeBlankWish() {
    #expect(throws: WagerError.emptyWish) { try WagerRequestEncoder.requestBody(writingWish: " \t\n") }
  }
}
