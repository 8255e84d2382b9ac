import Foundation

/// What to search Kakao for to find one film's poster, and the rule that picks the image.
///
/// Two films in one ranking may share a title (a remake and a re-release of the original film), so the title alone
/// does not identify a poster. The rule:
///
/// 1. **Query.** `"<title> 포스터"`. When the title is shared with another film in view
///    (``titleIsShared``, see ``DailyBoxOffice/sharedTitles``) and the production year is known, the year
///    joins the query: `"<title> <year> 포스터"`.
/// 2. **Choice.** Among the results, in Kakao's relevance order, the first image that
///    - was not posted before the production year (a page about a 1998 film's poster predates a 2025 remake;
///      a result without a date counts as matching), and then
///    - is portrait (taller than wide), as posters are.
///
///    Results that miss a criterion are used only when none meets it; the year criterion weighs more than
///    the shape. Without a production year, only the shape counts.
///
/// ```swift
/// let query = PosterQuery(movie: detail)                 // "광해, 왕이 된 남자 포스터", year 2012
/// let poster = query.choose(from: result.candidates)
/// ```
public struct PosterQuery: Hashable, Sendable, Codable {
  /// The film's title (trimmed when the query is made).
  public var title: String
  /// The production year, which separates films of one title; `nil` when unknown.
  public var productionYear: Int?
  /// Whether another film in view has the same title, so the query must name the year.
  public var titleIsShared: Bool

  /// Creates a query.
  public init(title: String, productionYear: Int? = nil, titleIsShared: Bool = false) {
    self.title = FieldText.trimmed(title)
    self.productionYear = productionYear
    self.titleIsShared = titleIsShared
  }

  /// The query for a film's details (title and production year).
  public init(movie: MovieDetail, titleIsShared: Bool = false) {
    self.init(title: movie.title, productionYear: movie.productionYear, titleIsShared: titleIsShared)
  }

  /// The text sent to Kakao: `"<title> 포스터"`, or `"<title> <year> 포스터"` for a shared title.
  public var searchText: String {
    if titleIsShared, let productionYear { return "\(title) \(productionYear) 포스터" }
    return "\(title) 포스터"
  }

  /// The best candidate by the rule above, or `nil` when there is none.
  ///
  /// - Complexity: O(*n*) in the number of candidates.
  public func choose(from candidates: [Poster]) -> Poster? {
    var best: (poster: Poster, score: Int)?
    for candidate in candidates {
      let score = score(candidate)
      if best == nil || score > (best?.score ?? 0) { best = (candidate, score) }
      if score == Self.perfectScore { break }
    }
    return best?.poster
  }

  private static let perfectScore = 3

  /// 2 for matching the year, plus 1 for a portrait image.
  private func score(_ poster: Poster) -> Int {
    (matchesYear(poster) ? 2 : 0) + (poster.isPortrait ? 1 : 0)
  }

  /// Whether the page was posted in or after the production year, in Seoul.
  func matchesYear(_ poster: Poster) -> Bool {
    guard let productionYear, let postedAt = poster.postedAt else { return true }
    return CalendarDay(postedAt, in: .seoul).year >= productionYear
  }
}
