import Foundation

extension PersonalityType {
  /// The type of the server's `typeColor`: `"YELLOW"`, `"RED"`, `"BLUE"`, `"PURPLE"`, `"GREEN"`, or `"GRAY"` for a
  /// member who has not taken the test (``gray``).
  ///
  /// The server's OpenAPI document and its examples show the colours in upper case (`GRAY`, `YELLOW`, `GREEN`,
  /// `RED`; `BLUE` and `PURPLE` are the other two rows of the server's `Type` collection) and nothing else: no lower
  /// case and no `none`, the not-tested member being `GRAY`. The text must match exactly, so any other spelling is
  /// an error rather than a guess.
  ///
  /// - Throws: ``HousWireError/unknownTypeColor(_:field:)`` for any other text.
  public init(housTypeColor text: String) throws(HousWireError) {
    try self.init(housTypeColor: text, field: "typeColor")
  }

  /// The type of a `typeColor` at `field` of a document (`data.homies[1].typeColor`), for the error.
  init(housTypeColor text: String, field: String) throws(HousWireError) {
    guard let type = PersonalityType(rawValue: text) else { throw .unknownTypeColor(text, field: field) }
    self = type
  }

  /// The tested type whose Korean name is `text` (the server's `typeName` of a match), or `nil`.
  init?(housTypeName text: String) {
    guard let type = PersonalityType.allCases.first(where: { $0.isTested && $0.koreanName == text }) else {
      return nil
    }
    self = type
  }
}
