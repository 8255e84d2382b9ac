/// The lowest low, highest high and highest volume of a run of candles.
struct Extent: Equatable, Sendable {
  var low: Double
  var high: Double
  var volume: Double

  /// The extent of two runs together.
  @inline(__always)
  func union(_ other: Extent) -> Extent {
    Extent(low: min(low, other.low), high: max(high, other.high), volume: max(volume, other.volume))
  }
}

/// Answers "lowest low, highest high, highest volume of candles `l..<r`" in constant time, for autoscaling a chart
/// without scanning the visible candles.
///
/// The candles are cut into blocks of 32. For each candle the index keeps the extent of its block up to it
/// (`prefixes`) and from it to the block's end (`suffixes`); `levels[0][b]` is the extent of block `b`, and
/// `levels[k][j]` the extent of the `2^k` blocks starting at `j` (a sparse table over blocks). A range that crosses
/// a block boundary is the suffix of its first candle, the prefix of its last, and two overlapping sparse-table
/// entries for the whole blocks between: four reads, a handful of cache lines, whatever the length of the range. A
/// range inside one block is scanned (at most 32 candles).
///
/// Why this shape: scanning the visible candles grows with the range, and `Benchmarks/CandleBenchmarks` measures
/// the alternatives. A segment tree answers in O(log n) with as many scattered reads; a sparse table over single
/// candles is O(1) but needs 20 levels (480 MB at a million candles). Blocks of 32 need log2(n / 32) / 32 table
/// entries per candle plus the two edge extents (59 MB in all at a million candles), and append and update in place.
///
/// Appending a candle or replacing the last one touches its block's edges and one table entry per level:
/// O(B + log(n / B)), no rebuild. The index does not own the extents; each call takes them, and they must be the
/// ones it was built from (the series keeps the two in step).
struct RangeExtremaIndex: Sendable {
  /// log2 of the block size.
  static let blockShift = 5
  /// Candles per block.
  static let blockSize = 1 << blockShift

  /// `levels[k][j]`: the extent of blocks `j..<j + 2^k`. `levels[0]` has one entry per (possibly partial) block.
  private(set) var levels: [[Extent]] = []
  /// For each candle, the extent of its block's candles up to and including it.
  private(set) var prefixes: [Extent] = []
  /// For each candle, the extent of its block's candles from it to the block's last candle so far.
  private(set) var suffixes: [Extent] = []
  /// The number of candles indexed.
  private(set) var count = 0

  /// An empty index.
  init() {}

  /// Indexes whole columns in O(n + m log m) for *m* blocks.
  init(extents: [Extent]) {
    count = extents.count
    guard count > 0 else { return }
    let blockCount = (count + Self.blockSize - 1) >> Self.blockShift
    var base: [Extent] = []
    base.reserveCapacity(blockCount)
    for block in 0..<blockCount {
      base.append(Self.scan(block << Self.blockShift, min(count, (block + 1) << Self.blockShift), extents))
    }
    levels = [base]
    prefixes = extents
    suffixes = extents
    for index in 0..<count where index & (Self.blockSize - 1) != 0 {
      prefixes[index] = prefixes[index - 1].union(extents[index])
    }
    for index in stride(from: count - 2, through: 0, by: -1) where (index + 1) & (Self.blockSize - 1) != 0 {
      suffixes[index] = suffixes[index + 1].union(extents[index])
    }
    var span = 1
    while span * 2 <= blockCount {
      let previous = levels[levels.count - 1]
      var level: [Extent] = []
      level.reserveCapacity(blockCount - span * 2 + 1)
      for start in 0...(blockCount - span * 2) {
        level.append(previous[start].union(previous[start + span]))
      }
      levels.append(level)
      span *= 2
    }
  }

  /// The extent of candles `range` (non-empty, inside `0..<count`).
  ///
  /// - Complexity: O(1): two edge extents and two table entries, or a scan of at most `blockSize` candles when the
  ///   range lies inside one block.
  func extent(of range: Range<Int>, extents: [Extent]) -> Extent {
    let lower = range.lowerBound
    let last = range.upperBound - 1
    let firstBlock = lower >> Self.blockShift
    let lastBlock = last >> Self.blockShift
    guard firstBlock < lastBlock else {
      if lower & (Self.blockSize - 1) == 0 { return prefixes[last] }
      return Self.scan(lower, range.upperBound, extents)
    }
    let ends = suffixes[lower].union(prefixes[last])
    guard firstBlock + 1 < lastBlock else { return ends }
    return ends.union(blocks((firstBlock + 1)..<lastBlock))
  }

  /// The extent of whole blocks `range` (non-empty) from two overlapping table entries.
  @inline(__always)
  private func blocks(_ range: Range<Int>) -> Extent {
    let length = range.count
    let level = Int.bitWidth - 1 - length.leadingZeroBitCount
    let entries = levels[level]
    return entries[range.lowerBound].union(entries[range.upperBound - (1 << level)])
  }

  /// Records that one candle was appended: the columns now hold `count + 1` candles.
  ///
  /// - Complexity: O(log(n / B)).
  mutating func didAppend(extents: [Extent]) {
    let index = count
    count += 1
    let candle = extents[index]
    let blockStart = index & ~(Self.blockSize - 1)
    prefixes.append(index == blockStart ? candle : prefixes[index - 1].union(candle))
    suffixes.append(candle)
    suffixes.withUnsafeMutableBufferPointer { suffixes in
      for earlier in blockStart..<index { suffixes[earlier] = suffixes[earlier].union(candle) }
    }
    if levels.isEmpty { levels = [[]] }
    let block = index >> Self.blockShift
    if block == levels[0].count {
      levels[0].append(candle)
    } else {
      levels[0][block] = levels[0][block].union(candle)
    }
    refreshEntriesCoveringLastBlock()
  }

  /// Records that the last candle was replaced in the columns.
  ///
  /// - Complexity: O(B + log(n / B)): the last block's suffixes are recomputed (the first is the block's extent,
  ///   which may have shrunk).
  mutating func didReplaceLast(extents: [Extent]) {
    guard count > 0 else { return }
    let last = count - 1
    let blockStart = last & ~(Self.blockSize - 1)
    let candle = extents[last]
    prefixes[last] = last == blockStart ? candle : prefixes[last - 1].union(candle)
    // The block's suffixes from the new last candle back; the first of them is the block's extent.
    suffixes.withUnsafeMutableBufferPointer { suffixes in
      extents.withUnsafeBufferPointer { extents in
        suffixes[last] = candle
        for index in stride(from: last - 1, through: blockStart, by: -1) {
          suffixes[index] = suffixes[index + 1].union(extents[index])
        }
      }
    }
    levels[0][last >> Self.blockShift] = suffixes[blockStart]
    refreshEntriesCoveringLastBlock()
  }

  /// Recomputes the edge extents of the last block, whose candles end at `end`.
  private mutating func refreshEdges(ofBlockEndingAt end: Int, extents: [Extent]) {
    let blockStart = (end - 1) & ~(Self.blockSize - 1)
    prefixes[blockStart] = extents[blockStart]
    for index in (blockStart + 1)..<end {
      prefixes[index] = prefixes[index - 1].union(extents[index])
    }
    suffixes[end - 1] = extents[end - 1]
    for index in stride(from: end - 2, through: blockStart, by: -1) {
      suffixes[index] = suffixes[index + 1].union(extents[index])
    }
  }

  /// Records that the columns were cut to their first `newCount` candles.
  ///
  /// - Complexity: O(B + log(n / B)) plus the entries dropped.
  mutating func didTruncate(to newCount: Int, extents: [Extent]) {
    guard newCount < count else { return }
    count = max(0, newCount)
    prefixes.removeSubrange(count...)
    suffixes.removeSubrange(count...)
    guard count > 0 else {
      levels = []
      return
    }
    let blockCount = (count + Self.blockSize - 1) >> Self.blockShift
    var level = 0
    while level < levels.count {
      let kept = blockCount - (1 << level) + 1
      if kept <= 0 {
        levels.removeSubrange(level...)
        break
      }
      if levels[level].count > kept { levels[level].removeSubrange(kept...) }
      level += 1
    }
    levels[0][blockCount - 1] = Self.scan((blockCount - 1) << Self.blockShift, count, extents)
    refreshEdges(ofBlockEndingAt: count, extents: extents)
    refreshEntriesCoveringLastBlock()
  }

  /// Recomputes (or adds) the one entry per level that covers the last block.
  private mutating func refreshEntriesCoveringLastBlock() {
    let blockCount = levels[0].count
    var level = 1
    while (1 << level) <= blockCount {
      let start = blockCount - (1 << level)
      let half = 1 << (level - 1)
      let entry = levels[level - 1][start].union(levels[level - 1][start + half])
      if levels.count == level { levels.append([]) }
      if levels[level].count == start {
        levels[level].append(entry)
      } else {
        levels[level][start] = entry
      }
      level += 1
    }
  }

  /// The extent of candles `lower..<upper` (non-empty) by a direct scan.
  static func scan(_ lower: Int, _ upper: Int, _ extents: [Extent]) -> Extent {
    extents.withUnsafeBufferPointer { extents in
      var result = extents[lower]
      for index in (lower + 1)..<upper { result = result.union(extents[index]) }
      return result
    }
  }
}
