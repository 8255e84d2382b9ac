import FuzzSupport

/// TimetableKit's fuzz targets: `swift run FuzzTimetable --list`, or `Scripts/fuzz.sh <target> <seconds>`.
@main
enum FuzzTimetable {
  static func main() {
    FuzzDriver.main([
      FuzzTarget(
        "timetable-schedule", "ScheduleParser.parse on any text: valid slots that print and parse back the same",
        run: ScheduleTarget.run),
      FuzzTarget(
        "timetable-usw", "USWPortalDecoder.courses on any bytes (USW portal JSON): courses valid, rejections indexed",
        run: RecordTargets.usw),
      FuzzTarget(
        "timetable-suwiki", "SuwikiDecoder.courses on any bytes (SUWIKI JSON): courses valid, rejections indexed",
        run: RecordTargets.suwiki),
      FuzzTarget(
        "timetable-add", "adds, removes and credit limits on a Timetable against a brute-force model",
        run: TimetableScript.run),
      FuzzTarget(
        "timetable-stored", "a stored Timetable (JSON) decodes only when it keeps its rules, and round-trips",
        run: StoredTarget.run),
      FuzzTarget(
        "timetable-fields", "Credits, clock times, semesters: parse, print, parse back", run: FieldsTarget.run),
      FuzzTarget(
        "timetable-search", "CourseCatalog.search over fuzzed names: no duplicates, no missed substring",
        run: SearchTarget.run),
    ])
  }
}
