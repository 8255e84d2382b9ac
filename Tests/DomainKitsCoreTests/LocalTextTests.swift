import DomainKitsCore
import Foundation
import Testing

@Suite("Instants as local text")
struct LocalTextTests {
  @Test("An instant reads as Seoul's wall clock with its offset, whatever the machine's zone")
  func seoul() {
    let instant = Date(timeIntervalSince1970: 1_795_622_411)  // 2026-11-25 16:00:11 UTC
    #expect(instant.localText() == "2026-11-26 01:00:11 +09:00")
  }

  @Test("Other zones, west of UTC and with half hours, keep their own offset")
  func otherZones() throws {
    let instant = Date(timeIntervalSince1970: 1_795_622_411)
    #expect(instant.localText(in: try #require(TimeZone(secondsFromGMT: -5 * 3_600))) == "2026-11-25 11:00:11 -05:00")
    #expect(instant.localText(in: try #require(TimeZone(secondsFromGMT: 19_800))) == "2026-11-25 21:30:11 +05:30")
    #expect(instant.localText(in: .gmt) == "2026-11-25 16:00:11 +00:00")
  }
}
