/// The place of an object in its message, for the field names of errors: `""` at the top, `[3]` for a list's
/// fourth element, `orderbook_units[3]` inside. Kept as parts and spelled only when an error names a field, so a
/// frame that decodes builds no path text.
package struct JSONFramePath: Sendable, Hashable {
  /// The path of the container the object is in (`""` for the top level or a top-level list).
  package var base: String
  /// The object's index in that list, if it is a list's element.
  package var index: Int?

  /// The top-level object.
  package static let root = JSONFramePath(base: "", index: nil)

  /// The object at `index` in the list at `base`.
  package init(base: String, index: Int?) {
    self.base = base
    self.index = index
  }

  /// The path as `JSONObjectReader`'s `path` spells it: `""`, `[3]`, `orderbook_units[3]`.
  package var text: String {
    guard let index else { return base }
    return base + "[\(index)]"
  }

  /// The field `key` of the object, as `JSONObjectReader.field(_:)` spells it: `trade_price`, `[0].trade_price`.
  package func field(_ key: String) -> String {
    let path = text
    return path.isEmpty ? key : path + "." + key
  }
}
