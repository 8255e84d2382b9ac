extension TimetableGrid {
  /// The grid as monospaced text (day columns 4...200 wide): a header of days, one line per period, the course
  /// name on its first row and the room on its second; courses without meetings are listed underneath. Hangul
  /// counts as two columns.
  ///
  /// ```
  /// 교시 | 월           | 화           | ...
  ///    1 | 데이터베이스 |              |
  ///    2 | IT106        |              |
  /// ```
  public func text(columnWidth: Int = 14, strings: TimetableStrings = .korean) -> String {
    let width = min(max(columnWidth, 4), 200)
    let labelWidth = max(MonospacedText.width(of: strings.periodHeader), 4)
    var lines: [String] = []
    var header = MonospacedText.pad(strings.periodHeader, to: labelWidth)
    for day in days { header += " | " + MonospacedText.pad(strings.name(of: day), to: width) }
    lines.append(header)
    lines.append(String(repeating: "-", count: MonospacedText.width(of: header)))
    for period in periods {
      var line = MonospacedText.pad(String(period), to: labelWidth, alignRight: true)
      for column in days.indices {
        var content = ""
        if let cell = cells.first(where: { $0.column == column && $0.startRow <= period && period <= $0.endRow }) {
          if period == cell.startRow {
            content = cell.title
          } else if period == cell.startRow + 1 {
            content = cell.location
          } else {
            content = "."
          }
        }
        line += " | " + MonospacedText.pad(MonospacedText.truncate(content, to: width), to: width)
      }
      lines.append(line)
    }
    if !coursesWithoutMeetings.isEmpty {
      lines.append("")
      lines.append(strings.withoutMeetingsHeading)
      for course in coursesWithoutMeetings { lines.append("- " + strings.withoutMeetingsItem(course)) }
    }
    return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n")
  }
}

extension String {
  /// The text without trailing spaces.
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
