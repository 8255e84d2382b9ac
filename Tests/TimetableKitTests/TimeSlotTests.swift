import Testing
import TimetableKit

@Suite("TimeSlot")
struct TimeSlotTests {
  @Test("Weekday comes with TimetableKit alone")
  func weekdayReexported() {
    let slot = TimeSlot(location: "미래521", day: Weekday(koreanSymbol: "수") ?? .monday, startPeriod: 3, endPeriod: 4)
    #expect(slot.day == .wednesday)
    #expect(slot.periods == 3...4)
  }

  @Test("Periods given backwards are put in order")
  func ordersPeriods() {
    let slot = TimeSlot(location: "IT106", day: .friday, startPeriod: 2, endPeriod: 1)
    #expect(slot.startPeriod == 1)
    #expect(slot.endPeriod == 2)
  }
}
