import Foundation

extension PersonalityType {
  /// The type of the server's `typeColor`: `"YELLOW"`, `"RED"`, `"BLUE"`, `"PURPLE"`, `"GREEN"`, or `"GRAY"` for a
  /// member who has not taken the test (``gray``).
  ///
  /// The server's OpenAPI document and its examples write the colours in upper case (`GRAY`, `YELLOW`, `GREEN`,
  /// `RED`; `BLUE` and `PURPLE` are the other two rows of the server's `Type` collection). The app's own model and
  /// other builds write them in lower case, with `none` for a member who has not taken the test; those are read
  /// too (`"yellow"` is ``yellow``, `"none"` and `"NONE"` are ``gray``). The whole text must be one of these
  /// spellings: mixed case, spaces or another colour is an error rather than a guess.
  ///
  /// - Throws: ``HousWireError/unknownTypeColor(_:field:)`` for any other text.
  public init(housTypeColor text: String) throws(HousWireError) {
    try self.init(housTypeColor: text, field: "typeColor")
  }

  /// The type of a `typeColor` at `field` of a document (`data.homies[1].typeColor`), for the error.
  init(housTypeColor text: String, field: String) throws(HousWireError) {
    if let type = PersonalityType(rawValue: text) {
      self = type
    } else if text == "none" || text == "NONE" {
      self = .gray
    } else if text == text.lowercased(), let type = PersonalityType(rawValue: text.uppercased()) {
      self = type
    } else {
      throw .unknownTypeColor(text, field: field)
    }
  }

  /// The tested type whose Korean name is `text` (the server's `typeName` of a match), or `nil`.
  init?(housTypeName text: String) {
    guard let type = PersonalityType.allCases.first(where: { $0.isTested && $0.koreanName == text }) else {
      return nil
    }
    self = type
  }
}
