/// Substring search over UTF-8 bytes, the fast path of catalogue search and of the online-name check.
///
/// Boyer-Moore-Horspool: a 256-entry shift table built once per pattern lets the scan skip ahead by up to the
/// pattern's length on a mismatch. Keys are compared as bytes, so the pattern and the keys must be normalised
/// the same way first.
package struct ByteSearch {
  package let pattern: [UInt8]
  private var shifts: [Int]

  package init(_ pattern: [UInt8]) {
    self.pattern = pattern
    var shifts = [Int](repeating: max(pattern.count, 1), count: 256)
    for (offset, byte) in pattern.dropLast().enumerated() {
      shifts[Int(byte)] = pattern.count - 1 - offset
    }
    self.shifts = shifts
  }

  /// The offset of the first occurrence of the pattern in `haystack[from..<to]`, or `nil`.
  ///
  /// - Complexity: O(*n*) on typical text, O(*n* × *m*) at worst.
  package func firstOffset(in haystack: UnsafeBufferPointer<UInt8>, from: Int = 0, to: Int? = nil) -> Int? {
    let end = min(to ?? haystack.count, haystack.count)
    let length = pattern.count
    guard length > 0 else { return from <= end ? from : nil }
    guard end - from >= length else { return nil }
    return pattern.withUnsafeBufferPointer { needle in
      shifts.withUnsafeBufferPointer { shifts in
        let last = needle[length - 1]
        var start = from
        while start <= end - length {
          let tail = haystack[start + length - 1]
          if tail == last {
            var offset = length - 2
            while offset >= 0, haystack[start + offset] == needle[offset] { offset -= 1 }
            if offset < 0 { return start }
          }
          start += shifts[Int(tail)]
        }
        return nil
      }
    }
  }
}

extension String {
  /// Whether the search's pattern occurs in the string's UTF-8 bytes.
  package func containsUTF8(_ search: ByteSearch) -> Bool {
    var copy = self
    return copy.withUTF8 { search.firstOffset(in: $0) != nil }
  }
}
