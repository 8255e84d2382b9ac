import Foundation
import PropertyBased
import Testing
import WagerKit

@Suite("Mission timer")
struct MissionTimerTests {
  static let wall = Fixtures.seoul(2024, 2, 14, 21, 0)

  static func timer(_ seconds: Int = 300) throws -> (MissionTimer<TestClock>, TestClock) {
    let clock = TestClock()
    return (try MissionTimer(totalSeconds: seconds, clock: clock), clock)
  }

  @Test("Counts down from the clock, not from ticks")
  func countdown() throws {
    var (timer, clock) = try Self.timer()
    #expect(timer.status == .ready)
    #expect(timer.remaining == .seconds(300))
    #expect(timer.progress == 0)
    try timer.start()
    clock.advance(by: .seconds(30))
    #expect(timer.remaining == .seconds(270))
    #expect(abs(timer.progress - 0.1) < 1e-12)
    clock.advance(by: .milliseconds(500))
    let tick = timer.tick()
    #expect(tick.remaining == .milliseconds(269_500))
    #expect(tick.remainingSeconds == 270, "the display rounds up")
    #expect(tick.remainingText == "04:30")
    #expect(!tick.didFinish)
  }

  @Test("Pause freezes the time left; resume continues from it")
  func pauseResume() throws {
    var (timer, clock) = try Self.timer(120)
    try timer.start()
    clock.advance(by: .seconds(50))
    try timer.pause()
    #expect(timer.status == .paused)
    clock.advance(by: .seconds(600))
    #expect(timer.remaining == .seconds(70))
    try timer.resume()
    clock.advance(by: .seconds(20))
    #expect(timer.remaining == .seconds(50))
    #expect(abs(timer.progress - 70.0 / 120.0) < 1e-12)
  }

  @Test("The finished event comes exactly once, however late or often the app ticks")
  func finishedOnce() throws {
    var (timer, clock) = try Self.timer(60)
    try timer.start()
    clock.advance(by: .seconds(59))
    #expect(!timer.tick().didFinish)
    clock.advance(by: .seconds(3_600))
    #expect(timer.status == .finished)
    let last = timer.tick()
    #expect(last.didFinish)
    #expect(last.remaining == .zero)
    #expect(last.remainingText == "00:00")
    #expect(last.progress == 1)
    for _ in 0..<5 {
      clock.advance(by: .seconds(1))
      #expect(!timer.tick().didFinish)
    }
    timer.reset()
    #expect(timer.status == .ready)
    try timer.start()
    clock.advance(by: .seconds(60))
    #expect(timer.tick().didFinish, "a new run finishes again, once")
    #expect(!timer.tick().didFinish)
  }

  @Test("A zero total has progress 0, never NaN, and finishes once")
  func zeroTotal() throws {
    var (timer, _) = try Self.timer(0)
    #expect(timer.progress == 0)
    try timer.start()
    #expect(timer.progress == 0)
    #expect(!timer.progress.isNaN)
    let tick = timer.tick()
    #expect(tick.didFinish)
    #expect(tick.progress == 0)
    #expect(!timer.tick().didFinish)
  }

  @Test("Time in the background is subtracted from timestamps, even when the clock stood still")
  func background() throws {
    var (timer, clock) = try Self.timer(300)
    try timer.start()
    clock.advance(by: .seconds(100))
    timer.enterBackground(at: Self.wall)
    timer.enterBackground(at: Self.wall.addingTimeInterval(30))  // a second note keeps the first time
    #expect(timer.background?.enteredAt == Self.wall)
    // Suspended: the clock does not move, the wall clock does.
    timer.enterForeground(at: Self.wall.addingTimeInterval(90.5))
    #expect(timer.background == nil)
    #expect(timer.remaining == .milliseconds(109_500))
    clock.advance(by: .seconds(9))
    #expect(timer.tick().remainingSeconds == 101)
  }

  @Test("A background longer than the time left finishes the run on the next tick, once")
  func backgroundPastEnd() throws {
    var (timer, clock) = try Self.timer(60)
    try timer.start()
    clock.advance(by: .seconds(10))
    timer.enterBackground(at: Self.wall)
    timer.enterForeground(at: Self.wall.addingTimeInterval(86_400 * 365))
    #expect(timer.remaining == .zero)
    #expect(timer.tick().didFinish)
    #expect(!timer.tick().didFinish)
  }

  @Test("A wall clock set back, or a background while paused, takes no time")
  func backgroundEdges() throws {
    var (timer, clock) = try Self.timer(60)
    try timer.start()
    clock.advance(by: .seconds(10))
    timer.enterBackground(at: Self.wall)
    timer.enterForeground(at: Self.wall.addingTimeInterval(-3_600))
    #expect(timer.remaining == .seconds(50))
    try timer.pause()
    timer.enterBackground(at: Self.wall)
    #expect(timer.background == nil)
    timer.enterForeground(at: Self.wall.addingTimeInterval(40))
    #expect(timer.remaining == .seconds(50))
    timer.enterForeground(at: Self.wall.addingTimeInterval(40))  // without a note: nothing
    #expect(timer.status == .paused)
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let setUp: @Sendable (inout MissionTimer<TestClock>, TestClock) throws -> Void
    let action: MissionTimerAction
    let from: MissionTimerStatus
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(name: "pause a ready timer", setUp: { _, _ in }, action: .pause, from: .ready),
    Refusal(name: "resume a ready timer", setUp: { _, _ in }, action: .resume, from: .ready),
    Refusal(name: "start a running timer", setUp: { timer, _ in try timer.start() }, action: .start, from: .running),
    Refusal(name: "resume a running timer", setUp: { timer, _ in try timer.start() }, action: .resume, from: .running),
    Refusal(
      name: "start a paused timer",
      setUp: { timer, _ in
        try timer.start()
        try timer.pause()
      }, action: .start, from: .paused),
    Refusal(
      name: "pause a paused timer",
      setUp: { timer, _ in
        try timer.start()
        try timer.pause()
      }, action: .pause, from: .paused),
    Refusal(
      name: "pause a timer at zero, before its finish is announced",
      setUp: { timer, clock in
        try timer.start()
        clock.advance(by: .seconds(301))
      }, action: .pause, from: .finished),
    Refusal(
      name: "resume a finished timer",
      setUp: { timer, clock in
        try timer.start()
        clock.advance(by: .seconds(301))
        _ = timer.tick()
      }, action: .resume, from: .finished),
    Refusal(
      name: "start a finished timer without a reset",
      setUp: { timer, clock in
        try timer.start()
        clock.advance(by: .seconds(301))
        _ = timer.tick()
      }, action: .start, from: .finished),
  ]

  @Test("Invalid transitions are typed errors and leave the timer unchanged", arguments: refusals)
  func refusal(_ refusal: Refusal) throws {
    var (timer, clock) = try Self.timer()
    try refusal.setUp(&timer, clock)
    let before = timer
    #expect(throws: WagerError.invalidTimerTransition(from: refusal.from, action: refusal.action)) {
      switch refusal.action {
      case .start: try timer.start()
      case .pause: try timer.pause()
      case .resume: try timer.resume()
      }
    }
    #expect(timer == before)
  }

  @Test("Totals outside 0...24 h are refused")
  func totals() {
    let clock = TestClock()
    #expect(throws: WagerError.invalidTimerTotal(seconds: -1)) { try MissionTimer(totalSeconds: -1, clock: clock) }
    #expect(throws: WagerError.invalidTimerTotal(seconds: 86_401)) {
      try MissionTimer(totalSeconds: 86_401, clock: clock)
    }
    #expect(throws: WagerError.invalidTimerTotal(seconds: -0.5)) {
      try MissionTimer(total: .milliseconds(-500), clock: clock)
    }
    #expect((try? MissionTimer(totalSeconds: 86_400, clock: clock)) != nil)
  }

  @Test("Progress stays in 0...1 and remaining never goes negative, whatever the script")
  func properties() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...600), Gen.int(in: 0...3).array(of: 1...20), Gen.int(in: 0...400).array(of: 20)
    ) { total, actions, gaps in
      let clock = TestClock()
      guard var timer = try? MissionTimer(totalSeconds: total, clock: clock) else {
        Issue.record("valid total refused")
        return
      }
      var finishes = 0
      for (action, gap) in zip(actions, gaps) {
        switch action {
        case 0: try? timer.start()
        case 1: try? timer.pause()
        case 2: try? timer.resume()
        default: timer.enterBackground(at: Self.wall)
        }
        clock.advance(by: .seconds(gap))
        timer.enterForeground(at: Self.wall.addingTimeInterval(Double(gap)))
        let tick = timer.tick()
        if tick.didFinish { finishes += 1 }
        #expect((0...1).contains(tick.progress))
        #expect(tick.remaining >= .zero)
        #expect(tick.remaining <= timer.total)
      }
      #expect(finishes <= 1, "one run (no reset) finishes at most once")
    }
  }
}
