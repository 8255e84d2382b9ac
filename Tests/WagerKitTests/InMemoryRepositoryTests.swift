import RepositoryConformance
import Testing
import WagerKit

@Suite("In-memory repositories")
struct InMemoryRepositoryTests {
  @Test("InMemoryBattleRepository passes the battle repository suite")
  func battles() async throws {
    try await exerciseBattleRepository { InMemoryBattleRepository() }
  }

  @Test("InMemoryCoupleRepository passes the couple repository suite")
  func couples() async throws {
    try await exerciseCoupleRepository { InMemoryCoupleRepository() }
  }

  @Test("InMemoryCouponRepository passes the coupon repository suite")
  func coupons() async throws {
    try await exerciseCouponRepository { InMemoryCouponRepository() }
  }
}
