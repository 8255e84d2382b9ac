import ArgumentParser
import Foundation
import WagerKit

/// `domainkits wager`: Plays a couple through two battles, uses the wish coupon, and prints the history.
struct WagerCommand: KitDemoCommand {
  static let kitName = "WagerKit"
  static let configuration = CommandConfiguration(
    commandName: "wager",
    abstract: "Plays a couple through two battles, uses the wish coupon, and prints the history."
  )

  @Option(help: "Keep the couple, battles and coupons in this SQLite file; a second run shows the stored history.")
  var database: String?

  func run() async throws {
    let categories = try JSONDecoder().decode([MissionCategory].self, from: SampleData.data("wager/categories.json"))
    guard let keywords = categories.first(where: { $0.missionType == .different }),
      let compliments = categories.first(where: { $0.missionTool == .timer })
    else { throw SampleDataError(path: "wager/categories.json", reason: "expected a DIFFERENCE and a TIMER category") }

    let clock = DemoClock(start: seoul(2023, 12, 27, 20, 40))
    let service: WagerService
    if let database {
      let store = try DemoStore.open(database)
      service = WagerService(
        couples: store.couples, battles: store.battles, coupons: store.coupons, now: { clock.date })
    } else {
      service = WagerService(
        couples: InMemoryCoupleRepository(), battles: InMemoryBattleRepository(), coupons: InMemoryCouponRepository(),
        now: { clock.date })
    }
    let strings = WagerStrings.korean
    var draws = ReplayedDraws()
    let me = Partner(id: "user-1", nickname: "빵빵아")
    let you = Partner(id: "user-2", nickname: "콩떡이")
    func name(_ role: PartnerRole) -> String { role == .first ? me.nickname : you.nickname }
    func time() -> String { Self.time(clock.date) }

    if let database, try await service.couples.couple(id: "couple-7") != nil {
      print("\(database) holds the couple, battles and coupons an earlier run stored; read back from the file:")
      try await Self.showHistory(service: service, name: name)
      return
    }

    // The couple.
    let invite = InviteCode.generate(issuedAt: seoul(2022, 12, 28, 9, 0), using: &draws)
    let couple = Couple(
      id: "couple-7", creator: me, startDay: try CalendarDay(year: 2022, month: 12, day: 28), invite: invite)
    do {
      try await service.couples.insert(couple)
    } catch WagerError.duplicateCouple where database != nil {
      // Another process (a second run on the same file) stored it between the check above and this insert.
      print("Another run stored the couple in \(database ?? "") meanwhile; read back from the file:")
      try await Self.showHistory(service: service, name: name)
      return
    }
    let connected = try await service.couples.join(code: invite.code.lowercased(), partner: you, at: invite.issuedAt)
    print("\(me.nickname) ♥ \(you.nickname): \(you.nickname) joined with invite code \(invite.code)")
    print("D+\(connected.dDay(on: clock.date)) on \(Self.day(clock.date)) (days since 2022-12-28 in Seoul, plus one)")

    // Battle 1: both partners press "create" at the same moment; both complete; the earlier report wins.
    print()
    print(
      Terminal.heading(
        "Battle 1 · \(keywords.title) (\(keywords.missionType.rawValue), \(keywords.missionTool.rawValue))"))
    let attempts = try await Self.createConcurrently(
      service: service, couple: "couple-7", category: keywords, wish: "설거지 한 번 해주기", draws: &draws)
    let battle = try attempts.created.get()
    print("\(time()) both partners create a battle at once → 1 created, 1 refused: \(attempts.refusal)")
    print(
      "        missions: \(me.nickname) → \(battle.firstMission.content), \(you.nickname) → \(battle.secondMission.content)"
    )
    print("        wish: \"\(battle.wish)\"")
    try await service.start(battle: battle.id)
    clock.advance(minutes: 16)
    try await service.report(battle: battle.id, by: .second, completed: true)
    print("\(time()) \(you.nickname) reports: completed")
    clock.advance(minutes: 1)
    do {
      _ = try await service.finalize(battle: battle.id)
    } catch let error as WagerError {
      print("\(time()) finalize → refused: \(strings.message(for: error))")
    }
    clock.advance(minutes: 1)
    try await service.report(battle: battle.id, by: .first, completed: true)
    print("\(time()) \(me.nickname) reports: completed")
    clock.advance(minutes: 2)
    let settlement = try await service.finalize(battle: battle.id)
    let winner = settlement.outcome.winner.map(name) ?? "nobody"
    print(
      "\(time()) finalize → \(winner) wins (both completed; \(winner) reported first); the coupon goes to \(winner)")
    let again = try await service.finalize(battle: battle.id)
    print("\(time()) finalize again → same outcome, new settlement: \(again.isNew ? "yes" : "no")")

    // Battle 2, the next evening: a timed mission, and a draw.
    clock.set(seoul(2023, 12, 28, 19, 0))
    print()
    print(
      Terminal.heading(
        "Battle 2 · \(compliments.title) (\(compliments.missionType.rawValue), \(compliments.missionTool.rawValue))"))
    let second = try await service.createBattle(
      id: "754", couple: "couple-7", by: .second, category: compliments, wish: "영화 고르기 권한", using: &draws)
    print("\(time()) \(you.nickname) creates it; both get \"\(second.firstMission.content)\"")
    try await service.start(battle: second.id)
    try timerDemo(clock: clock, seconds: 300)
    try await service.report(battle: second.id, by: .first, completed: false)
    try await service.report(battle: second.id, by: .second, completed: false)
    let draw = try await service.finalize(battle: second.id)
    print("\(time()) both report failed → \(draw.outcome == .draw ? "draw" : "?"); the coupon is void")

    // The coupons.
    print()
    print(Terminal.heading("Wish coupons"))
    for (coupon, role) in [(BattleID("753"), PartnerRole.first), ("753", .second), ("753", .second), ("754", .second)] {
      do {
        let used = try await service.useCoupon(coupon, by: role)
        print(
          "\(name(role)) uses \"\(used.wish)\" (battle \(coupon)) → used at \(Self.time(used.usedAt ?? clock.date))")
      } catch let error as WagerError {
        print("\(name(role)) uses the coupon of battle \(coupon) → refused: \(strings.message(for: error)) (\(error))")
      }
    }

    try await Self.showHistory(service: service, name: name)
    if let database { print("\nStored in \(database): run again with the same --database to read it back.") }
  }

  /// Prints each partner's history and home screen.
  private static func showHistory(service: WagerService, name: (PartnerRole) -> String) async throws {
    for viewer in PartnerRole.allCases {
      let history = try await service.history(couple: "couple-7", viewer: viewer)
      print()
      print(Terminal.heading("History of \(name(viewer))"))
      for row in history.rows {
        let winnerName = row.winnerName ?? "-"
        print(
          [
            row.date, Terminal.pad(row.title, to: 16), Terminal.pad(row.resultText, to: 7),
            Terminal.pad("winner \(winnerName)", to: 14),
            "me: \(row.myMission.content) \(row.myMission.time) / partner: \(row.partnerMission.content) \(row.partnerMission.time)",
          ].joined(separator: "  "))
      }
      let home = try await service.home(couple: "couple-7", viewer: viewer)
      print(
        "home: D+\(home.dDay) · me \(home.totals.wins) : \(home.totals.losses) \(home.partnerNickname ?? "-")"
          + " · draws \(home.totals.draws) · unused coupons \(home.coupons.unused)")
    }
  }

  /// Runs a mission timer on the demo clock: ticks every minute, a pause, 90 s in the background, one finish.
  private func timerDemo(clock: DemoClock, seconds: Int) throws {
    var timer = try MissionTimer(totalSeconds: seconds, clock: clock)
    try timer.start()
    func show(_ note: String) {
      let tick = timer.tick()
      let percent = Int((tick.progress * 100).rounded())
      let notes = [note, tick.didFinish ? "← finished (reported once)" : ""].filter { !$0.isEmpty }
      let line = "        timer \(Self.time(clock.date))  \(tick.remainingText)  \(percent)%"
      var text = ([Terminal.pad(line, to: 34)] + notes).joined(separator: " ")
      while text.last == " " { text.removeLast() }
      print(text)
    }
    show("start")
    clock.advance(minutes: 1)
    show("")
    try timer.pause()
    clock.advance(minutes: 2)
    show("paused for 2 min: no time passes")
    try timer.resume()
    clock.advance(minutes: 1)
    show("")
    timer.enterBackground(at: clock.date)
    // The phone sleeps: the app is suspended, and only the wall clock moves.
    clock.advanceWallOnly(seconds: 90)
    timer.enterForeground(at: clock.date)
    show("back after 90 s in the background")
    clock.advance(minutes: 2)
    show("")
    clock.advance(minutes: 1)
    show("")
  }

  /// Both partners try to create a battle at the same moment; the repository lets exactly one through.
  private static func createConcurrently(
    service: WagerService, couple: CoupleID, category: MissionCategory, wish: String, draws: inout ReplayedDraws
  ) async throws -> (created: Result<Battle, WagerError>, refusal: String) {
    // Both start from the same draws, so the dealt missions do not depend on who wins the race.
    let base = draws
    draws.skip(2)
    let results = await withTaskGroup(of: Result<Battle, WagerError>.self) { group in
      for role in PartnerRole.allCases {
        group.addTask {
          var generator = base
          do {
            return .success(
              try await service.createBattle(
                id: "753", couple: couple, by: role, category: category, wish: wish, using: &generator))
          } catch let error as WagerError {
            return .failure(error)
          } catch {
            return .failure(.malformedPayload(reason: "\(error)"))
          }
        }
      }
      var all: [Result<Battle, WagerError>] = []
      for await result in group { all.append(result) }
      return all
    }
    let created = results.first { (try? $0.get()) != nil } ?? results[0]
    let refusal = results.compactMap { result -> String? in
      guard case .failure(let error) = result else { return nil }
      return WagerStrings.korean.message(for: error)
    }
    return (created, refusal.first ?? "none")
  }

  private static func seoulTime(_ date: Date) -> DateComponents {
    Calendar.gregorian(in: .seoul).dateComponents([.year, .month, .day, .hour, .minute], from: date)
  }

  static func time(_ date: Date) -> String {
    let parts = seoulTime(date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }

  static func day(_ date: Date) -> String {
    let parts = seoulTime(date)
    return String(format: "%02d.%02d.%02d", (parts.year ?? 0) % 100, parts.month ?? 0, parts.day ?? 0)
  }
}

/// The instant at a wall-clock time in Seoul.
private func seoul(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
  let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
  return Calendar.gregorian(in: .seoul).date(from: components) ?? Date(timeIntervalSince1970: 0)
}

/// A fixed list of random draws, replayed so the demo's invite code and missions are the same on every run.
/// An app passes `SystemRandomNumberGenerator` instead.
struct ReplayedDraws: RandomNumberGenerator, Sendable {
  private static let draws: [UInt64] = [
    0x1234_5678_9ABC_DEF0, 0x0F1E_2D3C_4B5A_6978, 0x7766_5544_3322_1100, 0xA5A5_5A5A_C3C3_3C3C,
    0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210, 0x1357_9BDF_0246_8ACE, 0x2468_ACE0_1357_9BDF,
  ]
  private var position = 0

  mutating func next() -> UInt64 {
    defer { position += 1 }
    return Self.draws[position % Self.draws.count]
  }

  /// Moves past `count` draws.
  mutating func skip(_ count: Int) {
    position += count
  }
}

/// The demo's time: a wall clock for "now" and, from the same timeline, the `Clock` the mission timer reads.
/// `advanceWallOnly` moves the wall clock alone, as when a phone suspends the app.
final class DemoClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    let offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  // One lock guards both readings, so the clock can be shared with the service's tasks.
  private let lock = NSLock()
  private var wall: Date
  private var monotonic = Instant(offset: .zero)

  init(start: Date) {
    wall = start
  }

  var date: Date { locked { wall } }
  var now: Instant { locked { monotonic } }
  var minimumResolution: Duration { .seconds(1) }

  func advance(minutes: Int) {
    locked {
      wall = wall.addingTimeInterval(Double(minutes * 60))
      monotonic = monotonic.advanced(by: .seconds(minutes * 60))
    }
  }

  func advanceWallOnly(seconds: Int) {
    locked { wall = wall.addingTimeInterval(Double(seconds)) }
  }

  func set(_ date: Date) {
    locked { wall = date }
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    locked { monotonic = max(monotonic, deadline) }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
