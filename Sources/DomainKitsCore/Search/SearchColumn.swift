/// One searchable field of every course (names, or professors), normalised once when the catalogue is built
/// and laid out in two flat byte buffers: the normalised text, and the same text with each Hangul syllable
/// replaced by its initial consonant. Both encode syllables and jamo in three UTF-8 bytes, so a byte offset
/// means the same character in both.
///
/// Keys are separated by 0xFF, a byte valid UTF-8 never contains, so a match can never span two courses.
package struct SearchColumn: Sendable {
  private(set) var text: [UInt8] = []
  private(set) var initials: [UInt8] = []
  /// The offset of each key's first byte; one more entry than keys, for the end.
  private(set) var starts: [Int] = [0]

  package static let separator: UInt8 = 0xFF

  package init(_ values: [String?]) {
    text.reserveCapacity(values.count * 24)
    initials.reserveCapacity(values.count * 24)
    starts.reserveCapacity(values.count + 1)
    for value in values {
      let key = SearchText.normalized(value ?? "")
      text.append(contentsOf: key.utf8)
      initials.append(contentsOf: SearchText.initials(key).utf8)
      text.append(Self.separator)
      initials.append(Self.separator)
      starts.append(text.count)
    }
  }

  /// Records, for each key, the best rank of a match of `query` in it (see ``SearchRank``).
  ///
  /// - Complexity: O(*total bytes*) on typical text: one Horspool scan over the flat buffer.
  package func rank(_ query: SearchQuery, into ranks: inout [UInt8]) {
    let search = ByteSearch(query.pattern)
    let length = query.pattern.count
    let haystack = query.usesInitials ? initials : text
    haystack.withUnsafeBufferPointer { buffer in
      text.withUnsafeBufferPointer { exactText in
        var key = 0
        var from = 0
        while let offset = search.firstOffset(in: buffer, from: from) {
          while starts[key + 1] <= offset { key += 1 }
          if !query.verify(exactText, at: offset) {
            from = offset + 1
            continue
          }
          let keyStart = starts[key]
          let keyLength = starts[key + 1] - 1 - keyStart
          let rank: SearchRank = offset != keyStart ? .substring : (keyLength == length ? .exact : .prefix)
          ranks[key] = min(ranks[key], rank.rawValue)
          from = starts[key + 1]
        }
      }
    }
  }
}

/// How well a course matched: exact before prefix before substring.
package enum SearchRank: UInt8 {
  case exact = 0
  case prefix = 1
  case substring = 2
  case none = 255
}

/// A normalised query, ready to scan a ``SearchColumn``.
package struct SearchQuery {
  /// The bytes to look for: the normalised query, or its initials when it holds initial consonants.
  package let pattern: [UInt8]
  /// Whether to scan the initials buffer.
  package let usesInitials: Bool
  /// For an initials query, the offsets (and bytes) that must match the text exactly: the syllables and other
  /// characters the user typed in full, as in "데ㅇㅌ".
  private let exactBytes: [(offset: Int, byte: UInt8)]

  package init(_ query: String) {
    let normalized = SearchText.normalized(query)
    guard SearchText.hasInitialConsonants(normalized) else {
      pattern = Array(normalized.utf8)
      usesInitials = false
      exactBytes = []
      return
    }
    pattern = Array(SearchText.initials(normalized).utf8)
    usesInitials = true
    var exact: [(Int, UInt8)] = []
    var offset = 0
    for scalar in normalized.unicodeScalars {
      let bytes = Array(String(scalar).utf8)
      if SearchText.initialConsonant(of: scalar) != nil {
        for (index, byte) in bytes.enumerated() { exact.append((offset + index, byte)) }
      }
      offset += bytes.count
    }
    exactBytes = exact
  }

  /// Whether the query is empty after normalisation (it then matches everything).
  package var isEmpty: Bool { pattern.isEmpty }

  /// For an initials query, whether the syllables typed in full match the text at `offset`.
  package func verify(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    for (index, byte) in exactBytes where offset + index >= text.count || text[offset + index] != byte {
      return false
    }
    return true
  }
}
