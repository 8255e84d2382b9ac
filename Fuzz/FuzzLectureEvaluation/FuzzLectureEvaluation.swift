import FuzzSupport

/// LectureEvaluationKit's fuzz targets: `swift run FuzzLectureEvaluation --list`, or
/// `Scripts/fuzz.sh <target> <seconds>`.
@main
enum FuzzLectureEvaluation {
  static func main() {
    FuzzDriver.main([
      FuzzTarget(
        "evaluation-lectures",
        "SuwikiServerDecoder.lecturePage, its LectureSummary values, paging and every sort order",
        run: LectureTarget.run),
      FuzzTarget(
        "evaluation-post-responses",
        "the SUWIKI evaluation, exam, purchase, my-page and error decoders: valid drafts, codes kept",
        run: PostWireTargets.responses),
      FuzzTarget(
        "evaluation-post-requests", "evaluation and exam request bodies and exam tag lists: validate and round-trip",
        run: PostWireTargets.requests),
      FuzzTarget(
        "evaluation-board", "posts, purchases and points on an EvaluationBoard: all or nothing, averages exact",
        run: BoardScript.run),
    ])
  }
}
