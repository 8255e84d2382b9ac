/// A day's box office: the ranking and the day it counts.
public struct DailyBoxOffice: Hashable, Sendable, Codable {
  /// The day the figures count (KOBIS `showRange`, one day long).
  public var date: BoxOfficeDate
  /// The films by rank, best first.
  public var entries: [DailyBoxOfficeEntry]

  /// Creates a day's box office.
  public init(date: BoxOfficeDate, entries: [DailyBoxOfficeEntry]) {
    self.date = date
    self.entries = entries
  }

  /// Titles that more than one film of the list carries (a remake beside a re-release of the original).
  ///
  /// Poster searches for these titles need the production year: see ``PosterQuery``.
  public var sharedTitles: Set<String> {
    var seen = Set<String>()
    var shared = Set<String>()
    for entry in entries where !seen.insert(entry.title).inserted {
      shared.insert(entry.title)
    }
    return shared
  }
}
