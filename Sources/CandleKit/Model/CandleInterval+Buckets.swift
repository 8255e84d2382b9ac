import Foundation

extension CandleInterval {
  /// The start of the bucket of this interval that contains `date`, on the wall clock of `timeZone`.
  ///
  /// Buckets are aligned to local time: hourly and shorter ones to whole multiples of the interval since local
  /// midnight, and daily ones to local midnight, so that a day candle starts at 00:00 Asia/Seoul by default.
  /// Where a daylight-saving change falls inside a day, that day's bucket is 23 or 25 hours long.
  ///
  /// ```swift
  /// let t = Date(timeIntervalSince1970: 1_723_014_795)   // 2024-08-07 16:13:15 in Seoul
  /// CandleInterval.fiveMinutes.bucketStart(containing: t) // 16:10:00 Seoul
  /// CandleInterval.oneDay.bucketStart(containing: t)      // 2024-08-07 00:00 Seoul (15:00 UTC the day before)
  /// ```
  ///
  /// A date that is not finite is returned unchanged.
  public func bucketStart(containing date: Date, in timeZone: TimeZone = .seoul) -> Date {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite else { return date }
    let table = ZoneOffsetTable(timeZone: timeZone, from: seconds - 2 * 86_400, through: seconds)
    return Date(timeIntervalSince1970: bucketStart(at: seconds, offsets: table))
  }

  /// The start of the bucket after the one that contains `date`: the end of that bucket.
  ///
  /// A date that is not finite is returned unchanged.
  public func nextBucketStart(after date: Date, in timeZone: TimeZone = .seoul) -> Date {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite else { return date }
    let table = ZoneOffsetTable(timeZone: timeZone, from: seconds - 2 * 86_400, through: seconds + 2 * 86_400)
    let start = bucketStart(at: seconds, offsets: table)
    return Date(timeIntervalSince1970: nextBucketStart(afterStart: start, offsets: table))
  }

  /// The bucket start for `seconds` since 1970 (finite), with offsets from `offsets`.
  func bucketStart(at seconds: Double, offsets: ZoneOffsetTable) -> Double {
    let length = Double(self.seconds)
    let offset = Double(offsets.offset(at: seconds))
    let start = ((seconds + offset) / length).rounded(.down) * length - offset
    // The offset at the bucket's start can differ from the one at `seconds` when a daylight-saving change falls
    // inside the bucket: the bucket starts on the wall clock as it read at its start.
    let offsetAtStart = Double(offsets.offset(at: start))
    guard offsetAtStart != offset else { return start }
    let corrected = ((seconds + offsetAtStart) / length).rounded(.down) * length - offsetAtStart
    return corrected <= seconds ? corrected : start
  }

  /// The start of the bucket after the one starting at `start` (seconds since 1970).
  func nextBucketStart(afterStart start: Double, offsets: ZoneOffsetTable) -> Double {
    // Buckets are at least two thirds and at most four thirds of the nominal length (23 to 25 hours for a day,
    // 5 to 7 hours for six), so one and a half lengths later always lands in the next bucket.
    let next = bucketStart(at: start + Double(seconds) * 1.5, offsets: offsets)
    return next > start ? next : start + Double(seconds)
  }
}
