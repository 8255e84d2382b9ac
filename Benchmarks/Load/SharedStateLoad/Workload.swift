import DomainKitsCore
import Foundation
import HouseRulesKit
import LectureEvaluationKit
import WagerKit

/// The data every run works on, and the hot operations. Each call of an operation touches rows no other call of
/// the run touches (its own student and lecture, couple, or house and day), so the figures measure the store, not
/// the kits' refusals; what the rules do under contention is the Postgres tests' job.
struct Workload: Sendable {
  let students: Int
  let lectures: Int
  let houses: Int

  static let start = Date(timeIntervalSince1970: 1_764_547_200)  // 2025-12-01 in UTC
  static let semester = Semester(year: 2025, term: .second)
  /// Monday 2026-03-02.
  static let monday = CalendarDay(dayNumber: 20_514)

  static func student(_ index: Int) -> StudentID { StudentID("s\(index)") }

  /// The (student, lecture) pair `index` of a pair space: consecutive indices (the calls running at once) name
  /// different students and different lectures, and no pair repeats for `students × lectures` indices when
  /// `students + 1` and `lectures` are coprime (10,000 and 1,000 are).
  func pair(_ index: Int) -> (student: StudentID, lecture: Int) {
    let (round, student) = index.quotientAndRemainder(dividingBy: students)
    return (Self.student(student), 1 + (student + round * (students + 1)) % lectures)
  }

  /// Students with points enough for every purchase a run makes, lectures, and houses of three.
  func seed(_ store: Store, clients: Int) async throws {
    try await concurrently(students, clients: clients) { index in
      try await store.posts.insert(StudentAccount(id: Self.student(index), points: 1_000_000))
    }
    try await concurrently(lectures, clients: clients) { index in
      try await store.posts.save(
        EvaluationLecture(
          id: index + 1, name: "강의 \(index + 1)", professor: "교수 \(index % 97)", semesters: [Self.semester]))
    }
    try await concurrently(houses, clients: clients) { index in
      try await store.houses.insert(Self.house(index))
    }
  }

  static func house(_ index: Int) throws -> House {
    var house = try House(id: HouseID("h\(index)"), name: "하우스 \(index)")
    try house.addMember(Homie(id: "minjae", name: "민재"))
    try house.addMember(Homie(id: "jisu", name: "지수"))
    try house.addMember(Homie(id: "haneul", name: "하늘"))
    try house.addCategory(RuleCategory(id: "clean", name: "청소", icon: .clean))
    try house.addRule(
      Rule(
        id: "dishes", name: "설거지", category: "clean",
        assignments: [RuleAssignment(member: "minjae", weekdays: [.monday, .thursday])]))
    try house.addRule(.keyRule(id: "quiet", name: "밤 11시 이후 조용히", category: "clean"))
    return house
  }

  static func evaluation(_ index: Int) throws -> EvaluationDraft {
    try EvaluationDraft(
      semester: semester, satisfaction: Double(1 + index % 10) / 2, learning: Double(1 + (index / 3) % 10) / 2,
      honey: Double(1 + (index / 7) % 10) / 2, team: .present, homework: .moderate, difficulty: .lenient,
      content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
  }

  static let category = MissionCategory.Summary(id: 1, title: "키워드 스무고개", missionType: .different, missionTool: .memo)

  /// The couple and the battle of call `index`, both partners reported: what finalizing settles.
  static func reportedBattle(_ index: Int, store: Store) async throws {
    let issued = start
    // Invite codes are unique among couples: one per call.
    let code = "C" + String(index, radix: 36, uppercase: true)
    let invite = try InviteCode(code: code, issuedAt: issued, expiresAt: issued.addingTimeInterval(86_400))
    let couple = Couple(
      id: CoupleID("c\(index)"), creator: Partner(id: PartnerID("p\(index)a"), nickname: "빵빵아"), startDay: monday,
      invite: invite)
    try await store.couples.insert(couple)
    var battle = try Battle(
      id: BattleID("b\(index)"), coupleID: couple.id, createdBy: .first, createdAt: start, category: category,
      missions: (Mission(id: 11, content: "에코백"), Mission(id: 12, content: "장미")), wish: "설거지 한 번 해주기")
    try battle.start(at: start)
    try battle.report(.first, completed: index % 3 != 0, at: start.addingTimeInterval(60))
    try battle.report(.second, completed: index % 2 == 0, at: start.addingTimeInterval(60))
    try await store.battles.insert(battle)
  }
}

/// One hot operation: what it prepares before the clock starts, and the call it times.
struct Operation: Sendable {
  let name: String
  let prepare: @Sendable (Store, Workload, Range<Int>) async throws -> Void
  let call: @Sendable (Store, Workload, Int) async throws -> Void

  static let all: [Operation] = [
    Operation(
      name: "write an evaluation", prepare: { _, _, _ in },
      call: { store, workload, index in
        let (student, lecture) = workload.pair(index)
        try await store.posts.writeEvaluation(
          Workload.evaluation(index), id: EvaluationPostID("e\(index)"), lecture: lecture, by: student,
          at: Workload.start)
      }),
    Operation(
      name: "buy exam info", prepare: { _, _, _ in },
      call: { store, workload, index in
        let (student, lecture) = workload.pair(index)
        guard try await store.posts.purchaseExamInfo(lecture: lecture, by: student, at: Workload.start) != nil else {
          throw LoadError.usage("purchase #\(index) took no points: \(student) had bought lecture \(lecture)")
        }
      }),
    Operation(
      name: "finalize a battle",
      prepare: { store, _, range in
        try await concurrently(range.count, clients: 16) {
          try await Workload.reportedBattle(range.lowerBound + $0, store: store)
        }
      },
      call: { store, _, index in
        let settlement = try await store.battles.finalize(
          id: BattleID("b\(index)"), at: Workload.start.addingTimeInterval(120))
        guard settlement.isNew else { throw LoadError.usage("battle #\(index) was settled already") }
      }),
    Operation(
      name: "check a todo", prepare: { _, _, _ in },
      call: { store, workload, index in
        // Minjae's dishes, on a Monday or a Thursday of a later week for each round over the houses.
        let round = index / workload.houses
        let day = CalendarDay(dayNumber: Workload.monday.dayNumber + 7 * (round / 2) + (round % 2 == 0 ? 0 : 3))
        try await store.houses.check(
          rule: "dishes", member: "minjae", on: day, in: HouseID("h\(index % workload.houses)"))
      }),
  ]
}

/// Runs `body(0..<count)` on `clients` concurrent tasks, each taking every `clients`-th index.
func concurrently(_ count: Int, clients: Int, _ body: @escaping @Sendable (Int) async throws -> Void) async throws {
  try await withThrowingTaskGroup(of: Void.self) { group in
    for client in 0..<min(clients, max(count, 1)) {
      group.addTask {
        for index in stride(from: client, to: count, by: clients) { try await body(index) }
      }
    }
    try await group.waitForAll()
  }
}

/// Times `operation` on `count` fresh indices starting at `first`, from `clients` concurrent clients.
func measure(_ operation: Operation, store: Store, workload: Workload, first: Int, count: Int, clients: Int)
  async throws -> Latencies
{
  try await operation.prepare(store, workload, first..<(first + count))
  let clock = ContinuousClock()
  let began = clock.now
  let durations = try await withThrowingTaskGroup(of: [Duration].self, returning: [Duration].self) { group in
    for client in 0..<clients {
      group.addTask {
        var durations: [Duration] = []
        for offset in stride(from: client, to: count, by: clients) {
          let index = first + offset
          let start = clock.now
          do {
            try await operation.call(store, workload, index)
          } catch {
            throw LoadError.refused(operation: operation.name, index: index, error: error)
          }
          durations.append(clock.now - start)
        }
        return durations
      }
    }
    var all: [Duration] = []
    for try await part in group { all += part }
    return all
  }
  return Latencies(durations, wall: clock.now - began)
}
