/// What kind of JSON value a ``JSONToken`` located.
package enum JSONTokenKind: UInt8, Sendable {
  /// The member is not in the object.
  case absent
  /// `null`.
  case null
  /// `false`.
  case falseLiteral
  /// `true`.
  case trueLiteral
  /// A number, its text as written (`5.0E-4`, `-1`).
  case number
  /// A string.
  case string
  /// An object, validated but not read.
  case object
  /// An array, validated but not read.
  case array
}

/// Where one member's value lies in a frame, as ``JSONFrameScanner`` found it: its kind and the offsets of its text.
/// Nothing is decoded or copied; a decoder converts the text of the members it wants, when it wants them.
///
/// The offsets are those of a string's contents (without the quotes), of a number's or a literal's text, and of a
/// container's whole span (brackets included, so `JSONValue.parse` can read it again).
package struct JSONToken: Sendable, Hashable {
  /// The kind of value.
  package var kind: JSONTokenKind
  /// For a string: its contents are printable ASCII without an escape, so its bytes are its text. `false` for a
  /// string holding an escape or UTF-8 (it must be decoded); `true` for every other kind.
  package var isPlain: Bool
  /// The offset of the first byte of the text.
  package var start: UInt32
  /// The offset just past the text.
  package var end: UInt32
  /// For an array, the number of its elements; for an object, of its members; 0 for every other kind. Counted by the
  /// pass that validated the container, so a decoder sizes what it fills without reading the container again.
  package var count: UInt32

  /// A token of `kind` over `range` (frames are shorter than 4 GiB: ``JSONFrameScanner`` refuses longer ones).
  package init(kind: JSONTokenKind, isPlain: Bool = true, range: Range<Int>, count: Int = 0) {
    self.kind = kind
    self.isPlain = isPlain
    self.start = UInt32(truncatingIfNeeded: range.lowerBound)
    self.end = UInt32(truncatingIfNeeded: range.upperBound)
    self.count = UInt32(truncatingIfNeeded: count)
  }

  /// A member the object does not have.
  package static let absent = JSONToken(kind: .absent, range: 0..<0)

  /// The offsets of the text.
  package var range: Range<Int> { Int(start)..<Int(end) }

  /// Whether the member is there and not `null`: what `JSONObjectReader.optional(_:) != nil` says of a member.
  package var isPresent: Bool { kind != .absent && kind != .null }
}

/// What a fast read of a frame gives: the value, or the verdict that only the tree reader (``JSONValue``) may give.
package enum JSONFrameRead<Value> {
  /// The frame was read.
  case value(Value)
  /// The one-pass reader does not vouch for this frame (it is not JSON, or a shape the reader leaves to the tree: not
  /// an object at the top, a key with an escape or UTF-8, a key given twice, more keys than it tracks, an exchange's
  /// error frame). Read it with the tree reader, which decides and names any error.
  case unsure
}
