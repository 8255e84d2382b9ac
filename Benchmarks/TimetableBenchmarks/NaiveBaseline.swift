import TimetableKit

/// The original app's approach, kept here only to measure against: a course is stored as its raw time/room
/// string; every check splits that string again into (day, "9:30", "10:20") entries and compares each pair of
/// entries as integers made from the clock text. (Its wrong answers are fixed here so the two approaches find
/// the same conflicts; only the cost model is the original's.)
enum NaiveBaseline {
  struct Entry {
    let day: Int
    let start: String
    let end: String
  }

  private static let startTimes = [
    "9:30", "10:30", "11:30", "12:30", "13:30", "14:30", "15:30", "16:30", "17:30", "18:30", "19:30", "20:30",
    "21:30", "22:30", "23:30",
  ]
  private static let endTimes = [
    "10:20", "11:20", "12:20", "13:20", "14:20", "15:20", "16:20", "17:20", "18:20", "19:20", "20:20", "21:20",
    "22:20", "23:20", "24:20",
  ]
  private static let days = ["월", "화", "수", "목", "금", "토", "일"]

  /// Splits a time/room string into clock-time entries, one per day run: `split` on "),", "(", " " and ",".
  static func entries(_ roomName: String) -> [Entry] {
    var entries: [Entry] = []
    for group in roomName.split(separator: "),") {
      let halves = group.split(separator: "(", omittingEmptySubsequences: false)
      guard halves.count == 2 else { continue }
      let body = halves[1].split(separator: ")").first ?? ""
      for part in body.split(separator: " ") {
        guard let first = part.first, let day = days.firstIndex(of: String(first)) else { continue }
        let numbers = part.dropFirst().split(separator: ",").compactMap { Int($0) }.sorted()
        var runStart = 0
        for index in numbers.indices where index == numbers.count - 1 || numbers[index + 1] != numbers[index] + 1 {
          let first = numbers[runStart]
          let last = numbers[index]
          if (1...15).contains(first), (1...15).contains(last) {
            entries.append(Entry(day: day + 1, start: startTimes[first - 1], end: endTimes[last - 1]))
          }
          runStart = index + 1
        }
      }
    }
    return entries
  }

  /// "9:30" → 930, as the original compared times.
  static func clockValue(_ text: String) -> Int {
    Int(text.filter { $0 != ":" }) ?? 0
  }

  /// Whether the new course clashes with any stored course, re-splitting every string on every call.
  static func clashes(timetable: [String], new: String) -> Bool {
    let newEntries = entries(new)
    for stored in timetable {
      for a in entries(stored) {
        for b in newEntries where a.day == b.day {
          if clockValue(a.start) < clockValue(b.end), clockValue(b.start) < clockValue(a.end) { return true }
        }
      }
    }
    return false
  }

  /// Catalogue search without precomputed keys: every name is lower-cased and stripped of spaces per query.
  static func search(_ courses: [Course], query: String) -> [Course] {
    let needle = query.lowercased().filter { !$0.isWhitespace }
    return courses.filter { course in
      course.name.lowercased().filter { !$0.isWhitespace }.contains(needle)
        || (course.professor ?? "").lowercased().filter { !$0.isWhitespace }.contains(needle)
    }
  }

  /// Every combination of one section per group, each checked pair by pair on clock intervals; returns the
  /// conflict-free combinations, as the generator does.
  static func generate(_ groups: [CourseGroup]) -> [[Course]] {
    let meetings = groups.map { $0.sections.map { $0.meetings() } }
    var found: [[Course]] = []
    var chosen: [Int] = []
    func extend(_ depth: Int) {
      guard depth < groups.count else {
        found.append(chosen.enumerated().map { groups[$0.offset].sections[$0.element] })
        return
      }
      for (index, section) in meetings[depth].enumerated() {
        let clash = chosen.enumerated().contains { other in
          meetings[other.offset][other.element].contains { a in
            section.contains { b in a.day == b.day && a.interval.overlaps(b.interval) }
          }
        }
        if clash { continue }
        chosen.append(index)
        extend(depth + 1)
        chosen.removeLast()
      }
    }
    extend(0)
    return found
  }
}
