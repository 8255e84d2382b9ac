/// A wall-clock time of day (hour and minute) in the house's time zone.
public struct TimeOfDay: Hashable, Comparable, Sendable {
  /// The hour, 0...23.
  public let hour: Int
  /// The minute, 0...59.
  public let minute: Int

  /// Creates a time of day.
  ///
  /// - Throws: ``HouseRulesError/invalidTime(hour:minute:)`` outside 00:00...23:59.
  public init(hour: Int, minute: Int = 0) throws(HouseRulesError) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { throw .invalidTime(hour: hour, minute: minute) }
    self.hour = hour
    self.minute = minute
  }

  private init(unchecked hour: Int, _ minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// 09:00, the default time of the morning todo reminder.
  public static let nineAM = TimeOfDay(unchecked: 9, 0)
  /// 22:00, the default time of the evening reminder of undone todos.
  public static let tenPM = TimeOfDay(unchecked: 22, 0)

  /// Orders times of day: earlier first.
  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
  }
}

extension TimeOfDay: Codable {
  private enum CodingKeys: String, CodingKey {
    case hour, minute
  }

  /// Decodes `{"hour": 9, "minute": 0}`; a time outside 00:00...23:59 is a `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let hour = try container.decode(Int.self, forKey: .hour)
    let minute = try container.decode(Int.self, forKey: .minute)
    do {
      try self.init(hour: hour, minute: minute)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .hour, in: container, debugDescription: error.description)
    }
  }

  /// Encodes `{"hour": 9, "minute": 0}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(hour, forKey: .hour)
    try container.encode(minute, forKey: .minute)
  }
}
