import Foundation
import HouseRulesKit

/// Days and houses HouseRulesKit's tests and the repository suite share. 2026-03-02 is a Monday.
public enum HouseSample {
  /// The day, or day 0 for an impossible date (tests pass real dates).
  public static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
    (try? CalendarDay(year: year, month: month, day: day)) ?? CalendarDay(dayNumber: 0)
  }

  /// Monday 2026-03-02, the first day of the sample week.
  public static let monday = day(2026, 3, 2)
  /// Tuesday of the sample week.
  public static let tuesday = day(2026, 3, 3)
  /// Wednesday of the sample week.
  public static let wednesday = day(2026, 3, 4)
  /// Sunday of the sample week.
  public static let sunday = day(2026, 3, 8)

  /// 민재, the first member.
  public static let minjae: HomieID = "minjae"
  /// 지수, the second member.
  public static let jisu: HomieID = "jisu"
  /// 하늘, the third member.
  public static let haneul: HomieID = "haneul"

  /// A house of three with two categories, a key rule, three rules and nothing checked.
  ///
  /// - dishes (설거지): 민재 on Monday and Thursday, 지수 on Monday. Notifications on.
  /// - trash (분리수거): 하늘 on Wednesday and Sunday.
  /// - plants (화분 물주기): 지수 on Tuesday.
  /// - quiet (밤 11시 이후 조용히): key rule.
  public static func house(limits: HouseLimits = .original) throws -> House {
    var house = try House(id: "mangwon", name: "망원동 하우스", limits: limits)
    try house.addMember(Homie(id: minjae, name: "민재", profile: Profile(job: "대학생", hashtags: ["ESFJ", "집순이"])))
    try house.addMember(Homie(id: jisu, name: "지수"))
    try house.addMember(Homie(id: haneul, name: "하늘"))
    try house.addCategory(RuleCategory(id: "clean", name: "청소", icon: .clean))
    try house.addCategory(RuleCategory(id: "trash", name: "분리수거", icon: .trash))
    try house.addRule(
      Rule(
        id: "dishes", name: "설거지", category: "clean",
        assignments: [
          RuleAssignment(member: minjae, weekdays: [.monday, .thursday]),
          RuleAssignment(member: jisu, weekdays: [.monday]),
        ], notificationsEnabled: true))
    try house.addRule(
      Rule(
        id: "trash", name: "분리수거", category: "trash",
        assignments: [RuleAssignment(member: haneul, weekdays: [.wednesday, .sunday])]))
    try house.addRule(
      Rule(
        id: "plants", name: "화분 물주기", category: "clean",
        assignments: [RuleAssignment(member: jisu, weekdays: [.tuesday])]))
    try house.addRule(.keyRule(id: "quiet", name: "밤 11시 이후 조용히", category: "clean"))
    return house
  }
}
