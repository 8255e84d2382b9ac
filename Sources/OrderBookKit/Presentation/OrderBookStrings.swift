/// The words the kit's display helpers print, in one replaceable value so an app can localise them.
///
/// Korean by default (``korean``, equal to `OrderBookStrings()`); ``english`` is built in. Change one member and
/// keep the others:
///
/// ```swift
/// var strings = OrderBookStrings.english
/// strings.mid = "mid price"
/// ```
public struct OrderBookStrings: Sendable, Hashable {
  /// The label of an ask row: "매도".
  public var ask = "매도"
  /// The label of a bid row: "매수".
  public var bid = "매수"
  /// The label of the spread: "스프레드".
  public var spread = "스프레드"
  /// The label of the mid price: "중간가".
  public var mid = "중간가"
  /// Shown when a side has no levels: "호가 없음".
  public var noLevels = "호가 없음"
  /// Appended when the best bid is at or above the best ask: "교차".
  public var crossed = "교차"
  /// The label of the largest cumulative quantity in a depth chart: "누적".
  public var cumulative = "누적"

  /// Creates the Korean strings (``korean``); change members to replace them.
  public init() {}

  /// The Korean strings, the default.
  public static let korean = OrderBookStrings()

  /// English strings: "ask", "bid", "spread", "mid", "no levels", "crossed", "cumulative".
  public static let english: OrderBookStrings = {
    var strings = OrderBookStrings()
    strings.ask = "ask"
    strings.bid = "bid"
    strings.spread = "spread"
    strings.mid = "mid"
    strings.noLevels = "no levels"
    strings.crossed = "crossed"
    strings.cumulative = "cumulative"
    return strings
  }()
}

extension OrderBookStrings {
}
