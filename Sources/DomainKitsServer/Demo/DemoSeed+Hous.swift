#if Server
  import DomainKitsCore
  import Foundation
  import HouseRulesKit

  extension DemoSeed {
    /// A demo homie: the id, name, e-mail and profile of a Hous user living in the demo room.
    struct HousHomie {
      let id: HomieID
      let name: String
      let email: String
      let profile: Profile
    }

    /// The demo room: the Hous server document's example room id and invite code.
    static let housRoom: HouseID = "62cac03afa32959ed64ae000"
    /// The demo room's invite code.
    static let housInviteCode = "505TYCMR"

    /// The three homies of the demo room, with ids from the Hous server document's examples; 민재 signs in as
    /// `homie@hous.example`.
    static let housHomies: [HousHomie] = [
      HousHomie(
        id: "62d4334c17e70062873f3d1f", name: "민재", email: "homie@hous.example",
        profile: Profile(job: "대학생", introduction: "안녕하세요 민재입니다", hashtags: ["ESFJ"])),
      HousHomie(
        id: "62cabf1435a2e50fb7265d9e", name: "지수", email: "homie2@hous.example",
        profile: Profile(job: "디자이너", hashtags: ["집순이"])),
      HousHomie(id: "62cc7409c7db06c46adf652f", name: "하늘", email: "homie3@hous.example", profile: Profile()),
    ]

    /// Writes the Hous demo: the three homies (users and accounts), and their room with the demo CLI's house
    /// sample (`domainkits house`: two categories, its rules, a weekly bathroom rotation), an event and 지수's test
    /// result, written through HouseRulesKit so every rule is the kit's.
    func writeHous() async throws {
      let directory = repositories.hous
      let (minjae, jisu, haneul) = (Self.housHomies[0].id, Self.housHomies[1].id, Self.housHomies[2].id)
      let result = PersonalityResult(
        scores: try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9), takenAt: Self.seededAt)
      for homie in Self.housHomies {
        try await housUser(homie, testResult: homie.id == jisu ? result : nil)
      }
      if try await repositories.houses.house(id: Self.housRoom) == nil {
        var house = try House(id: Self.housRoom, name: "망원동 하우스")
        for homie in Self.housHomies {
          if let user = try await directory.user(homie.id) { try house.addMember(user.homie) }
        }
        let kitchen: CategoryID = "62d4335e17e70062873f3d26"
        let clean: CategoryID = "62cac03afa32959ed64ae003"
        try house.addCategory(RuleCategory(id: kitchen, name: "주방", icon: .coffee))
        try house.addCategory(RuleCategory(id: clean, name: "청소", icon: .clean))
        try house.addRule(
          Rule(
            id: "62caf76391f814e6272256cf", name: "설거지", category: kitchen,
            assignments: [
              RuleAssignment(member: minjae, weekdays: [.monday, .wednesday, .friday]),
              RuleAssignment(member: jisu, weekdays: [.sunday, .tuesday, .thursday, .saturday]),
            ], notificationsEnabled: true))
        try house.addRule(
          Rule(
            id: "62cbd8b5647a6c0c44d65ed1", name: "분리수거 내놓기", category: clean,
            assignments: [RuleAssignment(member: haneul, weekdays: [.tuesday, .friday])], notificationsEnabled: true))
        try house.addRule(
          Rule(
            id: "62cb2b6c9321affd2a5da2c0", name: "화분 물주기", category: clean,
            assignments: [RuleAssignment(member: jisu, weekdays: [.sunday, .wednesday])]))
        try house.addRule(.keyRule(id: "62cc81ac1a034f0287c5c6ec", name: "밤 11시 이후 조용히", category: clean))
        try house.addRule(.keyRule(id: "62cc7d1d39f8cdcfa720900f", name: "현관 신발 정리", category: clean))
        try house.addRule(
          Rule(
            id: "62cef1fd5742e5b90c586d7d", name: "욕실 청소", category: clean,
            rotation: Rotation(
              members: [haneul, minjae, jisu], weekdays: [.wednesday, .saturday],
              start: try CalendarDay(year: 2024, month: 1, day: 1))))
        try house.addEvent(
          HouseEvent(
            id: "62d4335e17e70062873f3d28", name: "크리스마스 파티", icon: .party,
            date: try CalendarDay(year: 2026, month: 12, day: 24), participants: [jisu, minjae, haneul]))
        try await repositories.houses.insert(house)
      }
      if try await directory.room(house: Self.housRoom) == nil {
        try await directory.insertRoom(HousRoomRecord(house: Self.housRoom, inviteCode: Self.housInviteCode))
      }
      for homie in Self.housHomies {
        _ = try await directory.setHouse(of: homie.id, from: nil, to: Self.housRoom)
      }
    }

    /// The Hous user and account of a demo homie, made when missing (the row first, the account last).
    private func housUser(_ homie: HousHomie, testResult: PersonalityResult?) async throws {
      if try await repositories.hous.user(homie.id) == nil {
        try await repositories.hous.insertUser(
          HousUser(
            id: homie.id, name: homie.name, gender: "", birthday: nil, fcmToken: "", profile: homie.profile,
            testResult: testResult))
      }
      if try await repositories.accounts.account(api: .hous, login: homie.email) == nil {
        _ = try await repositories.accounts.insert(
          api: .hous, login: homie.email, email: homie.email, passwordHash: try await passwords.hash(Self.password),
          kitID: homie.id.rawValue, at: Self.seededAt)
      }
    }
  }
#endif
