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
