/// Which name or text field a validation error is about.
public enum NameField: String, CaseIterable, Codable, Hashable, Sendable {
  /// A house's name.
  case house
  /// A member's name.
  case member
  /// A member's job.
  case job
  /// A member's introduction.
  case introduction
  /// One hashtag of a member's profile.
  case hashtag
  /// A rule category's name.
  case category
  /// A rule's name.
  case rule
  /// An event's name.
  case event
}

/// Normalising and checking the names people type.
enum NameText {
  /// The text without leading and trailing whitespace, trimmed by whole characters so that a character is never
  /// split (a space followed by a combining mark is one character, and goes or stays whole).
  static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  /// Whether the text holds a control, format-breaking or unassigned-surrogate scalar that has no place in a
  /// one-line name (newlines, tabs, NUL, line and paragraph separators).
  static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator, .surrogate: true
      default: false
      }
    }
  }

  /// The trimmed name, or the error that says why it is not acceptable.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func validated(
    _ text: String, field: NameField, limit: Int, allowEmpty: Bool = false
  ) throws(HouseRulesError) -> String {
    let name = trimmed(text)
    if name.isEmpty {
      if allowEmpty { return name }
      throw .emptyName(field)
    }
    guard !hasControlCharacters(name) else { throw .invalidCharacters(field, name: name) }
    guard name.count <= limit else { throw .nameTooLong(field, name: name, limit: limit) }
    return name
  }
}
