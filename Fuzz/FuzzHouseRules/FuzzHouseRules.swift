import FuzzSupport

/// HouseRulesKit's fuzz targets: `swift run FuzzHouseRules --list`, or `Scripts/fuzz.sh <target> <seconds>`.
@main
enum FuzzHouseRules {
  static func main() {
    FuzzDriver.main([
      FuzzTarget(
        "house-script", "members, categories, rules, events, checks with any names, weekday sets and days",
        run: HouseScript.run),
      FuzzTarget(
        "house-wire", "the original server's rule, event, test and typeScore JSON, mapped and added to a house",
        run: WireTarget.run),
      FuzzTarget(
        "house-stored", "a stored House (JSON) restores only when sound, and round-trips", run: StoredTarget.run),
    ])
  }
}
