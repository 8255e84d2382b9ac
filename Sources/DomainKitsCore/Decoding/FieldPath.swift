/// The one spelling of a field's place in a decoded document, for the decoding errors of every kit:
/// `dailyBoxOfficeList[3].audiCnt`, `content.list[0].price`, and ``root`` for the document itself.
package enum FieldPath {
  /// The name of the whole document, when the error is about its top level.
  package static let root = "(root)"

  /// `a.b[2].c` for a coding path; ``root`` for an empty one.
  package static func text(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text.isEmpty ? root : text
  }

  /// `data[3][1]` for names and indices in order (`["data", 3, 1]`); ``root`` for none. For a decoder that
  /// reads a document by hand, without a coding path.
  package static func text(_ components: [Component]) -> String {
    var text = ""
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key): text += text.isEmpty ? key : "." + key
      }
    }
    return text.isEmpty ? root : text
  }

  /// One step of a path: an object's key or a list's index.
  package enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// An object's key.
    case key(String)
    /// A list's index.
    case index(Int)

    /// A key.
    package init(stringLiteral value: String) { self = .key(value) }

    /// An index.
    package init(integerLiteral value: Int) { self = .index(value) }
  }

  /// What a decoding error expected, in words: "a string", "an integer", "a number", "a boolean", "a list",
  /// "an object".
  package static func typeDescription(_ type: Any.Type) -> String {
    switch type {
    case is String.Type, is Substring.Type: "a string"
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt64.Type, is UInt.Type: "an integer"
    case is Double.Type, is Float.Type: "a number"
    case is Bool.Type: "a boolean"
    default:
      String(describing: type).hasPrefix("Array") ? "a list" : "an object"
    }
  }
}
