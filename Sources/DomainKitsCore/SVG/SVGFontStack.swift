/// The font families every SVG picture of the kits names, so that Hangul renders with a Korean font wherever one is
/// installed instead of as boxes.
///
/// The stack tries Apple's Korean system font, Google's Noto Sans KR and Noto Sans CJK KR (what Linux and Android
/// have), Windows' Malgun Gothic, and then the generic `sans-serif`. Every renderer writes it into the root
/// element's `font-family` attribute; an app that renders its own SVG or HTML can use the same value.
///
/// ```swift
/// let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" font-family=\"\(SVGFontStack.korean)\">…</svg>"
/// ```
public enum SVGFontStack {
  /// `'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif`: single-quoted
  /// family names, so the value sits inside a double-quoted XML attribute or a CSS declaration unchanged.
  public static let korean =
    "'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif"
}
