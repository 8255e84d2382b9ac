import Foundation

extension Timetable: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, name, semester, creditLimit, entries
    case periodClock = "clock"
  }

  /// Decodes a stored timetable and adds its courses again in order, so a stored file that holds a clash, a
  /// duplicate or too many credits is a `DecodingError` rather than a timetable that breaks its own rules.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(UUID.self, forKey: .id),
      name: try container.decodeIfPresent(String.self, forKey: .name),
      semester: try container.decodeIfPresent(Semester.self, forKey: .semester),
      periodClock: try container.decodeIfPresent(PeriodClock.self, forKey: .periodClock) ?? .usw,
      creditLimit: try container.decodeIfPresent(Credits.self, forKey: .creditLimit)
    )
    for entry in try container.decode([Entry].self, forKey: .entries) {
      do {
        try checkAdding(entry.course)
      } catch {
        throw DecodingError.dataCorruptedError(forKey: .entries, in: container, debugDescription: error.description)
      }
      let color = (0..<Self.colorCount).contains(entry.colorIndex) ? entry.colorIndex : 0
      insert(Entry(course: entry.course, colorIndex: color))
    }
  }

  /// Encodes the identity, settings and entries (courses with their colours).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encodeIfPresent(semester, forKey: .semester)
    try container.encode(periodClock, forKey: .periodClock)
    try container.encodeIfPresent(creditLimit, forKey: .creditLimit)
    try container.encode(entries, forKey: .entries)
  }
}
