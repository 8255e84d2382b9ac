// Without the `LiveFeed` trait this module compiles empty; these unavailable names (and the calls an app makes
// first on them) make an app that forgot the trait meet one message naming it, instead of "cannot find …
// in scope" or "has no member".
#if !LiveFeed
  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeed needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public struct BithumbFeedConfiguration {
    /// Needs the `LiveFeed` trait.
    public init() { fatalError() }
  }

  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeed needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public struct QuotationFeedConfiguration {
    /// Needs the `LiveFeed` trait.
    public init() { fatalError() }
  }

  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeed needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public enum BithumbFeed {}

  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeed needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public enum BithumbRESTClient {}

  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeed needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public enum QuotationFeed {}

  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeed needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public enum QuotationWebSocketConnector {}

  /// Needs the `LiveFeed` trait.
  @available(
    *, unavailable,
    message: "MarketFeed needs the LiveFeed trait: .package(url: …, from: \"0.4.0\", traits: [\"LiveFeed\"])"
  )
  public enum WebSocketClientConnector {}
#endif
