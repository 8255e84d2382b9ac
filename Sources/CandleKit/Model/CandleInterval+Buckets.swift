import Foundation

extension CandleInterval {
  /// The start of the bucket of this interval that contains `date`, on the wall clock of `timeZone`.
  ///
  /// Buckets are aligned to local time: hourly and shorter ones to whole multiples of the interval since local
  /// midnight, four, six and twelve hours likewise (00:00, 04:00, 08:00 ...), daily ones to local midnight, weekly
  /// ones to Monday's midnight and monthly ones to the 1st's midnight, so that a day candle starts at 00:00 Asia/Seoul
  /// by default and a month candle at 00:00 on the 1st. Where a daylight-saving change falls inside a bucket, the
  /// bucket is an hour shorter or longer (a day of 23 or 25 hours).
  ///
  /// ```swift
  /// let t = Date(timeIntervalSince1970: 1_723_014_795)   // Wednesday 2024-08-07 16:13:15 in Seoul
  /// CandleInterval.fiveMinutes.bucketStart(containing: t) // 16:10:00 Seoul
  /// CandleInterval.oneDay.bucketStart(containing: t)      // 2024-08-07 00:00 Seoul (15:00 UTC the day before)
  /// CandleInterval.oneWeek.bucketStart(containing: t)     // Monday 2024-08-05 00:00 Seoul
  /// CandleInterval.oneMonth.bucketStart(containing: t)    // 2024-08-01 00:00 Seoul
  /// ```
  ///
  /// A date that is not finite is returned unchanged.
  public func bucketStart(containing date: Date, in timeZone: TimeZone = .seoul) -> Date {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite else { return date }
    let table = ZoneOffsetTable(timeZone: timeZone, from: seconds - zoneLookbackSeconds, through: seconds)
    return Date(timeIntervalSince1970: bucketStart(at: seconds, offsets: table))
  }

  /// The start of the bucket after the one that contains `date`: the end of that bucket.
  ///
  /// This is how to step from one candle to the next: a month is 28 to 31 days long, and a day where daylight saving
  /// changes is 23 or 25 hours, so adding ``seconds`` is not.
  ///
  /// A date that is not finite is returned unchanged.
  public func nextBucketStart(after date: Date, in timeZone: TimeZone = .seoul) -> Date {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite else { return date }
    let table = ZoneOffsetTable(
      timeZone: timeZone, from: seconds - zoneLookbackSeconds, through: seconds + 2 * zoneLookbackSeconds)
    let start = bucketStart(at: seconds, offsets: table)
    return Date(timeIntervalSince1970: nextBucketStart(afterStart: start, offsets: table))
  }

  /// How far before an instant a zone-offset table should start so that the start of the instant's bucket is
  /// inside it: a day and more than the longest bucket.
  var zoneLookbackSeconds: Double {
    switch self {
    case .oneWeek: 9 * 86_400
    case .oneMonth: 33 * 86_400
    default: 2 * 86_400
    }
  }

  /// The bucket start for `seconds` since 1970 (finite), with offsets from `offsets`.
  func bucketStart(at seconds: Double, offsets: ZoneOffsetTable) -> Double {
    let offset = Double(offsets.offset(at: seconds))
    let start = localBucketStart(seconds + offset) - offset
    // The offset at the bucket's start can differ from the one at `seconds` when a daylight-saving change falls
    // inside the bucket: the bucket starts on the wall clock as it read at its start.
    let offsetAtStart = Double(offsets.offset(at: start))
    guard offsetAtStart != offset else { return start }
    let corrected = localBucketStart(seconds + offsetAtStart) - offsetAtStart
    return corrected <= seconds ? corrected : start
  }

  /// The start of the bucket after the one starting at `start` (seconds since 1970).
  func nextBucketStart(afterStart start: Double, offsets: ZoneOffsetTable) -> Double {
    // Buckets are at least two thirds and at most four thirds of the nominal length (23 to 25 hours for a day,
    // 5 to 7 hours for six, 28 to 31 days for a month of nominally 30.44), so one and a half lengths later always
    // lands in the next bucket.
    let next = bucketStart(at: start + Double(seconds) * 1.5, offsets: offsets)
    return next > start ? next : start + Double(seconds)
  }

  /// The start of the bucket that contains `local`, both read on the wall clock as seconds since 1970-01-01 00:00
  /// (the instant plus the zone's offset). `local` is finite.
  func localBucketStart(_ local: Double) -> Double {
    switch self {
    case .oneWeek:
      let day = (local / 86_400).rounded(.down)
      // 1970-01-01 was a Thursday, three days after a Monday.
      var sinceMonday = (day + 3).truncatingRemainder(dividingBy: 7)
      if sinceMonday < 0 { sinceMonday += 7 }
      return (day - sinceMonday) * 86_400
    case .oneMonth:
      let day = (local / 86_400).rounded(.down)
      return (day - Double(Self.dayOfMonth(day) - 1)) * 86_400
    default:
      let length = Double(seconds)
      return (local / length).rounded(.down) * length
    }
  }

  /// The day of the month (1...31) of day number `day`, a whole number of days since 1970-01-01 (negative before),
  /// on the proleptic Gregorian calendar.
  ///
  /// The calendar repeats every 400 years (146,097 days), so any day number maps into the cycle that starts in 1970,
  /// where `CalendarDay` reads it: no year is out of range and no conversion can trap.
  static func dayOfMonth(_ day: Double) -> Int {
    var inCycle = day.truncatingRemainder(dividingBy: 146_097)
    if inCycle < 0 { inCycle += 146_097 }
    return CalendarDay(dayNumber: Int(min(max(inCycle, 0), 146_096))).day
  }
}
