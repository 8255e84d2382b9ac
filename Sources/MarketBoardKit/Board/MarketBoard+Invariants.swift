extension MarketBoard {
  /// Every broken invariant of the board (empty when sound): the sorted indices are a permutation of the rows, in
  /// strictly increasing order, and every key matches its row's ticker. Tests call it after every change.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    if Set(sorted).count != storage.count || sorted.count != storage.count {
      violations.append("sorted indices are not a permutation of \(storage.count) rows")
    }
    for position in sorted.indices.dropFirst()
    where !keys[Int(sorted[position - 1])].precedes(keys[Int(sorted[position])], in: order) {
      violations.append("rows \(position - 1) and \(position) out of order")
    }
    for (index, row) in storage.enumerated() {
      var expected = OrderingKey(nameRank: keys[index].nameRank, listIndex: Int32(index))
      if let ticker = row.ticker { expected.update(ticker) }
      if expected != keys[index] { violations.append("key of \(row.id) does not match its ticker") }
    }
    return violations
  }
}
