import BoxOfficeKit
import Testing

@Suite("RankChange")
struct RankChangeTests {
  @Test(
    "KOBIS rank differences",
    arguments: [(3, RankChange.up(3)), (-2, .down(2)), (0, .same), (Int.min, .down(Int.max))])
  func difference(value: Int, expected: RankChange) {
    #expect(RankChange(difference: value) == expected)
  }
}
