import Foundation

/// Time-axis ticks for the visible candles, on round wall-clock times in the series' zone.
///
/// The step is the shortest round one (``TimeTickStep/ladder``) that keeps labels `minimumSpacing` points apart at
/// the current zoom. A tick goes on the first candle of each step: the candle where the round time is crossed, so
/// missing candles (gaps) never put a tick between candles. Each tick is labelled by the largest boundary it
/// marks (a time, a day, a month or a year; see ``TimeAxisLabels``).
public enum TimeAxis {
  /// The ticks for the candles on screen, left to right, with their x positions from `viewport`.
  ///
  /// ```swift
  /// for tick in TimeAxis.ticks(series: series, viewport: viewport) {
  ///   print(tick.position, tick.label)  // 37.0 "09:30", 157.0 "10:00", ...
  /// }
  /// ```
  ///
  /// - Complexity: O(v) for the *v* visible candles.
  public static func ticks(
    series: CandleSeries, viewport: ChartViewport, minimumSpacing: Double = 72, labels: TimeAxisLabels = .standard
  ) -> [AxisTick] {
    var ticks: [AxisTick] = []
    appendTicks(
      series: series, range: viewport.visibleRange, viewport: viewport, minimumSpacing: minimumSpacing,
      labels: labels, to: &ticks)
    return ticks
  }

  /// Appends the ticks of candles `range` to `ticks` (reusing its storage across frames).
  static func appendTicks(
    series: CandleSeries, range: Range<Int>, viewport: ChartViewport, minimumSpacing: Double,
    labels: TimeAxisLabels, to ticks: inout [AxisTick]
  ) {
    let range = range.clamped(to: series.indices)
    guard !range.isEmpty else { return }
    let step = TimeTickStep.step(
      for: series.interval, pointsPerCandle: viewport.step, minimumSpacing: minimumSpacing)
    let spacing = minimumSpacing.isFinite ? max(0, minimumSpacing) * 0.6 : 0
    var previousKey = range.lowerBound > 0 ? key(localSeconds(series, range.lowerBound - 1), step) : nil
    var lastPosition = -Double.infinity
    for index in range {
      let local = localSeconds(series, index)
      let key = key(local, step)
      defer { previousKey = key }
      if let previousKey, key == previousKey { continue }
      let boundary = boundary(ofKey: key, step)
      // The series' first candle is a tick only when it starts a step itself.
      if previousKey == nil, boundary.localSeconds != local { continue }
      let position = viewport.x(forIndex: index)
      guard position - lastPosition >= spacing else { continue }
      lastPosition = position
      ticks.append(
        AxisTick(
          position: position, value: boundary.localSeconds - (local - series.times[index].timeIntervalSince1970),
          label: label(boundary.time, step, labels)))
    }
  }

  /// The wall-clock seconds since 1970 of candle `index` (UTC seconds plus the zone's offset), limited to years
  /// 1...9999 so that every conversion to an integer stays in range.
  private static func localSeconds(_ series: CandleSeries, _ index: Int) -> Double {
    let seconds = series.times[index].timeIntervalSince1970
    let local = seconds + Double(series.zoneOffsets.offset(at: seconds))
    return min(max(local, -62_135_596_800), 253_402_300_799)
  }

  /// The number of the step that contains the wall-clock time `local`; consecutive candles with different numbers
  /// have a round time between them.
  private static func key(_ local: Double, _ step: TimeTickStep) -> Int {
    switch step.unit {
    case .minute, .hour:
      return Int((local / step.approximateSeconds).rounded(.down))
    case .day where step.count == 1:
      return Int((local / 86_400).rounded(.down))
    case .day:
      let day = CalendarDay(dayNumber: Int((local / 86_400).rounded(.down)))
      return monthIndex(day.year, day.month) * 64 + dayGroup(day, step.count)
    case .month:
      let day = CalendarDay(dayNumber: Int((local / 86_400).rounded(.down)))
      return monthIndex(day.year, day.month) / step.count
    case .year:
      return CalendarDay(dayNumber: Int((local / 86_400).rounded(.down))).year / step.count
    }
  }

  /// Where step number `key` starts: its wall-clock seconds and fields.
  private static func boundary(ofKey key: Int, _ step: TimeTickStep) -> (localSeconds: Double, time: LocalTime) {
    switch step.unit {
    case .minute, .hour:
      let local = Double(key) * step.approximateSeconds
      let day = CalendarDay(dayNumber: Int((local / 86_400).rounded(.down)))
      let secondOfDay = Int(local - Double(day.dayNumber) * 86_400)
      return (
        local,
        LocalTime(
          year: day.year, month: day.month, day: day.day, hour: secondOfDay / 3_600, minute: secondOfDay / 60 % 60)
      )
    case .day where step.count == 1:
      return start(of: CalendarDay(dayNumber: key))
    case .day:
      let month = key / 64
      let day = (try? CalendarDay(year: month / 12, month: month % 12 + 1, day: key % 64 * step.count + 1))
      return start(of: day ?? CalendarDay(dayNumber: 0))
    case .month:
      let month = key * step.count
      return start(of: (try? CalendarDay(year: month / 12, month: month % 12 + 1, day: 1)) ?? CalendarDay(dayNumber: 0))
    case .year:
      return start(of: (try? CalendarDay(year: key * step.count, month: 1, day: 1)) ?? CalendarDay(dayNumber: 0))
    }
  }

  private static func start(of day: CalendarDay) -> (localSeconds: Double, time: LocalTime) {
    (Double(day.dayNumber) * 86_400, LocalTime(year: day.year, month: day.month, day: day.day, hour: 0, minute: 0))
  }

  /// The label of the largest boundary `time` falls on.
  private static func label(_ time: LocalTime, _ step: TimeTickStep, _ labels: TimeAxisLabels) -> String {
    guard time.hour == 0, time.minute == 0 else { return labels.time(time) }
    guard time.day == 1 else { return labels.day(time) }
    guard time.month == 1 else { return labels.month(time) }
    return labels.year(time)
  }

  private static func monthIndex(_ year: Int, _ month: Int) -> Int {
    year * 12 + month - 1
  }

  /// The group of `count` days of the month that `day` is in: days 1..., 1 + count..., with a short group at the
  /// month's end merged into the one before so that no two ticks fall a day or two apart.
  private static func dayGroup(_ day: CalendarDay, _ count: Int) -> Int {
    let daysInMonth = CalendarDay.daysInMonth(year: day.year, month: day.month)
    return min((day.day - 1) / count, (daysInMonth - 1 - count / 2) / count)
  }
}
