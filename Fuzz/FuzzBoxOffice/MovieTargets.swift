import Foundation
import FuzzSupport

@testable import BoxOfficeKit

/// The movie-info and Kakao image-search decoders.
enum MovieTargets {
  /// Checks: names are trimmed and non-empty; the display texts answer; a film's details make a poster query.
  static func movieInfo(_ bytes: [UInt8]) {
    let movie: MovieDetail
    do {
      movie = try BoxOfficeDecoder.movieDetail(from: Data(bytes))
    } catch {
      fuzzCheck(!error.description.isEmpty, "an error without a description")
      return
    }
    let names =
      [movie.movieCode, movie.title] + movie.nations + movie.genres + movie.directors.map(\.name)
      + movie.actors.map(\.person.name) + movie.companies.map(\.name) + movie.staff.map(\.person.name)
    for name in names {
      fuzzCheck(FieldText.trimmed(name) == name, "untrimmed \(name.debugDescription)")
    }
    fuzzCheck(!movie.movieCode.isEmpty, "a film without a code")
    _ = (movie.runningTimeText, movie.genresText, movie.nationsText, movie.directorsText, movie.actorsText)
    _ = movie.watchGrade
    let query = PosterQuery(movie: movie, titleIsShared: true)
    fuzzCheck(!query.searchText.isEmpty, "an empty poster query")
  }

  /// Checks: every candidate has a usable image and a positive size; its URLs are valid as they stand (encoding them
  /// again changes nothing, so old devices' strict parsing reads them unchanged); an https-upgradable host is never
  /// left on http; the choice is one of the candidates.
  static func posterSearch(_ bytes: [UInt8]) {
    let result: PosterSearchResult
    do {
      result = try BoxOfficeDecoder.posterSearch(from: Data(bytes))
    } catch {
      fuzzCheck(!error.description.isEmpty, "an error without a description")
      return
    }
    fuzzCheck(result.skippedCount >= 0, "a negative skipped count")
    for poster in result.candidates {
      fuzzCheck(poster.width > 0 && poster.height > 0, "a poster without a size: \(poster)")
      for url in [poster.imageURL, poster.thumbnailURL, poster.pageURL].compactMap({ $0 }) {
        let text = url.absoluteString
        fuzzCheck(WebAddress.encoded(text) == text, "a URL that is not valid as it stands: \(text)")
      }
      fuzzCheck(
        poster.requiresInsecureLoad == (poster.imageURL.scheme?.lowercased() == "http"),
        "requiresInsecureLoad disagrees with \(poster.imageURL)")
      if poster.requiresInsecureLoad, poster.imageURL.port == nil, let host = poster.imageURL.host?.lowercased() {
        fuzzCheck(
          !(host.hasSuffix(".kakaocdn.net") || host.hasSuffix(".daumcdn.net") || host == "kakaocdn.net"
            || host == "daumcdn.net"),
          "an http image on an https host: \(poster.imageURL)")
      }
    }
    for year in [nil, 1998, 2025] as [Int?] {
      let choice = PosterQuery(title: "바다의 끝", productionYear: year, titleIsShared: true).choose(
        from: result.candidates)
      fuzzCheck(
        choice.map(result.candidates.contains) ?? result.candidates.isEmpty || year != nil,
        "chose \(String(describing: choice))")
    }
  }
}
