extension TimetableGrid {
  /// Twelve soft colours, one per ``Timetable/colorCount`` index.
  public static let defaultPalette = [
    "#F6C2C2", "#F9D9A8", "#F7EFA1", "#C9E8B5", "#B5E3DA", "#B8D8F2",
    "#C8C6F2", "#E3C4EE", "#F2C4DD", "#D9D2C5", "#C4E0C8", "#D5E1F0",
  ]

  /// The grid as a standalone SVG document: a header row of days, a column of periods with their start times, a
  /// rounded rectangle per cell with the course name and room, and the online and unscheduled courses listed under
  /// the grid.
  ///
  /// Text fits its cell at any width down to a phone's 390 points: a name wraps onto as many lines as the cell
  /// has room for and is then shortened with "…", and the room takes one line under it (or is left out when the
  /// cell holds only one line). Lines break at spaces, so an English word that fits a line is never split (one
  /// wider than the cell is hyphenated, "Clim-" over "ate"); a Hangul word wider than a line breaks between
  /// syllables; a closing ")" never starts a line. Widths are estimated per script (a Hangul syllable about one em,
  /// Latin letters narrower), erring wide. Each cell is a `<g class="cell">` whose first child is its rectangle,
  /// with a `<title>` holding the full name and room. The list under the grid adds "(온라인)" or "(시간 미정)"
  /// (``TimetableStrings/online``, ``TimetableStrings/unscheduled``) unless the name already says it. The root
  /// names `SVGFontStack.korean`; text is XML-escaped.
  ///
  /// - Parameters:
  ///   - width: the document width in points (200...20,000).
  ///   - height: the height of the grid in points (200...20,000); the list of courses without meetings, when there
  ///     are any, adds its lines below it, and the document's height includes them.
  ///   - palette: fill colours, indexed by each cell's colour index (modulo the count).
  ///   - strings: the header texts and the labels of the list under the grid.
  public func svg(
    width: Int = 640, height: Int = 720, palette: [String] = TimetableGrid.defaultPalette,
    strings: TimetableStrings = .korean
  ) -> String {
    let n = SVGText.number
    let metrics = SVGMetrics(width: width, height: height, days: days.count, periods: periods.count)
    let listLines = coursesWithoutMeetings.map { "· " + strings.withoutMeetingsItem($0) }
    let totalHeight = metrics.height + SVGMetrics.listHeight(items: listLines.count)
    let colors = palette.isEmpty ? Self.defaultPalette : palette
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(metrics.width))" height="\(n(totalHeight))" \
      viewBox="0 0 \(n(metrics.width)) \(n(totalHeight))" font-family="\(SVGFontStack.korean)">
      <rect width="\(n(metrics.width))" height="\(n(totalHeight))" fill="#FFFFFF"/>

      """
    let headerBaseline = metrics.headerHeight * 0.68
    svg += text(strings.periodHeader, x: metrics.labelWidth / 2, y: headerBaseline, size: 11, anchor: "middle")
    for (column, day) in days.enumerated() {
      let x = metrics.labelWidth + Double(column) * metrics.columnWidth
      svg += line(x1: x, y1: 0, x2: x, y2: metrics.height)
      svg += text(
        strings.name(of: day), x: x + metrics.columnWidth / 2, y: headerBaseline, size: 12, anchor: "middle")
    }
    for (row, period) in periods.enumerated() {
      let y = metrics.headerHeight + Double(row) * metrics.rowHeight
      svg += line(x1: 0, y1: y, x2: metrics.width, y2: y)
      svg += text(
        String(period), x: metrics.labelWidth / 2, y: y + metrics.rowHeight * 0.45, size: 11, anchor: "middle")
      if let interval = periodClock.interval(ofPeriod: period) {
        let start = ClockInterval.clockText(minutes: interval.startMinute)
        svg += text(start, x: metrics.labelWidth / 2, y: y + metrics.rowHeight * 0.8, size: 8, anchor: "middle")
      }
    }
    svg += line(x1: 0, y1: metrics.height, x2: metrics.width, y2: metrics.height)
    for cell in cells {
      let frame = metrics.frame(
        column: cell.column, rows: cell.startRow - periods.lowerBound...cell.endRow - periods.lowerBound)
      let fill = colors[((cell.colorIndex % colors.count) + colors.count) % colors.count]
      let label = Self.cellLabel(
        title: cell.title, location: cell.location, width: frame.width - 2 * SVGMetrics.cellPadding,
        height: frame.height - 2 * SVGMetrics.cellPadding)
      svg += "<g class=\"cell\"><title>\(SVGText.escaped(cell.title + " · " + cell.location))</title>"
      svg +=
        "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
        + "height=\"\(n(frame.height))\" rx=\"4\" fill=\"\(SVGText.escaped(fill))\"/>\n"
      let left = frame.x + SVGMetrics.cellPadding
      var top = frame.y + SVGMetrics.cellPadding
      for titleLine in label.title {
        svg += text(titleLine, x: left, y: top + SVGMetrics.titleSize * TextFit.ascent, size: 11, anchor: "start")
        top += SVGMetrics.titleSize * TextFit.lineHeight
      }
      if let room = label.room {
        svg += text(room, x: left, y: top + SVGMetrics.roomSize * TextFit.ascent, size: 9, anchor: "start")
      }
      svg += "</g>\n"
    }
    if !listLines.isEmpty {
      var y = metrics.height + 8
      let textWidth = metrics.width - 16
      svg += "<g class=\"without-meetings\">\n"
      let heading = TextFit.truncated(strings.withoutMeetingsHeading, width: textWidth, fontSize: 12)
      svg += text(heading, x: 8, y: y + 12 * TextFit.ascent, size: 12, anchor: "start", bold: true)
      y += SVGMetrics.listHeadingPitch
      for item in listLines {
        let shown = TextFit.truncated(item, width: textWidth, fontSize: 11)
        svg += text(shown, x: 8, y: y + 11 * TextFit.ascent, size: 11, anchor: "start")
        y += SVGMetrics.listItemPitch
      }
      svg += "</g>\n"
    }
    return svg + "</svg>\n"
  }

  /// What a cell of the SVG shows: the name's lines and the room, fitted to the cell's text area.
  struct CellLabel: Hashable, Sendable {
    /// The name, wrapped and possibly cut with "…".
    var title: [String]
    /// The room, cut to one line; `nil` when the cell has room for one line only or the room is blank.
    var room: String?
    /// Whether some of the name is not shown.
    var isTitleTruncated: Bool
  }

  /// Fits a cell's name and room into a text area of `width` × `height` points: the room takes the last line when
  /// there are at least two, the name wraps onto the others and is cut with "…" on the last of them.
  static func cellLabel(title: String, location: String, width: Double, height: Double) -> CellLabel {
    let titlePitch = SVGMetrics.titleSize * TextFit.lineHeight
    let roomPitch = SVGMetrics.roomSize * TextFit.lineHeight
    let hasRoom = !location.isEmpty && height >= titlePitch + roomPitch
    let titleLines = max(0, Int(((height - (hasRoom ? roomPitch : 0)) / titlePitch).rounded(.down)))
    let fitted = TextFit.wrapped(title, width: width, fontSize: SVGMetrics.titleSize, maxLines: titleLines)
    let room = hasRoom ? TextFit.truncated(location, width: width, fontSize: SVGMetrics.roomSize) : ""
    return CellLabel(title: fitted.lines, room: room.isEmpty ? nil : room, isTitleTruncated: fitted.isTruncated)
  }

  /// The sizes of the SVG rendering at one document size.
  struct SVGMetrics {
    static let titleSize = 11.0
    static let roomSize = 9.0
    static let cellPadding = 4.0
    static let listHeadingPitch = 12 * TextFit.lineHeight + 4
    static let listItemPitch = 11 * TextFit.lineHeight + 2

    let width: Double
    let height: Double
    let labelWidth: Double
    let headerHeight = 28.0
    let columnWidth: Double
    let rowHeight: Double

    init(width: Int, height: Int, days: Int, periods: Int) {
      self.width = Double(min(max(width, 200), 20_000))
      self.height = Double(min(max(height, 200), 20_000))
      labelWidth = self.width < 480 ? 36 : 48
      columnWidth = (self.width - labelWidth) / Double(max(days, 1))
      rowHeight = (self.height - headerHeight) / Double(max(periods, 1))
    }

    /// The height the list of courses without meetings adds under the grid.
    static func listHeight(items: Int) -> Double {
      items == 0 ? 0 : 8 + listHeadingPitch + Double(items) * listItemPitch + 6
    }

    /// A cell's rectangle: its column, its rows (from 0), inset by one point.
    func frame(column: Int, rows: ClosedRange<Int>) -> (x: Double, y: Double, width: Double, height: Double) {
      (
        labelWidth + Double(column) * columnWidth + 1, headerHeight + Double(rows.lowerBound) * rowHeight + 1,
        columnWidth - 2, Double(rows.count) * rowHeight - 2
      )
    }
  }

  private func text(
    _ content: String, x: Double, y: Double, size: Int, anchor: String, bold: Bool = false
  ) -> String {
    "<text x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y))\" font-size=\"\(size)\""
      + (bold ? " font-weight=\"bold\"" : "") + (anchor == "start" ? "" : " text-anchor=\"\(anchor)\"") + ">"
      + SVGText.escaped(content) + "</text>\n"
  }

  private func line(x1: Double, y1: Double, x2: Double, y2: Double) -> String {
    let n = SVGText.number
    return "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"#DDDDDD\"/>\n"
  }
}
