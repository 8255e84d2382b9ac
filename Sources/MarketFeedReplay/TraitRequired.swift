// Without the `LiveFeed` trait this module compiles empty; these unavailable names (and the calls an app makes
// first on them) make an app that forgot the trait meet one message naming it, instead of "cannot find …
// in scope" or "has no member".
#if !LiveFeed
  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeedReplay needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public enum BithumbReplayServer {}

  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeedReplay needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public enum QuotationReplayServer {}

  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeedReplay needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public enum ReplayScript {}

  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeedReplay needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public enum QuotationReplayScript {}
#endif
