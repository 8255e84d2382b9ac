/// A round distance between time-axis ticks: so many minutes, hours, days, months or years.
///
/// Ticks fall on round wall-clock times in the series' zone: every 15 minutes on the quarter hour, every 6 hours at
/// 00, 06, 12 and 18, every 5 days on the 1st, 6th, 11th... of the month, every 3 months at the start of a quarter.
public struct TimeTickStep: Hashable, Sendable {
  /// The calendar unit of a step.
  public enum Unit: Int, CaseIterable, Hashable, Sendable {
    /// Minutes of the wall clock.
    case minute
    /// Hours of the wall clock.
    case hour
    /// Days of the month.
    case day
    /// Months of the year.
    case month
    /// Years.
    case year
  }

  /// The unit counted.
  public let unit: Unit
  /// How many units apart two ticks are.
  public let count: Int

  /// The steps offered, shortest first; every count divides the next unit up, so ticks stay round.
  public static let ladder: [TimeTickStep] =
    [1, 2, 5, 10, 15, 30].map { TimeTickStep(unit: .minute, count: $0) }
    + [1, 2, 3, 6, 12].map { TimeTickStep(unit: .hour, count: $0) }
    + [1, 2, 5, 10].map { TimeTickStep(unit: .day, count: $0) }
    + [1, 2, 3, 6].map { TimeTickStep(unit: .month, count: $0) }
    + [1, 2, 5, 10, 20, 50, 100].map { TimeTickStep(unit: .year, count: $0) }

  /// A step of `count` units (at least 1).
  public init(unit: Unit, count: Int) {
    self.unit = unit
    self.count = max(1, count)
  }

  /// The step's length in seconds, taking a month as 30.44 days and a year as 365.25.
  public var approximateSeconds: Double {
    let unitSeconds: Double =
      switch unit {
      case .minute: 60
      case .hour: 3_600
      case .day: 86_400
      case .month: 2_629_800
      case .year: 31_557_600
      }
    return unitSeconds * Double(count)
  }

  /// The shortest step on the ``ladder`` whose ticks are at least `minimumSpacing` points apart when a candle of
  /// `interval` takes `pointsPerCandle` points, and which is a whole number of candles (no 15-minute ticks on
  /// 10-minute candles, and months or years on week and month candles, whose buckets no number of days lines up
  /// with).
  public static func step(
    for interval: CandleInterval, pointsPerCandle: Double, minimumSpacing: Double
  ) -> TimeTickStep {
    let candleSeconds = Double(interval.seconds)
    let pointsPerSecond = pointsPerCandle.isFinite && pointsPerCandle > 0 ? pointsPerCandle / candleSeconds : 1
    let spacing = minimumSpacing.isFinite ? max(0, minimumSpacing) : 0
    let needed = max(spacing / pointsPerSecond, candleSeconds)
    let fitting = ladder.first { step in
      guard step.approximateSeconds >= needed else { return false }
      if interval.isCalendarInterval { return step.unit.rawValue >= Unit.month.rawValue }
      return step.unit.rawValue >= Unit.day.rawValue || Int(step.approximateSeconds) % interval.seconds == 0
    }
    return fitting ?? ladder[ladder.count - 1]
  }
}
