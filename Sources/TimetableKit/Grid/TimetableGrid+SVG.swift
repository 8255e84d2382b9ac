extension TimetableGrid {
  /// Twelve soft colours, one per ``Timetable/colorCount`` index.
  public static let defaultPalette = [
    "#F6C2C2", "#F9D9A8", "#F7EFA1", "#C9E8B5", "#B5E3DA", "#B8D8F2",
    "#C8C6F2", "#E3C4EE", "#F2C4DD", "#D9D2C5", "#C4E0C8", "#D5E1F0",
  ]

  /// The grid as a standalone SVG document: a header row of days, a column of periods with their start times,
  /// and a rounded rectangle per cell with the course name and room. Text is XML-escaped.
  ///
  /// - Parameters:
  ///   - width: the document width in points.
  ///   - height: the document height in points.
  ///   - palette: fill colours, indexed by each cell's colour index (modulo the count).
  ///   - strings: the header texts.
  public func svg(
    width: Int = 640, height: Int = 720, palette: [String] = TimetableGrid.defaultPalette,
    strings: TimetableStrings = .korean
  ) -> String {
    let width = min(max(width, 200), 20_000)
    let height = min(max(height, 200), 20_000)
    let labelWidth = 48.0
    let headerHeight = 28.0
    let columnWidth = (Double(width) - labelWidth) / Double(max(days.count, 1))
    let rowHeight = (Double(height) - headerHeight) / Double(max(periods.count, 1))
    let colors = palette.isEmpty ? Self.defaultPalette : palette
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="sans-serif">
      <rect width="\(width)" height="\(height)" fill="#FFFFFF"/>

      """
    svg += text(strings.periodHeader, x: labelWidth / 2, y: headerHeight * 0.65, size: 11, anchor: "middle")
    for (column, day) in days.enumerated() {
      let x = labelWidth + Double(column) * columnWidth
      svg += line(x1: x, y1: 0, x2: x, y2: Double(height))
      svg += text(strings.name(of: day), x: x + columnWidth / 2, y: headerHeight * 0.65, size: 12, anchor: "middle")
    }
    for (row, period) in periods.enumerated() {
      let y = headerHeight + Double(row) * rowHeight
      svg += line(x1: 0, y1: y, x2: Double(width), y2: y)
      svg += text(String(period), x: labelWidth / 2, y: y + rowHeight * 0.45, size: 11, anchor: "middle")
      if let interval = clock.interval(ofPeriod: period) {
        let start = ClockInterval.clockText(minutes: interval.startMinute)
        svg += text(start, x: labelWidth / 2, y: y + rowHeight * 0.8, size: 8, anchor: "middle")
      }
    }
    for cell in cells {
      let x = labelWidth + Double(cell.column) * columnWidth + 1
      let y = headerHeight + Double(cell.startRow - periods.lowerBound) * rowHeight + 1
      let cellHeight = Double(cell.endRow - cell.startRow + 1) * rowHeight - 2
      let fill = colors[((cell.colorIndex % colors.count) + colors.count) % colors.count]
      svg +=
        "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(columnWidth - 2))\" "
        + "height=\"\(format(cellHeight))\" rx=\"4\" fill=\"\(escaped(fill))\"/>\n"
      svg += text(cell.title, x: x + 4, y: y + 14, size: 11, anchor: "start")
      svg += text(cell.location, x: x + 4, y: y + 27, size: 9, anchor: "start")
    }
    return svg + "</svg>\n"
  }

  private func text(_ content: String, x: Double, y: Double, size: Int, anchor: String) -> String {
    "<text x=\"\(format(x))\" y=\"\(format(y))\" font-size=\"\(size)\" text-anchor=\"\(anchor)\">"
      + escaped(content) + "</text>\n"
  }

  private func line(x1: Double, y1: Double, x2: Double, y2: Double) -> String {
    "<line x1=\"\(format(x1))\" y1=\"\(format(y1))\" x2=\"\(format(x2))\" y2=\"\(format(y2))\" "
      + "stroke=\"#DDDDDD\"/>\n"
  }

  /// A coordinate with at most one decimal, so the document is stable and readable.
  private func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
  }

  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
