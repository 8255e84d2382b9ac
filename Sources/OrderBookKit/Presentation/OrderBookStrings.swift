/// The words the kit's display helpers print, in one replaceable value so an app can localise them.
///
/// Korean by default (``korean``).
public struct OrderBookStrings: Sendable, Hashable {
  /// The label of an ask row ("매도").
  public var ask: String
  /// The label of a bid row ("매수").
  public var bid: String
  /// The label of the spread ("스프레드").
  public var spread: String
  /// The label of the mid price ("중간가").
  public var mid: String
  /// Shown when a side has no levels ("호가 없음").
  public var noLevels: String
  /// Appended when the best bid is at or above the best ask ("교차").
  public var crossed: String
  /// The label of the largest cumulative quantity in a depth chart ("누적").
  public var cumulative: String

  /// Strings with the given words; every parameter defaults to the Korean word.
  public init(
    ask: String = "매도",
    bid: String = "매수",
    spread: String = "스프레드",
    mid: String = "중간가",
    noLevels: String = "호가 없음",
    crossed: String = "교차",
    cumulative: String = "누적"
  ) {
    self.ask = ask
    self.bid = bid
    self.spread = spread
    self.mid = mid
    self.noLevels = noLevels
    self.crossed = crossed
    self.cumulative = cumulative
  }

  /// The Korean strings (the default).
  public static let korean = OrderBookStrings()

  /// English strings.
  public static let english = OrderBookStrings(
    ask: "ask",
    bid: "bid",
    spread: "spread",
    mid: "mid",
    noLevels: "no levels",
    crossed: "crossed",
    cumulative: "cumulative"
  )
}
