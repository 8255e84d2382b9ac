import ArgumentParser
import BoxOfficeKit
import Foundation

/// `domainkits boxoffice`: Prints a day's box office, one movie's detail and its poster.
struct BoxOfficeCommand: KitDemoCommand {
  static let kitName = "BoxOfficeKit"
  static let configuration = CommandConfiguration(
    commandName: "boxoffice",
    abstract: "Prints a day's box office, one movie's detail and its poster.",
    discussion: """
      Runs the real KOBISBoxOfficeRepository over a transport that answers from bundled responses (written in \
      the exact KOBIS and Kakao shapes), with the clock fixed at 2025-11-22 00:01 in Seoul.
      """
  )

  @Option(name: .long, help: "A bundled day, yyyyMMdd: 20251120 or 20251121 (default: yesterday in Seoul).")
  var date: String?

  @Option(name: .long, help: "The KOBIS code of the movie to detail (default: the day's number one).")
  var movie: String?

  /// 2025-11-22 00:01 in Seoul, which is still 2025-11-21 in UTC.
  static let demoNow = Date(timeIntervalSince1970: 1_763_737_260)
  static let bundledDays = ["20251120", "20251121"]

  /// A `--date` that names no day is a usage error, reported before the demo runs.
  func validate() throws {
    guard let date else { return }
    do {
      _ = try CalendarDay(parsing: date, format: .basic)
    } catch {
      throw ValidationError("--date \(date) is not a day: \(error)")
    }
  }

  func run() async throws {
    let repository = KOBISBoxOfficeRepository(
      kobisKey: BundledTransport.validKey, kakaoKey: "demo-kakao-key", transport: BundledTransport(),
      now: { Self.demoNow }, clock: ContinuousClock())
    let latest = repository.latestAvailableDate()
    let day = try date.map { try BoxOfficeDate(targetDt: $0) } ?? latest
    guard day > latest || Self.bundledDays.contains(day.targetDt) else {
      throw ValidationError(
        "no bundled box office for \(day.targetDt); bundled days: \(Self.bundledDays.joined(separator: ", "))")
    }
    let utc = TimeZone(secondsFromGMT: 0) ?? .gmt
    print("Now: 2025-11-22 00:01 in Seoul (2025-11-21 15:01 UTC).")
    print("Latest box-office day: \(latest), yesterday in Seoul.")
    print(
      "(Read in the machine's zone on a UTC server, it would be \(BoxOfficeDate.yesterday(now: Self.demoNow, in: utc)).)"
    )
    print()
    let ranking: DailyBoxOffice
    do {
      ranking = try await repository.dailyBoxOffice(on: day)
    } catch let error as BoxOfficeError {
      print("Refused before any request: \(error)")
      return
    }
    printRanking(ranking)

    let code = movie ?? ranking.entries.first?.movieCode ?? ""
    do {
      guard let detail = try await repository.movieDetail(code: code) else {
        print("Movie \(code): KOBIS knows no such film\n")
        await printFault()
        return
      }
      printDetail(detail)
      try await printPosters(for: detail, in: ranking, repository: repository)
    } catch let error as BoxOfficeError {
      print("Movie \(code): \(error)\n")
    }
    await printFault()
  }

  private func printRanking(_ ranking: DailyBoxOffice) {
    print(Terminal.heading("Daily box office, \(ranking.date)"))
    for entry in ranking.entries {
      let opening = entry.openingDate.map { "개봉 \($0)" } ?? "개봉일 없음"
      print(
        Terminal.pad(String(entry.rank), to: 3, alignRight: true) + "  " + Terminal.pad(entry.rankChangeText, to: 5)
          + " "
          + Terminal.pad(entry.title, to: 24) + " " + Terminal.pad(entry.audienceText, to: 30) + " " + opening)
    }
    print()
  }

  private func printDetail(_ detail: MovieDetail) {
    print(Terminal.heading("\(detail.title) (\(detail.englishTitle ?? detail.movieCode))"))
    let rows: [(String, String?)] = [
      ("개봉", detail.openingDate?.description), ("상영시간", detail.runningTimeText), ("장르", detail.genresText),
      ("국가", detail.nationsText), ("감독", detail.directorsText),
      (
        "출연",
        detail.actors.prefix(4).map { $0.person.name + ($0.role.map { " (\($0))" } ?? "") }.joined(separator: ", ")
      ),
      ("관람등급", detail.watchGrade),
    ]
    for (label, value) in rows {
      print(Terminal.pad(label, to: 10) + (value.flatMap { $0.isEmpty ? nil : $0 } ?? "-"))
    }
    print()
  }

  private func printPosters(for detail: MovieDetail, in ranking: DailyBoxOffice, repository: KOBISBoxOfficeRepository)
    async throws
  {
    print(Terminal.heading("Posters (Kakao image search)"))
    let query = PosterQuery(movie: detail, titleIsShared: ranking.sharedTitles.contains(detail.title))
    let poster = try await repository.poster(for: query)
    print("\"\(query.searchText)\" -> \(poster?.imageURL.absoluteString ?? "no image found")")
    // Two films share a title in this ranking: each gets its own poster, chosen by production year.
    for title in ranking.sharedTitles.sorted() {
      print("Two films in this ranking are titled \(title); the production year tells their posters apart:")
      for entry in ranking.entries where entry.title == title {
        guard let film = try await repository.movieDetail(code: entry.movieCode) else { continue }
        let shared = PosterQuery(movie: film, titleIsShared: true)
        let chosen = try await repository.poster(for: shared)
        print(
          "  \(film.movieCode) (\(film.productionYear.map(String.init) ?? "?")): \"\(shared.searchText)\" -> "
            + (chosen?.imageURL.absoluteString ?? "no image found"))
      }
    }
    print()
  }

  private func printFault() async {
    print(Terminal.heading("A KOBIS fault (HTTP 200 with faultInfo)"))
    let expired = KOBISBoxOfficeRepository(
      kobisKey: "expired-key", transport: BundledTransport(), cache: nil, now: { Self.demoNow },
      clock: ContinuousClock())
    do {
      _ = try await expired.yesterdaysBoxOffice()
      print("unexpected: the bundled fault was accepted")
    } catch BoxOfficeError.apiFault(let code, let message) {
      print("KOBIS says (\(code)): \(message)")
    } catch {
      print("error: \(error)")
    }
  }
}

/// Answers KOBIS and Kakao requests from the bundled sample responses in `SampleData/boxoffice`.
private struct BundledTransport: HTTPTransport {
  static let validKey = "demo-key"

  func send(_ request: HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse {
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let query = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    let file: String?
    switch request.url.lastPathComponent {
    case "searchDailyBoxOfficeList.json":
      file = query["key"] == Self.validKey ? "daily_\(query["targetDt"] ?? "").json" : "fault_320010.json"
    case "searchMovieInfo.json":
      file = "movie_\(query["movieCd"] ?? "").json"
    default:
      let text = query["query"] ?? ""
      file = text.hasPrefix("바다의 끝") ? "kakao_sea.json" : text.hasPrefix("한강의 여름") ? "kakao_han.json" : nil
    }
    let body = file.flatMap { try? SampleData.data("boxoffice/" + $0) } ?? Self.emptyAnswer(to: request.url)
    return HTTPTransportResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
  }

  /// What the services send when they know nothing: an empty movie or an empty image search.
  private static func emptyAnswer(to url: URL) -> Data {
    let text =
      url.lastPathComponent == "searchMovieInfo.json"
      ? #"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#
      : #"{"documents":[],"meta":{"is_end":true,"pageable_count":0,"total_count":0}}"#
    return Data(text.utf8)
  }
}
