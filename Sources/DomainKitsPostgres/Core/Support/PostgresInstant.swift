#if Postgres
  import Foundation

  /// Instants in columns: whole milliseconds since 1970-01-01 00:00 UTC, as BIGINT, as the SQLite adapter stores
  /// them. No zone is stored; the kits apply theirs when they show a date.
  package enum PostgresInstant {
    /// The largest magnitude kept: about 292,000 years either side of 1970, far beyond `Date.distantFuture`.
    private static let limit = Double(Int64.max / 2)

    /// `date` rounded to the nearest millisecond; instants beyond the range (or not finite) are clamped to it.
    package static func milliseconds(_ date: Date) -> Int64 {
      let value = (date.timeIntervalSince1970 * 1_000).rounded()
      guard value.isFinite else { return value.sign == .minus ? -Int64(limit) : Int64(limit) }
      return Int64(min(max(value, -limit), limit))
    }

    /// The instant `milliseconds` after 1970-01-01 00:00 UTC.
    package static func date(_ milliseconds: Int64) -> Date {
      Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
    }
  }
#endif
