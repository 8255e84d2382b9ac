extension BookSide {
  /// Every broken invariant of the ladder's bookkeeping, empty when it is sound: the bitsets, count and best slot
  /// agree with each other; each occupied slot holds a level at that slot's price; `overflow` holds only levels the
  /// ladder cannot index, all worse than the ladder's best; and a windowless side keeps everything in `overflow`.
  ///
  /// - Complexity: O(*n* + slots).
  func structureViolations() -> [String] {
    var problems: [String] = []
    let side = Ordering.side
    if storage.buffer.header != slotCount || slotCount % 64 != 0 {
      problems.append("\(side) has a buffer of \(storage.buffer.header) slots for a window of \(slotCount)")
    }
    if storage.buffer.capacity < wordCount + LadderBuffer.levelWords(slotCount) {
      problems.append("\(side) has a buffer of \(storage.buffer.capacity) words, too few for \(slotCount) slots")
    }
    if UInt64(slotCount) < grid.limit {
      problems.append("\(side) grid reaches slot \(grid.limit), past its \(slotCount) slots")
    }
    var occupied = 0
    var highest = -1
    for word in 0..<wordCount {
      let bits = occupancyWord(word)
      occupied += bits.nonzeroBitCount
      if (summary >> UInt64(word)) & 1 != (bits == 0 ? 0 : 1) {
        problems.append("\(side) summary bit \(word) is stale")
      }
      if bits != 0 { highest = word * 64 + 63 - bits.leadingZeroBitCount }
      var rest = bits
      while rest != 0 {
        let slot = word * 64 + rest.trailingZeroBitCount
        rest &= rest - 1
        let level = level(inSlot: slot)
        let found = grid.slot(ofOffset: Ordering.offset(level.price.units, from: origin))
        if found != slot { problems.append("\(side) slot \(slot) holds \(level.price), which belongs at \(found)") }
        if level.quantity.units <= 0 { problems.append("\(side) slot \(slot) holds quantity \(level.quantity)") }
      }
    }
    if wordCount < 64, summary >> UInt64(wordCount) != 0 {
      problems.append("\(side) summary has bits past its words")
    }
    if occupied != ladderCount { problems.append("\(side) counts \(ladderCount) ladder levels, holds \(occupied)") }
    if highest != bestSlot { problems.append("\(side) best slot is \(bestSlot), highest occupied is \(highest)") }
    for level in overflow.levels {
      let slot = grid.slot(ofOffset: Ordering.offset(level.price.units, from: origin))
      if slot >= 0 { problems.append("\(side) overflow holds \(level.price), which has slot \(slot)") }
    }
    if isWindowless {
      if ladderCount != 0 { problems.append("\(side) is windowless but its ladder holds \(ladderCount) levels") }
    } else if let outside = overflow.best {
      if bestSlot < 0 {
        problems.append("\(side) ladder is empty while overflow holds \(overflow.count) levels")
      } else if !Ordering.isWorse(outside.price.units, than: level(inSlot: bestSlot).price.units) {
        problems.append("\(side) overflow's \(outside.price) is not worse than the ladder's best")
      }
    }
    return problems
  }
}
