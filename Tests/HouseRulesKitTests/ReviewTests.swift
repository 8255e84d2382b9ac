import Foundation
import Testing

@testable import HouseRulesKit

/// Cases added in review.
@Suite("Review")
struct ReviewTests {
  @Test("An event only the leaving member took part in goes with them instead of becoming everyone's")
  func soloEventLeavesWithItsMember() throws {
    var house = try Sample.house()
    try house.addEvent(HouseEvent(id: "solo", name: "민재 생일", date: Sample.sunday, participants: [Sample.minjae]))
    try house.addEvent(
      HouseEvent(id: "pair", name: "장보기", date: Sample.sunday, participants: [Sample.minjae, Sample.jisu]))
    try house.addEvent(HouseEvent(id: "all", name: "대청소", date: Sample.sunday))
    try house.removeMember(Sample.minjae)
    expectSound(house)
    #expect(house.events.map(\.id) == ["pair", "all"])
    #expect(house.event("pair")?.participants == [Sample.jisu])
    #expect(house.event("all")?.participants == [])
    let eventReminders = house.reminders(on: Sample.sunday).filter { $0.id.hasPrefix("event-") }.map(\.id)
    #expect(eventReminders.sorted() == ["event-all-haneul", "event-all-jisu", "event-pair-jisu"])
  }
}
