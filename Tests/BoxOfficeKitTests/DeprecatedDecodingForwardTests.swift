import Foundation
import Testing

@testable import BoxOfficeKit

/// The decoder names before 0.3.0 still work, and give what the new entry points give.
@Suite("Decoding: the deprecated forwards")
struct DeprecatedDecodingForwardTests {
  @available(*, deprecated)
  @Test("daily, dailyBoxOffice(_:), weekly, movieInfo and posterSearch(_:)")
  func forwards() throws {
    let daily = try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily20251121)
    #expect(try BoxOfficeDecoder.daily(Fixture.daily20251121) == daily.entries)
    #expect(try BoxOfficeDecoder.dailyBoxOffice(Fixture.daily20251121) == daily)
    #expect(try BoxOfficeDecoder.weekly(Fixture.weekend) == BoxOfficeDecoder.weeklyBoxOffice(from: Fixture.weekend))
    #expect(try BoxOfficeDecoder.movieInfo(Fixture.movieHan) == BoxOfficeDecoder.movieDetail(from: Fixture.movieHan))
    #expect(
      try BoxOfficeDecoder.posterSearch(Fixture.kakaoSea) == BoxOfficeDecoder.posterSearch(from: Fixture.kakaoSea))
    #expect(throws: BoxOfficeError.apiFault(code: "320010", message: "유효하지않은 키값입니다.")) {
      try BoxOfficeDecoder.daily(Fixture.faultInvalidKey)
    }
  }
}
