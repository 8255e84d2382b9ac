import DomainKitsCore
import Foundation
import Testing

@Suite("Weekday")
struct WeekdayTests {
  @Test("Korean symbols map both ways", arguments: zip(["월", "화", "수", "목", "금", "토", "일"], Weekday.allCases))
  func koreanSymbols(symbol: String, day: Weekday) {
    #expect(Weekday(koreanSymbol: symbol) == day)
    #expect(day.koreanSymbol == symbol)
    #expect(day.koreanName == symbol + "요일")
  }

  @Test("Unknown symbols are rejected")
  func unknownSymbols() {
    #expect(Weekday(koreanSymbol: "") == nil)
    #expect(Weekday(koreanSymbol: "월요일") == nil)
    #expect(Weekday(koreanSymbol: "M") == nil)
  }

  @Test("Foundation and ISO numbering agree")
  func numbering() {
    #expect(Weekday(calendarWeekday: 1) == .sunday)
    #expect(Weekday(calendarWeekday: 2) == .monday)
    #expect(Weekday(calendarWeekday: 7) == .saturday)
    #expect(Weekday(calendarWeekday: 0) == nil)
    #expect(Weekday(calendarWeekday: 8) == nil)
    for day in Weekday.allCases {
      #expect(Weekday(calendarWeekday: day.calendarWeekday) == day)
      #expect(Weekday(isoNumber: day.isoNumber) == day)
    }
  }

  @Test("Week order is Monday first and wraps")
  func order() {
    #expect(Weekday.allCases.sorted() == Weekday.allCases)
    #expect(Weekday.monday < Weekday.sunday)
    #expect(Weekday.sunday.advanced(by: 1) == .monday)
    #expect(Weekday.monday.advanced(by: -1) == .sunday)
    #expect(Weekday.wednesday.advanced(by: 15) == .thursday)
    #expect(Weekday.wednesday.advanced(by: -15) == .tuesday)
  }

  @Test("iCalendar codes")
  func iCalendar() {
    #expect(Weekday.allCases.map(\.iCalendarCode) == ["MO", "TU", "WE", "TH", "FR", "SA", "SU"])
  }
}

@Suite("WeekdaySet")
struct WeekdaySetTests {
  @Test("Iterates Monday first whatever the insertion order")
  func iteration() {
    let days: WeekdaySet = [.sunday, .monday, .friday]
    #expect(Array(days) == [.monday, .friday, .sunday])
    #expect(days.count == 3)
    #expect(days.description == "월금일")
    #expect(WeekdaySet().description == "-")
  }

  @Test("Set algebra matches Set<Weekday>")
  func algebraMatchesReference() {
    for a in 0..<128 {
      for b in stride(from: 0, to: 128, by: 7) {
        let x = WeekdaySet(rawValue: UInt8(a))
        let y = WeekdaySet(rawValue: UInt8(b))
        let sx = Set(x)
        let sy = Set(y)
        #expect(Set(x.union(y)) == sx.union(sy))
        #expect(Set(x.intersection(y)) == sx.intersection(sy))
        #expect(Set(x.symmetricDifference(y)) == sx.symmetricDifference(sy))
        #expect(x.isSubset(of: y) == sx.isSubset(of: sy))
      }
    }
  }

  @Test("Insert and remove report what changed")
  func insertRemove() {
    var days = WeekdaySet()
    #expect(days.insert(.tuesday).inserted)
    #expect(!days.insert(.tuesday).inserted)
    #expect(days.remove(.monday) == nil)
    #expect(days.remove(.tuesday) == .tuesday)
    #expect(days.isEmpty)
  }

  @Test("Extra bits are ignored")
  func extraBits() {
    #expect(WeekdaySet(rawValue: 0xFF) == .all)
    #expect(WeekdaySet.all.count == 7)
    #expect(WeekdaySet.weekdays.union(.weekend) == .all)
  }

  @Test("Codable as ISO numbers; bad numbers fail")
  func codable() throws {
    let data = try JSONEncoder().encode([.monday, .sunday] as WeekdaySet)
    #expect(String(decoding: data, as: UTF8.self) == "[1,7]")
    #expect(try JSONDecoder().decode(WeekdaySet.self, from: Data("[3,1]".utf8)) == [.monday, .wednesday])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(WeekdaySet.self, from: Data("[0]".utf8)) }
  }
}
