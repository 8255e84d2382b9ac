import Foundation
import Testing

@testable import HouseRulesKit

@Suite("HouseRulesStrings")
struct HouseRulesStringsTests {
  /// Every text of the given strings on fixed arguments, so two values can be compared whole.
  private func texts(_ strings: HouseRulesStrings) -> [String] {
    [
      strings.dDay(0), strings.dDay(3), strings.dDay(-2), strings.todayTodosTitle,
      strings.morningReminderBody(["설거지", "빨래", "청소"]), strings.morningReminderBody(["설거지"]),
      strings.undoneTodosTitle, strings.eveningReminderBody(["설거지", "빨래"]), strings.eventReminderTitle("집들이"),
      strings.eventReminderBody("집들이"), strings.assignmentLine([.monday, .friday], ["민재", "지수"]),
      strings.rotationLine(["민재", "지수"]), strings.turnLine("민재"), strings.temporaryLine(["민재", "지수"]),
      strings.memberCalendarName("우리집", "민재"),
    ]
  }

  @Test("The defaults are the Korean texts of 0.2, and `korean` equals `init()`")
  func defaults() {
    let expected = [
      "D-DAY", "D-3", "D+2", "오늘의 to-do", "설거지 외 2개, 오늘 담당이에요", "설거지, 오늘 담당이에요",
      "아직 끝나지 않은 to-do가 있어요", "설거지 외 1개, 아직 체크하지 않았어요", "오늘은 집들이 날이에요", "집들이, 잊지 마세요!",
      "\(WeekdaySet([.monday, .friday])): 민재, 지수", "주마다 돌아가며: 민재 → 지수", "이번 주 차례: 민재", "이날만: 민재, 지수",
      "우리집 · 민재",
    ]
    #expect(texts(HouseRulesStrings()) == expected)
    #expect(texts(.korean) == expected)
  }

  @Test("Overriding one member changes that text only, in the reminders too")
  func overrideOne() throws {
    var strings = HouseRulesStrings.korean
    strings.todayTodosTitle = "Today's chores"
    var expected = texts(.korean)
    expected[3] = "Today's chores"
    #expect(texts(strings) == expected)

    var house = try Sample.house()
    try house.check(rule: "dishes", member: Sample.jisu, on: Sample.monday)
    let korean = house.reminders(on: Sample.monday)
    let changed = house.reminders(on: Sample.monday, strings: strings)
    #expect(changed.map(\.title) == korean.map { $0.kind == .todayTodos ? "Today's chores" : $0.title })
    #expect(changed.map(\.body) == korean.map(\.body))
    #expect(korean.contains { $0.kind == .undoneTodos && $0.title == "아직 끝나지 않은 to-do가 있어요" })
  }

}
