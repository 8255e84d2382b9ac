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
    let labelWidth = max(TextLayout.width(of: strings.periodHeader), 4)
    var lines: [String] = []
    var header = TextLayout.pad(strings.periodHeader, to: labelWidth)
    for day in days { header += " | " + TextLayout.pad(strings.name(of: day), to: width) }
    lines.append(header)
    lines.append(String(repeating: "-", count: TextLayout.width(of: header)))
    for period in periods {
      var line = TextLayout.pad(String(period), to: labelWidth, alignRight: true)
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
        line += " | " + TextLayout.pad(TextLayout.truncate(content, to: width), to: width)
      }
      lines.append(line)
    }
    if !coursesWithoutMeetings.isEmpty {
      lines.append("")
      lines.append(strings.withoutMeetingsHeading)
      for course in coursesWithoutMeetings {
        lines.append("- \(course.name) (\(course.isOnline ? strings.online : strings.unscheduled))")
      }
    }
    return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n")
  }
}

/// Column arithmetic for monospaced text, where East Asian wide characters take two columns.
enum TextLayout {
  /// The columns the text takes.
  static func width(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
  }

  /// The text padded with spaces to `width` columns.
  static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - self.width(of: text)))
    return alignRight ? padding + text : text + padding
  }

  /// The text cut to at most `width` columns, with "…" where it was cut.
  static func truncate(_ text: String, to width: Int) -> String {
    guard self.width(of: text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = self.width(of: String(character))
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6:
      true
    default:
      false
    }
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
