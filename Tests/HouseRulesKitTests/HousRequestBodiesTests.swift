import Foundation
import HouseRulesKit
import Testing

@Suite("The Hous server's request bodies, byte for byte")
struct HousRequestBodiesTests {
  private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

  @Test("Sign-up and login: the schema's fields, birthday left out when unknown")
  func auth() {
    let signUp = HousRequestEncoder.signUpBody(
      email: "hous@naver.com", password: "password", name: "김호미", gender: "여자",
      birthday: Sample.day(2000, 1, 1), fcmToken: "afjadsjcioajvasfjaisfojasdkvjais")
    #expect(
      text(signUp)
        == #"{"birthday":"2000-01-01","email":"hous@naver.com","fcmToken":"afjadsjcioajvasfjaisfojasdkvjais","gender":"여자","password":"password","userName":"김호미"}"#
    )
    let noBirthday = HousRequestEncoder.signUpBody(
      email: "a@b.c", password: "p", name: "n", gender: "남자", birthday: nil, fcmToken: "t")
    #expect(text(noBirthday) == #"{"email":"a@b.c","fcmToken":"t","gender":"남자","password":"p","userName":"n"}"#)
    #expect(
      text(HousRequestEncoder.loginBody(email: "hous@naver.com", password: "password", fcmToken: "t"))
        == #"{"email":"hous@naver.com","fcmToken":"t","password":"password"}"#)
  }

  @Test("Profile and settings")
  func user() {
    let profile = Profile(job: "대학생", introduction: "김호미입니다~!!!!", hashtags: ["ESFJ", "호미호미"])
    #expect(
      text(HousRequestEncoder.profileBody(name: "김호미", profile: profile))
        == #"{"hashTag":["ESFJ","호미호미"],"introduction":"김호미입니다~!!!!","job":"대학생","userName":"김호미"}"#)
    #expect(
      text(HousRequestEncoder.profileBody(name: "민재", profile: Profile()))
        == #"{"hashTag":[],"introduction":"","job":"","userName":"민재"}"#)
    #expect(text(HousRequestEncoder.notificationBody(enabled: true)) == #"{"notificationState":true}"#)
    #expect(text(HousRequestEncoder.notificationBody(enabled: false)) == #"{"notificationState":false}"#)
  }

  @Test("Type test: the five scores in axis order")
  func typeTest() throws {
    let scores = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
    #expect(text(HousRequestEncoder.typeTestBody(for: scores)) == #"{"typeScore":[8,8,5,3,9]}"#)
  }

  @Test("Room: joining by invite code")
  func room() {
    #expect(text(HousRequestEncoder.joinRoomBody(inviteCode: "505TYCMR")) == #"{"roomCode":"505TYCMR"}"#)
  }

  @Test("Rules: no _id, JavaScript day numbers, JSON booleans")
  func rule() throws {
    let rule = Rule(
      id: "62cb2b6c9321affd2a5da2c0", name: "방 청소하기", category: "62d4335e17e70062873f3d26",
      assignments: [
        RuleAssignment(member: "62d4334c17e70062873f3d1f", weekdays: [.sunday, .tuesday, .wednesday])
      ], notificationsEnabled: true)
    let body = HousRequestEncoder.requestBody(for: rule)
    #expect(
      text(body)
        == #"{"categoryId":"62d4335e17e70062873f3d26","isKeyRules":false,"notificationState":true,"ruleMembers":[{"day":[0,2,3],"userId":"62d4334c17e70062873f3d1f"}],"ruleName":"방 청소하기"}"#
    )
    #expect(try HousServerDecoder.rule(from: body, id: rule.id) == rule)
    let key = Rule.keyRule(id: "k", name: "설거지는 먹고 바로하기", category: "c")
    #expect(
      text(HousRequestEncoder.requestBody(for: key))
        == #"{"categoryId":"c","isKeyRules":true,"notificationState":false,"ruleMembers":[],"ruleName":"설거지는 먹고 바로하기"}"#
    )
  }

  @Test("Categories, temporary assignees and checks")
  func ruleParts() {
    let category = RuleCategory(id: "62cc47f27cc4ea6b4b4ca830", name: "분리수거", icon: .trash)
    #expect(text(HousRequestEncoder.categoryBody(for: category)) == #"{"categoryIcon":"TRASH","categoryName":"분리수거"}"#)
    let assignment = TemporaryAssignment(
      rule: "r", day: Sample.day(2022, 7, 14), members: ["62d4334c17e70062873f3d1f", "62cc7420d7868591384e4eb0"])
    #expect(
      text(HousRequestEncoder.temporaryAssigneesBody(for: assignment))
        == #"{"tmpRuleMembers":["62d4334c17e70062873f3d1f","62cc7420d7868591384e4eb0"]}"#)
    #expect(text(HousRequestEncoder.checkBody(isChecked: false)) == #"{"isCheck":false}"#)
    #expect(text(HousRequestEncoder.checkBody(isChecked: true)) == #"{"isCheck":true}"#)
  }

  @Test("Events: the day as yyyy-MM-dd, no _id, and it reads back")
  func event() throws {
    let event = HouseEvent(
      id: "e1", name: "호미 생일파티", icon: .party, date: Sample.day(2022, 7, 23),
      participants: ["62d4334c17e70062873f3d1f"])
    let body = HousRequestEncoder.eventBody(for: event)
    #expect(
      text(body)
        == #"{"date":"2022-07-23","eventIcon":"PARTY","eventName":"호미 생일파티","participants":["62d4334c17e70062873f3d1f"]}"#
    )
    #expect(try HousServerDecoder.event(from: body, id: "e1") == event)
  }
}
