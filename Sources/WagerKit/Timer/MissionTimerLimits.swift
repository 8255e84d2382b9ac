/// The bounds of a ``MissionTimer``'s total.
public enum MissionTimerLimits {
  /// The longest total a mission timer accepts, in seconds: 24 hours.
  public static let maximumTotalSeconds = 86_400
  /// The longest total a mission timer accepts: 24 hours.
  public static let maximumTotal = Duration.seconds(maximumTotalSeconds)
}
