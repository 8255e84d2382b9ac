import Foundation

/// Reads KOBIS and Kakao response bodies into the kit's models.
///
/// Every entry point is total: any bytes give either a model or a ``BoxOfficeError`` that names what was
/// wrong (never a crash, never a bare `DecodingError`). A KOBIS `faultInfo` body, which arrives with HTTP 200,
/// is recognised before the success shape is read and thrown as ``BoxOfficeError/apiFault(code:message:)``.
///
/// ```swift
/// do {
///   let dailyBoxOffice = try BoxOfficeDecoder.dailyBoxOffice(from: body)
///   print(dailyBoxOffice.entries.map(\.title))
/// } catch .apiFault(let code, let message) {
///   print("KOBIS \(code): \(message)")   // "320010: 유효하지않은 키값입니다."
/// }
/// ```
///
/// - Complexity: O(*n*) in the size of the body.
public enum BoxOfficeDecoder {
  /// A daily box office (`searchDailyBoxOfficeList`) with its day (`showRange`), best rank first.
  public static func dailyBoxOffice(from data: Data) throws(BoxOfficeError) -> DailyBoxOffice {
    try map(dailyWire(data))
  }

  /// A weekly, weekend or weekday box office (`searchWeeklyBoxOfficeList`), best rank first.
  public static func weeklyBoxOffice(from data: Data) throws(BoxOfficeError) -> WeeklyBoxOffice {
    let result: KOBISWeeklyResultDTO = try kobisResult(data)
    let days = try FieldText.dayRange(result.showRange, field: "boxOfficeResult.showRange")
    let rows = try RankingRow.rows(result.weeklyBoxOfficeList, named: "weeklyBoxOfficeList")
    return WeeklyBoxOffice(
      days: days, yearWeek: FieldText.nonBlank(result.yearWeekTime), entries: rows.map(WeeklyBoxOfficeEntry.init))
  }

  /// A film's details (`searchMovieInfo`).
  ///
  /// - Throws: ``BoxOfficeError/movieNotFound(code:)`` with an empty code when the answer has no movie.
  public static func movieDetail(from data: Data) throws(BoxOfficeError) -> MovieDetail {
    try map(movieInfoWire(data))
  }

  /// A page of Kakao image search results (`/v2/search/image`).
  public static func posterSearch(from data: Data) throws(BoxOfficeError) -> PosterSearchResult {
    PosterSearchResult(try decode(KakaoImageSearchDTO.self, from: data))
  }

  // MARK: Stages, exposed to the benchmarks to time decoding and mapping apart

  /// A decoded but unmapped daily body.
  @_spi(Benchmarking)
  public struct DailyWire: Sendable {
    let result: KOBISDailyResultDTO
  }

  /// A decoded but unmapped movie-info body.
  @_spi(Benchmarking)
  public struct MovieInfoWire: Sendable {
    let result: KOBISMovieInfoResultDTO
  }

  /// Decodes a daily body into its DTOs (the `JSONDecoder` stage).
  @_spi(Benchmarking)
  public static func dailyWire(_ data: Data) throws(BoxOfficeError) -> DailyWire {
    DailyWire(result: try kobisResult(data))
  }

  /// Maps decoded daily DTOs to the model (the mapping stage).
  @_spi(Benchmarking)
  public static func map(_ wire: DailyWire) throws(BoxOfficeError) -> DailyBoxOffice {
    let range = try FieldText.dayRange(wire.result.showRange, field: "boxOfficeResult.showRange")
    guard range.lowerBound == range.upperBound else {
      throw .malformedField(
        field: "boxOfficeResult.showRange", value: wire.result.showRange, expected: "one day, yyyyMMdd~yyyyMMdd")
    }
    let rows = try RankingRow.rows(wire.result.dailyBoxOfficeList, named: "dailyBoxOfficeList")
    return DailyBoxOffice(date: BoxOfficeDate(range.lowerBound), entries: rows.map(DailyBoxOfficeEntry.init))
  }

  /// Decodes a movie-info body into its DTOs (the `JSONDecoder` stage).
  @_spi(Benchmarking)
  public static func movieInfoWire(_ data: Data) throws(BoxOfficeError) -> MovieInfoWire {
    MovieInfoWire(result: try kobisResult(data))
  }

  /// Maps decoded movie-info DTOs to the model (the mapping stage).
  @_spi(Benchmarking)
  public static func map(_ wire: MovieInfoWire) throws(BoxOfficeError) -> MovieDetail {
    try MovieDetail(wire.result.movieInfo)
  }

  // MARK: Decoding

  /// The success object of a KOBIS body, or the fault it carries.
  static func kobisResult<Result: KOBISResultDTO>(_ data: Data) throws(BoxOfficeError) -> Result {
    let envelope = try decode(KOBISEnvelopeDTO<Result>.self, from: data)
    if let fault = envelope.faultInfo {
      throw .apiFault(code: fault.errorCode, message: fault.message)
    }
    guard let result = envelope.result else { throw .missingField(Result.resultKey) }
    return result
  }

  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(BoxOfficeError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw BoxOfficeError(error)
    }
  }
}
