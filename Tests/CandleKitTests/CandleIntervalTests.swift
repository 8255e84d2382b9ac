import CandleKit
import Testing

@Suite("CandleInterval")
struct CandleIntervalTests {
  @Test("Bithumb's interval names and lengths")
  func bithumbSet() {
    #expect(CandleInterval.allCases.map(\.rawValue) == ["1m", "3m", "5m", "10m", "30m", "1h", "6h", "12h", "24h"])
    #expect(CandleInterval(rawValue: "24h")?.seconds == 86_400)
    #expect(CandleInterval(rawValue: "2m") == nil)
  }

  @Test("Intervals order by length")
  func order() {
    #expect(CandleInterval.allCases.sorted() == CandleInterval.allCases)
    #expect(CandleInterval.oneHour > .thirtyMinutes)
  }
}
