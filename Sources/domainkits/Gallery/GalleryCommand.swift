import ArgumentParser
import CandleKit
import Foundation
import HouseRulesKit
import OrderBookKit
import TimetableKit

/// `domainkits gallery DIR`: every picture the kits draw, from the bundled samples, in one HTML page.
struct GalleryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Writes DIR/index.html: every picture the kits draw, at desktop and phone widths, in one page.",
    discussion: """
      The page is self-contained (inline SVG, no network). Each picture comes from the bundled sample data and is \
      captioned with the API call that drew it. A script in the page measures every picture in the browser (text \
      inside its cell and the picture, no NaN or empty path, viewBox matching the size) and writes its findings \
      into the page; Scripts/check-gallery.sh runs it in headless Chromium.
      """
  )

  @Argument(help: "The folder to write index.html into (created when missing).")
  var directory: String

  /// The phone width the pictures are drawn at, in points.
  static let phoneWidth = 390.0

  func run() async throws {
    let pictures = try Self.pictures()
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let page = folder.appendingPathComponent("index.html")
    try Data(GalleryPage.html(pictures).utf8).write(to: page)
    print("Wrote \(pictures.count) pictures to \(page.path)")
    for picture in pictures { print("  \(picture.id): \(picture.api)") }
  }

  /// Every picture, desktop then phone for each.
  static func pictures() throws -> [GalleryPicture] {
    try candlePictures() + timetablePictures() + radarPictures() + depthPictures()
  }

  // MARK: CandleKit

  private static func candlePictures() throws -> [GalleryPicture] {
    let series = try CandlesCommand.sampleSeries()
    var pictures: [GalleryPicture] = []
    for (size, style, styleText) in [
      (GallerySize.desktop, CandleChartSVG.Style(), "CandleChartSVG.Style()"),
      (.phone, .phone, ".phone"),
    ] {
      let plotWidth = size == .desktop ? 720 : CandleChartSVG.plotWidth(forWidth: phoneWidth, style: style)
      let candleWidth = size == .desktop ? 6.0 : 5.0
      var viewport = ChartViewport(
        candleCount: series.count, width: plotWidth, candleWidth: candleWidth, spacing: 2, rightPadding: 24)
      let latest = CandleLayout(series: series, viewport: viewport)
      pictures.append(
        GalleryPicture(
          id: "candles-\(size.rawValue)", kit: "CandleKit", size: size,
          title: "BTC/KRW one-minute candles, newest on the right",
          api: "CandleChartSVG.render(CandleLayout(series:viewport:), title:, style: \(styleText))",
          svg: CandleChartSVG.render(latest, title: "BTC/KRW 1m · Bithumb", style: style)))
      // Scrolled back in time until the newest close is off the visible range: the marker pins to an edge.
      var scrolled = latest
      var distance = 0.0
      while scrolled.lastPriceMarker?.placement == .inRange, distance < 20_000 {
        distance += plotWidth / 4
        viewport.scroll(by: plotWidth / 4)
        scrolled = CandleLayout(series: series, viewport: viewport)
      }
      let placement = scrolled.lastPriceMarker.map { Self.caption($0.placement) } ?? "not shown"
      pictures.append(
        GalleryPicture(
          id: "candles-history-\(size.rawValue)", kit: "CandleKit", size: size,
          title: "Scrolled back \(SVGNumber.text(distance)) pt: the last price is \(placement)",
          api: "CandleLayout.lastPriceMarker → CandleChartSVG.render(_:title:style: \(styleText))",
          svg: CandleChartSVG.render(scrolled, title: "BTC/KRW 1m · 과거 구간", style: style)))
    }
    return pictures
  }

  /// Where the last-price marker sits, in words for a caption (never the case's name).
  static func caption(_ placement: LastPriceMarker.Placement) -> String {
    switch placement {
    case .inRange: "in the visible range"
    case .pinnedToTop: "above the visible range, pinned to the top edge"
    case .pinnedToBottom: "below the visible range, pinned to the bottom edge"
    }
  }

  // MARK: TimetableKit

  private static func timetablePictures() throws -> [GalleryPicture] {
    let catalog = CourseCatalog(
      courses: try USWPortalDecoder.courses(from: SampleData.data("timetable/courses.json")).courses)
    let grid = TimetableGrid(try TimetableCommand.sampleWeek(from: catalog))
    return [(GallerySize.desktop, 640), (.phone, Int(phoneWidth))].map { size, width in
      GalleryPicture(
        id: "timetable-\(size.rawValue)", kit: "TimetableKit", size: size,
        title: "The demo's week of USW courses, with the online and unscheduled ones under the grid",
        api: "TimetableGrid(timetable).svg(width: \(width), height: 720)",
        svg: grid.svg(width: width, height: 720))
    }
  }

  // MARK: HouseRulesKit

  private static func radarPictures() throws -> [GalleryPicture] {
    let sample = try JSONDecoder().decode(SampleAnswers.self, from: SampleData.data("house/personality-answers.json"))
    var test = PersonalityTest()
    for (index, option) in sample.answers.enumerated() { try test.answer(question: index + 1, option: option) }
    guard let scores = test.scores else {
      throw SampleDataError(path: "house/personality-answers.json", reason: "the answers do not finish the test")
    }
    let house = try HouseCommand.sampleHouse(startingWeekOf: CalendarDay(year: 2026, month: 11, day: 23))
    let taker = house.member(HomieID(sample.homie))?.name ?? sample.homie
    // The second pentagon is the demo's compatibility example (민재).
    let members = [
      PersonalityRadarSVG.Member(name: taker, scores: scores),
      PersonalityRadarSVG.Member(
        name: "민재", scores: try PersonalityScores(light: 5, noise: 4, smell: 5, introversion: 7, clean: 9)),
    ]
    return [(GallerySize.desktop, 480.0), (.phone, phoneWidth)].map { size, width in
      GalleryPicture(
        id: "radar-\(size.rawValue)", kit: "HouseRulesKit", size: size,
        title: "Two members of one type over the background rings, told apart by shade and dash pattern",
        api: "PersonalityRadarSVG.render(members, width: \(SVGNumber.text(width)))",
        svg: PersonalityRadarSVG.render(members, width: width))
    }
  }

  // MARK: OrderBookKit

  private static func depthPictures() throws -> [GalleryPicture] {
    guard let book = try OrderBookCommand.replaySample()["BTC_KRW"]?.book else {
      throw SampleDataError(path: "orderbook/feed.txt", reason: "the feed has no BTC_KRW book")
    }
    let ladder = book.ladder(levels: 15)
    return [(GallerySize.desktop, 640.0), (.phone, phoneWidth)].map { size, width in
      GalleryPicture(
        id: "depth-\(size.rawValue)", kit: "OrderBookKit", size: size,
        title: "BTC/KRW depth after replaying the sample feed, 15 levels a side",
        api: "OrderBookDepthChartSVG.render(book.ladder(levels: 15), width: \(SVGNumber.text(width)), height: 260)",
        svg: OrderBookDepthChartSVG.render(ladder, width: width, height: 260))
    }
  }
}

/// Short number text for captions ("390", "97.5").
enum SVGNumber {
  static func text(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
