import Foundation

/// The mission countdown as a value driven by an injected clock: start, pause, resume, reset, and time spent in
/// the background accounted from timestamps.
///
/// The timer never counts ticks. It remembers the clock's instant at its last start or resume and the time left
/// then, so the time left is always `left at anchor − (now − anchor)`: no drift, no dependence on how often the
/// app asks. ``progress`` stays in 0...1 and is 0 for a zero total, and ``tick()`` reports ``Tick/didFinish``
/// exactly once per run.
///
/// When the app goes to the background it may be suspended, and a `SuspendingClock` stops; so the app stores the
/// wall-clock time with ``enterBackground(at:)`` and the timer subtracts the time away in
/// ``enterForeground(at:)``.
///
/// ```swift
/// var timer = try MissionTimer(totalSeconds: 300, clock: ContinuousClock())
/// try timer.start()
/// let tick = timer.tick()  // tick.remainingText == "05:00", tick.progress == 0
/// ```
public struct MissionTimer<C: Clock>: Sendable where C.Duration == Duration {
  /// A timer's state with the data that state carries.
  public enum State: Sendable, Equatable {
    /// Set to the full total, not started.
    case ready
    /// Counting down: `remaining` was left at the clock's instant `anchor`.
    case running(anchor: C.Instant, remaining: Duration)
    /// Stopped with `remaining` left.
    case paused(remaining: Duration)
    /// Reached zero; `announced` once a ``MissionTimer/tick()`` has reported it.
    case finished(announced: Bool)
  }

  /// What ``MissionTimer/tick()`` saw: the display values and whether the timer just finished.
  public struct Tick: Sendable, Equatable {
    /// The time left.
    public let remaining: Duration
    /// The whole seconds left, rounded up, so the display reaches 0 when the timer finishes.
    public let remainingSeconds: Int
    /// The fraction of the total elapsed, 0...1.
    public let progress: Double
    /// Whether the timer finished since the previous tick; true for exactly one tick per run.
    public let didFinish: Bool

    /// The time left as "mm:ss" ("04:59"); minutes beyond 99 take more digits.
    public var remainingText: String {
      let minutes = remainingSeconds / 60
      let seconds = remainingSeconds % 60
      return (minutes < 10 ? "0" : "") + String(minutes) + ":" + (seconds < 10 ? "0" : "") + String(seconds)
    }
  }

  /// The clock the timer reads.
  public let clock: C
  /// The full countdown.
  public let total: Duration
  /// Where the timer is.
  public private(set) var state: State = .ready
  /// What the timer noted when the app went to the background, while a run is in the background.
  public private(set) var background: Absence?

  /// A running timer's note of the app going to the background.
  public struct Absence: Sendable, Equatable {
    /// The wall-clock time the app went to the background.
    public let enteredAt: Date
    /// The time left then.
    public let remaining: Duration
  }

  /// Creates a ready timer.
  ///
  /// - Throws: ``WagerError/invalidTimerTotal(seconds:)`` for a negative total or one longer than
  ///   ``MissionTimerLimits/maximumTotal``.
  public init(total: Duration, clock: C) throws(WagerError) {
    guard total >= .zero, total <= MissionTimerLimits.maximumTotal else {
      throw .invalidTimerTotal(seconds: Self.seconds(total))
    }
    self.total = total
    self.clock = clock
  }

  /// Creates a ready timer of whole seconds (a picker's minutes × 60 + seconds).
  ///
  /// - Throws: ``WagerError/invalidTimerTotal(seconds:)`` outside 0...``MissionTimerLimits/maximumTotalSeconds``.
  public init(totalSeconds: Int, clock: C) throws(WagerError) {
    guard (0...MissionTimerLimits.maximumTotalSeconds).contains(totalSeconds) else {
      throw .invalidTimerTotal(seconds: Double(totalSeconds))
    }
    try self.init(total: .seconds(totalSeconds), clock: clock)
  }

  // MARK: Reading

  /// The state without its data.
  public var status: MissionTimerStatus {
    switch state {
    case .ready: .ready
    case .running: remaining == .zero ? .finished : .running
    case .paused: .paused
    case .finished: .finished
    }
  }

  /// The time left now, never negative.
  public var remaining: Duration {
    switch state {
    case .ready: total
    case .running(let anchor, let remaining): max(.zero, remaining - max(.zero, anchor.duration(to: clock.now)))
    case .paused(let remaining): remaining
    case .finished: .zero
    }
  }

  /// The fraction of the total elapsed, 0 at the start and 1 at the end; 0 for a zero total. Never NaN.
  public var progress: Double {
    guard total > .zero else { return 0 }
    let fraction = (total - remaining) / total
    return fraction.isFinite ? min(max(fraction, 0), 1) : 0
  }

  // MARK: Transitions

  /// Starts a ready timer.
  ///
  /// - Throws: ``WagerError/invalidTimerTransition(from:action:)`` unless ``status`` is ``MissionTimerStatus/ready``;
  ///   the timer is unchanged.
  public mutating func start() throws(WagerError) {
    guard case .ready = state else { throw .invalidTimerTransition(from: status, action: .start) }
    state = .running(anchor: clock.now, remaining: total)
  }

  /// Pauses a running timer.
  ///
  /// - Throws: ``WagerError/invalidTimerTransition(from:action:)`` unless the timer is running with time left (a
  ///   timer that has reached zero is finished, and its next ``tick()`` says so); the timer is unchanged.
  public mutating func pause() throws(WagerError) {
    guard case .running = state, status == .running else {
      throw .invalidTimerTransition(from: status, action: .pause)
    }
    state = .paused(remaining: remaining)
    background = nil
  }

  /// Resumes a paused timer.
  ///
  /// - Throws: ``WagerError/invalidTimerTransition(from:action:)`` unless the timer is paused; the timer is
  ///   unchanged.
  public mutating func resume() throws(WagerError) {
    guard case .paused(let remaining) = state else { throw .invalidTimerTransition(from: status, action: .resume) }
    state = .running(anchor: clock.now, remaining: remaining)
  }

  /// Sets the timer back to its full total, ready to start again. Always allowed.
  public mutating func reset() {
    state = .ready
    background = nil
  }

  /// Reads the timer for display, and reports when it has finished: ``Tick/didFinish`` is true for exactly one
  /// tick per run, however often or late the app ticks.
  public mutating func tick() -> Tick {
    let left = remaining
    var didFinish = false
    switch state {
    case .running where left == .zero, .finished(announced: false):
      state = .finished(announced: true)
      background = nil
      didFinish = true
    default: break
    }
    return Tick(
      remaining: left, remainingSeconds: Self.wholeSecondsRoundedUp(left), progress: progress, didFinish: didFinish)
  }

  // MARK: Background

  /// Notes that the app went to the background at wall-clock time `date`; only a running timer cares.
  ///
  /// Calling it again before ``enterForeground(at:)`` keeps the first time.
  public mutating func enterBackground(at date: Date) {
    guard background == nil, case .running = state, status == .running else { return }
    background = Absence(enteredAt: date, remaining: remaining)
  }

  /// Notes that the app came back at wall-clock time `date`: the time left is what was left on leaving minus the
  /// wall-clock time away (a negative span, from a clock set back, counts as zero).
  ///
  /// The timer may now be at zero; the next ``tick()`` then reports ``Tick/didFinish``.
  public mutating func enterForeground(at date: Date) {
    guard let absence = background else { return }
    background = nil
    guard case .running = state else { return }
    let remainingThen = absence.remaining
    // Clamp before converting: anything beyond the time left ends the run; NaN fails `> 0` and counts as zero.
    let away = date.timeIntervalSince(absence.enteredAt)
    let limit = Self.seconds(remainingThen)
    let elapsed = away > 0 ? min(away, limit) : 0
    let left = elapsed >= limit ? .zero : max(.zero, remainingThen - .seconds(elapsed))
    state = .running(anchor: clock.now, remaining: left)
  }

  // MARK: Helpers

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  static func wholeSecondsRoundedUp(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else { return 0 }
    return Int(clamping: seconds) + (attoseconds > 0 ? 1 : 0)
  }
}

extension MissionTimer: Equatable {
  /// Timers are equal when their totals, states and background notes are; the clocks are not compared.
  public static func == (lhs: MissionTimer, rhs: MissionTimer) -> Bool {
    lhs.total == rhs.total && lhs.state == rhs.state && lhs.background == rhs.background
  }
}
