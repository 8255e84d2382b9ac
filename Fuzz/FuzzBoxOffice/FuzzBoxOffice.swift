import FuzzSupport

/// BoxOfficeKit's fuzz targets: `swift run FuzzBoxOffice --list`, or `Scripts/fuzz.sh <target> <seconds>`.
@main
enum FuzzBoxOffice {
  static func main() {
    FuzzDriver.main([
      FuzzTarget(
        "boxoffice-daily", "BoxOfficeDecoder.dailyBoxOffice on any bytes: a sound ranking or a typed error",
        run: RankingTargets.daily),
      FuzzTarget(
        "boxoffice-weekly", "BoxOfficeDecoder.weeklyBoxOffice on any bytes: a sound ranking or a typed error",
        run: RankingTargets.weekly),
      FuzzTarget(
        "boxoffice-movie", "BoxOfficeDecoder.movieDetail on any bytes: trimmed names and display texts",
        run: MovieTargets.movieInfo),
      FuzzTarget(
        "boxoffice-posters", "BoxOfficeDecoder.posterSearch (Kakao) on any bytes, and the poster choice",
        run: MovieTargets.posterSearch),
      FuzzTarget(
        "boxoffice-fields", "the hand-written field readers (integers, days, trimming, percentages) against Foundation",
        run: FieldsTarget.run),
    ])
  }
}
