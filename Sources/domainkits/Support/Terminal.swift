import DomainKitsCore

/// Plain-text layout helpers for the demos' output.
enum Terminal {
  /// A heading followed by a rule of the same width.
  static func heading(_ text: String) -> String {
    text + "\n" + String(repeating: "=", count: MonospacedText.width(of: text))
  }

  /// Pads `text` to `width` terminal columns (see `MonospacedText`).
  static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    MonospacedText.pad(text, to: width, alignRight: alignRight)
  }
}
