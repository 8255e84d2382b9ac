extension RangeExtremaIndex {
  /// The ways the index disagrees with a brute-force scan of the columns; empty when it is sound.
  ///
  /// Walks every table entry: O(n log n). For tests, which call it after every mutation.
  func invariantViolations(extents: [Extent]) -> [String] {
    var problems: [String] = []
    if count != extents.count { problems.append("count \(count) but there are \(extents.count) extents") }
    if prefixes.count != count || suffixes.count != count {
      problems.append("\(prefixes.count) prefixes and \(suffixes.count) suffixes for \(count) candles")
      return problems
    }
    for index in 0..<min(count, extents.count) {
      let blockStart = index & ~(Self.blockSize - 1)
      let blockEnd = min(count, blockStart + Self.blockSize)
      if prefixes[index] != Self.scan(blockStart, index + 1, extents) { problems.append("prefix \(index) is stale") }
      if suffixes[index] != Self.scan(index, blockEnd, extents) { problems.append("suffix \(index) is stale") }
    }
    let blockCount = (count + Self.blockSize - 1) >> Self.blockShift
    if count == 0 {
      if !levels.isEmpty { problems.append("an empty index has levels") }
      return problems
    }
    var level = 0
    while (1 << level) <= blockCount {
      let span = 1 << level
      guard level < levels.count else {
        problems.append("level \(level) is missing")
        break
      }
      if levels[level].count != blockCount - span + 1 {
        problems.append("level \(level) has \(levels[level].count) entries, expected \(blockCount - span + 1)")
      }
      for (start, entry) in levels[level].enumerated() {
        let lower = start << Self.blockShift
        let upper = min(count, (start + span) << Self.blockShift)
        guard lower < upper else {
          problems.append("level \(level) entry \(start) covers no candle")
          continue
        }
        let expected = Self.scan(lower, upper, extents)
        if entry != expected { problems.append("level \(level) entry \(start) is \(entry), expected \(expected)") }
      }
      level += 1
    }
    if levels.count > level { problems.append("\(levels.count - level) levels too many") }
    return problems
  }
}
