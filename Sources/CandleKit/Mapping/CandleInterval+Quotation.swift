extension QuotationCandleUnit {
  /// The chart interval of this unit's candles, or `nil` for a minute count the exchanges do not offer.
  ///
  /// A decoded page is charted with this interval in the dialect's session zone, where the exchange starts its
  /// days, weeks and months:
  ///
  /// ```swift
  /// let unit = QuotationCandleUnit.weeks
  /// let candles = try QuotationCandles.candles(from: body, unit: unit, dialect: .upbit)
  /// if let interval = unit.interval {
  ///   let series = try CandleSeries(candles, interval: interval, timeZone: QuotationDialect.upbit.sessionTimeZone)
  /// }
  /// ```
  public var interval: CandleInterval? {
    switch self {
    case .minutes(1): .oneMinute
    case .minutes(3): .threeMinutes
    case .minutes(5): .fiveMinutes
    case .minutes(10): .tenMinutes
    case .minutes(15): .fifteenMinutes
    case .minutes(30): .thirtyMinutes
    case .minutes(60): .oneHour
    case .minutes(240): .fourHours
    case .minutes: nil
    case .days: .oneDay
    case .weeks: .oneWeek
    case .months: .oneMonth
    }
  }
}

extension CandleInterval {
  /// The API 2.0 unit that serves candles of this interval (`/v1/candles/minutes/240` for four hours), or `nil` for
  /// six and twelve hours, which only Bithumb's legacy candlestick endpoint serves.
  public var quotationUnit: QuotationCandleUnit? {
    switch self {
    case .oneMinute: .minutes(1)
    case .threeMinutes: .minutes(3)
    case .fiveMinutes: .minutes(5)
    case .tenMinutes: .minutes(10)
    case .fifteenMinutes: .minutes(15)
    case .thirtyMinutes: .minutes(30)
    case .oneHour: .minutes(60)
    case .fourHours: .minutes(240)
    case .sixHours, .twelveHours: nil
    case .oneDay: .days
    case .oneWeek: .weeks
    case .oneMonth: .months
    }
  }
}
