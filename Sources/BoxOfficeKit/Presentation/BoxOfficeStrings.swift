/// Every piece of display text the kit makes, in one value an app can change to localise it.
///
/// The defaults are Korean. Numbers are grouped with a fixed separator by `NumberText.grouped`, never by the
/// device locale, so 6,252,827 reads the same on every device.
///
/// ```swift
/// let strings = BoxOfficeStrings.korean
/// strings.audience(today: 1234, total: 12345)  // "오늘 1,234 / 총 12,345"
/// strings.rankChange(.up(3)).text              // "▲3"
///
/// var english = BoxOfficeStrings.korean
/// english.newEntry = "NEW"
/// english.audienceToday = "Today"
/// english.audienceTotal = "Total"
/// english.minutes = " min"
/// ```
public struct BoxOfficeStrings: Hashable, Sendable {
  /// Shown for a new entry: `"신작"`.
  public var newEntry = "신작"
  /// Put before the places a film rose: `"▲"`.
  public var risingSymbol = "▲"
  /// Put before the places a film fell: `"▼"`.
  public var fallingSymbol = "▼"
  /// Shown for an unchanged rank: `"-"`.
  public var unchanged = "-"
  /// The label of the day's audience: `"오늘"`.
  public var audienceToday = "오늘"
  /// The label of the total audience: `"총"`.
  public var audienceTotal = "총"
  /// Between the day's and the total audience: `" / "`.
  public var audienceSeparator = " / "
  /// After a running time: `"분"`.
  public var minutes = "분"
  /// Between the items of a list: `", "`.
  public var listSeparator = ", "
  /// The digit-grouping separator: `","`.
  public var groupingSeparator: Character = ","

  /// Creates the Korean defaults; change the fields to localise.
  public init() {}

  /// The Korean text, the default.
  public static let korean = BoxOfficeStrings()

  /// The label for a rank change, with the part to highlight and its colour.
  public func rankChange(_ change: RankChange) -> RankChangeLabel {
    switch change {
    case .new: RankChangeLabel(highlighted: newEntry, plain: "", color: .red)
    case .up(let places): RankChangeLabel(highlighted: risingSymbol, plain: String(places), color: .red)
    case .down(let places): RankChangeLabel(highlighted: fallingSymbol, plain: String(places), color: .blue)
    case .same: RankChangeLabel(highlighted: "", plain: unchanged, color: nil)
    }
  }

  /// The audience line: `"오늘 1,234 / 총 12,345"`.
  public func audience(today: Int, total: Int) -> String {
    audienceToday + " " + count(today) + audienceSeparator + audienceTotal + " " + count(total)
  }

  /// A count grouped in threes with ``groupingSeparator``: `"6,252,827"`.
  public func count(_ value: Int) -> String {
    NumberText.grouped(value, separator: groupingSeparator)
  }

  /// A running time: `"125분"`.
  public func runningTime(minutes value: Int) -> String {
    String(value) + minutes
  }

  /// Items joined with ``listSeparator``, blanks left out: `"A, B"`; `""` for none.
  public func list(_ items: [String]) -> String {
    items.filter { !$0.isEmpty }.joined(separator: listSeparator)
  }
}

/// A rank change ready to draw: the text split into the highlighted part and the rest, and the colour of
/// the highlight.
///
/// For `"▲3"` the arrow is highlighted in red and the number is plain; `"신작"` is highlighted whole in red;
/// `"▼2"` has a blue arrow; `"-"` has no highlight.
public struct RankChangeLabel: Hashable, Sendable {
  /// The semantic colour of a highlight; the app picks the exact shade.
  public enum Color: Hashable, Sendable {
    /// New entries and rising films.
    case red
    /// Falling films.
    case blue
  }

  /// The part drawn in ``color``, first.
  public var highlighted: String
  /// The part drawn normally, after ``highlighted``.
  public var plain: String
  /// The highlight's colour; `nil` when nothing is highlighted.
  public var color: Color?

  /// Creates a label.
  public init(highlighted: String, plain: String, color: Color?) {
    self.highlighted = highlighted
    self.plain = plain
    self.color = color
  }

  /// The whole text: `"▲3"`.
  public var text: String { highlighted + plain }
}
